// theme-classic's code-block content, wrapped: prerendered lines are set as the inner
// HTML of the same <pre><code> the theme renders; other blocks render as the theme's.

import contentStyles from "@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css";
import { usePrismTheme } from "@docusaurus/theme-common";
import { useCodeBlockContext } from "@docusaurus/theme-common/internal";
import type { Props } from "@theme/CodeBlock/Content";
import CodeBlockContent from "@theme-original/CodeBlock/Content";
import clsx from "clsx";
import type { CSSProperties, ReactNode } from "react";
import { useContext } from "react";
import { PrerenderedLinesContext } from "../prerenderedLinesContext";

function PrerenderedContent({ className, lines }: Props & { lines: string }): ReactNode {
	const { metadata, wordWrap } = useCodeBlockContext();
	const { plain } = usePrismTheme();
	return (
		<pre
			ref={wordWrap.codeBlockRef}
			// biome-ignore lint/a11y/noNoninteractiveTabindex: as the theme's: a block that overflows scrolls with the keyboard
			tabIndex={0}
			className={clsx(className, `prism-code language-${metadata.language}`, contentStyles.codeBlock, "thin-scrollbar")}
			style={plain as CSSProperties}
		>
			{/* biome-ignore lint/security/noDangerouslySetInnerHtml: markup rendered from the docs' own code at build time, text escaped */}
			<code className={contentStyles.codeBlockLines} dangerouslySetInnerHTML={{ __html: lines }} />
		</pre>
	);
}

export default function CodeBlockContentWithPrerenderedLines(props: Props): ReactNode {
	const lines = useContext(PrerenderedLinesContext);
	if (lines === null) return <CodeBlockContent {...props} />;
	return <PrerenderedContent {...props} lines={lines} />;
}
