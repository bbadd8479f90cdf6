/**
 * Inline styles for highlighted code from a prism-react-renderer colour theme
 * (the `prism.theme` / `prism.darkTheme` objects of the Docusaurus config).
 */

import type { PrismTheme } from "prism-react-renderer";
import type { CSSProperties } from "react";
import type { LineToken } from "./tokenLines";

/** Style per token type, plus `root` (the block) and `plain` (each line: the theme's text colour, no background). */
export type TokenStyles = Record<string, CSSProperties | undefined> & { root: CSSProperties; plain: CSSProperties };

export function tokenStyles(theme: PrismTheme, language: string): TokenStyles {
	const byType: Record<string, CSSProperties | undefined> = {};
	for (const rule of theme.styles) {
		if (rule.languages && !rule.languages.includes(language)) continue;
		for (const type of rule.types) byType[type] = { ...byType[type], ...(rule.style as CSSProperties) };
	}
	const root = theme.plain as CSSProperties;
	return { ...byType, root, plain: { ...root, backgroundColor: undefined } };
}

const INLINE_BLOCK: CSSProperties = { display: "inline-block" };

/**
 * The style of one token: its types' styles merged, later (inner) types winning.
 * The filler token of an empty line is an inline block so the line keeps its height.
 */
export function styleOfToken(styles: TokenStyles, token: LineToken): CSSProperties | undefined {
	const { types, empty } = token;
	const [only] = types;
	if (types.length === 1 && only === "plain") return empty ? INLINE_BLOCK : undefined;
	if (types.length === 1 && only !== undefined && empty) return styles[only];
	return Object.assign(empty ? { ...INLINE_BLOCK } : {}, ...types.map((type) => styles[type]));
}
