/**
 * The bot's CSV, both ways: the header its `/csv` command writes for a
 * template, and the sheet-import check, which reads a filled file as the bot's
 * `/import` (4.7.2) does and says, row by row, what the bot registers, skips or
 * lets through. Everything outside this folder enters here.
 *
 * - `header.ts`: the header's columns, from the template's field declarations.
 * - `read.ts`: the file decoded and parsed with the bot's papaparse options.
 * - `check.ts`: the bot's row loop, in order; `advice.ts` and `formulaCells.ts`
 *   add the warnings (what the bot lets through although the template forbids it).
 * - `issues.ts`: the stable codes the check reports; the sentences are the
 *   component's (`src/components/CsvCheck/_utils/issueMessages.ts`).
 * - `grid.ts`: the in-page sheet grid, its rows kept in the browser and written as CSV.
 * - `worker.ts`: the worker entry (the page starts it with `new URL(…)`), which
 *   checks a large file off the main thread; only its message types pass here.
 */
export {
	type CheckedRow,
	type CsvCheckResult,
	type CsvEncodingNote,
	checkImportCsv,
	checkImportCsvBytes,
} from "./check";
export { startsLikeFormula } from "./formulaCells";
export {
	emptyGridRow,
	type GridRow,
	gridCsv,
	isComputed,
	loadGrid,
	MAX_GRID_ROWS,
	readGrid,
	rowStatistics,
	saveGrid,
} from "./grid";
export { csvColumns, csvHeader } from "./header";
export {
	CSV_FATAL_CODES,
	CSV_PROBLEM_CODES,
	CSV_WARNING_CODES,
	type CsvFatal,
	type CsvIssue,
	csvMessageKey,
	csvMessageValues,
} from "./issues";
export { decodeAsBot } from "./read";
export type { CsvCheckReply, CsvCheckRequest, CsvCheckSummary } from "./worker";
