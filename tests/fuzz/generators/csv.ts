/**
 * Filled sheet-import CSV files as spreadsheets save them, generated from a
 * seed: encodings (UTF-8 with and without a byte order mark, UTF-16 LE and BE
 * with one, Windows-1252 as Excel's plain "CSV", Google Sheets' export),
 * separators, quoting, empty cells, statistics equal to 0, formula-looking
 * cells, extra and missing columns, and the traps the bot's reading has
 * (spaces around `;`, a row starting with an empty cell, header case).
 */
import { type Chance, chance } from "./random";

export type CsvEncoding = "utf8" | "utf8-bom" | "utf16le-bom" | "utf16be-bom" | "windows-1252";

export interface CsvCase {
	id: string;
	/** Key of CSV_TEMPLATES. */
	template: string;
	/** The server has a private channel (`isPrivate` is read). */
	privateChannel: boolean;
	encoding: CsvEncoding;
	/** How the file was made, in a few words. */
	style: string;
	/** The file's bytes, base64. */
	base64: string;
}

/** The server templates the files are filled for (the bot's JSON). */
export const CSV_TEMPLATES: Record<string, Record<string, unknown>> = {
	heroes: {
		charName: true,
		total: 35,
		diceType: "1d20+$",
		statistics: {
			Force: { min: 1, max: 20 },
			Dextérité: { min: 1, max: 20 },
			Vie: { combinaison: "Force*2" },
		},
		damage: { Épée: "1d8+Force", Arc: "1d6" },
	},
	shadowrun: {
		diceType: "{$d6>=5}",
		statistics: {
			Agilité: { min: 1, max: 6 },
			ArmesAFeu: { min: 0, max: 12 },
			Discrétion: { min: 0, max: 12 },
		},
	},
	open: {
		diceType: "1d100<=$",
		statistics: { Perception: {}, Volonté: { min: 0 } },
		damage: { Poing: "1d3" },
	},
	macros: {
		damage: { Dague: "1d4", Sort: "2d6" },
	},
};

const USERS = ["alice", "bob", "carol", "412345678901234567", "'412345678901234567", " dave ", "Alice"] as const;
const NAMES = ["Aria", "Brom", "Cyl", "Élise", "elise", "007", "", "Zoë", '=HYPERLINK("x")', "Aria"] as const;

function statValue(random: Chance): string {
	const roll = random.next();
	if (roll < 0.55) return String(random.int(1, 18));
	if (roll < 0.72) return "0";
	if (roll < 0.78) return "";
	return random.pick(["abc", "1,5", "-2", "=2+3", "2.5", "00", " 4 ", "0.0", "+3", "1e2"] as const);
}

function macroCell(random: Chance): string {
	if (random.maybe(0.03)) return "12";
	return random.pick([
		"",
		"",
		"- Épée: 1d8+4",
		"- Épée: 1d8+4\n- Arc: 1d6+1",
		"- epee : 2d6",
		"Arc: 1d6",
		"- Sort: {{2*3}}d4",
	] as const);
}

function quote(cell: string, separator: string, mode: "needed" | "all" | "none"): string {
	if (mode === "none") return cell;
	const needs = cell.includes(separator) || cell.includes('"') || cell.includes("\n") || cell.includes("\r");
	if (mode === "all" || needs) return `"${cell.replaceAll('"', '""')}"`;
	return cell;
}

function encode(text: string, encoding: CsvEncoding): Uint8Array {
	switch (encoding) {
		case "utf8":
			return new TextEncoder().encode(text);
		case "utf8-bom":
			return new TextEncoder().encode(`\uFEFF${text}`);
		case "utf16le-bom":
		case "utf16be-bom": {
			const units = `\uFEFF${text}`;
			const bytes = new Uint8Array(units.length * 2);
			for (let index = 0; index < units.length; index += 1) {
				const unit = units.charCodeAt(index);
				const [high, low] = [unit >> 8, unit & 0xff];
				bytes[index * 2] = encoding === "utf16le-bom" ? low : high;
				bytes[index * 2 + 1] = encoding === "utf16le-bom" ? high : low;
			}
			return bytes;
		}
		case "windows-1252": {
			// Latin-1 letters keep their code; the few others a sheet may hold become "?" as Excel does without them.
			const bytes = new Uint8Array(text.length);
			for (let index = 0; index < text.length; index += 1) {
				const unit = text.charCodeAt(index);
				bytes[index] = unit <= 0xff ? unit : 0x3f;
			}
			return bytes;
		}
	}
}

function toBase64(bytes: Uint8Array): string {
	let binary = "";
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary);
}

/** Decodes a case's bytes (for tests and the runner). */
export function csvBytes(entry: Pick<CsvCase, "base64">): Uint8Array {
	const binary = atob(entry.base64);
	return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

interface Style {
	name: string;
	encoding: CsvEncoding;
	separator: string;
	quoting: "needed" | "all" | "none";
	newline: string;
}

const STYLES: readonly Style[] = [
	{ name: "bot's /csv file, filled", encoding: "utf8-bom", separator: ";", quoting: "needed", newline: "\n" },
	{ name: "Excel, CSV UTF-8", encoding: "utf8-bom", separator: ";", quoting: "needed", newline: "\r\n" },
	{
		name: "Excel, plain CSV (Windows-1252)",
		encoding: "windows-1252",
		separator: ";",
		quoting: "needed",
		newline: "\r\n",
	},
	{
		name: "Excel, Unicode text (UTF-16 LE, tabs)",
		encoding: "utf16le-bom",
		separator: "\t",
		quoting: "needed",
		newline: "\r\n",
	},
	{ name: "UTF-16 BE with commas", encoding: "utf16be-bom", separator: ",", quoting: "needed", newline: "\n" },
	{ name: "Google Sheets export", encoding: "utf8", separator: ",", quoting: "needed", newline: "\r\n" },
	{ name: "LibreOffice, all quoted", encoding: "utf8", separator: ";", quoting: "all", newline: "\n" },
	{ name: "hand-typed, tabs", encoding: "utf8", separator: "\t", quoting: "none", newline: "\n" },
];

export function generateCsvFiles(seed: number, count: number): CsvCase[] {
	const random = chance(seed);
	const cases: CsvCase[] = [];
	for (let index = 0; index < count; index += 1) {
		const templateName = random.pick(Object.keys(CSV_TEMPLATES));
		const template = CSV_TEMPLATES[templateName] ?? {};
		const privateChannel = random.maybe(0.25);
		const style = random.pick(STYLES);
		const statistics = Object.keys((template.statistics as Record<string, unknown>) ?? {});
		let header = [
			"user",
			"charName",
			"avatar",
			"channel",
			...statistics,
			...(privateChannel || random.maybe(0.1) ? ["isPrivate"] : []),
			"dice",
		];
		const notes: string[] = [style.name];
		if (random.maybe(0.15)) {
			header = header.filter((column) => column !== random.pick(header));
			notes.push("a column left out");
		}
		if (random.maybe(0.1)) {
			header.push(random.pick(["notes", "Force", "extra"] as const));
			notes.push("an extra column");
		}
		if (random.maybe(0.1)) {
			header = header.map((column) =>
				random.maybe(0.3)
					? random.pick([column.toLowerCase(), ` ${column} `, column.normalize("NFD").replace(/\p{M}/gu, "")])
					: column,
			);
			notes.push("header written otherwise");
		}
		if (random.maybe(0.2)) {
			for (let at = header.length - 1; at > 0; at -= 1) {
				const other = random.int(0, at);
				[header[at], header[other]] = [header[other] ?? "", header[at] ?? ""];
			}
			notes.push("columns reordered");
		}
		const rows: string[][] = [];
		const rowCount = random.int(0, 6);
		for (let row = 0; row < rowCount; row += 1) {
			rows.push(
				header.map((column) => {
					const plain = column.trim();
					if (/^user$/i.test(plain)) return random.maybe(0.03) ? "" : random.pick(USERS);
					if (/^charname$/i.test(plain)) return random.pick(NAMES);
					if (plain === "avatar") return random.maybe(0.8) ? "" : "https://example.org/a.png";
					if (plain === "channel")
						return random.maybe(0.8)
							? ""
							: random.maybe(0.8)
								? "'1234567890123456789"
								: random.pick(["1234567890123456789", "42"] as const);
					if (plain === "isPrivate") return random.pick(["", "true", "1", "oui", "x", "false"] as const);
					if (plain === "dice") return macroCell(random);
					if (["notes", "extra"].includes(plain)) return "texte libre";
					return statValue(random);
				}),
			);
		}
		if (random.maybe(0.08) && rows.length > 0) {
			rows.push([]);
			notes.push("a blank line");
		}
		let text = [header, ...rows]
			.map((cells) => cells.map((cell) => quote(cell, style.separator, style.quoting)).join(style.separator))
			.join(style.newline);
		if (random.maybe(0.3)) text += style.newline;
		if (style.separator === ";" && random.maybe(0.1)) {
			text = text.replaceAll(";", random.pick([" ; ", "; ", " ;"] as const));
			notes.push("spaces around separators");
		}
		if (random.maybe(0.02)) text = "";
		cases.push({
			id: `csv-${seed}-${index}`,
			template: templateName,
			privateChannel,
			encoding: style.encoding,
			style: notes.join("; "),
			base64: toBase64(encode(text, style.encoding)),
		});
	}
	return cases;
}
