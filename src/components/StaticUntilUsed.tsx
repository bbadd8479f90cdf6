// Server HTML kept as it is while the page hydrates: its children are left out of
// hydration and rendered for real only when they come into view or are first used,
// so a long page does not pay at start for widgets its reader never reaches.
// The swap draws the same markup in the same place (no layout shift); a click on a
// button of the static copy is answered by the same button of the live one, and focus
// moves with it. On a page reached by client navigation the children render at once.
import useIsBrowser from "@docusaurus/useIsBrowser";
import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import styles from "./StaticUntilUsed.module.css";

/** When the static copy becomes live: `view` (or first use), or `use` (first use of one of its controls only). */
type Wake = "view" | "use";

interface Props {
	children: ReactNode;
	wake?: Wake;
	className?: string;
	/** The copy's usual height (a CSS length), held while it is off screen and not yet drawn. */
	estimate?: string;
}

/** What a reader did on the static copy, replayed on the live one: the nth control clicked or focused. */
interface Pending {
	index: number;
	click: boolean;
}

const CONTROLS = "button, a[href], input, select, textarea, summary, [tabindex]";

function controlIndex(root: HTMLElement, target: EventTarget | null): number {
	if (!(target instanceof Element)) return -1;
	const control = target.closest(CONTROLS);
	if (!control || !root.contains(control)) return -1;
	return [...root.querySelectorAll(CONTROLS)].indexOf(control);
}

/** Runs `work` when the main thread is free, so that waking widgets never adds to a long task. */
function whenIdle(work: () => void): () => void {
	if (typeof requestIdleCallback === "function") {
		const handle = requestIdleCallback(work, { timeout: 2000 });
		return () => cancelIdleCallback(handle);
	}
	const handle = setTimeout(work, 50);
	return () => clearTimeout(handle);
}

export default function StaticUntilUsed({ children, wake = "view", className, estimate }: Props) {
	// False in the hydration render only: then the server's markup is there to keep.
	const isBrowser = useIsBrowser();
	const [live, setLive] = useState(() => isBrowser || typeof window === "undefined");
	const ref = useRef<HTMLDivElement>(null);
	const pending = useRef<Pending | undefined>(undefined);
	// Takes the static copy's listeners off. They are on the element the live copy is drawn in, and their effect's own
	// clean-up comes after the replay below, which would catch the replayed click again: the replay calls it first.
	const detachStatic = useRef<(() => void) | undefined>(undefined);

	useEffect(() => {
		const root = ref.current;
		if (live || !root) return undefined;
		// The static copy's buttons are disabled for readers without JavaScript; here a press on them is kept.
		for (const button of root.querySelectorAll<HTMLButtonElement>("button[disabled]")) button.disabled = false;
		let pressing = false;
		const wakeUp = () => setLive(true);
		const onPress = (event: PointerEvent) => {
			pressing = controlIndex(root, event.target) >= 0;
		};
		const onRelease = () => {
			// A press on a control that ended without a click (dragged away) still shows interest.
			if (pressing && !pending.current) whenIdle(wakeUp);
			pressing = false;
		};
		const onClick = (event: MouseEvent) => {
			const index = controlIndex(root, event.target);
			if (index < 0) return;
			event.preventDefault();
			event.stopPropagation();
			pending.current = { index, click: true };
			wakeUp();
		};
		const onFocus = (event: FocusEvent) => {
			// A mouse press focuses its button first: the click that follows does the waking.
			if (pressing) return;
			const index = controlIndex(root, event.target);
			if (index < 0) return;
			pending.current = { index, click: false };
			wakeUp();
		};
		root.addEventListener("pointerdown", onPress, true);
		root.addEventListener("pointerup", onRelease, true);
		root.addEventListener("pointercancel", onRelease, true);
		root.addEventListener("click", onClick, true);
		root.addEventListener("focusin", onFocus, true);
		let cancelIdle: (() => void) | undefined;
		let observer: IntersectionObserver | undefined;
		if (wake === "view" && typeof IntersectionObserver === "function") {
			observer = new IntersectionObserver(
				(entries) => {
					if (!entries.some((entry) => entry.isIntersecting)) return;
					observer?.disconnect();
					cancelIdle = whenIdle(() => {
						if (!pressing) wakeUp();
					});
				},
				{ rootMargin: "200px 0px" },
			);
			observer.observe(root);
		}
		const detach = () => {
			root.removeEventListener("pointerdown", onPress, true);
			root.removeEventListener("pointerup", onRelease, true);
			root.removeEventListener("pointercancel", onRelease, true);
			root.removeEventListener("click", onClick, true);
			root.removeEventListener("focusin", onFocus, true);
			observer?.disconnect();
			cancelIdle?.();
		};
		detachStatic.current = detach;
		return detach;
	}, [live, wake]);

	// Before the browser paints the live copy: focus and the kept click go to the same control.
	useLayoutEffect(() => {
		const root = ref.current;
		if (!live || !root) return;
		detachStatic.current?.();
		const done = pending.current;
		if (!done) return;
		pending.current = undefined;
		const control = root.querySelectorAll<HTMLElement>(CONTROLS)[done.index];
		if (!control) return;
		control.focus({ preventScroll: true });
		if (done.click) control.click();
	}, [live]);

	// The server's copy and the one kept through hydration wait; once live, the copy is drawn like any other block.
	const waiting = !live || typeof window === "undefined";
	// A waiting copy is styled and laid out only near the view (content-visibility): the page's first frame does not
	// pay for the dozens further down. Tests and devtools read the attribute.
	const props = {
		ref,
		"data-static-until-used": waiting ? "" : undefined,
		className: [styles.copy, waiting && styles.waiting, className].filter(Boolean).join(" "),
		style: waiting && estimate ? ({ "--static-until-used-height": estimate } as CSSProperties) : undefined,
	};
	// One element from the server's HTML on: waking changes only what is inside it. A new element in its place would be
	// a new child of the page's text, whose rules count children, and the whole text would be restyled.
	if (live) return <div {...props}>{children}</div>;
	// React leaves an element's inner HTML alone when hydrating one that sets it: the server's copy stays. When the
	// copy wakes, React empties the element before drawing the live children in it.
	return (
		<div
			{...props}
			// biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so that hydration keeps the server's markup
			dangerouslySetInnerHTML={{ __html: "" }}
			suppressHydrationWarning
		/>
	);
}
