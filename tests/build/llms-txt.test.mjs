// The copies for assistants and tools (plugins/llms-txt): every page of the specification has its Markdown copy,
// a file beside its HTML, and each locale's llms.txt lists them all with full URLs. The copies are files, not
// routes: routes.test.mjs still finds the specification's HTML routes only.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { docPaths, localePath } from "../support/routes.mjs";
import { buildDir, loadRoute } from "./site.mjs";

const siteUrl = "https://dicelette.github.io";
const locales = ["fr", "en"];
/** Pages with prose to copy: every doc page and the colophon (the landing and search pages have none). */
const copiedPaths = [...docPaths.map((docPath) => `docs/${docPath}`), "markdown-page"];

const markdownFile = (route) => path.join(buildDir, `${route}.md`);
const indexOf = (locale) => readFileSync(path.join(buildDir, locale === "fr" ? "" : locale, "llms.txt"), "utf8");

test("every page has its Markdown copy, opened by the page's title, without the page's chrome", () => {
	const problems = [];
	for (const locale of locales) {
		for (const copied of copiedPaths) {
			const route = localePath(locale, copied);
			const file = markdownFile(route);
			if (!existsSync(file)) {
				problems.push(`${route}: no ${path.relative(buildDir, file)}`);
				continue;
			}
			const markdown = readFileSync(file, "utf8");
			const title = loadRoute(route)("h1").first().text().trim();
			if (!markdown.startsWith(`# ${title}\n`)) problems.push(`${route}: does not open with "# ${title}"`);
			// Headings' permalinks and the copy bar stay out of the copy.
			if (/Direct link to|Lien direct vers|\]\(#[^)]*\s"/.test(markdown)) problems.push(`${route}: heading permalinks`);
			if (/Version Markdown|Markdown version/.test(markdown)) problems.push(`${route}: copy bar`);
			if (markdown.split(/\s+/).length < 100) problems.push(`${route}: under 100 words`);
		}
	}
	assert.deepEqual(problems, []);
});

test("each locale's llms.txt lists every Markdown copy of that locale, with its full URL", () => {
	for (const locale of locales) {
		const index = indexOf(locale);
		const links = [...index.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((match) => match[1]);
		const expected = copiedPaths.map((copied) => `${siteUrl}${localePath(locale, copied)}.md`);
		assert.deepEqual([...links].sort(), [...expected].sort(), `${locale} llms.txt links`);
		assert.match(index, /^# Dicelette\n\n> /, `${locale} llms.txt opens with the site's name and description`);
	}
	assert.match(indexOf("fr"), /> Documentation de Dicelette/);
	assert.match(indexOf("en"), /> Documentation of Dicelette/);
});

test("links between Markdown copies stay in the copy's locale and reach existing files", () => {
	const broken = [];
	for (const locale of locales) {
		for (const copied of copiedPaths) {
			const route = localePath(locale, copied);
			const file = markdownFile(route);
			if (!existsSync(file)) continue;
			for (const [, target] of readFileSync(file, "utf8").matchAll(/\]\((\/[^)\s#]*\.md)(?:#[^)\s]*)?\)/g)) {
				if (locale === "en" && !target.startsWith("/en/")) broken.push(`${route}: ${target} leaves the locale`);
				if (!existsSync(path.join(buildDir, decodeURIComponent(target)))) broken.push(`${route}: ${target}`);
			}
		}
	}
	assert.deepEqual(broken, []);
});
