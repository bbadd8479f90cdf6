// Checks the scripts of the production build:
// - every page starts its scripts from the inline loader of src/document (after the
//   first paint), the webpack runtime first and the main bundle last, and preloads
//   none of them;
// - the entry script carries the eager-compile hint (plugins/eager-compile) as its
//   very first line, where the browser looks for it, and the lazily loaded chunks do not.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { buildDir, builtRoutesUnder, loadRoute } from "./site.mjs";

const HINT = "//# allFunctionsCalledOnLoad\n";

/** The script URLs named by the page's last inline script (the loader), in order. */
function loaderScripts($) {
	const loader = $("body > script:not([src])").last().html() ?? "";
	return [...loader.matchAll(/"([^"]+\.js)"/g)].map((match) => match[1]);
}

test("every page starts its scripts from the loader: runtime first, main bundle last, nothing preloaded", () => {
	const routes = [...builtRoutesUnder("."), "/"].filter((route) => !route.includes("/assets/"));
	assert.ok(routes.length > 80, `${routes.length} pages`);
	for (const route of routes) {
		const $ = loadRoute(route);
		const scripts = loaderScripts($);
		assert.ok(scripts.length >= 2, `${route} starts at least the entry scripts`);
		assert.match(scripts[0], /\/runtime~main\.[^/]+\.js$/, route);
		assert.match(scripts.at(-1), /\/main\.[^/]+\.js$/, route);
		assert.equal(new Set(scripts).size, scripts.length, `${route} names each script once`);
		for (const script of scripts)
			assert.ok(existsSync(path.join(buildDir, script.replace(/^\//, ""))), `${route}: ${script}`);
		assert.equal($('link[rel="preload"][as="script"]').length, 0, `${route} preloads no script`);
		assert.equal($("script[src]").length, 0, `${route} has no script tag that would run before the first paint`);
	}
});

test("the entry script of each locale starts with the eager-compile hint", () => {
	for (const route of ["/", "/en/", "/docs/introduction/expression", "/en/docs/sheet/form"]) {
		const entry = loaderScripts(loadRoute(route)).find((src) => /\/main\.[^/]+\.js$/.test(src));
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
