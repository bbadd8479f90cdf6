// Checks the production stylesheet for selectors that make small DOM changes
// costly: a sibling combinator ("+", "~") followed by a universal subject, such
// as theme-classic's ".docItemContainer header + *" (patched, see README). With
// such a rule, Chromium restyles the whole parent's subtree whenever a child is
// added there, which on a long doc page meant about 1,100 elements right after
// hydration.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { buildDir } from "./site.mjs";

/** The compounds of a selector, split at combinators, with the combinators between them. */
function compounds(selector) {
	const parts = [[]];
	const combinators = [];
	for (const node of selector.nodes) {
		if (node.type === "combinator") {
			combinators.push(node.value.trim() || " ");
			parts.push([]);
		} else parts.at(-1).push(node);
	}
	return { parts, combinators };
}

const MATCHES_ANY = new Set([":is", ":where", ":matches", ":-webkit-any"]);

/**
 * True when a compound names no element: only "*" and pseudo-classes, where
 * ":is(h2, h3)" and the like name elements when each of their selectors does.
 */
function isUniversal(compound) {
	return compound.every((node) => {
		if (node.type === "universal") return true;
		if (node.type !== "pseudo") return false;
		if (!MATCHES_ANY.has(node.value.toLowerCase())) return true;
		return node.nodes.some((selector) => isUniversal(compounds(selector).parts.at(-1)));
	});
}

function costlySiblingSelectors(css) {
	const found = [];
	postcss.parse(css).walkRules((rule) => {
		selectorParser((selectors) => {
			selectors.each((selector) => {
				const { parts, combinators } = compounds(selector);
				if (combinators.some((combinator) => combinator === "+" || combinator === "~") && isUniversal(parts.at(-1)))
					found.push(selector.toString().trim());
			});
		}).processSync(rule.selector);
	});
	return found;
}

test("the check finds a universal subject after a sibling combinator", () => {
	const css = ".a header + *, .b li + li, .c h2 ~ :first-child, .d > * {} .e h1 + :is(h2, p) {} .f h1 + :is(*, p) {}";
	assert.deepEqual(costlySiblingSelectors(css), [".a header + *", ".c h2 ~ :first-child", ".f h1 + :is(*, p)"]);
});

test("no selector of the site's stylesheet restyles a whole subtree when a sibling is added", () => {
	const cssDir = path.join(buildDir, "assets", "css");
	const files = readdirSync(cssDir).filter((name) => name.endsWith(".css"));
	assert.ok(files.length > 0, "the build has a stylesheet");
	for (const name of files) {
		const css = readFileSync(path.join(cssDir, name), "utf8");
		assert.match(css, /\.docItemContainer_\w+ header\+:is\(h2,h3,h4,h5,h6,hr\)/, `${name}: the patched rule is there`);
		assert.deepEqual(costlySiblingSelectors(css), [], name);
	}
});
