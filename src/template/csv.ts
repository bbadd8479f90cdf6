/**
 * The CSV header for the bot's bulk sheet import, in the order of the bot's
 * `/csv` command: a UTF-8 byte order mark, `;` separators,
 * `user;charName;avatar;channel`, one column per statistic, `isPrivate` when
 * sheets can be private, then `dice`. (The bot reads columns by name, so its
 * `/export`, which puts `isPrivate` after `channel`, imports as well.)
 */
import type { TemplateForm } from "./formModel";

export const BYTE_ORDER_MARK = "\uFEFF";

/** A cell quoted when it holds a separator, a quote or a line break. */
export function csvCell(text: string): string {
	return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header's column names, in order. */
export function csvColumns(form: TemplateForm): string[] {
	const columns = ["user", "charName", "avatar", "channel"];
	for (const row of form.statistics) columns.push(row.name);
	if (form.isPrivate) columns.push("isPrivate");
	columns.push("dice");
	return columns;
}

export function csvHeader(form: TemplateForm): string {
	return `${BYTE_ORDER_MARK}${csvColumns(form).map(csvCell).join(";")}\n`;
}
