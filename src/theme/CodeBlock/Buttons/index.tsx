// theme-classic's code-block buttons, wrapped: they read the block's live word-wrap
// state (LiveWordWrapContext), and mount after hydration as a transition, in slices,
// rather than in the one-piece render that follows hydration.
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
