/**
 * The docs name only real commands and options, in each page's language, and document every public command and
 * option of the bot in both languages (src/data/botCommands.ts, read from the bot's source). `npm run docs-commands`
 * prints the same report in full. Marking a mention that is deliberately not a command: see
 * scripts/docs-commands/commandMentions.ts and CONTRIBUTING.md's "Adding a page".
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkDocs, formatCoverage, loadDocPages } from "../../../scripts/docs-commands/commandMentions";
import { BOT_RELEASE } from "../../../src/data/botCommands";

const reports = checkDocs(loadDocPages(path.resolve(import.meta.dirname, "../../..")));
console.log(`command mentions against bot ${BOT_RELEASE}:\n${reports.map(formatCoverage).join("\n")}`);

describe.each(reports)("docs in $locale", (report) => {
	it("read every page and found mentions", () => {
		expect(report.pages).toBeGreaterThan(30);
		expect(report.mentions).toBeGreaterThan(100);
	});

	it("name only commands, subcommands and options that exist, in the page's language", () => {
		const unknown = report.problems.map(
			(problem) => `${problem.file}:${problem.line} \`${problem.text}\`: ${problem.message}`,
		);
		expect(unknown, `${unknown.length} unknown names`).toEqual([]);
	});

	it("document every command, subcommand and context-menu entry", () => {
		expect(report.commands.missing, `commands ${report.commands.documented}/${report.commands.total}`).toEqual([]);
	});

	it("document every option after its command", () => {
		expect(report.options.missing, `options ${report.options.documented}/${report.options.total}`).toEqual([]);
	});
});
