// Link health of the built site: every internal link, anchor and image of every
// page, in both locales, points at something that exists.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import * as cheerio from "cheerio";
import { buildDir, builtRoutesUnder, htmlFileFor } from "./site.mjs";

const pages = builtRoutesUnder("").filter((route) => !/\/404$/.test(route));
const idsByFile = new Map();

function idsOf(file) {
	if (!idsByFile.has(file)) {
		const $ = cheerio.load(readFileSync(file, "utf8"));
		idsByFile.set(
			file,
			new Set(
				$("[id]")
					.map((_, element) => $(element).attr("id"))
					.get(),
			),
		);
	}
	return idsByFile.get(file);
}

/** The file a same-site URL path resolves to: a static file, or the page of a route. */
function targetFile(pathname) {
	const decoded = decodeURIComponent(pathname);
	if (path.extname(decoded)) {
		const file = path.join(buildDir, decoded);
		return file.startsWith(buildDir) && existsSync(file) ? file : null;
	}
	return htmlFileFor(decoded);
}

test("the build has pages to crawl", () => {
	assert.ok(pages.length >= 80, `${pages.length} pages`);
});

test("no broken internal link, anchor or image in either locale", () => {
	const broken = [];
	for (const route of pages) {
		const file = htmlFileFor(route);
		const $ = cheerio.load(readFileSync(file, "utf8"));
		const base = new URL(route, "http://site.local");
		const check = (attribute, raw, isImage) => {
			if (!raw || raw.startsWith("mailto:") || raw.startsWith("data:")) return;
			const url = new URL(raw, base);
			if (url.origin !== base.origin) return;
			const target = url.pathname === base.pathname && !isImage ? file : targetFile(url.pathname);
			if (!target) {
				broken.push(`${route}: ${attribute} ${raw}`);
				return;
			}
			const anchor = decodeURIComponent(url.hash.slice(1));
			if (anchor && target.endsWith(".html") && !idsOf(target).has(anchor)) {
				broken.push(`${route}: anchor ${raw}`);
			}
		};
		$("a[href]").each((_, element) => check("link", $(element).attr("href"), false));
		$("img[src]").each((_, element) => check("image", $(element).attr("src"), true));
	}
	assert.deepEqual(broken, []);
});
