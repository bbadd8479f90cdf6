/**
 * What the sheet-import check says, as stable codes with values: why the bot
 * stops the whole import (`CsvFatal`), why it skips a row (problems), and what
 * it lets through although the template forbids it (warnings). Sentences live
 * in `src/components/CsvCheck/_utils/issueMessages.ts` (translate ids `csvCheck.issue.<code>`).
 */

export const CSV_PROBLEM_CODES = [
	"user.empty",
	"charName.missing",
	"charName.duplicate",
	"stat.zero",
	"stat.empty",
	"stat.columnMisnamed",
	"crash.userEmpty",
	"crash.userColumnMisnamed",
	"crash.channelNotText",
	"crash.diceNotText",
	"crash.charNameNotText",
] as const;

export const CSV_WARNING_CODES = [
	"stat.belowMin",
	"stat.aboveMax",
	"stat.notNumber",
	"stat.decimalComma",
	"stat.combinationDiffers",
	"total.exceeded",
	"total.notSpent",
	"charName.readDifferently",
	"private.readAsPrivate",
	"private.ignored",
	"row.glued",
	"row.extraCells",
	"macro.lineIgnored",
	"user.notDiscord",
	"channel.notId",
	"cell.notUtf8",
	"cell.formula",
] as const;

export const CSV_FATAL_CODES = ["file.empty", "file.missingColumns", "file.noRows", "file.crash"] as const;

type CsvProblemCode = (typeof CSV_PROBLEM_CODES)[number];
type CsvWarningCode = (typeof CSV_WARNING_CODES)[number];
type CsvFatalCode = (typeof CSV_FATAL_CODES)[number];
export type CsvIssueValues = Record<string, string | number>;

export interface CsvIssue<Code extends string> {
	code: Code;
	/** The file's column at fault, as its header writes it, when one cell is. */
	column?: string;
	values?: CsvIssueValues;
}

export type CsvProblem = CsvIssue<CsvProblemCode>;
export type CsvWarning = CsvIssue<CsvWarningCode>;

/** Why nothing at all is imported. `file.crash` carries the row's line and the problem that stops the bot. */
export interface CsvFatal extends CsvIssue<CsvFatalCode> {
	line?: number;
	cause?: CsvProblem;
}

/** Whether a problem stops the whole import (the bot throws) rather than skipping its row. */
export function isCrash(problem: CsvProblem): boolean {
	return problem.code.startsWith("crash.");
}

/** The catalogue id of an issue: a duplicate without a name has its own sentence. */
export function csvMessageKey(issue: CsvIssue<string>): string {
	if (issue.code === "charName.duplicate" && !issue.values?.name) return "charName.duplicateUnnamed";
	return issue.code;
}

/** Values of a sentence: the issue's, plus its column. */
export function csvMessageValues(issue: CsvIssue<string> | CsvFatal): CsvIssueValues {
	return { column: issue.column ?? "", line: "line" in issue ? (issue.line ?? "") : "", ...issue.values };
}
