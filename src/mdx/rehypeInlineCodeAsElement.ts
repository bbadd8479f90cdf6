// A rehype plugin for the site's MDX: inline code (`like this`) becomes a plain
// <code> element in the compiled page instead of going through the theme's MDX
// `code` component. For inline code that component only decides "this is not a
// code block" and renders CodeInline, which renders the same <code>: two React
// components per snippet, about 350 on the notation page (a quarter of what
// hydration renders there), for markup that is identical either way.
//
// MDX leaves elements marked as explicit JSX (what `<code>` typed in MDX is)
// out of its component mapping; the mark is set on every <code> that is not
// the child of a <pre>, which stays a code block.
import type { Root } from "hast";
import { visit } from "unist-util-visit";

export default function rehypeInlineCodeAsElement() {
	return (tree: Root): void => {
		visit(tree, "element", (node, _index, parent) => {
			if (node.tagName === "code" && !(parent?.type === "element" && parent.tagName === "pre")) {
				// A field MDX reads, which hast's types do not list.
				node.data = { ...node.data, _mdxExplicitJsx: true } as typeof node.data;
			}
		});
	};
}
