/**
 * theme-classic's Content/String, rewritten so that a block's lines are not rendered
 * again after hydration: the metadata and layout element keep their identity, the
 * lines get a word-wrap value that changes only when wrapping is switched (the live
 * one goes to the buttons), and lines prerendered at build time are used as they are.
 */
import { useThemeConfig } from "@docusaurus/theme-common";
import { CodeBlockContextProvider, createCodeBlockMetadata } from "@docusaurus/theme-common/internal";
import type { Props } from "@theme/CodeBlock/Content/String";
import CodeBlockLayout from "@theme/CodeBlock/Layout";
import { type ReactNode, useMemo } from "react";
import { PrerenderedLinesContext } from "../prerenderedLinesContext";
import { LiveWordWrapContext, useCodeWordWrap, type WordWrap } from "../wordWrapState";

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
