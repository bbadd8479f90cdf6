// The site's Highlight (src/code-highlighting, what the bundle gets for
// "prism-react-renderer") must render code blocks exactly as prism-react-renderer
// does, since Docusaurus' CodeBlock components and the server-rendered HTML were
// written against it. Every fenced block of the docs, in both languages and both
// colour themes, is rendered the way CodeBlock/Content and CodeBlock/Line render
// it, with each implementation, and the markup is compared.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as cheerio from "cheerio";
import * as Original from "prism-react-renderer";
import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Highlight, Prism } from "../../../src/code-highlighting";
import { type ColourVariables, codeColourTheme } from "../../../src/code-highlighting/colourVariables";
import type { RenderProps } from "../../../src/code-highlighting/Highlight";
import { prerenderedLines } from "../../../src/code-highlighting/prerenderedLines";
import { siteCodeColours } from "../../../src/code-highlighting/siteCodeColours";
import { toTokenLines } from "../../../src/code-highlighting/tokenLines";
import { readableCodeTheme } from "../../../src/data/readableCodeTheme";

const ROOT = path.resolve(__dirname, "../../..");
const CONTENT_DIRS = ["docs", "i18n/en/docusaurus-plugin-content-docs"];
const THEMES = {
	light: readableCodeTheme(Original.themes.oneLight),
	dark: readableCodeTheme(Original.themes.oneDark),
};

const COLOUR_VARIABLES = codeColourTheme(THEMES);

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
	for (const [, , info = "", code = ""] of source.matchAll(fence)) {
		const language = info.trim().split(/\s+/)[0] || "text";
		blocks.push({ where: `${path.relative(ROOT, file)}:${language}`, language, code });
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

/**
 * Renders like theme-classic's CodeBlock/Content and CodeBlock/Line (line-break fix
 * included), with a highlighted line every third line unless `plainLines`.
 */
const renderLikeCodeBlock = (props: RenderProps) => renderBlock(props, false);

function renderBlock(
	{ className, style, tokens, getLineProps, getTokenProps }: RenderProps,
	plainLines: boolean,
): ReactNode {
	return createElement(
		"pre",
		{ className, style },
		createElement(
			"code",
			null,
			tokens.map((rawLine, lineIndex) => {
				const [only] = rawLine;
				const line = rawLine.length === 1 && only?.content === "\n" ? [{ ...only, content: "" }] : rawLine;
				const lineProps = getLineProps({
					line,
					className: !plainLines && lineIndex % 3 === 0 ? "theme-code-block-highlighted-line" : undefined,
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

function renderOriginal(
	sample: Sample,
	theme: Original.PrismTheme,
	prism?: unknown,
	render: (props: RenderProps) => ReactNode = renderLikeCodeBlock,
): string {
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
				children: render as never,
			}),
		),
	);
}

describe("code highlighting", () => {
	// 104 blocks since the bot's replies became <BotReply> elements (issue 38) instead of text blocks.
	it("finds the docs' code blocks", () => {
		expect(docSamples.length).toBeGreaterThanOrEqual(100);
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
			expect(unchanged.length).toBeGreaterThanOrEqual(95);
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

/**
 * What the browser computes from our markup in one colour mode: each `var(--code-…)`
 * replaced by the mode's value, a declaration whose variable the mode leaves unset
 * dropped (its property is then inherited or initial, as with no declaration), and
 * each style's declarations sorted, since their order does not matter.
 */
function resolveColourVariables(markup: string, values: Record<string, string>): string {
	return markup.replace(/ style="([^"]*)"/g, (_, style: string) => {
		const declarations = style
			.split(";")
			.filter(Boolean)
			.flatMap((declaration) => {
				const [property, ...rest] = declaration.split(":");
				const value = rest.join(":");
				const variable = /^var\((--code-[\w-]+)\)$/.exec(value)?.[1];
				if (!variable) return [`${property}:${value}`];
				return variable in values ? [`${property}:${values[variable]}`] : [];
			})
			.sort();
		return declarations.length ? ` style="${declarations.join(";")}"` : "";
	});
}

function sortDeclarations(markup: string): string {
	return resolveColourVariables(markup, {});
}

/** The `--name: value` pairs of the stylesheet's first rule matching `selector`. */
function declaredIn(stylesheet: string, selector: string): Record<string, string> {
	const start = stylesheet.indexOf(`${selector} {`);
	expect(start, selector).toBeGreaterThanOrEqual(0);
	const body = stylesheet.slice(start, stylesheet.indexOf("}", start));
	return Object.fromEntries([...body.matchAll(/(--code-[\w-]+): ([^;]+);/g)].map((match) => [match[1], match[2]]));
}

describe("one code theme for both colour modes", () => {
	it.each(["light", "dark"] as const)(
		"with the %s mode's variable values, colours every block as that mode's own theme does",
		(mode) => {
			const values = COLOUR_VARIABLES.variables[mode];
			for (const sample of [...docSamples, ...edgeSamples]) {
				const ours = resolveColourVariables(renderOurs(sample, COLOUR_VARIABLES.theme), values);
				expect(ours, sample.where).toBe(sortDeclarations(renderOriginal(sample, THEMES[mode], Prism)));
			}
		},
	);

	it("renders the same markup whatever the mode, with the colours in variables", () => {
		const json = renderOurs({ where: "", language: "json", code: '{ "Force": 12 }' }, COLOUR_VARIABLES.theme);
		expect(json).toContain('class="token property" style="color:var(--code-token-property-color)"');
		expect(json).not.toMatch(/#[0-9a-f]{6}|hsl\(/i);
	});

	it("declares the light values on :root and the dark ones under [data-theme=dark]", () => {
		const { stylesheet, variables } = COLOUR_VARIABLES;
		expect(declaredIn(stylesheet, ":root")).toEqual(variables.light);
		const dark = declaredIn(stylesheet, '[data-theme="dark"]');
		expect(Object.fromEntries(Object.entries(dark).filter(([, value]) => value !== "initial"))).toEqual(variables.dark);
		expect(variables.dark["--code-token-property-color"]).not.toBe(variables.light["--code-token-property-color"]);
	});

	it("resets in dark mode a colour only the light theme sets, and keeps values the modes share literal", () => {
		const light: Original.PrismTheme = {
			plain: { color: "#111111", backgroundColor: "#ffffff" },
			styles: [
				{ types: ["comment"], style: { color: "#777777", fontStyle: "italic" } },
				{ types: ["url"], style: { color: "#0000aa" } },
			],
		};
		const dark: Original.PrismTheme = {
			plain: { color: "#eeeeee", backgroundColor: "#000000" },
			styles: [{ types: ["comment"], style: { color: "#999999", fontStyle: "italic" } }],
		};
		const { theme, variables, stylesheet } = codeColourTheme({ light, dark });
		const comment = theme.styles.find((rule) => rule.types.includes("comment"));
		expect(comment?.style).toEqual({ color: "var(--code-token-comment-color)", fontStyle: "italic" });
		expect(variables satisfies ColourVariables).toEqual({
			light: {
				"--code-base-color": "#111111",
				"--code-base-background-color": "#ffffff",
				"--code-token-comment-color": "#777777",
				"--code-token-url-color": "#0000aa",
			},
			dark: {
				"--code-base-color": "#eeeeee",
				"--code-base-background-color": "#000000",
				"--code-token-comment-color": "#999999",
			},
		});
		expect(declaredIn(stylesheet, '[data-theme="dark"]')["--code-token-url-color"]).toBe("initial");
	});

	it("refuses a theme rule limited to some languages, which variables cannot express", () => {
		const light: Original.PrismTheme = {
			plain: {},
			styles: [{ types: ["keyword"], languages: ["json"], style: { color: "#aa0000" } }],
		};
		expect(() => codeColourTheme({ light, dark: light })).toThrow(/some languages only/);
	});
});

/** HTML as the browser reads it: parsed as a fragment and written out again. */
function asParsed(html: string): string {
	return cheerio.load(html, null, false).html();
}

/** The lines theme-classic's CodeBlock renders for a block, as prism-react-renderer gives them (the inside of its <code>). */
function linesAsTheThemeRendersThem(sample: Sample, theme: Original.PrismTheme): string {
	const page = cheerio.load(
		renderOriginal(sample, theme, Prism, (props) => renderBlock(props, true)),
		null,
		false,
	);
	return page("code").html() ?? "";
}

describe("lines prerendered at build time", () => {
	it("give the browser the elements the theme renders, for every block of the docs", () => {
		for (const sample of [...docSamples, ...edgeSamples]) {
			// What CodeBlock's metadata holds: the code without its last line break, the language in lower case.
			const code = sample.code.replace(/\r?\n$/, "");
			const language = sample.language.toLowerCase();
			const expected = linesAsTheThemeRendersThem({ ...sample, code, language }, siteCodeColours.theme);
			expect(expected, sample.where).toContain('class="token-line"');
			expect(asParsed(prerenderedLines(code, language, siteCodeColours.theme)), sample.where).toBe(asParsed(expected));
		}
	});

	it("colour tokens with the site's variables and escape the code's text", () => {
		const json = prerenderedLines('{ "<b>": 12 }', "json", siteCodeColours.theme);
		expect(json).toContain('<span class="token property" style="color:var(--code-token-property-color)">');
		expect(json).not.toContain("<b>");
		expect(cheerio.load(json, null, false)(".token.property").text()).toBe('"<b>"');
	});

	it("keep empty lines one line high and end each line with a line break", () => {
		const lines = cheerio.load(prerenderedLines("a\n\nb", "text", siteCodeColours.theme), null, false)(".token-line");
		expect(lines).toHaveLength(3);
		expect(lines.eq(1).find("span").attr("style")).toBe("display:inline-block");
		expect(lines.toArray().every((line) => cheerio.load(line).root().find("br").length === 1)).toBe(true);
	});
});
