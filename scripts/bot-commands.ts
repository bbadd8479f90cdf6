/**
 * Regenerates the bot's command set (src/data/botCommands.generated.ts) from a copy of the bot's repository:
 *
 *   npm run bot-commands -- BOT_DIR [--ref REF]           rewrite the data module
 *   npm run bot-commands -- BOT_DIR [--ref REF] --check   exit 1, listing the changes, when it is out of date
 *
 * BOT_DIR is a checkout of Dicelette/discord-dicelette or a bare git directory of it (read at REF, HEAD by
 * default). Exit codes: 0 up to date or rewritten, 1 out of date (with --check), 2 bad arguments or unreadable source.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { botCommands as currentCommands, BOT_RELEASE as currentRelease } from "../src/data/botCommands";
import { compareCommandSets } from "./bot-commands/compare";
import { ExtractionError, extractBotCommands } from "./bot-commands/extract";
import { GENERATED_MODULE, renderModule } from "./bot-commands/render";
import { openSourceTree } from "./bot-commands/sourceTree";

const projectRoot = path.resolve(import.meta.dirname, "..");

function main(): number {
	const { values, positionals } = parseArgs({
		allowPositionals: true,
		options: { check: { type: "boolean", default: false }, ref: { type: "string", default: "HEAD" } },
	});
	const [botDir] = positionals;
	if (positionals.length !== 1 || botDir === undefined) {
		console.error("usage: npm run bot-commands -- BOT_DIR [--ref REF] [--check]");
		return 2;
	}
	let extracted: ReturnType<typeof extractBotCommands>;
	try {
		extracted = extractBotCommands(openSourceTree(botDir, values.ref));
	} catch (error) {
		if (!(error instanceof ExtractionError)) throw error;
		console.error(`cannot read the bot's commands: ${error.message}`);
		return 2;
	}
	const text = renderModule(extracted.release, extracted.commands, projectRoot);
	const target = path.join(projectRoot, GENERATED_MODULE);
	const changes = compareCommandSets(currentCommands, extracted.commands);
	const counts = countOf(extracted.commands);
	console.log(
		`bot ${extracted.release}: ${counts.commands} commands, subcommands and context-menu entries, ${counts.options} options`,
	);
	if (!values.check) {
		writeFileSync(target, text);
		for (const change of changes) console.log(`${change.sign} ${change.text}`);
		console.log(`wrote ${GENERATED_MODULE} (${changes.length} changes from the previous version)`);
		return 0;
	}
	if (readFileSync(target, "utf8") === text) {
		console.log(`${GENERATED_MODULE} is up to date`);
		return 0;
	}
	console.log(`${GENERATED_MODULE} is out of date (it describes bot ${currentRelease}):`);
	if (currentRelease !== extracted.release) console.log(`~ release ${currentRelease} → ${extracted.release}`);
	for (const change of changes) console.log(`${change.sign} ${change.text}`);
	if (changes.length === 0) console.log("~ same commands and options, written differently: regenerate the file");
	return 1;
}

/** Counts as the issue does: runnable commands (no subcommands), subcommands and context-menu entries. */
function countOf(commands: typeof currentCommands): { commands: number; options: number } {
	let count = 0;
	let options = 0;
	for (const command of commands) {
		if (command.kind !== "slash" || command.subcommands.length === 0) count++;
		if (command.kind !== "slash") continue;
		options += command.options.length;
		for (const child of command.subcommands) {
			const subcommands = child.kind === "group" ? child.subcommands : [child];
			count += subcommands.length;
			for (const subcommand of subcommands) options += subcommand.options.length;
		}
	}
	return { commands: count, options };
}

process.exitCode = main();
