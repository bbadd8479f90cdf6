// Pages shaped like the site build's HTML (minified, optional closing tags left out),
// and small record sets for the engine and the client.
import type { SearchRecord } from "../../../src/search/records";
import { LEVEL_WEIGHTS, type RecordType } from "../../../src/search/records";

export function docPageHtml(options: {
	title: string;
	body: string;
	description?: string;
	navbar?: string;
	keywords?: string[];
}): string {
	const keywords = options.keywords ? `<meta name=keywords content="${options.keywords.join(",")}">` : "";
	return `<!doctype html><html lang=fr-FR dir=ltr class="docs-wrapper plugin-docs docs-version-current docs-doc-page docs-doc-id-x"><head><meta charset=UTF-8><title>${options.title} | Dicelette</title><meta name=description content="${options.description ?? ""}">${keywords}<meta name=docsearch:language content=fr><meta name=docsearch:docusaurus_tag content=docs-default-current></head><body><nav class=navbar><a class="navbar__item navbar__link navbar__link--active" href=/docs/config>${options.navbar ?? "Configuration"}</a></nav><div id=__docusaurus_skipToContent_fallback class=main-wrapper><main><article><nav class=theme-doc-breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/config><span>Vue d'ensemble</span></a><li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Page</span></ul></nav><div class="theme-doc-markdown markdown"><header><h1>${options.title}</h1></header>${options.body}</div></article></main></div><footer>Pied de page</footer></body></html>`;
}

export const threadsBody = [
	"<p>Quand quelqu'un lance un dé, le bot répond dans le <strong>salon</strong> de la partie.</p>",
	'<h2 class=anchor id=how-it-works>Comment le bot range les résultats<a href=#how-it-works class=hash-link aria-label="Lien direct">\u200b</a></h2>',
	"<p>Selon votre configuration :</p>",
	"<table><thead><tr><th>Configuration<th>Où arrive la copie<tbody><tr><td>Fils automatiques<td>Un fil <code>🎲</code><tr><td>Copie désactivée<td>Nulle part</table>",
	"<ul><li>un seul fil actif ;<li>un jet lancé dans un fil<ul><li>est copié dans le fil parent</ul></ul>",
	'<div class="theme-admonition theme-admonition-note alert"><div class=heading><span><svg viewBox="0 0 1 1"></svg></span>remarque</div><div class=content><p>La copie est <em>désactivée</em> par défaut.</div></div>',
	'<div class="language-text theme-code-block"><pre><code>/config result_channel</code></pre></div>',
	"<h3>Sans ancre</h3><p>Sous un titre sans identifiant.</p>",
	"<h2 id=hidden-rolls>Jets cachés des MJ</h2><p>Les <code>/mj</code><code>roll</code> restent secrets.</p>",
].join("\n");

let counter = 0;

/** A record as the extractor would make it, for engine and client tests. */
export function record(
	page: string,
	type: RecordType,
	levels: { lvl1: string; lvl2?: string; lvl3?: string },
	content: string | null = null,
	anchor: string | null = null,
): SearchRecord {
	counter += 1;
	return {
		objectID: `${page}#${counter}`,
		type,
		hierarchy: {
			lvl0: levels.lvl1,
			lvl1: levels.lvl1,
			lvl2: levels.lvl2 ?? null,
			lvl3: levels.lvl3 ?? null,
			lvl4: null,
			lvl5: null,
			lvl6: null,
		},
		content,
		url: anchor ? `${page}#${anchor}` : page,
		url_without_anchor: page,
		anchor,
		language: "fr",
		docusaurus_tag: "docs-default-current",
		weight: { level: LEVEL_WEIGHTS[type], position: counter },
	};
}

/** Three small pages: critical rolls, macros, and a page that mentions both in passing. */
export function sampleRecords(): SearchRecord[] {
	const critics = "/docs/sheet/model/critics";
	const macros = "/docs/sheet/model/dice";
	const tutorial = "/docs/introduction/tutorial";
	return [
		record(critics, "lvl1", { lvl1: "Critiques du modèle" }, "Définir les succès et échecs critiques."),
		record(critics, "lvl2", { lvl1: "Critiques du modèle", lvl2: "Seuils critiques" }, null, "seuils"),
		record(
			critics,
			"content",
			{ lvl1: "Critiques du modèle", lvl2: "Seuils critiques" },
			"Un succès critique survient au-dessus du seuil choisi, par exemple 96 sur un d100.",
			"seuils",
		),
		record(macros, "lvl1", { lvl1: "Dé type et macros du modèle" }),
		record(macros, "lvl2", { lvl1: "Dé type et macros du modèle", lvl2: "Les macros" }, null, "macros"),
		record(
			macros,
			"content",
			{ lvl1: "Dé type et macros du modèle", lvl2: "Les macros" },
			"Une macro enregistre une formule de dés sous un nom, comme l'auto-complétion le propose.",
			"macros",
		),
		record(tutorial, "lvl1", { lvl1: "Guide pas à pas" }),
		record(
			tutorial,
			"content",
			{ lvl1: "Guide pas à pas", lvl2: "Jouer" },
			"Lancez une macro ou un jet critique depuis la fiche de votre personnage.",
			"play",
		),
	];
}
