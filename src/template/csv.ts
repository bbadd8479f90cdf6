/**
 * The CSV header for the bot's bulk sheet import: a UTF-8 byte order mark,
 * `;` separators, `user;charName;avatar;channel`, `isPrivate` when sheets can
 * be private, one column per statistic, then `dice`.
 */
import type { TemplateForm } from "./formModel";

const BYTE_ORDER_MARK = "\uFEFF";

/** A column name quoted when it holds a separator, a quote or a line break. */
function csvCell(text: string): string {
	return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvHeader(form: TemplateForm): string {
	const columns = ["user", "charName", "avatar", "channel"];
	if (form.isPrivate) columns.push("isPrivate");
	for (const row of form.statistics) columns.push(row.name);
	columns.push("dice");
	return `${BYTE_ORDER_MARK}${columns.map(csvCell).join(";")}\n`;
}
