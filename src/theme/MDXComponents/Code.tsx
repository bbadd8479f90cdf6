/**
 * MDX's `code` element (a swizzle Docusaurus marks safe): inline code renders its
 * <code> here rather than through theme-classic's CodeInline, one component less for
 * each of the hundreds of snippets a doc page hydrates. Blocks go to CodeBlock as before.
 */
import CodeBlock from "@theme/CodeBlock";
import type { Props } from "@theme/MDXComponents/Code";
import { Children, type ReactNode } from "react";

// As theme-classic decides: one line of text only (an empty block has no children).
function isInline(children: ReactNode): boolean {
	return (
		children !== undefined &&
		Children.toArray(children).every((child) => typeof child === "string" && !child.includes("\n"))
	);
}

export default function MDXCode(props: Props): ReactNode {
	return isInline(props.children) ? <code {...props} /> : <CodeBlock {...props}>{props.children}</CodeBlock>;
}
