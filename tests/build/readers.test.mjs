// Readers' conventions: each doc page says when it last changed (from git), each locale links previews to a social
// card written in its language, and meta descriptions are in the page's language.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { allRoutes, docPaths, localePath } from "../support/routes.mjs";
import { languageScores } from "./language.mjs";
import { buildDir, htmlFileFor, loadRoute } from "./site.mjs";

const built = (route) => htmlFileFor(route) !== null;

test("every doc page shows the date of its last change, in both locales", () => {
	const problems = [];
	for (const locale of ["fr", "en"]) {
		for (const docPath of docPaths) {
			const route = localePath(locale, `docs/${docPath}`);
			if (!built(route)) continue;
			const time = loadRoute(route)(".theme-last-updated time").first();
			const stamp = Date.parse(time.attr("datetime") ?? "");
			// A date from git: after the site's first commit, not in the future.
			if (!(stamp > Date.UTC(2026, 0, 1) && stamp <= Date.now())) problems.push(`${route}: "${time.attr("datetime")}"`);
		}
	}
	assert.deepEqual(problems, []);
});

test("each locale's pages preview with the social card written in their language", () => {
	for (const route of allRoutes().filter(built)) {
		const image = loadRoute(route)('meta[property="og:image"]').attr("content") ?? "";
		const expected = route.startsWith("/en/") ? "/en/img/social-card-en.png" : "/img/social-card.png";
		assert.equal(new URL(image).pathname, expected, route);
		assert.ok(existsSync(path.join(buildDir, expected)), `${expected} is built`);
	}
});

test("meta descriptions are written in the page's language", () => {
	const wrong = [];
	for (const route of allRoutes().filter(built)) {
		const description = loadRoute(route)('meta[name="description"]').attr("content") ?? "";
		const scores = languageScores(description);
		const english = route.startsWith("/en/");
		if (english ? scores.french >= scores.english : scores.english >= scores.french) {
			wrong.push(`${route}: "${description}"`);
		}
	}
	assert.deepEqual(wrong, []);
});
