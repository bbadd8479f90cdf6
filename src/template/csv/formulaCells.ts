/**
 * Cells a spreadsheet would take for a formula: text starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return. The bot registers such a cell as the
 * text it is, but a spreadsheet that opens the file may run it (a link, a
 * command) or show its result in place of the text. The check warns; it never
 * rewrites the cell, since a prefix would change what the bot registers.
 *
 * Left alone: a plain number (`-2`, `+3`, `-1.5`), which a spreadsheet reads as
 * the same number, and a `dice` cell written in the bot's own macro format,
 * every line `- name: formula` (a dash and a space), which is no valid formula.
 */
import type { CsvWarning } from "./issues";
import type { CsvRow } from "./read";

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
const MACRO_FORMAT_LINE = /^- [^:]+:/;
/** How much of a cell the sentence quotes. */
const QUOTED_LENGTH = 40;

/** Whether a cell's text would be read as a formula by a spreadsheet, `dice` cells in the macro format excepted. */
export function startsLikeFormula(cell: string, column: string): boolean {
	if (!FORMULA_START.test(cell) || PLAIN_NUMBER.test(cell.trim())) return false;
	if (column === "dice") {
		const lines = cell.split(/\r?\n/).filter((line) => line.trim() !== "");
		if (lines.length > 0 && lines.every((line) => MACRO_FORMAT_LINE.test(line))) return false;
	}
	return true;
}

/** The first character as a reader can see it: tab and carriage return by their code. */
function visibleStart(cell: string): string {
	const first = cell[0] ?? "";
	if (first === "\t") return "U+0009";
	if (first === "\r") return "U+000D";
	return first;
}

function quoted(cell: string): string {
	const visible = cell.replace(/[\t\r\n]/g, " ");
	return visible.length > QUOTED_LENGTH ? `${visible.slice(0, QUOTED_LENGTH - 1)}…` : visible;
}

export function formulaCellWarnings(row: CsvRow, fields: readonly string[]): CsvWarning[] {
	const warnings: CsvWarning[] = [];
	for (const [index, cell] of row.cells.entries()) {
		const column = fields[index] ?? "";
		if (startsLikeFormula(cell, column))
			warnings.push({ code: "cell.formula", column, values: { start: visibleStart(cell), text: quoted(cell) } });
	}
	return warnings;
}
