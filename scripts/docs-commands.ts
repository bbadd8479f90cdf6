/**
 * Checks the docs' command mentions against the bot's command set and prints the coverage, every unknown name and
 * every undocumented command and option, in both languages (the same check as tests/unit/docs/):
 *
 *   npm run docs-commands
 *
 * Exits 1 when a name is unknown or a command or option is undocumented.
 */
import path from "node:path";
import { checkDocs, formatReport, loadDocPages } from "./docs-commands/commandMentions";

const reports = checkDocs(loadDocPages(path.resolve(import.meta.dirname, "..")));
console.log(formatReport(reports));
const complete = reports.every(
	(report) =>
		report.problems.length === 0 && report.commands.missing.length === 0 && report.options.missing.length === 0,
);
process.exitCode = complete ? 0 : 1;
