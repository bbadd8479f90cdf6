// The site's Highlight (src/code-highlighting, what the bundle gets for
// "prism-react-renderer") must render code blocks exactly as prism-react-renderer
// does, since Docusaurus' CodeBlock components and the server-rendered HTML were
// written against it. Every fenced block of the docs, in both languages and both
// colour themes, is rendered the way CodeBlock/Content and CodeBlock/Line render
// it, with each implementation, and the markup is compared.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as Original from "prism-react-renderer";
import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Highlight, Prism } from "../../../src/code-highlighting";
import type { RenderProps } from "../../../src/code-highlighting/Highlight";
import { toTokenLines } from "../../../src/code-highlighting/tokenLines";
import { readableCodeTheme } from "../../../src/data/readableCodeTheme";

const ROOT = path.resolve(__dirname, "../../..");
const CONTENT_DIRS = ["docs", "i18n/en/docusaurus-plugin-content-docs"];
const THEMES = {
	light: readableCodeTheme(Original.themes.oneLight),
	dark: readableCodeTheme(Original.themes.oneDark),
};

interface Sample {
	where: string;
	language: string;
	code: string;
}

function markdownFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name);
		if (statSync(full).isDirectory()) return markdownFiles(full);
		return /\.mdx?$/.test(name) ? [full] : [];
	});
}

/** Fenced code blocks, with their language ("text" when none is given, as Docusaurus does). */
function codeBlocks(file: string): Sample[] {
	const blocks: Sample[] = [];
	const fence = /^(```+)([^\n]*)\n([\s\S]*?)\n\1\s*$/gm;
	const source = readFileSync(file, "utf8");
	for (const match of source.matchAll(fence)) {
		const language = match[2].trim().split(/\s+/)[0] || "text";
		blocks.push({ where: `${path.relative(ROOT, file)}:${language}`, language, code: match[3] });
	}
	return blocks;
}

const docSamples = CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(ROOT, dir))).flatMap(codeBlocks);

const edgeSamples: Sample[] = [
	{ where: "empty lines", language: "json", code: '{\n\n  "a": 1,\n\n\n  "b": [true, null]\n}\n' },
	{ where: "CRLF", language: "json", code: '{\r\n  "name": "Force"\r\n}' },
	{ where: "upper-case language", language: "JSON", code: '{ "x": -2.5e3 }' },
	{ where: "no grammar", language: "csv", code: "user,charName,Force\n\n,," },
	{
		where: "shell",
		language: "bash",
		code: 'npm run validate-template -- "$HOME/t.json" # check\nexport A=1 && echo "$A"',
	},
	{ where: "empty", language: "text", code: "" },
];

/** Renders like theme-classic's CodeBlock/Content and CodeBlock/Line (line-break fix included). */
function renderLikeCodeBlock({ className, style, tokens, getLineProps, getTokenProps }: RenderProps): ReactNode {
	return createElement(
		"pre",
		{ className, style },
		createElement(
			"code",
			null,
			tokens.map((rawLine, lineIndex) => {
				const line = rawLine.length === 1 && rawLine[0].content === "\n" ? [{ ...rawLine[0], content: "" }] : rawLine;
				const lineProps = getLineProps({
					line,
					className: lineIndex % 3 === 0 ? "theme-code-block-highlighted-line" : undefined,
				});
				return createElement(
					"div",
					{ key: lineIndex, ...lineProps },
					line.map((token, tokenIndex) => {
						const { children, ...tokenProps } = getTokenProps({ token });
						return createElement("span", { key: tokenIndex, ...tokenProps }, children);
					}),
					createElement("br"),
				);
			}),
		),
	);
}

function renderOurs(sample: Sample, theme: Original.PrismTheme): string {
	return renderToStaticMarkup(
		// biome-ignore lint/correctness/noChildrenProp: Highlight's children is a render function, as in prism-react-renderer
		createElement(Highlight, { code: sample.code, language: sample.language, theme, children: renderLikeCodeBlock }),
	);
}

function renderOriginal(sample: Sample, theme: Original.PrismTheme, prism?: unknown): string {
	return renderToStaticMarkup(
		createElement(
			Fragment,
			null,
			createElement(Original.Highlight, {
				code: sample.code,
				language: sample.language,
				theme,
				...(prism ? { prism: prism as typeof Original.Prism } : {}),
				// biome-ignore lint/correctness/noChildrenProp: a render function, as CodeBlock passes it
				children: renderLikeCodeBlock as never,
			}),
		),
	);
}

describe("code highlighting", () => {
	it("finds the docs' code blocks", () => {
		expect(docSamples.length).toBeGreaterThanOrEqual(120);
		expect(docSamples.some((sample) => sample.language === "json")).toBe(true);
	});

	it.each(Object.entries(THEMES))(
		"renders every block as prism-react-renderer would, given the same grammars (%s theme)",
		(_, theme) => {
			for (const sample of [...docSamples, ...edgeSamples]) {
				expect(renderOurs(sample, theme), sample.where).toBe(renderOriginal(sample, theme, Prism));
			}
		},
	);

	it.each(Object.entries(THEMES))(
		"colours JSON and plain blocks exactly as the site did before (%s theme)",
		(_, theme) => {
			const unchanged = [...docSamples, ...edgeSamples].filter((sample) =>
				["json", "text", "csv", "JSON"].includes(sample.language),
			);
			expect(unchanged.length).toBeGreaterThanOrEqual(120);
			for (const sample of unchanged) {
				expect(renderOurs(sample, theme), sample.where).toBe(renderOriginal(sample, theme));
			}
		},
	);

	it("colours JSON tokens and shell commands", () => {
		const json = renderOurs({ where: "", language: "json", code: '{ "Force": 12 }' }, THEMES.light);
		expect(json).toContain('class="token property"');
		expect(json).toContain('class="token number"');
		const shell = renderOurs({ where: "", language: "bash", code: "npm run build # all" }, THEMES.light);
		expect(shell).toContain('class="token comment"');
	});

	it("keeps an empty line one token high", () => {
		expect(toTokenLines("a\n\nb")).toEqual([
			[{ types: ["plain"], content: "a" }],
			[{ types: ["plain"], content: "\n", empty: true }],
			[{ types: ["plain"], content: "b" }],
		]);
	});

	// Manual mode only matters in a browser (Prism never touches the page in Node);
	// the browser tests fail on the hydration errors an automatic pass would cause.
	it("leaves no global Prism behind", () => {
		expect("Prism" in globalThis).toBe(false);
		expect(Object.keys(Prism.languages)).toEqual(expect.arrayContaining(["json", "bash", "text"]));
	});
});
