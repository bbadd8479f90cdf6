// A rehype step for the Markdown copies of the pages (see ./index.ts), run on each page's rendered article before
// it becomes Markdown. It drops the headings' "#" permalinks, which would otherwise become empty links, and the
// "Copy page" bar (src/components/CopyPage); it turns each admonition (usage, example, warning…) into a blockquote
// opened by its title in bold, so that the box and its title survive in Markdown. It relies on the theme's stable
// class names and ours only.
import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";

const classesOf = (node: Element): string[] => {
	const value = node.properties?.className;
	return Array.isArray(value) ? value.map(String) : String(value ?? "").split(/\s+/);
};

const textOf = (node: ElementContent): string =>
	node.type === "text" ? node.value : node.type === "element" ? node.children.map(textOf).join("") : "";

export function rehypeCleanArticle() {
	return (tree: Root) => {
		visit(tree, "element", (node, index, parent) => {
			const classes = classesOf(node);
			const dropped = (node.tagName === "a" && classes.includes("hash-link")) || classes.includes("copy-page-bar");
			if (dropped && parent && index !== undefined) {
				parent.children.splice(index, 1);
				return index;
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
