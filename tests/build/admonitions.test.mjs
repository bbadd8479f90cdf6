// Admonitions as built: every one, of the theme's kinds and of the docs' own
// (usage, example, pin, roll, tldr), has the theme's frame (heading with an icon
// and a title, then the content) and its kind's class names; the docs' kinds
// carry their title in the page's language when the page gives none.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { docPaths, localePath } from "../support/routes.mjs";
import { buildDir, htmlFileFor, loadRoute } from "./site.mjs";

const SITE_KINDS = ["usage", "example", "pin", "roll", "tldr"];
const THEME_KINDS = ["note", "tip", "info", "warning", "danger"];
const DEFAULT_TITLES = {
	fr: { usage: "utilisation", example: "exemple", pin: "à retenir", roll: "lancer", tldr: "en bref" },
	en: { usage: "usage", example: "example", pin: "remember", roll: "roll", tldr: "in short" },
};

function admonitionsOf(locale) {
	const found = [];
	for (const path of docPaths) {
		const route = localePath(locale, `docs/${path}`);
		if (htmlFileFor(route) === null) continue;
		const $ = loadRoute(route);
		$(".theme-admonition").each((_, element) => {
			const frame = $(element);
			const classes = (frame.attr("class") ?? "").split(/\s+/);
			const kind = classes.find((name) => name.startsWith("theme-admonition-"))?.slice("theme-admonition-".length);
			const [heading, content] = frame
				.children()
				.toArray()
				.map((child) => $(child));
			found.push({
				where: `${route} #${found.length}`,
				kind,
				classes,
				childCount: frame.children().length,
				icon: heading?.find("span > svg").length ?? 0,
				title: heading?.text().trim() ?? "",
				content: content?.text().trim() ?? "",
			});
		});
	}
	return found;
}

for (const locale of ["fr", "en"]) {
	test(`${locale}: every admonition has the theme's frame, an icon, a title and content`, () => {
		const admonitions = admonitionsOf(locale);
		assert.ok(admonitions.length >= 100, `${admonitions.length} admonitions`);
		const kinds = new Set(admonitions.map((admonition) => admonition.kind));
		// The docs use every kind but `pin`.
		for (const kind of ["usage", "example", "roll", "tldr", "note", "tip", "warning"]) {
			assert.ok(kinds.has(kind), `no ${kind} admonition`);
		}
		for (const admonition of admonitions) {
			const { where, kind, classes } = admonition;
			assert.ok([...SITE_KINDS, ...THEME_KINDS].includes(kind), `${where}: kind ${kind}`);
			assert.ok(classes.includes("alert"), `${where}: ${classes}`);
			if (SITE_KINDS.includes(kind)) {
				assert.ok(
					classes.includes("site-admonition") && classes.includes(`admonition-${kind}`),
					`${where}: ${classes}`,
				);
			} else {
				assert.ok(
					classes.some((name) => name.startsWith("alert--")),
					`${where}: ${classes}`,
				);
			}
			assert.equal(admonition.childCount, 2, `${where}: heading and content`);
			assert.equal(admonition.icon, 1, `${where}: icon`);
			assert.notEqual(admonition.title, "", `${where}: title`);
			assert.notEqual(admonition.content, "", `${where}: content`);
		}
	});

	test(`${locale}: the docs' own kinds are titled in the page's language by default`, () => {
		const admonitions = admonitionsOf(locale);
		for (const kind of ["usage", "example"]) {
			const titles = admonitions.filter((admonition) => admonition.kind === kind).map((admonition) => admonition.title);
			assert.ok(titles.includes(DEFAULT_TITLES[locale][kind]), `${kind}: ${[...new Set(titles)].join(" | ")}`);
		}
		const otherLocale = locale === "fr" ? "en" : "fr";
		const foreign = admonitions.filter(
			(admonition) =>
				SITE_KINDS.includes(admonition.kind) &&
				admonition.title === DEFAULT_TITLES[otherLocale][admonition.kind] &&
				admonition.title !== DEFAULT_TITLES[locale][admonition.kind],
		);
		assert.deepEqual(
			foreign.map((admonition) => admonition.where),
			[],
		);
	});
}

// A directive fence the parser did not pair (an admonition nested in one with as many colons) is left as text.
test("no page and no Markdown copy shows a directive fence as text", () => {
	const stray = [];
	for (const locale of ["fr", "en"]) {
		for (const path of docPaths) {
			const route = localePath(locale, `docs/${path}`);
			if (htmlFileFor(route) === null) continue;
			const $ = loadRoute(route);
			$("article p, article li").each((_, element) => {
				const text = $(element).clone().find("code, pre").remove().end().text();
				if (/(^|\s):{3,}(\s|$|\w)/.test(text)) stray.push(`${route}: ${text.trim().slice(0, 60)}`);
			});
			const copy = readFileSync(`${buildDir}${route}.md`, "utf8");
			let inFence = false;
			for (const line of copy.split("\n")) {
				const bare = line.replace(/^(>\s?)+/, "");
				if (/^\s*(```|~~~)/.test(bare)) inFence = !inFence;
				else if (!inFence && /^\s*:{3,}/.test(bare)) stray.push(`${route}.md: ${bare.trim().slice(0, 60)}`);
			}
		}
	}
	assert.deepEqual(stray, []);
});
