/**
 * A code block given as a string: theme-classic's component, rewritten so that
 * the block's lines are not rendered again after hydration for nothing.
 *
 * Theirs builds the block's metadata afresh and creates the layout element anew
 * on every render, so each state change of its word-wrap hook re-renders every
 * line, such as noting that the code overflows right after hydration (which our
 * theme-common patch makes a transition, and no longer does for blocks that do
 * not overflow). Here:
 * - the metadata keeps its identity while the props are the same, and the layout
 *   element is created once, so React skips the block when nothing it shows changed;
 * - the context the lines read gets a word-wrap value that changes only when
 *   wrapping is switched; the live value, overflow included, goes to the buttons
 *   through LiveWordWrapContext (see ../wordWrapState.ts and ../Buttons);
 * - lines prerendered at build time (the `prerenderedLines` prop, see
 *   src/mdx/rehypePrerenderedCodeBlocks.ts) go to our Content through
 *   PrerenderedLinesContext, unless the metadata gives the lines something of
 *   their own (highlighted lines, line numbers), which the theme renders.
 */
import { useThemeConfig } from "@docusaurus/theme-common";
import { CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap } from "@docusaurus/theme-common/internal";
import type { Props } from "@theme/CodeBlock/Content/String";
import CodeBlockLayout from "@theme/CodeBlock/Layout";
import { type ReactNode, useMemo } from "react";
import { PrerenderedLinesContext } from "../prerenderedLinesContext";
import { LiveWordWrapContext, type WordWrap } from "../wordWrapState";

/** The props MDX gives a fenced block, with the lines the build may have prerendered. */
export type CodeBlockStringProps = Props & { prerenderedLines?: string };

export default function CodeBlockString({
	children,
	className,
	metastring,
	language,
	title,
	showLineNumbers,
	prerenderedLines,
}: CodeBlockStringProps): ReactNode {
	const { prism } = useThemeConfig();
	const metadata = useMemo(
		() =>
			createCodeBlockMetadata({
				code: children,
				className,
				metastring,
				magicComments: prism.magicComments,
				defaultLanguage: prism.defaultLanguage,
				language,
				title,
				showLineNumbers,
			}),
		[children, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
	);
	const { codeBlockRef, isEnabled, isCodeScrollable, toggle } = useCodeWordWrap();
	const live = useMemo<WordWrap>(
		() => ({ codeBlockRef, isEnabled, isCodeScrollable, toggle }),
		[codeBlockRef, isEnabled, isCodeScrollable, toggle],
	);
	// The lines use the ref only; overflow is the buttons' business.
	const forLines = useMemo<WordWrap>(
		() => ({ codeBlockRef, isEnabled, isCodeScrollable: false, toggle }),
		[codeBlockRef, isEnabled, toggle],
	);
	const linesOfTheirOwn = metadata.lineNumbersStart !== undefined || Object.keys(metadata.lineClassNames).length > 0;
	const lines = prerenderedLines !== undefined && !linesOfTheirOwn ? prerenderedLines : null;
	const layout = useMemo(() => <CodeBlockLayout />, []);
	return (
		<LiveWordWrapContext.Provider value={live}>
			<PrerenderedLinesContext.Provider value={lines}>
				<CodeBlockContextProvider metadata={metadata} wordWrap={forLines}>
					{layout}
				</CodeBlockContextProvider>
			</PrerenderedLinesContext.Provider>
		</LiveWordWrapContext.Provider>
	);
}
