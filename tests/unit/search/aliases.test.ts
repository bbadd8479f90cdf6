// The glossary's retired variants as search words: read from its terminology table at
// build time, and a query typing one searches for the term used now.
import { describe, expect, it } from "vitest";
import { createSearchEngine } from "../../../src/search/engine";
import { extractPageRecords } from "../../../src/search/extractRecords";
import { docPageHtml, record } from "./fixtures";

const glossaryHtml = docPageHtml({
	title: "Glossaire",
	body: [
		"<p>Les termes du site.</p>",
		"<h2 class=anchor id=terminology>Un mot par notion</h2>",
		"<table><thead><tr><th>Notion<th>Terme employé<th>Variantes écartées<tbody>",
		"<tr><td>Le salon des erreurs (<code>/config logs</code>)<td>salon des logs<td>salon des journaux ; journal d'administration",
		"<tr><td>L'outil qui construit un modèle<td>constructeur de modèle<td>formulaire en ligne",
		"</table>",
		"<table><tbody><tr><td>Une autre table<td>x<td>y</table>",
	].join(""),
});

describe("retired variants", () => {
	const glossary = extractPageRecords({ html: glossaryHtml, path: "/docs/introduction/glossary", language: "fr" });

	it("are read from the table under the terminology heading, each with its term", () => {
		expect(glossary.records[0]?.aliases).toEqual([
			["salon des journaux", "salon des logs"],
			["journal d'administration", "salon des logs"],
			["formulaire en ligne", "constructeur de modèle"],
		]);
		expect(glossary.records.slice(1).every((item) => item.aliases === undefined)).toBe(true);
	});

	it("are none on a page without that table", () => {
		const other = extractPageRecords({
			html: docPageHtml({ title: "Salon", body: "<p>Texte</p>" }),
			path: "/docs/x",
			language: "fr",
		});
		expect(other.records[0]?.aliases).toBeUndefined();
	});

	it("search for the term used now", () => {
		const logs = "/docs/config/logs";
		const builder = "/docs/sheet/form";
		const engine = createSearchEngine([
			...glossary.records,
			record(logs, "lvl1", { lvl1: "Salon des logs" }, "Le bot y signale ses erreurs."),
			record(builder, "lvl1", { lvl1: "Créer un modèle avec le constructeur" }),
		]);
		const first = (query: string) => engine.search(query)[0]?.record.url_without_anchor;
		// "journaux" is on no page: only the alias finds the logs page.
		expect(first("salon des journaux")).toBe(logs);
		expect(first("Formulaire en ligne")).toBe(builder);
		// The rest of the query is kept as typed.
		expect(engine.queryTerms("régler le salon des journaux")).toEqual(
			expect.arrayContaining(["regler", "salon", "logs"]),
		);
		expect(engine.queryTerms("régler le salon des journaux")).not.toContain("journaux");
	});
});
