/**
 * theme-classic's code block buttons, wrapped: they read the block's live
 * word-wrap state (whether the code overflows, to show the wrap button) from
 * LiveWordWrapContext, which our Content/String provides. Blocks rendered by
 * theme-classic's Content/Element have no such context and keep the shared one.
 */
import { CodeBlockContextProvider, useCodeBlockContext } from "@docusaurus/theme-common/internal";
import type { Props } from "@theme/CodeBlock/Buttons";
import Buttons from "@theme-original/CodeBlock/Buttons";
import { type ReactNode, useContext } from "react";
import { LiveWordWrapContext } from "../wordWrapState";

export default function ButtonsWithLiveWordWrap(props: Props): ReactNode {
	const { metadata, wordWrap } = useCodeBlockContext();
	const live = useContext(LiveWordWrapContext);
	return (
		<CodeBlockContextProvider metadata={metadata} wordWrap={live ?? wordWrap}>
			<Buttons {...props} />
		</CodeBlockContextProvider>
	);
}
