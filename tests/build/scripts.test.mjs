// Checks the scripts of the production build:
// - every page preloads its entry scripts and starts them from the inline loader of
//   src/document (after the first paint), in the order Docusaurus gives them;
// - the entry script carries the eager-compile hint (plugins/eager-compile) as its
//   very first line, where the browser looks for it, and the lazily loaded chunks do not.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { buildDir, builtRoutesUnder, loadRoute } from "./site.mjs";

const HINT = "//# allFunctionsCalledOnLoad\n";

/** The entry scripts a page preloads, in document order. */
function preloadedScripts($) {
	return $('head link[rel="preload"][as="script"]')
		.map((_, element) => $(element).attr("href"))
		.get();
}

/** The script URLs named by the page's last inline script (the loader), in order. */
function loaderScripts($) {
	const loader = $("body > script:not([src])").last().html() ?? "";
	return [...loader.matchAll(/"([^"]+\.js)"/g)].map((match) => match[1]);
}

test("every page preloads its entry scripts and starts them from the loader, in order", () => {
	const routes = [...builtRoutesUnder("."), "/"].filter((route) => !route.includes("/assets/"));
	assert.ok(routes.length > 80, `${routes.length} pages`);
	for (const route of routes) {
		const $ = loadRoute(route);
		const preloaded = preloadedScripts($);
		assert.equal(preloaded.length, 2, `${route} preloads two entry scripts`);
		assert.match(preloaded[0], /\/runtime~main\.[^/]+\.js$/, route);
		assert.match(preloaded[1], /\/main\.[^/]+\.js$/, route);
		for (const element of $('link[rel="preload"][as="script"]').get()) {
			assert.equal($(element).attr("fetchpriority"), "low", `${route}: preloads keep the priority of deferred scripts`);
		}
		assert.deepEqual(loaderScripts($), preloaded, `${route} starts what it preloads`);
		assert.equal($("script[src]").length, 0, `${route} has no script tag that would run before the first paint`);
	}
});

test("the entry script of each locale starts with the eager-compile hint", () => {
	for (const route of ["/", "/en/", "/docs/introduction/expression", "/en/docs/sheet/form"]) {
		const entry = preloadedScripts(loadRoute(route)).find((src) => /\/main\.[^/]+\.js$/.test(src));
		assert.ok(entry, `${route} loads an entry script`);
		const source = readFileSync(path.join(buildDir, entry.replace(/^\//, "")), "utf8");
		assert.ok(source.startsWith(HINT), `${entry} starts with the hint`);
	}
});

test("no other script is marked for eager compilation", () => {
	for (const folder of ["assets/js", "en/assets/js"]) {
		const marked = readdirSync(path.join(buildDir, folder))
			.filter((name) => name.endsWith(".js") && !name.startsWith("main."))
			.filter((name) => readFileSync(path.join(buildDir, folder, name), "utf8").includes("allFunctionsCalledOnLoad"));
		assert.deepEqual(marked, [], folder);
	}
});
