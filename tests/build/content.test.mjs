// Checks the documentation as built: every page has real content in both
// locales, each in its own language, and the interface around it is translated.
import assert from "node:assert/strict";
import { test } from "node:test";
import { allRoutes, docPaths, localePath } from "../support/routes.mjs";
import { languageScores, looksEnglish, looksFrench } from "./language.mjs";
import { articleText, htmlFileFor, loadRoute, wordsOf } from "./site.mjs";

// Missing routes are reported by routes.test.mjs; these checks read the pages that exist.
const built = (route) => htmlFileFor(route) !== null;

const WORD_FLOOR = 150;

test(`every documentation page has at least ${WORD_FLOOR} words of prose in both locales`, () => {
	const short = [];
	for (const locale of ["fr", "en"]) {
		for (const path of docPaths) {
			const route = localePath(locale, `docs/${path}`);
			if (!built(route)) continue;
			const count = wordsOf(articleText(loadRoute(route))).length;
			if (count < WORD_FLOOR) short.push(`${route}: ${count} words`);
		}
	}
	assert.deepEqual(short, []);
});

test("French pages are written in French and English pages in English", () => {
	const wrong = [];
	for (const path of docPaths.filter((path) => built(localePath("fr", `docs/${path}`)))) {
		const fr = languageScores(articleText(loadRoute(localePath("fr", `docs/${path}`))));
		const en = languageScores(articleText(loadRoute(localePath("en", `docs/${path}`))));
		if (!(fr.french > 0.15 && fr.french > 3 * fr.english)) wrong.push(`fr ${path}: ${JSON.stringify(fr)}`);
		if (!(en.english > 0.15 && en.english > 3 * en.french)) wrong.push(`en ${path}: ${JSON.stringify(en)}`);
	}
	assert.deepEqual(wrong, []);
});

test("every page has a meta description and an Open Graph image", () => {
	for (const route of allRoutes().filter(built)) {
		const $ = loadRoute(route);
		const description = $('meta[name="description"]').attr("content") ?? "";
		assert.ok(description.length >= 50, `${route} description: "${description}"`);
		assert.ok($('meta[property="og:image"]').attr("content"), `${route} og:image`);
	}
});

/** Interface text around the article: navbar, sidebar, breadcrumbs, pagination, TOC, footer. */
function interfaceStrings($) {
	const selectors = [
		".navbar a",
		".navbar button",
		".theme-doc-sidebar-container a",
		".theme-doc-breadcrumbs",
		".pagination-nav__sublabel",
		".theme-doc-footer",
		".theme-doc-toc-mobile button",
		".footer a",
		".footer__title",
		".footer__copyright",
	];
	const strings = new Set();
	for (const selector of selectors) {
		$(selector).each((_, element) => {
			const text = $(element).text().replace(/\s+/g, " ").trim();
			if (text) strings.add(text);
		});
	}
	// Accessible names too, except heading anchors, whose label repeats the heading.
	$("[aria-label]:not(.hash-link)").each((_, element) => {
		strings.add($(element).attr("aria-label"));
	});
	return [...strings];
}

// Names that are the same in both languages or name a language on purpose.
const sameInBothLanguages = new Set(["Français", "English", "Dicelette", "GNU GPL v3"]);

test("English pages show no French interface text, French pages no English interface text", () => {
	const problems = [];
	for (const route of allRoutes().filter(built)) {
		const english = route.startsWith("/en/");
		for (const text of interfaceStrings(loadRoute(route))) {
			if (sameInBothLanguages.has(text)) continue;
			if (english ? looksFrench(text) : looksEnglish(text)) problems.push(`${route}: "${text}"`);
		}
	}
	assert.deepEqual(problems, []);
});
