/**
 * theme-classic's code block buttons, wrapped:
 * - they read the block's live word-wrap state (whether the code overflows, to
 *   show the wrap button) from LiveWordWrapContext, which our Content/String
 *   provides. Blocks rendered by theme-classic's Content/Element have no such
 *   context and keep the shared one.
 * - they are mounted after hydration as a transition. theme-classic renders them
 *   in the browser only, so they all appeared in the render that follows
 *   hydration, which React does in one piece: on the notation page, the buttons
 *   of its 18 code blocks were 144 of that render's 408 components. As a
 *   transition, React renders them in short slices that leave the main thread
 *   free in between.
 */
import { CodeBlockContextProvider, useCodeBlockContext } from "@docusaurus/theme-common/internal";
import { useMountedAsTransition } from "@site/src/components/useMountedAsTransition";
import type { Props } from "@theme/CodeBlock/Buttons";
import Buttons from "@theme-original/CodeBlock/Buttons";
import { type ReactNode, useContext } from "react";
import { LiveWordWrapContext } from "../wordWrapState";

export default function ButtonsWithLiveWordWrap(props: Props): ReactNode {
	const { metadata, wordWrap } = useCodeBlockContext();
	const live = useContext(LiveWordWrapContext);
	const mounted = useMountedAsTransition();
	if (!mounted) return null;
	return (
		<CodeBlockContextProvider metadata={metadata} wordWrap={live ?? wordWrap}>
			<Buttons {...props} />
		</CodeBlockContextProvider>
	);
}
