import type { Element, Root } from "hast";
import { describe, expect, it } from "vitest";
import { rehypeCleanArticle } from "../../../plugins/llms-txt/cleanArticle";
import { absoluteLinks, llmsTxtOptions } from "../../../plugins/llms-txt/options";

const el = (tagName: string, className: string[], children: Element["children"]): Element => ({
	type: "element",
	tagName,
	properties: className.length ? { className } : {},
	children,
});
const text = (value: string) => ({ type: "text" as const, value });

describe("the llms.txt index's links", () => {
	it("become full URLs of the locale being built", () => {
		const index = "- [Logs channel](/docs/config/logs.md): where errors go\n- [Site](https://example.org/x)";
		expect(absoluteLinks(index, "https://dicelette.github.io/en/")).toBe(
			"- [Logs channel](https://dicelette.github.io/en/docs/config/logs.md): where errors go\n- [Site](https://example.org/x)",
		);
		expect(absoluteLinks("[A](/docs/a.md)", "https://dicelette.github.io/")).toBe(
			"[A](https://dicelette.github.io/docs/a.md)",
		);
	});
});

describe("the plugin's options per locale", () => {
	it("describe the site in the locale's language and name sections at the locale's depth", () => {
		const fr = llmsTxtOptions("fr", "fr", "Dicelette");
		const en = llmsTxtOptions("en", "fr", "Dicelette");
		expect(fr.siteDescription).toMatch(/^Documentation de Dicelette/);
		expect(en.siteDescription).toMatch(/^Documentation of Dicelette/);
		expect(fr.depth + 1).toBe(en.depth);
		expect(fr.content.routeRules).toContainEqual({ route: "/docs/usage", categoryName: "Commandes" });
		expect(en.content.routeRules).toContainEqual({ route: "/en/docs/usage", categoryName: "Commands" });
		expect(en.content.excludeRoutes).toEqual(["/en/", "/en/search"]);
	});
});

describe("cleaning a page's article before it becomes Markdown", () => {
	it("drops heading permalinks and turns admonitions into blockquotes opened by their title", () => {
		const tree: Root = {
			type: "root",
			children: [
				el("h2", [], [text("Signs"), el("a", ["hash-link"], [text("\u200b")])]),
				el("div", ["copy-page-bar", "bar_x1"], [el("a", [], [text("Version Markdown")])]),
				el(
					"div",
					["theme-admonition", "theme-admonition-usage", "alert"],
					[el("div", [], [el("span", [], []), text("usage")]), el("div", [], [el("p", [], [text("/calc")])])],
				),
			],
		};
		rehypeCleanArticle()(tree);
		const [heading, admonition] = tree.children as Element[];
		expect(heading?.children).toEqual([text("Signs")]);
		expect(admonition?.tagName).toBe("blockquote");
		expect(admonition?.children).toEqual([
			el("p", [], [el("strong", [], [text("usage")])]),
			el("p", [], [text("/calc")]),
		]);
	});

	it("gives a highlighted code block back as one block with its language and exact lines", () => {
		const line = (...children: Element["children"]) => el("div", ["token-line"], [...children, el("br", [], [])]);
		const tree: Root = {
			type: "root",
			children: [
				el(
					"div",
					["language-csv", "codeBlockContainer_x", "theme-code-block"],
					[
						el(
							"div",
							[],
							[
								el(
									"pre",
									["prism-code"],
									[
										el(
											"code",
											[],
											[
												line(el("span", ["token", "plain"], [text('a;"- x')])),
												line(el("span", ["token", "plain"], [])),
												line(el("span", ["token", "plain"], [text('- y"')])),
											],
										),
									],
								),
							],
						),
					],
				),
			],
		};
		rehypeCleanArticle()(tree);
		expect(tree.children).toEqual([el("pre", [], [{ ...el("code", ["language-csv"], [text('a;"- x\n\n- y"\n')]) }])]);
	});

	it("drops the widgets' buttons, <noscript> notices and React's empty comments", () => {
		const tree: Root = {
			type: "root",
			children: [
				el("div", ["block_x"], [el("code", [], [text("1d20")]), el("button", [], [text("Roll")])]),
				el("noscript", [], [el("p", [], [text("needs JavaScript")])]),
				{ type: "comment", value: " " },
				el("p", [], [text("a"), { type: "comment", value: " " }, text("b")]),
			],
		};
		rehypeCleanArticle()(tree);
		expect(tree.children).toEqual([
			el("div", ["block_x"], [el("code", [], [text("1d20")])]),
			el("p", [], [text("a"), text("b")]),
		]);
	});

	it("copies a reply drawing as the line naming the command over a quote of the bot's text", () => {
		const drawing: Element = {
			...el(
				"article",
				["message_x"],
				[
					el(
						"p",
						["interaction_x"],
						[el("span", [], [text("@Lou")]), text(" a utilisé "), el("span", [], [text("/roll")])],
					),
					{ ...el("img", ["avatar_x"], []), properties: { className: ["avatar_x"], src: "/img/logo.svg", alt: "" } },
					el(
						"div",
						["body_x"],
						[
							el("p", ["header_x"], [el("span", [], [text("Dicelette")]), el("span", [], [text("APP")])]),
							el(
								"div",
								["content_x"],
								[el("div", [], [el("em", [], [text("@Lou")])]), el("div", [], [text("`1d20` ⟶ 12")])],
							),
						],
					),
				],
			),
			properties: { className: ["message_x"], dataSource: "model" },
		};
		const tree: Root = { type: "root", children: [drawing] };
		rehypeCleanArticle()(tree);
		expect(tree.children).toEqual([
			el("p", [], [el("span", [], [text("@Lou")]), text(" a utilisé "), el("code", [], [text("/roll")])]),
			el(
				"blockquote",
				[],
				[
					el(
						"div",
						["content_x"],
						[el("div", [], [el("em", [], [text("@Lou")])]), el("div", [], [text("`1d20` ⟶ 12")])],
					),
				],
			),
		]);
	});

	it("leaves out a dice widget whose notation the page shows, and words any other as its button's verb", () => {
		const widget = (notation: string) => ({
			...el("div", ["block_x"], [el("code", [], [text(notation)]), el("button", [], [text("Roll")])]),
			properties: { className: ["block_x"], role: "group" },
		});
		const tree: Root = {
			type: "root",
			children: [el("pre", [], [el("code", [], [text("2d6+3 # Sword\n")])]), widget("2d6+3"), widget("1d20+$")],
		};
		rehypeCleanArticle()(tree);
		expect(tree.children).toEqual([
			el("pre", [], [el("code", [], [text("2d6+3 # Sword\n")])]),
			el("p", [], [text("Roll "), el("code", [], [text("1d20+$")])]),
		]);
	});
});
