// The Markdown copies against their pages (plugins/llms-txt/cleanArticle.ts): each copy holds the same code blocks
// as the page's MDX source, in the same order, byte for byte and with the same language; nothing of the widgets
// (their buttons, their no-JavaScript notices) and no stray HTML comment. Code blocks are compared as parsed
// Markdown, so that list indentation and blockquote markers do not count.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { createProcessor } from "@mdx-js/mdx";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import { visit } from "unist-util-visit";
import { docPaths, localePath } from "../support/routes.mjs";
import { buildDir, loadRoute } from "./site.mjs";

const root = path.resolve(".");
const locales = ["fr", "en"];
const docsRoot = { fr: "docs", en: "i18n/en/docusaurus-plugin-content-docs/current" };

/** The MDX file a doc path comes from: `x.mdx`, else `x/index.mdx`. */
function sourceOf(locale, docPath) {
	const base = path.join(root, docsRoot[locale], docPath);
	for (const candidate of [`${base}.mdx`, `${base}.md`, path.join(base, "index.mdx")]) {
		if (existsSync(candidate)) return candidate;
	}
	throw new Error(`no source for ${locale} ${docPath}`);
}

const mdx = createProcessor({ format: "mdx", remarkPlugins: [remarkGfm, remarkDirective] });
const md = createProcessor({ format: "md", remarkPlugins: [remarkGfm] });

/** The fenced code blocks of a Markdown tree, as `lang` + the exact text. */
function codeBlocks(tree) {
	const blocks = [];
	visit(tree, "code", (node) => {
		blocks.push({ lang: node.lang ?? "", value: node.value });
	});
	return blocks;
}

const pages = locales.flatMap((locale) =>
	docPaths.map((docPath) => ({
		locale,
		route: localePath(locale, `docs/${docPath}`),
		source: sourceOf(locale, docPath),
	})),
);

const copyOf = (route) => readFileSync(path.join(buildDir, `${route}.md`), "utf8");

// Each MDX source and each copy is parsed once, for every test that reads it: parsing is most of this file's time.
const once = (parse) => {
	const parsed = new Map();
	return (key) => {
		if (!parsed.has(key)) parsed.set(key, parse(key));
		return parsed.get(key);
	};
};
const sourceTree = once((source) => mdx.parse(readFileSync(source, "utf8")));
const copyTree = once((route) => md.parse(copyOf(route)));

test("every copy holds its page's code blocks, byte for byte and with their language", () => {
	const problems = [];
	let compared = 0;
	for (const { route, source } of pages) {
		const expected = codeBlocks(sourceTree(source));
		const actual = codeBlocks(copyTree(route));
		compared += expected.length;
		if (actual.length !== expected.length) {
			problems.push(`${route}: ${actual.length} code blocks in the copy, ${expected.length} in the page`);
			continue;
		}
		expected.forEach((block, index) => {
			const got = actual[index];
			if (got.lang !== block.lang)
				problems.push(`${route} block ${index + 1}: language "${got.lang}", not "${block.lang}"`);
			if (got.value !== block.value)
				problems.push(
					`${route} block ${index + 1}: ${JSON.stringify(got.value.slice(0, 80))} ≠ ${JSON.stringify(block.value.slice(0, 80))}`,
				);
		});
	}
	assert.deepEqual(problems, []);
	// The pages do hold code blocks: a parser that found none would make the comparison empty.
	assert.ok(compared > 60, `only ${compared} code blocks compared`);
});

test("every source code block names its language, as the copies repeat it", () => {
	const bare = [];
	for (const { route, source } of pages) {
		codeBlocks(sourceTree(source)).forEach((block, index) => {
			if (!block.lang) bare.push(`${path.relative(root, source)} block ${index + 1} (${route})`);
		});
	}
	assert.deepEqual(bare, []);
});

test("no copy carries a widget's buttons, a no-JavaScript notice or a stray HTML comment", () => {
	const problems = [];
	for (const { route } of pages) {
		const copy = copyOf(route);
		const $ = loadRoute(route);
		const buttons = new Set(
			$("article button")
				.map((_, button) => $(button).text().trim())
				.get()
				.filter(Boolean),
		);
		const lines = copy.split("\n").map((line) => line.replace(/^(>\s?)+/, "").trim());
		for (const label of buttons) {
			if (lines.some((line) => line === label || line.endsWith(`\`${label}`)))
				problems.push(`${route}: button text "${label}"`);
		}
		if (/a besoin de JavaScript|needs JavaScript/.test(copy)) problems.push(`${route}: no-JavaScript notice`);
		visit(copyTree(route), "html", (node) => {
			if (node.value.trim().startsWith("<!--")) problems.push(`${route}: ${node.value.trim()}`);
		});
	}
	assert.deepEqual(problems, []);
});

/** A Markdown node's text, as a reader's tool reads it: inline code and emphasis flattened. */
const plainText = (node) =>
	"value" in node && typeof node.value === "string" ? node.value : (node.children ?? []).map(plainText).join("");
const squeeze = (text) => text.replace(/\s+/g, " ").trim();

test("each reply drawing is copied as the bot's text in a quote, under the line that names the command", () => {
	const problems = [];
	let replies = 0;
	for (const { route } of pages) {
		const $ = loadRoute(route);
		const drawings = $("article article[data-source], article .markdown article[data-source]").toArray();
		if (drawings.length === 0) continue;
		// Each (interaction line, bot text) pair of the page, in order.
		const expected = drawings.map((drawing) => {
			const reply = $(drawing);
			const interaction = reply.children("p").first();
			const lines = reply.find("> div > div").first().children().toArray();
			return {
				interaction: interaction.length ? squeeze(interaction.text()) : null,
				firstLine: squeeze($(lines[0]).text()),
			};
		});
		const found = [];
		visit(copyTree(route), (node) => {
			if (!Array.isArray(node.children)) return;
			node.children.forEach((child, index) => {
				if (child.type !== "blockquote") return;
				const before = node.children[index - 1];
				const heading = before?.type === "paragraph" ? before : null;
				found.push({
					interaction: heading ? squeeze(plainText(heading)) : null,
					command: heading?.children.some((part) => part.type === "inlineCode") ?? false,
					text: squeeze(plainText(child)),
				});
			});
		});
		for (const reply of expected) {
			replies += 1;
			const match = found.find(
				(quote) => quote.interaction === reply.interaction && quote.text.startsWith(reply.firstLine),
			);
			if (!match) problems.push(`${route}: no quote of "${reply.firstLine}" under "${reply.interaction}"`);
			else if (reply.interaction && !match.command) problems.push(`${route}: "${reply.interaction}" has no code`);
		}
		const copy = copyOf(route);
		const name = squeeze($(drawings[0]).find("> div > p").first().text());
		if (name && copy.split("\n").some((line) => squeeze(line.replace(/^(>\s?)+/, "")) === name))
			problems.push(`${route}: the reply's header "${name}" is copied`);
		if (/!\[\]\([^)]*logo\.svg\)/.test(copy)) problems.push(`${route}: the reply's avatar is copied`);
	}
	assert.ok(replies >= 40, `${replies} reply drawings`);
	assert.deepEqual(problems, []);
});

test("no dice widget leaves its notation alone on a line of the copy", () => {
	const problems = [];
	for (const { route } of pages) {
		const $ = loadRoute(route);
		const notations = new Set(
			$("article [role=group]")
				.filter((_, group) => $(group).children("button").length > 0)
				.map((_, group) => squeeze($(group).children("code").first().text()))
				.get(),
		);
		if (notations.size === 0) continue;
		visit(copyTree(route), "paragraph", (node) => {
			const [only, ...rest] = node.children;
			if (rest.length === 0 && only?.type === "inlineCode" && notations.has(squeeze(only.value)))
				problems.push(`${route}: \`${only.value}\``);
		});
	}
	assert.deepEqual(problems, []);
});
