// Reads the production build: which HTML file serves a route, and the pages' text.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as cheerio from "cheerio";

export const buildDir = path.resolve("build");

/** The HTML file a static host serves for a route (clean URLs, no trailing slash). */
export function htmlFileFor(route) {
	const clean = route.replace(/^\/+|\/+$/g, "");
	const candidates = clean === "" ? ["index.html"] : [`${clean}.html`, `${clean}/index.html`];
	for (const candidate of candidates) {
		const file = path.join(buildDir, candidate);
		if (existsSync(file)) return file;
	}
	return null;
}

/** Every .html file below a folder of the build, as routes. */
export function builtRoutesUnder(folder) {
	const root = path.join(buildDir, folder);
	if (!existsSync(root)) return [];
	const routes = [];
	const walk = (dir) => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const full = path.join(dir, entry.name);
			if (entry.isDirectory()) walk(full);
			else if (entry.name.endsWith(".html")) {
				const relative = path.relative(buildDir, full).replace(/\\/g, "/");
				routes.push(`/${relative.replace(/(\/index)?\.html$/, "")}`);
			}
		}
	};
	walk(root);
	return routes;
}

export function loadRoute(route) {
	const file = htmlFileFor(route);
	if (!file) throw new Error(`no HTML file for ${route}`);
	return cheerio.load(readFileSync(file, "utf8"));
}

/** The prose of a doc page's article (code blocks removed), as plain text. */
export function articleText($) {
	const article = $("article .markdown").first().clone();
	article.find("pre, code, .theme-code-block").remove();
	return article.text().replace(/\s+/g, " ").trim();
}

export function wordsOf(text) {
	return text.split(/[^\p{L}\p{N}'’-]+/u).filter((word) => /\p{L}/u.test(word));
}
