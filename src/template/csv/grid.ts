/**
 * Characters typed by hand for the bot's `/import`: the grid's rows, their
 * computed statistics, the CSV they make (the header of `header.ts`, every cell
 * quoted so that no row can start with `;` and be glued to the one above),
 * and their place in localStorage, read back field by field.
 */
import type { BotTemplate } from "../botSchema";
import { fromBotTemplate } from "../convert";
import type { SheetColumn } from "../fieldModel";
import type { SheetColumnFieldOf, TEMPLATE_FIELDS } from "../fields";
import { evaluateCombination } from "../statisticValues";
import { BYTE_ORDER_MARK, csvCell, sheetColumns } from "./header";

export interface GridRow {
	user: string;
	charName: string;
	/** Base statistics as typed, by the template's names (combinations are computed, never typed). */
	stats: Record<string, string>;
	isPrivate: boolean;
	/** Character macros, one `- name: formula` per line. */
	macros: string;
}

const GRID_STORAGE_KEY = "dicelette:csv-grid:v1";
/** More rows than a hand-filled grid needs; a file is the way for more. */
export const MAX_GRID_ROWS = 200;

export function emptyGridRow(): GridRow {
	return { user: "", charName: "", stats: {}, isPrivate: false, macros: "" };
}

function combinationOf(template: BotTemplate, name: string): string | undefined {
	return template.statistics?.[name]?.combinaison?.trim() || undefined;
}

export function isComputed(template: BotTemplate, name: string): boolean {
	return combinationOf(template, name) !== undefined;
}

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * Every statistic of a row as it goes in the file: base ones as typed,
 * combinations computed from them as the bot's validator does ("" until every
 * base statistic is a number).
 */
export function rowStatistics(row: GridRow, template: BotTemplate): Record<string, string> {
	const names = Object.keys(template.statistics ?? {});
	const base = names
		.filter((name) => !isComputed(template, name))
		.map((name) => ({ name, text: (row.stats[name] ?? "").trim() }));
	const ready = base.every((item) => NUMBER.test(item.text));
	const values = base.map((item) => ({ name: item.name, value: Number(item.text) }));
	const result: Record<string, string> = Object.create(null);
	for (const name of names) {
		const formula = combinationOf(template, name);
		if (formula === undefined) {
			result[name] = (row.stats[name] ?? "").trim();
			continue;
		}
		let computed = "";
		if (ready) {
			try {
				computed = String(evaluateCombination(formula, values));
			} catch {
				// The formula is the template's to fix; the cell stays empty and the check says it is missing.
			}
		}
		result[name] = computed;
	}
	return result;
}

function quoted(text: string): string {
	return `"${text.replaceAll('"', '""')}"`;
}

/** The grid's cell for each column a field adds to the header (`sheetColumn` in fields.ts). */
const FIELD_CELLS: Record<SheetColumnFieldOf<typeof TEMPLATE_FIELDS>, (row: GridRow) => string> = {
	isPrivate: (row) => (row.isPrivate ? "true" : "false"),
};

function cell(column: SheetColumn, row: GridRow, stats: Record<string, string>): string {
	switch (column.kind) {
		case "player":
			return row.user;
		case "character":
			return row.charName;
		case "avatar":
		case "channel":
			return "";
		case "row":
			return stats[column.name] ?? "";
		case "field":
			return FIELD_CELLS[column.field as keyof typeof FIELD_CELLS]?.(row) ?? "";
		case "macros":
			return row.macros.replaceAll("\r\n", "\n");
	}
}

/**
 * The file for `/import`: the `/csv` header, then one line per row, every cell
 * quoted and trimmed. The server's private channel, not the template, decides
 * the `isPrivate` column, as it does for the bot's import.
 */
export function gridCsv(rows: readonly GridRow[], template: BotTemplate, privateChannel: boolean): string {
	const columns = sheetColumns({ ...fromBotTemplate(template), isPrivate: privateChannel });
	const lines = rows.map((row) => {
		const stats = rowStatistics(row, template);
		return columns.map((column) => quoted(cell(column, row, stats).trim())).join(";");
	});
	const header = columns.map((column) => csvCell(column.name)).join(";");
	return `${BYTE_ORDER_MARK}${header}\n${lines.map((line) => `${line}\n`).join("")}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 5000) : "");

/** A saved grid, each row kept for what of it can be read: the grid is someone's typing. */
export function readGrid(raw: string | null): GridRow[] {
	if (raw === null) return [];
	let parsed: unknown;
	try {
		parsed = JSON.parse(raw);
	} catch {
		return [];
	}
	if (!Array.isArray(parsed)) return [];
	return parsed
		.filter(isRecord)
		.slice(0, MAX_GRID_ROWS)
		.map((row) => {
			const stats: Record<string, string> = Object.create(null);
			if (isRecord(row.stats)) for (const [name, value] of Object.entries(row.stats)) stats[name] = text(value);
			return {
				user: text(row.user),
				charName: text(row.charName),
				stats,
				isPrivate: row.isPrivate === true,
				macros: text(row.macros),
			};
		});
}

type GridStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function loadGrid(storage: GridStorage | undefined): GridRow[] {
	try {
		return storage ? readGrid(storage.getItem(GRID_STORAGE_KEY)) : [];
	} catch {
		return [];
	}
}

/** False when the browser refuses (storage full or blocked): the grid keeps working, the page says it is not saved. */
export function saveGrid(storage: GridStorage | undefined, rows: readonly GridRow[]): boolean {
	if (!storage) return false;
	try {
		if (rows.length === 0) storage.removeItem(GRID_STORAGE_KEY);
		else storage.setItem(GRID_STORAGE_KEY, JSON.stringify(rows));
		return true;
	} catch {
		return false;
	}
}
