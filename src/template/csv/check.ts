/**
 * The sheet-import check: for each row of a filled CSV, whether the bot's
 * `/import` (4.7.2) registers it, as which player and character, public or
 * private, with which statistics and macros, or why it skips it; and whether
 * something stops the whole import. The row rules follow the bot's loop in
 * order, including where its code throws. Warnings (`advice.ts`) add what
 * the bot lets through but the template forbids.
 *
 * One deliberate difference: the check cannot see the server, so a player is
 * taken to be a member whatever the cell says (only an empty cell is known to
 * match nobody), and rows are grouped by the player's cell as written.
 */

import { foldText } from "../../dice";
import type { BotTemplate } from "../botSchema";
import { rowWarnings } from "./advice";
import { formulaCellWarnings } from "./formulaCells";
import { type CsvFatal, type CsvProblem, type CsvWarning, isCrash } from "./issues";
import {
	type CsvCheckOptions,
	type CsvReading,
	type CsvRecord,
	type CsvRow,
	type CsvValue,
	decodeAsBot,
	misnamedColumns,
	readImportCsv,
} from "./read";

/** A value as the check reports it: dates (papaparse reads ISO dates) as their ISO text. */
type ReportedValue = string | number | boolean | null;

export interface CheckedRow {
	line: number;
	/** The player's cell as the bot looks it up (quotes removed, trimmed). */
	user: string;
	/** The character's name as the bot stores it (`007` is the number 7). */
	charName: ReportedValue;
	registered: boolean;
	private: boolean;
	stats: Record<string, ReportedValue>;
	macros: Record<string, string>;
	/** The channel the sheet is posted in, when the row names one. */
	channel: string | null;
	avatar: ReportedValue;
	problems: CsvProblem[];
	warnings: CsvWarning[];
	/** The cells as written, in the file's column order. */
	cells: string[];
}

/**
 * How the file was saved, when it was not UTF-8: `utf16` (NUL bytes between the
 * letters, Excel's "Unicode text"), `notUtf8` (bytes the bot reads as U+FFFD,
 * a Windows code page). The bot says nothing of it; the check says why.
 */
export type CsvEncodingNote = "utf16" | "notUtf8";

export interface CsvCheckResult {
	fatal: CsvFatal | null;
	encoding: CsvEncodingNote | null;
	/** The header's columns after papaparse (a repeated name gets `_1`); empty when the file has none. */
	fields: string[];
	rows: CheckedRow[];
}

function reported(value: CsvValue | CsvValue[]): ReportedValue {
	if (value === undefined) return null;
	if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
	if (Array.isArray(value)) return value.map((item) => String(reported(item))).join(";");
	return value;
}

/** The bot compares character names with `unidecode()`: emoji removed, trimmed, lower case without accents. */
const EMOJI =
	/([\u{1F1E6}-\u{1F1FF}]|[\u{1F300}-\u{1F5FF}]|[\u{1F600}-\u{1F64F}]|[\u{1F680}-\u{1F6FF}]|[\u{1F700}-\u{1F77F}]|[\u{1F780}-\u{1F7FF}]|[\u{1F800}-\u{1F8FF}]|[\u{1F900}-\u{1F9FF}]|[\u{1FA00}-\u{1FAFF}]|[\u{2600}-\u{26FF}]|[\u{2700}-\u{27BF}]|\u200D|\uFE0F)/gu;
function comparableName(name: string): string {
	return foldText(name.replace(EMOJI, "").trim());
}

/** The macros of a `dice` cell as the bot reads them: one `- name: formula` per line, names mapped back to the template's. */
function readMacros(cell: string, template: BotTemplate): Record<string, string> {
	const known = new Map<string, string>();
	for (const name of Object.keys(template.damage ?? {})) known.set(foldText(name), name);
	const macros: Record<string, string> = Object.create(null);
	for (const line of cell.split(/\r?\n/)) {
		const match = line.match(/-\s*([^:]+)\s*:\s*(.+)/);
		if (!match) continue;
		const written = (match[1] ?? "").trim();
		macros[known.get(foldText(written)) ?? written] = (match[2] ?? "").trim();
	}
	return macros;
}

interface Registered {
	name: CsvValue | CsvValue[];
}

function cleanText(value: string): string {
	return value.replaceAll("'", "").trim();
}

/** Why a statistic reads as missing: 0, an empty cell, or a column the bot found under another spelling. */
function missingStatistic(column: string, record: CsvRecord, misnamed: Map<string, string>): CsvProblem {
	const near = misnamed.get(column);
	if (near !== undefined && !Object.hasOwn(record, column))
		return { code: "stat.columnMisnamed", column: near, values: { name: column, found: near } };
	const value = record[column];
	if (typeof value === "number") return { code: "stat.zero", column, values: { name: column } };
	return { code: "stat.empty", column, values: { name: column } };
}

/**
 * One row through the bot's loop. Returns the problem that skips the row (or
 * stops everything: a `crash.` code), or the character the bot builds.
 */
function checkRow(
	row: CsvRow,
	template: BotTemplate,
	options: CsvCheckOptions,
	players: Map<string, Registered[]>,
	misnamed: Map<string, string>,
):
	| { problem: CsvProblem }
	| { problems: CsvProblem[] }
	| { character: Omit<CheckedRow, "line" | "problems" | "warnings" | "cells" | "registered"> } {
	const record = row.record;
	const userValue = record.user;
	if (userValue === undefined || userValue === null) {
		const near = misnamed.get("user");
		return near !== undefined
			? { problem: { code: "crash.userColumnMisnamed", column: near, values: { found: near } } }
			: { problem: { code: "crash.userEmpty", column: "user" } };
	}
	const user = cleanText(String(userValue));
	const channelValue = record.channel;
	let channel: string | undefined;
	if (channelValue) {
		if (typeof channelValue !== "string")
			return {
				problem: { code: "crash.channelNotText", column: "channel", values: { value: String(reported(channelValue)) } },
			};
		channel = cleanText(channelValue) || undefined;
	}
	const charName = record.charName;
	// The bot looks the player up among the server's members by id, username or tag: nobody matches an empty cell.
	if (user === "") return { problem: { code: "user.empty", column: "user" } };
	const characters = players.get(user) ?? [];
	players.set(user, characters);
	if (template.charName && !charName) {
		const near = misnamed.get("charName");
		return {
			problem:
				near !== undefined
					? { code: "charName.missing", column: near }
					: { code: "charName.missing", column: "charName" },
		};
	}
	for (const other of characters) {
		if (other.name && charName) {
			// The bot calls unidecode() on both names: a name read as a number, a boolean or a date throws.
			if (typeof other.name !== "string" || typeof charName !== "string")
				return {
					problem: {
						code: "crash.charNameNotText",
						column: "charName",
						values: { value: String(reported(typeof other.name !== "string" ? other.name : charName)) },
					},
				};
			if (comparableName(other.name) === comparableName(charName))
				return { problem: { code: "charName.duplicate", column: "charName", values: { name: charName } } };
		} else if (!other.name && !charName) {
			return { problem: { code: "charName.duplicate", column: "charName", values: { name: "" } } };
		}
	}
	const stats: Record<string, ReportedValue> = Object.create(null);
	const statisticNames = Object.keys(template.statistics ?? {});
	const missing = statisticNames.filter((name) => !record[name]);
	// One problem per missing statistic, so that each cell at fault is shown.
	if (template.statistics && missing.length > 0)
		return { problems: missing.map((name) => missingStatistic(name, record, misnamed)) };
	for (const name of statisticNames) stats[name] = reported(record[name]);
	const dice = record.dice;
	let macros: Record<string, string> = Object.create(null);
	if (dice !== undefined && dice !== null) {
		if (typeof dice !== "string")
			return { problem: { code: "crash.diceNotText", column: "dice", values: { value: String(reported(dice)) } } };
		if (dice.replaceAll("'", "")) macros = readMacros(dice, template);
	}
	characters.push({ name: charName });
	return {
		character: {
			user,
			charName: reported(charName),
			private: options.privateChannel && Boolean(record.isPrivate),
			stats,
			macros,
			channel: channel ?? null,
			avatar: record.avatar ? reported(record.avatar) : null,
		},
	};
}

function fatalOf(reading: Exclude<CsvReading, { kind: "rows" }>): CsvFatal {
	if (reading.kind === "empty") return { code: "file.empty" };
	if (reading.kind === "noRows") return { code: "file.noRows" };
	return { code: "file.missingColumns", values: { columns: reading.columns.join(", ") } };
}

/** The file's encoding as its decoded text betrays it. */
function encodingNote(text: string): CsvEncodingNote | null {
	if (text.includes("\u0000")) return "utf16";
	if (text.includes("\uFFFD")) return "notUtf8";
	return null;
}

/**
 * A file's bytes checked as the bot reads them (`decodeAsBot`): the one
 * reading the sheet-import page and `check-csv` share.
 */
export function checkImportCsvBytes(
	bytes: ArrayBuffer | Uint8Array,
	template: BotTemplate,
	options: CsvCheckOptions,
): CsvCheckResult {
	return checkImportCsv(decodeAsBot(bytes), template, options);
}

/** A file's text, as decoded by `decodeAsBot` (or typed), checked as the bot's `/import` reads it. */
export function checkImportCsv(text: string, template: BotTemplate, options: CsvCheckOptions): CsvCheckResult {
	const encoding = encodingNote(text);
	const reading = readImportCsv(text, template, options.privateChannel);
	if (reading.kind !== "rows")
		return { fatal: fatalOf(reading), encoding, fields: reading.kind === "empty" ? [] : reading.fields, rows: [] };
	const misnamed = misnamedColumns(reading.fields, template, options.privateChannel);
	const players = new Map<string, Registered[]>();
	let fatal: CsvFatal | null = null;
	const rows: CheckedRow[] = [];
	for (const row of reading.rows) {
		const warnings = [
			...rowWarnings(row, template, options, reading.fields),
			...formulaCellWarnings(row, reading.fields),
		];
		const base = { line: row.line, cells: row.cells, warnings };
		if (fatal) {
			// The bot stopped at an earlier row: this one is only described.
			rows.push({ ...base, ...describedOnly(row, template), registered: false, private: false, problems: [] });
			continue;
		}
		const verdict = checkRow(row, template, options, players, misnamed);
		if ("character" in verdict) {
			rows.push({ ...base, ...verdict.character, registered: true, problems: [] });
		} else {
			const problems = "problem" in verdict ? [verdict.problem] : verdict.problems;
			const crash = problems.find(isCrash);
			if (crash) fatal = { code: "file.crash", line: row.line, cause: crash };
			rows.push({ ...base, ...describedOnly(row, template), registered: false, private: false, problems });
		}
	}
	// Nothing is registered once the bot has thrown: it builds every character before posting any.
	if (fatal) for (const row of rows) row.registered = false;
	return { fatal, encoding, fields: reading.fields, rows };
}

/** What a skipped row holds, for people reading the verdict. */
function describedOnly(row: CsvRow, template: BotTemplate) {
	const record = row.record;
	const user = record.user === undefined || record.user === null ? "" : cleanText(String(record.user));
	const stats: Record<string, ReportedValue> = Object.create(null);
	for (const name of Object.keys(template.statistics ?? {})) stats[name] = reported(record[name]);
	const dice = record.dice;
	return {
		user,
		charName: reported(record.charName),
		stats,
		channel: null,
		avatar: null,
		macros: typeof dice === "string" ? readMacros(dice, template) : ({} as Record<string, string>),
	};
}
