// Fenced code blocks get their lines highlighted at build time, as an HTML string
// next to their text; blocks whose lines the theme marks itself (line ranges,
// line numbers, a title, magic comments) and inline code are left as they are.
import { compile } from "@mdx-js/mdx";
import * as cheerio from "cheerio";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { prerenderedLines } from "../../../src/code-highlighting/prerenderedLines";
import { siteCodeColours } from "../../../src/code-highlighting/siteCodeColours";
import rehypePrerenderedCodeBlocks from "../../../src/mdx/rehypePrerenderedCodeBlocks";

// What Docusaurus' MDX loader does before our plugin runs: a fence's meta becomes the <code> element's `metastring`.
const codeCompat = () => (tree: Root) => {
	visit(tree, "code", (node) => {
		node.data = { ...node.data, hProperties: { ...node.data?.hProperties, metastring: node.meta } };
	});
};

type CodeElement = { properties: Record<string, unknown>; children: { value?: string }[] };

/** The <code> elements inside <pre>, as our plugin leaves them. */
async function codeBlocksOf(markdown: string): Promise<CodeElement[]> {
	const blocks: CodeElement[] = [];
	const collect = () => (tree: unknown) => {
		const walk = (node: { tagName?: string; children?: unknown[] }, parent?: { tagName?: string }) => {
			if (node.tagName === "code" && parent?.tagName === "pre") blocks.push(node as unknown as CodeElement);
			for (const child of node.children ?? []) walk(child as typeof node, node);
		};
		walk(tree as { children?: unknown[] });
	};
	await compile(markdown, { remarkPlugins: [codeCompat], rehypePlugins: [rehypePrerenderedCodeBlocks, collect] });
	return blocks;
}

const fence = (info: string, code: string) => [`\`\`\`${info}`, code, "```", ""].join("\n");

describe("rehypePrerenderedCodeBlocks", () => {
	it("gives a plain fenced block its highlighted lines and keeps its text", async () => {
		const json = '{\n  "Force": 12\n}';
		const [block] = await codeBlocksOf(`Un modèle :\n\n${fence("json", json)}`);
		expect(block?.properties.prerenderedLines).toBe(prerenderedLines(json, "json", siteCodeColours.theme));
		expect(block?.children.map((child) => child.value).join("")).toBe(`${json}\n`);
		const lines = cheerio.load(String(block?.properties.prerenderedLines), null, false);
		expect(lines(".token-line")).toHaveLength(3);
		expect(lines(".token.property").text()).toBe('"Force"');
	});

	it("treats a block with no language as text, and names languages in lower case", async () => {
		const [untyped, upper] = await codeBlocksOf(`${fence("", "/roll 1d20")}\n${fence("JSON", '{ "a": 1 }')}`);
		expect(untyped?.properties.prerenderedLines).toBe(prerenderedLines("/roll 1d20", "text", siteCodeColours.theme));
		expect(upper?.properties.prerenderedLines).toBe(prerenderedLines('{ "a": 1 }', "json", siteCodeColours.theme));
	});

	it("leaves alone blocks whose lines the theme marks itself", async () => {
		const blocks = await codeBlocksOf(
			[
				fence('json title="template.json"', "{}"),
				fence("json {2}", '{\n  "a": 1\n}'),
				fence("bash showLineNumbers", "npm test"),
				fence("json", '{\n  // highlight-next-line\n  "a": 1\n}'),
			].join("\n"),
		);
		expect(blocks).toHaveLength(4);
		for (const block of blocks) expect(block.properties.prerenderedLines).toBeUndefined();
	});

	it("leaves inline code alone", async () => {
		const blocks = await codeBlocksOf("Tapez `/roll 1d20` puis `2d6`.");
		expect(blocks).toHaveLength(0);
		const compiled = String(await compile("Tapez `/roll 1d20`.", { rehypePlugins: [rehypePrerenderedCodeBlocks] }));
		expect(compiled).not.toContain("prerenderedLines");
	});
});
