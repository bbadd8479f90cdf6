// The entry script carries the eager-compile hint (plugins/eager-compile) as its very
// first line, where the browser looks for it, and the lazily loaded chunks do not.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { buildDir, loadRoute } from "./site.mjs";

const HINT = "//# allFunctionsCalledOnLoad\n";

test("the entry script of each locale starts with the eager-compile hint", () => {
	for (const route of ["/", "/en/", "/docs/introduction/expression", "/en/docs/sheet/form"]) {
		// Preloaded, and started after the first paint by an inline script (plugins/first-paint-scripts).
		const $ = loadRoute(route);
		const entry = $('link[rel="preload"][as="script"]')
			.map((_, link) => link.attribs.href)
			.get()
			.find((src) => /\/main\.[^/]+\.js$/.test(src));
		assert.ok(entry, `${route} loads an entry script`);
		assert.ok($("script:not([src])").text().includes(JSON.stringify(entry)), `${route} starts ${entry}`);
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
