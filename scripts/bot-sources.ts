// Pages that stay true across releases (scripts/bot-sources/sources.ts).
//
//   npm run bot-release-diff -- DIR FROM TO [--repo core]
//       DIR is a checkout or bare git directory of Dicelette/discord-dicelette (or of Dicelette/core with
//       --repo core). Prints the doc pages whose front-matter sources changed between the two releases, each with
//       the changed files: the pages to review for the new release.
//   npm run bot-files -- DIR RELEASE [--repo core]
//       Prints the repository's files at RELEASE (git ls-tree), the list committed in tests/fixtures/bot-files/
//       that the sources test checks the pages against.
//
// A release is a tag, a revision, or a version whose "chore(release): X" commit stands in for a missing tag.
import path from "node:path";
import {
	changedBetween,
	filesAt,
	formatReview,
	gitDirOf,
	loadPageSources,
	pagesToReview,
	type RepositoryLabel,
	repositories,
} from "./bot-sources/sources";

const root = path.resolve(import.meta.dirname, "..");

function usage(message: string): never {
	console.error(`${message}
usage: tsx scripts/bot-sources.ts diff DIR FROM TO [--repo discord-dicelette|core]
       tsx scripts/bot-sources.ts files DIR RELEASE [--repo discord-dicelette|core]`);
	process.exit(2);
}

const args = process.argv.slice(2);
const repoFlag = args.indexOf("--repo");
const repository = (repoFlag >= 0 ? args.splice(repoFlag, 2)[1] : "discord-dicelette") as RepositoryLabel;
if (!(repository in repositories)) usage(`unknown repository "${repository}"`);
const [command, location, ...releases] = args;
if (!location) usage("missing DIR");
const gitDir = gitDirOf(location);

if (command === "files") {
	const [release] = releases;
	if (releases.length !== 1 || release === undefined) usage("files takes one release");
	process.stdout.write(`${filesAt(gitDir, release).join("\n")}\n`);
} else if (command === "diff") {
	const [from, to] = releases;
	if (releases.length !== 2 || from === undefined || to === undefined) usage("diff takes two releases");
	const pages = pagesToReview(loadPageSources(root, "fr"), repository, changedBetween(gitDir, from, to));
	console.log(formatReview(repository, from, to, pages));
} else {
	usage(`unknown command "${command ?? ""}"`);
}
