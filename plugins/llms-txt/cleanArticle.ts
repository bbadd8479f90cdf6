// A rehype step for the Markdown copies of the pages (see ./index.ts), run on each page's rendered article before
// it becomes Markdown. It drops what only makes sense on the live page: the headings' "#" permalinks, the "Copy page"
// bar (src/components/CopyPage), every button (the widgets' "Roll" and "Odds"), the <noscript> notices and React's
// empty comments (which would come out as stray `<!-- -->`). It gives each highlighted code block back as one
// <pre><code class="language-…"> holding its lines, so that the copy carries the block's exact text and its
// language, and it turns each admonition into a blockquote opened by its title in bold. It relies on the theme's
// stable class names and ours only.
import type { Element, ElementContent, Root } from "hast";
import { SKIP, visit } from "unist-util-visit";

const classesOf = (node: Element): string[] => {
	const value = node.properties?.className;
	return Array.isArray(value) ? value.map(String) : String(value ?? "").split(/\s+/);
};

const textOf = (node: ElementContent): string =>
	node.type === "text" ? node.value : node.type === "element" ? node.children.map(textOf).join("") : "";

/** A code block's text as the reader sees it: the theme ends every line with a <br>, the last one included. */
const codeTextOf = (node: ElementContent): string => {
	if (node.type === "text") return node.value;
	if (node.type !== "element") return "";
	if (node.tagName === "br") return "\n";
	return node.children.map(codeTextOf).join("");
};

/** The theme's code block (div.theme-code-block, language on its classes) as a bare <pre><code>, or null. */
function plainCodeBlock(node: Element): Element | null {
	let code: Element | undefined;
	visit(node, "element", (child) => {
		if (child.tagName === "code" && !code) code = child;
	});
	if (!code) return null;
	const language = classesOf(node).find((name) => name.startsWith("language-"));
	const lines = code.children.map(codeTextOf).join("");
	return {
		type: "element",
		tagName: "pre",
		properties: {},
		children: [
			{
				type: "element",
				tagName: "code",
				properties: language ? { className: [language] } : {},
				// hast-util-to-mdast trims one final line break, which the theme's last <br> adds.
				children: [{ type: "text", value: lines.endsWith("\n") ? lines : `${lines}\n` }],
			},
		],
	};
}

const isDropped = (node: Element, classes: string[]) =>
	(node.tagName === "a" && classes.includes("hash-link")) ||
	classes.includes("copy-page-bar") ||
	classes.includes("markdown-copy-skip") ||
	node.tagName === "button" ||
	node.tagName === "noscript";

export function rehypeCleanArticle() {
	return (tree: Root) => {
		visit(tree, "comment", (_node, index, parent) => {
			if (parent && index !== undefined) {
				parent.children.splice(index, 1);
				return index;
			}
			return undefined;
		});
		visit(tree, "element", (node, index, parent) => {
			const classes = classesOf(node);
			if (isDropped(node, classes) && parent && index !== undefined) {
				parent.children.splice(index, 1);
				return index;
			}
			if (classes.includes("theme-code-block") && parent && index !== undefined) {
				const plain = plainCodeBlock(node);
				if (plain) {
					parent.children[index] = plain;
					return [SKIP, index];
				}
			}
			if (classes.includes("theme-admonition")) {
				const [heading, ...body] = node.children.filter((child): child is Element => child.type === "element");
				const title = heading ? textOf(heading).trim() : "";
				const content = body.flatMap((part) => part.children);
				node.tagName = "blockquote";
				node.properties = {};
				node.children = [
					...(title
						? [
								{
									type: "element",
									tagName: "p",
									properties: {},
									children: [
										{ type: "element", tagName: "strong", properties: {}, children: [{ type: "text", value: title }] },
									],
								} satisfies Element,
							]
						: []),
					...content,
				];
			}
			return undefined;
		});
	};
}
