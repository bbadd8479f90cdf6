/**
 * The CSV header for the bot's bulk sheet import, in the order of the bot's
 * `/csv` command: a UTF-8 byte order mark, `;` separators,
 * `user;charName;avatar;channel`, one column per statistic, `isPrivate` when
 * sheets can be private, then `dice`: the columns the field declarations ask
 * for (`sheetColumnsOf`). (The bot reads columns by name, so its `/export`,
 * which puts `isPrivate` after `channel`, imports as well.)
 */
import { type SheetColumn, sheetColumnsOf } from "../fieldModel";
import { TEMPLATE_FIELDS } from "../fields";
import type { TemplateForm } from "../formModel";

export const BYTE_ORDER_MARK = "\uFEFF";

/** A cell quoted when it holds a separator, a quote or a line break. */
export function csvCell(text: string): string {
	return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header's columns, in order, each with where its cells come from. */
export function sheetColumns(form: TemplateForm): SheetColumn[] {
	return sheetColumnsOf(TEMPLATE_FIELDS, form);
}

/** The header's column names, in order. */
export function csvColumns(form: TemplateForm): string[] {
	return sheetColumns(form).map((column) => column.name);
}

export function csvHeader(form: TemplateForm): string {
	return `${BYTE_ORDER_MARK}${csvColumns(form).map(csvCell).join(";")}\n`;
}
