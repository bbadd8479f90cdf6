/**
 * One word per concept: each glossary's "#terminology" table names the term the docs use and the variants they
 * retired; no page, category label or interface string of that language may use a retired variant
 * (scripts/docs-terminology/terminology.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
	findRetired,
	glossaryPaths,
	type Locale,
	loadLocaleText,
	parseTerminology,
	wordPattern,
} from "../../../scripts/docs-terminology/terminology";

const root = path.resolve(import.meta.dirname, "../../..");
const locales: Locale[] = ["fr", "en"];

describe.each(locales)("terminology in %s", (locale) => {
	const rows = parseTerminology(readFileSync(path.join(root, glossaryPaths[locale]), "utf8"));
	const files = loadLocaleText(root, locale);

	it("the glossary's table retires variants of at least three concepts", () => {
		expect(rows.length).toBeGreaterThanOrEqual(3);
		for (const row of rows) expect(row.retired.length, row.term).toBeGreaterThan(0);
	});

	it("each chosen term is used by the pages", () => {
		const pages = files.filter((file) => file.file.endsWith(".mdx"));
		expect(pages.length).toBeGreaterThan(30);
		const unused = rows.filter((row) => !pages.some((page) => wordPattern(row.term).test(page.text)));
		expect(unused.map((row) => row.term)).toEqual([]);
	});

	it("no retired variant is written anywhere", () => {
		const hits = findRetired(files, rows).map((hit) => `${hit.file}:${hit.line} "${hit.variant}" → ${hit.term}`);
		expect(hits).toEqual([]);
	});
});

describe("the retired-variant finder", () => {
	const glossary = [
		"## Un mot par notion {/* #terminology */}",
		"",
		"| Notion | Terme employé | Variantes écartées |",
		"| --- | --- | --- |",
		"| Le salon des erreurs | salon des logs | salon des journaux ; journal d'administration |",
	].join("\n");
	const rows = parseTerminology(glossary);

	it("reads the table", () => {
		expect(rows).toEqual([
			{
				concept: "Le salon des erreurs",
				term: "salon des logs",
				retired: ["salon des journaux", "journal d'administration"],
			},
		]);
	});

	it("flags a variant in a page, whatever its case, but not in keywords, questions or the table itself", () => {
		const page =
			"---\ntitle: x\nkeywords:\n  - salon des journaux\nquestions:\n  - Où est le salon des journaux ?\n---\n\nOuvrez le Salon des journaux.\n";
		const hits = findRetired(
			[
				{ file: "page.mdx", text: page },
				{ file: "glossary.mdx", text: glossary },
			],
			rows,
		);
		expect(hits).toEqual([{ file: "page.mdx", line: 9, variant: "salon des journaux", term: "salon des logs" }]);
	});

	it("matches whole words only", () => {
		expect(wordPattern("log channel").test("the logs channel")).toBe(false);
		expect(wordPattern("log channel").test("a log channel.")).toBe(true);
		expect(wordPattern("hors jeu").test("hors-jeu")).toBe(false);
	});
});
