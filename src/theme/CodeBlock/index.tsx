/**
 * Code block, written for this site in place of theme-classic's CodeBlock.
 *
 * Theirs keys its content on `useIsBrowser()`, so every block on the page is torn
 * down and built again right after hydration: the server only knows the light
 * Prism theme, and the inline colours of a dark-mode visitor must change. Our
 * Prism theme gives the colours as CSS variables
 * (src/code-highlighting/colourVariables.ts), so the server's markup is right in
 * both modes and the hydrated blocks stay as they are. Code given as a string
 * goes to our Content/String (with the lines the build may have prerendered),
 * the rare JSX child to theme-classic's Content/Element.
 */
import type { Props } from "@theme/CodeBlock";
import ElementContent from "@theme/CodeBlock/Content/Element";
import { Children, isValidElement, type ReactNode } from "react";
import StringContent, { type CodeBlockStringProps } from "./Content/String";

/** A block's text as one string (what the copy button copies), or its children as they are when one is an element. */
function textOrElements(children: ReactNode): ReactNode {
	if (Children.toArray(children).some(isValidElement)) return children;
	return Array.isArray(children) ? children.join("") : children;
}

export default function CodeBlock({
	children,
	prerenderedLines,
	...props
}: Props & Pick<CodeBlockStringProps, "prerenderedLines">): ReactNode {
	const content = textOrElements(children);
	if (typeof content === "string") {
		return (
			<StringContent {...props} prerenderedLines={prerenderedLines}>
				{content}
			</StringContent>
		);
	}
	return <ElementContent {...props}>{content}</ElementContent>;
}
