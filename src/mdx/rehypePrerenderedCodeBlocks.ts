// Rehype plugin: each fenced block's lines are highlighted at build time and passed to
// CodeBlock as one HTML string (`prerenderedLines`), which hydration adopts as it is
// instead of rendering components per line and token. Blocks with a metastring or a
// magic comment keep the theme's rendering.
import type { Element, Root } from "hast";
import { SKIP, visit } from "unist-util-visit";
import { prerenderedLines } from "../code-highlighting/prerenderedLines";
import { siteCodeColours } from "../code-highlighting/siteCodeColours";

/** Docusaurus' default magic comments (the site configures none of its own). */
const MAGIC_COMMENT = /highlight-(next-line|start|end)/;

/** The block's language as CodeBlock's metadata names it: from `language-…`, else "text". */
function languageOf(code: Element): string {
	const classNames = code.properties.className;
	const list = Array.isArray(classNames) ? classNames.map(String) : [];
	const languageClass = list.find((name) => name.startsWith("language-"));
	return languageClass ? languageClass.slice("language-".length).toLowerCase() : "text";
}

function prerender(pre: Element): void {
	const elements = pre.children.filter((child) => child.type === "element");
	const [code] = elements;
	if (elements.length !== 1 || code?.tagName !== "code") return;
	// Docusaurus copies the fence's meta there: null when there is none.
	const meta = code.properties.metastring;
	if (typeof meta === "string" && meta.trim() !== "") return;
	const texts = code.children.filter((child) => child.type === "text");
	if (texts.length !== code.children.length) return;
	// CodeBlock drops the final line break that MDX leaves in a block's text.
	const text = texts
		.map((child) => child.value)
		.join("")
		.replace(/\r?\n$/, "");
	if (MAGIC_COMMENT.test(text)) return;
	code.properties.prerenderedLines = prerenderedLines(text, languageOf(code), siteCodeColours.theme);
}

export default function rehypePrerenderedCodeBlocks() {
	return (tree: Root): void => {
		visit(tree, "element", (node) => {
			if (node.tagName !== "pre") return;
			prerender(node);
			return SKIP;
		});
	};
}
