/**
 * A code block's word-wrap state, and a second context that gives its live value
 * (overflow included) to the buttons only, so the lines do not render again when
 * the block learns that it overflows.
 */
import { createContext, type RefObject, useCallback, useEffect, useRef, useState } from "react";

export type WordWrap = {
	codeBlockRef: RefObject<HTMLPreElement | null>;
	isEnabled: boolean;
	isCodeScrollable: boolean;
	toggle: () => void;
};

export const LiveWordWrapContext = createContext<WordWrap | null>(null);

/**
 * theme-common's useCodeWordWrap, with the overflow read by a ResizeObserver, which
 * reports once the browser has laid a block out: theirs reads every block's width on
 * mount and on each window resize, forcing a layout of the whole page each time.
 */
export function useCodeWordWrap(): WordWrap {
	const [isEnabled, setIsEnabled] = useState(false);
	const [isCodeScrollable, setIsCodeScrollable] = useState(false);
	const codeBlockRef = useRef<HTMLPreElement | null>(null);
	const toggle = useCallback(() => {
		const code = codeBlockRef.current?.querySelector("code");
		if (!code) return;
		if (isEnabled) {
			code.removeAttribute("style");
		} else {
			code.style.whiteSpace = "pre-wrap";
			code.style.overflowWrap = "anywhere";
		}
		setIsEnabled((value) => !value);
	}, [isEnabled]);
	useEffect(() => {
		const block = codeBlockRef.current;
		if (!block) return;
		// Reported when the block is first laid out, when its tab panel is shown and when its width changes.
		const observer = new ResizeObserver(() => {
			setIsCodeScrollable(
				block.scrollWidth > block.clientWidth || Boolean(block.querySelector("code")?.hasAttribute("style")),
			);
		});
		observer.observe(block);
		return () => observer.disconnect();
	}, []);
	return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
