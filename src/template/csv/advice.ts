/**
 * What the bot's `/import` lets through although the template forbids it, or
 * reads otherwise than the admin meant: values outside the statistic's limits,
 * a total overspent, text in a number, a combination that does not match its
 * formula, `isPrivate` written as a word, a name turned into a number, a line
 * joined to the one above. The bot says nothing about any of these.
 */
import type { StatisticValue } from "../../dice";
import type { BotTemplate } from "../botSchema";
import { evaluateCombination } from "../statisticValues";
import type { CsvWarning } from "./issues";
import type { CsvCheckOptions, CsvRow, CsvValue } from "./read";

/** A Discord id, a username (lower case since 2023) or a former `name#1234` tag: what the bot matches a player against. */
const DISCORD_ID = /^\d{17,20}$/;
const USERNAME = /^[a-z0-9_.]{2,32}$/;
const TAG = /^.{2,32}#\d{4}$/;
const MACRO_LINE = /-\s*([^:]+)\s*:\s*(.+)/;
const DECIMAL_COMMA = /^\s*-?\d+,\d+\s*$/;

function cellText(row: CsvRow, fields: readonly string[], column: string): string {
	const index = fields.indexOf(column);
	return index === -1 ? "" : (row.cells[index] ?? "");
}

function shown(value: CsvValue): string {
	return value instanceof Date ? value.toISOString() : String(value);
}

/** Results of combination formulas, by formula and the values of the statistics it names: rows share them. */
const combinationCache = new Map<string, number | null>();
const namesInFormula = new Map<string, string[]>();

/** The statistics a formula can name: the only ones whose values change its result. */
function namedIn(formula: string, base: readonly StatisticValue[]): string[] {
	const key = `${formula}\u0000${base.map((item) => item.name).join("\u0000")}`;
	let names = namesInFormula.get(key);
	if (!names) {
		const lower = formula.toLowerCase();
		names = base.map((item) => item.name).filter((name) => lower.includes(name.toLowerCase()));
		if (namesInFormula.size > 1000) namesInFormula.clear();
		namesInFormula.set(key, names);
	}
	return names;
}

function combinationValue(formula: string, base: readonly StatisticValue[]): number | null {
	const values = new Map(base.map((item) => [item.name, item.value]));
	const key = `${formula}\u0000${namedIn(formula, base)
		.map((name) => `${name}=${values.get(name)}`)
		.join("\u0000")}`;
	const cached = combinationCache.get(key);
	if (cached !== undefined) return cached;
	let value: number | null = null;
	try {
		value = evaluateCombination(formula, base);
	} catch {
		// A formula the template check already refuses: nothing to compare with.
	}
	if (combinationCache.size > 10_000) combinationCache.clear();
	combinationCache.set(key, value);
	return value;
}

function statisticWarnings(row: CsvRow, template: BotTemplate): CsvWarning[] {
	const warnings: CsvWarning[] = [];
	const statistics = Object.entries(template.statistics ?? {});
	const base: StatisticValue[] = [];
	let allBaseNumbers = true;
	for (const [name, entry] of statistics) {
		if (entry.combinaison?.trim()) continue;
		const value = row.record[name];
		if (typeof value === "number") base.push({ name, value });
		else allBaseNumbers = false;
	}
	for (const [name, entry] of statistics) {
		const value = row.record[name];
		// An empty or zero value skips the row: that is the problem, not a warning.
		if (!value || Array.isArray(value)) continue;
		if (typeof value !== "number") {
			const text = shown(value);
			warnings.push(
				typeof value === "string" && DECIMAL_COMMA.test(value)
					? {
							code: "stat.decimalComma",
							column: name,
							values: { value: text, suggestion: text.trim().replace(",", ".") },
						}
					: { code: "stat.notNumber", column: name, values: { value: text } },
			);
			continue;
		}
		const formula = entry.combinaison?.trim();
		if (formula) {
			if (!allBaseNumbers) continue;
			const expected = combinationValue(formula, base);
			if (expected !== null && expected !== value)
				warnings.push({ code: "stat.combinationDiffers", column: name, values: { value, expected, formula } });
			continue;
		}
		if (entry.min !== undefined && value < entry.min)
			warnings.push({ code: "stat.belowMin", column: name, values: { value, min: entry.min } });
		if (entry.max !== undefined && entry.max > 0 && value > entry.max)
			warnings.push({ code: "stat.aboveMax", column: name, values: { value, max: entry.max } });
	}
	const total = template.total ?? 0;
	if (total > 0 && allBaseNumbers && base.length > 0) {
		const sum = base.reduce((accumulated, item) => accumulated + item.value, 0);
		if (sum > total) warnings.push({ code: "total.exceeded", values: { sum, total } });
		else if (template.forceDistrib && sum < total) warnings.push({ code: "total.notSpent", values: { sum, total } });
	}
	return warnings;
}

function privateWarnings(row: CsvRow, options: CsvCheckOptions): CsvWarning[] {
	const value = row.record.isPrivate;
	if (!value || Array.isArray(value)) return [];
	if (!options.privateChannel)
		return [{ code: "private.ignored", column: "isPrivate", values: { value: shown(value) } }];
	if (value === true || value === 1) return [];
	return [{ code: "private.readAsPrivate", column: "isPrivate", values: { value: shown(value) } }];
}

function nameWarnings(row: CsvRow, fields: readonly string[]): CsvWarning[] {
	const value = row.record.charName;
	if (value === null || value === undefined || typeof value === "string" || Array.isArray(value)) return [];
	const written = cellText(row, fields, "charName").trim();
	const read = shown(value);
	return written === read ? [] : [{ code: "charName.readDifferently", column: "charName", values: { written, read } }];
}

function playerWarnings(row: CsvRow): CsvWarning[] {
	const warnings: CsvWarning[] = [];
	const user = row.record.user;
	if (user !== null && user !== undefined && !Array.isArray(user)) {
		const text = shown(user).replaceAll("'", "").trim();
		if (text !== "" && !DISCORD_ID.test(text) && !USERNAME.test(text) && !TAG.test(text))
			warnings.push({ code: "user.notDiscord", column: "user", values: { value: text } });
	}
	const channel = row.record.channel;
	if (typeof channel === "string") {
		const text = channel.replaceAll("'", "").trim();
		if (text !== "" && !DISCORD_ID.test(text))
			warnings.push({ code: "channel.notId", column: "channel", values: { value: text } });
	}
	return warnings;
}

function macroWarnings(row: CsvRow): CsvWarning[] {
	const dice = row.record.dice;
	if (typeof dice !== "string" || !dice.replaceAll("'", "")) return [];
	return dice
		.split(/\r?\n/)
		.filter((line) => line.trim() !== "" && !MACRO_LINE.test(line))
		.map((line) => ({ code: "macro.lineIgnored", column: "dice", values: { text: line.trim() } }));
}

function fileWarnings(row: CsvRow, fields: readonly string[]): CsvWarning[] {
	const warnings: CsvWarning[] = row.gluedLines.map((line) => ({ code: "row.glued", values: { line } }));
	const extra = row.record.__parsed_extra;
	if (Array.isArray(extra) && extra.some((cell) => cell !== null && cell !== ""))
		warnings.push({ code: "row.extraCells", values: { count: extra.length } });
	for (const [index, cell] of row.cells.entries()) {
		// U+FFFD: bytes that were not UTF-8 (a spreadsheet's "CSV" in a Windows code page); the bot reads the same.
		if (cell.includes("\uFFFD")) warnings.push({ code: "cell.notUtf8", column: fields[index] ?? "" });
	}
	return warnings;
}

export function rowWarnings(
	row: CsvRow,
	template: BotTemplate,
	options: CsvCheckOptions,
	fields: readonly string[],
): CsvWarning[] {
	return [
		...fileWarnings(row, fields),
		...playerWarnings(row),
		...nameWarnings(row, fields),
		...statisticWarnings(row, template),
		...privateWarnings(row, options),
		...macroWarnings(row),
	];
}
