/**
 * Reading a filled sheet-import CSV exactly as the bot's `/import` does in
 * 4.7.2: spaces around `;` are removed first (a line break is a space, so a
 * line that starts with `;` joins the line above), then papaparse reads the
 * text with `header`, `dynamicTyping` and `skipEmptyLines`, and the header is
 * compared with the template's columns by standardised names. On top of the
 * bot's reading, each row keeps its cells as written and the line where it
 * starts in the file, so that people can find it.
 */
import Papa from "papaparse";
import { foldText } from "../../dice";
import type { BotTemplate } from "../botSchema";

/** What the check knows of the server: the one setting that changes which columns `/import` reads. */
export interface CsvCheckOptions {
	/** The server has a private channel: `isPrivate` is then a required column and is read. */
	privateChannel: boolean;
}

/** A cell as papaparse's dynamic typing gives it: what the bot's code then sees. */
export type CsvValue = string | number | boolean | Date | null | undefined;
export type CsvRecord = Record<string, CsvValue | CsvValue[]>;

export interface CsvRow {
	/** The file's line (1 is the header) where the row starts. */
	line: number;
	/** The row as the bot receives it from papaparse. */
	record: CsvRecord;
	/** The cells as written, in the header's order (after the bot's space removal). */
	cells: string[];
	/** Lines of the file that the space removal joined onto this row. */
	gluedLines: number[];
}

export type CsvReading =
	| { kind: "empty" }
	| { kind: "missingColumns"; columns: string[]; fields: string[] }
	| { kind: "noRows"; fields: string[] }
	| { kind: "rows"; fields: string[]; rows: CsvRow[] };

/** The columns `/import` looks for: the template's statistics keep their names, the others are fixed. */
function importColumns(template: BotTemplate, privateChannel: boolean): string[] {
	const columns = ["user", "charName", "avatar", "channel", ...Object.keys(template.statistics ?? {})];
	if (privateChannel) columns.push("isPrivate");
	columns.push("dice");
	return columns;
}

/** Columns the bot does not require in the header (compared standardised: a statistic called `Dice` is optional too). */
const OPTIONAL_COLUMNS = new Set(["dice", "avatar", "channel"]);

/** The bot's first step: spaces (line breaks included) before a `;`, and after it, are removed. */
const SPACES_AROUND_SEPARATOR = /\s+;\s*/g;

interface Preprocessed {
	text: string;
	/** For each replacement: where it starts in the new text, and in the original. */
	anchors: { at: number; from: number; to: number }[];
	/** Line breaks the removal swallowed, by their offset in the new text (the `;` left in their place). */
	swallowed: { at: number; line: number }[];
}

function lineStarts(text: string): number[] {
	const starts = [0];
	for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) starts.push(index + 1);
	return starts;
}

/** The 1-based line holding an offset. */
function lineAt(starts: readonly number[], offset: number): number {
	let low = 0;
	let high = starts.length - 1;
	while (low < high) {
		const middle = (low + high + 1) >> 1;
		if ((starts[middle] ?? 0) <= offset) low = middle;
		else high = middle - 1;
	}
	return low + 1;
}

function removeSpacesAroundSeparators(text: string, starts: readonly number[]): Preprocessed {
	const anchors: Preprocessed["anchors"] = [];
	const swallowed: Preprocessed["swallowed"] = [];
	let shift = 0;
	const out = text.replace(SPACES_AROUND_SEPARATOR, (match: string, offset: number) => {
		const at = offset - shift;
		anchors.push({ at, from: offset, to: offset + match.length });
		for (let index = match.indexOf("\n"); index !== -1; index = match.indexOf("\n", index + 1))
			swallowed.push({ at, line: lineAt(starts, offset + index + 1) });
		shift += match.length - 1;
		return ";";
	});
	return { text: out, anchors, swallowed };
}

/** Where an offset of the new text was in the original text. */
function originalOffset(pre: Preprocessed, offset: number): number {
	let low = 0;
	let high = pre.anchors.length - 1;
	let found = -1;
	while (low <= high) {
		const middle = (low + high) >> 1;
		if ((pre.anchors[middle]?.at ?? 0) <= offset) {
			found = middle;
			low = middle + 1;
		} else high = middle - 1;
	}
	if (found === -1) return offset;
	const anchor = pre.anchors[found];
	if (!anchor) return offset;
	// The `;` that replaced a match stands where the match started; later text keeps the match's shift.
	if (offset === anchor.at) return anchor.from;
	return anchor.to + (offset - anchor.at - 1);
}

/**
 * A file's bytes as the bot reads them: Discord's attachment through fetch's
 * `text()`, always UTF-8 (bytes that are not UTF-8 become U+FFFD), one leading
 * UTF-8 byte order mark dropped. A UTF-16 file is not recognised from its mark,
 * unlike a browser's `Blob.text()`, so the page and `check-csv` both read
 * through here and never through the browser's own decoding.
 */
export function decodeAsBot(bytes: ArrayBuffer | Uint8Array): string {
	return new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes);
}

/**
 * The text as the bot gets it: Discord's attachment read with fetch's
 * `text()`, which drops one leading byte order mark.
 */
function withoutByteOrderMark(text: string): string {
	return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function readImportCsv(fileText: string, template: BotTemplate, privateChannel: boolean): CsvReading {
	const text = withoutByteOrderMark(fileText);
	if (text.length === 0) return { kind: "empty" };
	const starts = lineStarts(text);
	const pre = removeSpacesAroundSeparators(text, starts);
	// The bot's own call: the same options, nothing else.
	const parsed = Papa.parse<CsvRecord>(pre.text, { dynamicTyping: true, header: true, skipEmptyLines: true });
	const fields = parsed.meta.fields ?? [];
	const found = new Set(fields.map((field) => foldText(field)));
	const missing = importColumns(template, privateChannel).filter(
		(column) => !OPTIONAL_COLUMNS.has(foldText(column)) && !found.has(foldText(column)),
	);
	if (missing.length > 0) return { kind: "missingColumns", columns: missing, fields };
	if (parsed.data.length === 0) return { kind: "noRows", fields };

	// A second reading of the same text as plain cells, only to know where each row starts and what it says as written.
	const cells: string[][] = [];
	const ends: number[] = [];
	Papa.parse<string[]>(pre.text, {
		skipEmptyLines: true,
		step(result) {
			cells.push(result.data);
			ends.push(result.meta.cursor);
		},
	});
	const rows: CsvRow[] = [];
	let swallowedIndex = 0;
	for (const [index, record] of parsed.data.entries()) {
		let start = ends[index] ?? pre.text.length;
		const end = ends[index + 1] ?? pre.text.length;
		while (start < end && (pre.text[start] === "\n" || pre.text[start] === "\r")) start += 1;
		const gluedLines: number[] = [];
		while (swallowedIndex < pre.swallowed.length && (pre.swallowed[swallowedIndex]?.at ?? 0) < end) {
			const swallowed = pre.swallowed[swallowedIndex];
			if (swallowed && swallowed.at >= start) gluedLines.push(swallowed.line);
			swallowedIndex += 1;
		}
		rows.push({
			line: lineAt(starts, originalOffset(pre, start)),
			record,
			cells: cells[index + 1] ?? [],
			gluedLines,
		});
	}
	return { kind: "rows", fields, rows };
}

/** The header's columns that only differ from a required one by case or accents: the bot accepts them and then finds no value. */
export function misnamedColumns(fields: readonly string[], template: BotTemplate, privateChannel: boolean) {
	const exact = new Set(fields);
	const result = new Map<string, string>();
	for (const column of importColumns(template, privateChannel)) {
		if (exact.has(column)) continue;
		const near = fields.find((field) => foldText(field) === foldText(column));
		if (near !== undefined) result.set(column, near);
	}
	return result;
}
