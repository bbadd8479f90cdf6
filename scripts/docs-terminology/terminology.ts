import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * One word per concept: the glossary of each language ends with a table (heading anchored `#terminology`) giving,
 * for each concept, the term the docs use and the variants they no longer use. This module reads that table and
 * finds the retired variants still written anywhere else, so the glossary stays the one reference.
 */

export type Locale = "fr" | "en";

export interface TermRow {
	concept: string;
	term: string;
	retired: string[];
}

export interface TextFile {
	/** Path relative to the repository root, for messages. */
	file: string;
	text: string;
}

export interface RetiredHit {
	file: string;
	line: number;
	variant: string;
	term: string;
}

export const glossaryPaths: Record<Locale, string> = {
	fr: "docs/introduction/glossary.mdx",
	en: "i18n/en/docusaurus-plugin-content-docs/current/introduction/glossary.mdx",
};

const cells = (line: string) =>
	line
		.trim()
		.replace(/^\||\|$/g, "")
		.split("|")
		.map((cell) => cell.trim());

/** Line indexes (0-based) of the terminology table: the rows after the `#terminology` heading. */
function tableLines(lines: readonly string[]): number[] {
	const heading = lines.findIndex((line) => /^##\s.*\{\/\*\s*#terminology\s*\*\/\}/.test(line));
	if (heading < 0) return [];
	const found: number[] = [];
	for (const [index, line] of lines.entries()) {
		if (index <= heading) continue;
		if (line.startsWith("#")) break;
		if (line.startsWith("|")) found.push(index);
		else if (found.length > 0 && line.trim() !== "") break;
	}
	return found;
}

/** The rows of a glossary's terminology table, header and separator left out. Variants are separated by `;`. */
export function parseTerminology(glossary: string): TermRow[] {
	const lines = glossary.split("\n");
	const rows = new Set(tableLines(lines).slice(2));
	return lines
		.filter((_, index) => rows.has(index))
		.map((line) => {
			const [concept = "", term = "", retired = ""] = cells(line);
			return {
				concept,
				term,
				retired: retired
					.split(";")
					.map((variant) => variant.trim())
					.filter(Boolean),
			};
		});
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A whole-word, case-insensitive pattern: "log channel" matches "Log channel," but not "logs channel". */
export function wordPattern(phrase: string): RegExp {
	return new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}_-])`, "iu");
}

/**
 * Lines a file may hold variants on: front-matter `keywords` and `questions` (readers' own words, for search)
 * and the glossary's own table.
 */
function exemptLines(file: TextFile): Set<number> {
	const lines = file.text.split("\n");
	const exempt = new Set(tableLines(lines));
	if (lines[0] === "---") {
		let inKeywords = false;
		for (const [index, line] of lines.entries()) {
			if (index === 0) continue;
			if (line === "---") break;
			if (/^(keywords|questions):/.test(line)) inKeywords = true;
			else if (/^\S/.test(line)) inKeywords = false;
			if (inKeywords) exempt.add(index);
		}
	}
	return exempt;
}

/** Every line of `files` that still uses a variant retired by `rows`. */
export function findRetired(files: readonly TextFile[], rows: readonly TermRow[]): RetiredHit[] {
	const patterns = rows.flatMap((row) => row.retired.map((variant) => ({ row, variant, re: wordPattern(variant) })));
	const hits: RetiredHit[] = [];
	for (const file of files) {
		const exempt = exemptLines(file);
		file.text.split("\n").forEach((line, index) => {
			if (exempt.has(index)) return;
			for (const { row, variant, re } of patterns) {
				if (re.test(line)) hits.push({ file: file.file, line: index + 1, variant, term: row.term });
			}
		});
	}
	return hits;
}

function walk(root: string, dir: string, keep: (name: string) => boolean): string[] {
	const full = path.join(root, dir);
	return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
		const relative = path.posix.join(dir, entry.name);
		if (entry.isDirectory()) return walk(root, relative, keep);
		return keep(entry.name) ? [relative] : [];
	});
}

/**
 * The reader-facing strings of a JSON file: each entry's `message` (code.json, the theme's and the docs' label
 * translations) or a category's `label`; translators' `description`s are left out. One text per string, named by
 * its key, so that a hit says which string to fix.
 */
function jsonStrings(file: string, text: string): TextFile[] {
	const data = JSON.parse(text) as Record<string, unknown>;
	const found: TextFile[] = [];
	for (const [key, value] of Object.entries(data)) {
		if (typeof value === "string" && key !== "description") found.push({ file: `${file} → ${key}`, text: value });
		else if (value && typeof value === "object" && typeof (value as { message?: unknown }).message === "string")
			found.push({ file: `${file} → ${key}`, text: (value as { message: string }).message });
	}
	return found;
}

/**
 * The reader-facing text of one language: its pages, category labels and interface strings. French interface strings
 * are the default messages written in the code (components, pages, theme wrappers, the template's and the dice
 * engine's messages, the navbar and footer labels of docusaurus.config.ts); English ones are the translations in
 * `i18n/en/` and the English catalogue the command-line tools print.
 */
export function loadLocaleText(root: string, locale: Locale): TextFile[] {
	const files =
		locale === "fr"
			? [
					...walk(root, "docs", (name) => /\.(mdx?|json)$/.test(name)),
					...walk(root, "src/components", (name) => /\.tsx?$/.test(name)),
					...walk(root, "src/pages", (name) => /\.(tsx?|mdx?)$/.test(name)),
					...walk(root, "src/theme", (name) => /\.tsx?$/.test(name)),
					...walk(root, "src/template", (name) => /[mM]essages\.ts$/.test(name)),
					"src/dice/messages/index.ts",
					"docusaurus.config.ts",
				]
			: walk(root, "i18n/en", (name) => /\.(mdx?|json)$/.test(name));
	return files.flatMap((file) => {
		const text = readFileSync(path.join(root, file), "utf8");
		return file.endsWith(".json") ? jsonStrings(file, text) : [{ file, text }];
	});
}
