// Ejected CodeBlock: the colours are CSS variables (src/code-highlighting), so the
// server's blocks are right in both modes and, unlike theme-classic's, are not rebuilt
// after hydration. Strings go to our Content/String, JSX children to the theme's Element.
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
