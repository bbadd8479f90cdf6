/**
 * A drop-in for prism-react-renderer's `<Highlight>` render-prop component, built
 * on the small Prism of ./prism.ts. Docusaurus' CodeBlock calls it with
 * `theme`, `code` and `language`, and renders lines with `getLineProps` and
 * `getTokenProps`; the props and class names are the ones it expects.
 */
import clsx from "clsx";
import type { PrismTheme } from "prism-react-renderer";
import type { CSSProperties, ReactNode } from "react";
import { useCallback, useMemo } from "react";
import { styleOfToken, tokenStyles } from "./themeStyles";
import { tokenLinesOf } from "./tokenize";
import type { LineToken } from "./tokenLines";

interface ElementProps {
	className?: string;
	style?: CSSProperties;
	[prop: string]: unknown;
}

export interface LineInputProps extends ElementProps {
	line: LineToken[];
}

export interface TokenInputProps extends ElementProps {
	token: LineToken;
}

export interface RenderProps {
	tokens: LineToken[][];
	className: string;
	style: CSSProperties;
	getLineProps: (input: LineInputProps) => ElementProps;
	getTokenProps: (input: TokenInputProps) => ElementProps & { children: string };
}

export interface HighlightProps {
	code: string;
	language: string;
	theme: PrismTheme;
	children: (props: RenderProps) => ReactNode;
}

export function Highlight({ code, language: requestedLanguage, theme, children }: HighlightProps) {
	const language = requestedLanguage.toLowerCase();
	const styles = useMemo(() => tokenStyles(theme, language), [theme, language]);
	const tokens = useMemo(() => tokenLinesOf(code, language), [code, language]);

	const getLineProps = useCallback(
		({ line: _line, className, style, ...rest }: LineInputProps): ElementProps => ({
			...rest,
			className: clsx("token-line", className),
			style: style ? { ...styles.plain, ...style } : styles.plain,
		}),
		[styles],
	);

	const getTokenProps = useCallback(
		({ token, className, style, ...rest }: TokenInputProps) => {
			const tokenStyle = styleOfToken(styles, token);
			return {
				...rest,
				className: clsx("token", ...token.types, className),
				children: token.content,
				style: style ? { ...tokenStyle, ...style } : tokenStyle,
			};
		},
		[styles],
	);

	return children({
		tokens,
		className: `prism-code language-${language}`,
		style: styles.root,
		getLineProps,
		getTokenProps,
	});
}
