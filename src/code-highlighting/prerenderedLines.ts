// A code block's lines as HTML, rendered at build time with the markup theme-classic's
// CodeBlock/Line renders (tests/unit/code-highlighting compares them for every block).
// No React here: in the build, loaders may see another React than react-dom/server.
import type { Element, ElementContent } from "hast";
import { toHtml } from "hast-util-to-html";
import type { PrismTheme } from "prism-react-renderer";
import type { CSSProperties } from "react";
import { styleOfToken, tokenStyles } from "./themeStyles";
import { tokenLinesOf } from "./tokenize";
import type { LineToken } from "./tokenLines";

/** A style object as a `style` attribute, written as React writes it (all our values are strings). */
function styleAttribute(style: CSSProperties | undefined): string | undefined {
	const declarations = Object.entries(style ?? {})
		.filter(([, value]) => value !== undefined && value !== null && value !== "")
		.map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`);
	return declarations.length > 0 ? declarations.join(";") : undefined;
}

function element(
	tagName: string,
	className: string[],
	style: CSSProperties | undefined,
	children: ElementContent[],
): Element {
	const properties: Element["properties"] = className.length > 0 ? { className } : {};
	const styleText = styleAttribute(style);
	if (styleText) properties.style = styleText;
	return { type: "element", tagName, properties, children };
}

/** Line's fix: a line that is only a line break renders no text, its `<br>` is enough. */
function withoutLoneLineBreak(line: LineToken[]): LineToken[] {
	const [only] = line;
	return line.length === 1 && only?.content === "\n" ? [{ ...only, content: "" }] : line;
}

/**
 * @param code the block's code without its final line break (what CodeBlock's metadata holds)
 * @param language the block's language as CodeBlock's metadata names it ("text" when none is given)
 * @param theme the Prism theme the site's config gives the code blocks
 */
export function prerenderedLines(code: string, language: string, theme: PrismTheme): string {
	const styles = tokenStyles(theme, language);
	const lines = tokenLinesOf(code, language).map((tokenLine) => {
		const tokens = withoutLoneLineBreak(tokenLine).map((token) =>
			element(
				"span",
				["token", ...token.types],
				styleOfToken(styles, token),
				token.content ? [{ type: "text", value: token.content }] : [],
			),
		);
		return element("div", ["token-line"], styles.plain, [...tokens, element("br", [], undefined, [])]);
	});
	return toHtml({ type: "root", children: lines });
}
