import { describe, expect, it } from "vitest";
import { disambiguatePageTitles, extractPageRecords } from "../../../src/search/extractRecords";
import { recordOwnText, type SearchRecord } from "../../../src/search/records";
import { docPageHtml, threadsBody } from "./fixtures";

/** What a reader sees of a record: its text, or its heading when it has none. */
const shown = (record: SearchRecord) => record.content ?? recordOwnText(record);

const page = () =>
	extractPageRecords({
		html: docPageHtml({
			title: "Salon et fils des résultats",
			description: "Copier les résultats dans un fil.",
			body: threadsBody,
		}),
		path: "/docs/config/threads",
		language: "fr",
	});

describe("extractPageRecords", () => {
	it("takes the h1 as page title and the active navbar entry as section", () => {
		const { title, section } = page();
		expect(title).toBe("Salon et fils des résultats");
		expect(section).toBe("Configuration");
	});

	it("makes one record per heading, paragraph, list item and table row, in page order", () => {
		const summary = page().records.map((record) => [record.type, shown(record)]);
		expect(summary).toEqual([
			["lvl1", "Copier les résultats dans un fil."],
			["content", "Quand quelqu'un lance un dé, le bot répond dans le salon de la partie."],
			["lvl2", "Comment le bot range les résultats"],
			["content", "Selon votre configuration :"],
			["content", "Fils automatiques — Un fil 🎲"],
			["content", "Copie désactivée — Nulle part"],
			["content", "un seul fil actif ;"],
			["content", "un jet lancé dans un fil"],
			["content", "est copié dans le fil parent"],
			["content", "La copie est désactivée par défaut."],
			["lvl3", "Sans ancre"],
			["content", "Sous un titre sans identifiant."],
			["lvl2", "Jets cachés des MJ"],
			["content", "Les /mj roll restent secrets."],
		]);
	});

	it("puts the page's keywords on its own record, and lists its inline code, headings' apart", () => {
		const withKeywords = extractPageRecords({
			html: docPageHtml({ title: "Fils", body: threadsBody, keywords: ["fil de dés", " thread ", "fil de dés"] }),
			path: "/docs/config/threads",
			language: "fr",
		});
		expect(
			withKeywords.records.filter((record) => record.keywords).map((record) => [record.type, record.keywords]),
		).toEqual([["lvl1", ["fil de dés", "thread"]]]);
		expect(page().records.some((record) => record.keywords)).toBe(false);
		expect(withKeywords.codeMentions).toEqual([
			{ text: "🎲", inHeading: false },
			{ text: "/mj", inHeading: false },
			{ text: "roll", inHeading: false },
		]);
		const headed = extractPageRecords({
			html: docPageHtml({ title: "Jets", body: "<h2 id=gm>Lancer avec <code>/mj roll</code></h2>" }),
			path: "/docs/gm",
			language: "fr",
		});
		expect(headed.codeMentions).toEqual([{ text: "/mj roll", inHeading: true }]);
	});

	it("leaves out heading links, admonition labels, icons and code blocks", () => {
		const text = JSON.stringify(page().records);
		expect(text).not.toContain("\u200b");
		expect(text).not.toContain("Lien direct");
		expect(text).not.toContain("remarque");
		expect(text).not.toContain("/config result_channel");
		expect(text).not.toContain("Pied de page");
	});

	it("gives each record the headings above it and the nearest anchor", () => {
		const records = page().records;
		const table = records.find((record) => record.content?.startsWith("Fils automatiques"));
		expect(table).toMatchObject({
			url: "/docs/config/threads#how-it-works",
			url_without_anchor: "/docs/config/threads",
			anchor: "how-it-works",
			hierarchy: {
				lvl0: "Salon et fils des résultats",
				lvl1: "Salon et fils des résultats",
				lvl2: "Comment le bot range les résultats",
				lvl3: null,
			},
		});
		// A heading without id keeps the anchor of the section it belongs to.
		const underH3 = records.find((record) => record.content === "Sous un titre sans identifiant.");
		expect(underH3).toMatchObject({
			anchor: "how-it-works",
			hierarchy: { lvl2: "Comment le bot range les résultats", lvl3: "Sans ancre" },
		});
		// A new h2 clears the h3 above.
		const hidden = records.find((record) => record.type === "lvl2" && record.anchor === "hidden-rolls");
		expect(hidden?.hierarchy.lvl3).toBeNull();
		// Text before the first h2 points at the page itself.
		expect(records[1]).toMatchObject({ url: "/docs/config/threads", anchor: null });
	});

	it("fills the DocSearch fields: ids, locale, search tag and ranking weights", () => {
		const records = page().records;
		expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
		expect(records[0]).toMatchObject({
			objectID: "/docs/config/threads#0",
			language: "fr",
			docusaurus_tag: "docs-default-current",
			weight: { level: 100, position: 0 },
		});
		expect(records.find((record) => record.type === "content")?.weight.level).toBe(0);
	});

	it("reads a landing page from the layout's main area", () => {
		const html = `<!doctype html><html><head><title>Dicelette</title></head><body><nav class=navbar>Menu</nav><div id=__docusaurus_skipToContent_fallback class=main-wrapper><header class=hero><h1>Dicelette</h1><p>Le bot de dés.<div class=actions><a href=/x>Inviter le bot</a><a href=/y>Lire la documentation</a></div></header><main><section><h2 id=home-features>Ce que Dicelette apporte<a class=hash-link href=#home-features>\u200b</a></h2><ul><li><h3>Des lancers</h3><p>Un d20 avec bonus.</p><a href=/z>Découvrir</a></ul></section></main></div><footer>Pied</footer></body></html>`;
		const { title, records } = extractPageRecords({ html, path: "/", language: "fr" });
		expect(title).toBe("Dicelette");
		expect(records.map((record) => shown(record))).toEqual([
			"Dicelette",
			"Le bot de dés.",
			"Inviter le bot Lire la documentation",
			"Ce que Dicelette apporte",
			"Des lancers",
			"Un d20 avec bonus.",
			"Découvrir",
		]);
		expect(records.at(-1)).toMatchObject({
			url: "/#home-features",
			docusaurus_tag: "default",
			hierarchy: { lvl3: "Des lancers" },
		});
	});

	it("cuts very long blocks at a word boundary", () => {
		const long = `${"mot ".repeat(800)}fin`;
		const { records } = extractPageRecords({
			html: docPageHtml({ title: "Long", body: `<p>${long}</p>` }),
			path: "/docs/long",
			language: "fr",
		});
		const content = records[1]?.content ?? "";
		expect(content.length).toBeLessThanOrEqual(2001);
		expect(content.endsWith("mot…")).toBe(true);
	});
});

describe("disambiguatePageTitles", () => {
	it("adds the section to the group label of pages that share a title", () => {
		const make = (path: string, navbar: string) =>
			extractPageRecords({
				html: docPageHtml({ title: "Le modèle", navbar, body: "<p>Texte.</p>" }),
				path,
				language: "fr",
			});
		const unique = extractPageRecords({
			html: docPageHtml({ title: "Glossaire", body: "<p>Mots.</p>" }),
			path: "/g",
			language: "fr",
		});
		const records = disambiguatePageTitles([make("/a", "Fiche de personnage"), make("/b", "Commandes"), unique]);
		expect(new Set(records.map((record) => record.hierarchy.lvl0))).toEqual(
			new Set(["Le modèle (Fiche de personnage)", "Le modèle (Commandes)", "Glossaire"]),
		);
		expect(
			records.every(
				(record) => record.hierarchy.lvl1 !== record.hierarchy.lvl0 || record.hierarchy.lvl1 === "Glossaire",
			),
		).toBe(true);
	});
});
