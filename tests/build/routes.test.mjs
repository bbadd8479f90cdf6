// Checks the production build: every route of the specification exists in both
// locales, in the right language, and there is no other documentation route.
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { test } from "node:test";
import { allRoutes, docPaths, localePath, locales } from "../support/routes.mjs";
import { builtRoutesUnder, htmlFileFor, loadRoute } from "./site.mjs";

/** Doc paths of a locale's source tree, as routes: `usage/model/index.mdx` is `usage/model`. */
function sourcePaths(folder) {
	return readdirSync(folder, { recursive: true, encoding: "utf8" })
		.filter((file) => /\.mdx?$/.test(file))
		.map((file) => file.replace(/\.mdx?$/, "").replace(/(^|\/)index$/, ""))
		.sort();
}

test("every route of the specification is built in both locales", () => {
	const missing = allRoutes().filter((route) => htmlFileFor(route) === null);
	assert.deepEqual(missing, []);
});

// The list in routes.mjs is the specification's; each locale's pages must be exactly those.
test("each locale's source tree holds exactly the specification's pages", () => {
	const expected = [...docPaths].sort();
	assert.deepEqual(sourcePaths("docs"), expected);
	assert.deepEqual(sourcePaths("i18n/en/docusaurus-plugin-content-docs/current"), expected);
});

test("there is no documentation route outside the specification", () => {
	for (const locale of locales) {
		const expected = new Set(docPaths.map((path) => localePath(locale, `docs/${path}`)));
		const built = builtRoutesUnder(locale === "fr" ? "docs" : "en/docs");
		const unexpected = built.filter((route) => !expected.has(route));
		assert.deepEqual(unexpected, [], `unexpected ${locale} doc routes`);
		assert.equal(built.length, expected.size);
	}
});

test("pages declare their locale and link to their translation", () => {
	for (const route of allRoutes()) {
		const $ = loadRoute(route);
		const english = route.startsWith("/en/");
		assert.equal($("html").attr("lang"), english ? "en-GB" : "fr-FR", route);
		const alternates = $('link[rel="alternate"][hreflang]')
			.map((_, link) => $(link).attr("hreflang"))
			.get();
		assert.ok(alternates.includes("fr-FR") && alternates.includes("en-GB"), `${route} hreflang: ${alternates}`);
	}
});

test("unknown paths are served the not-found page in both locales", () => {
	const fr = loadRoute("/404");
	assert.match(fr("h1").text(), /Page introuvable/);
	const en = loadRoute("/en/404");
	assert.match(en("h1").text(), /Page Not Found/);
});
