/**
 * Lists the addresses of this site that the bot prints (src/data/botLinks.generated.json), from a copy of its
 * repository:
 *
 *   npm run bot-links -- BOT_DIR [--ref REF]           rewrite the list
 *   npm run bot-links -- BOT_DIR [--ref REF] --check   exit 1, listing the changes, when it is out of date
 *
 * BOT_DIR is a checkout of Dicelette/discord-dicelette or a bare git directory of it (read at REF, HEAD by default).
 * `tests/build/bot-links.test.mjs` then checks that each address lands on a page and heading of the build.
 * Exit codes: 0 up to date or rewritten, 1 out of date (with --check), 2 bad arguments or unreadable source.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openSourceTree } from "./bot-commands/sourceTree";
import { extractBotLinks, LinkExtractionError } from "./bot-links/extract";

const projectRoot = path.resolve(import.meta.dirname, "..");
const GENERATED = "src/data/botLinks.generated.json";

function main(): number {
	const { values, positionals } = parseArgs({
		allowPositionals: true,
		options: { check: { type: "boolean", default: false }, ref: { type: "string", default: "HEAD" } },
	});
	const [botDir] = positionals;
	if (positionals.length !== 1 || botDir === undefined || !existsSync(botDir)) {
		console.error("usage: npm run bot-links -- BOT_DIR [--ref REF] [--check]");
		return 2;
	}
	const tree = openSourceTree(botDir, values.ref);
	const release = (JSON.parse(tree.read("package.json") ?? "{}") as { version?: string }).version;
	if (!release) {
		console.error(`${tree.description}: package.json has no version`);
		return 2;
	}
	let links: ReturnType<typeof extractBotLinks>;
	try {
		links = extractBotLinks(tree);
	} catch (error) {
		if (!(error instanceof LinkExtractionError)) throw error;
		console.error(`cannot read the bot's links: ${error.message}`);
		return 2;
	}
	const text = `${JSON.stringify({ release, links }, null, "\t")}\n`;
	const target = path.join(projectRoot, GENERATED);
	const previous = existsSync(target)
		? (JSON.parse(readFileSync(target, "utf8")) as { links: { address: string }[] }).links.map((link) => link.address)
		: [];
	const current = links.map((link) => link.address);
	const changes = [
		...current.filter((address) => !previous.includes(address)).map((address) => `+ ${address}`),
		...previous.filter((address) => !current.includes(address)).map((address) => `- ${address}`),
	];
	console.log(`bot ${release}: ${links.length} addresses of the site`);
	for (const link of links) console.log(`  ${link.address}  (${link.sources.join(", ")})`);
	if (!values.check) {
		writeFileSync(target, text);
		for (const change of changes) console.log(change);
		console.log(`wrote ${GENERATED}`);
		return 0;
	}
	if (existsSync(target) && readFileSync(target, "utf8") === text) {
		console.log(`${GENERATED} is up to date`);
		return 0;
	}
	console.log(`${GENERATED} is out of date:`);
	for (const change of changes) console.log(change);
	if (changes.length === 0) console.log("~ same addresses, printed from other places: regenerate the file");
	return 1;
}

process.exitCode = main();
