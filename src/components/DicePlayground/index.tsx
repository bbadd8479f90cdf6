// The playground as MDX embeds it: a placeholder until the page has loaded and the
// reader comes near it (or a link asks for it), then the playground itself (its own
// small chunk), so that the notation page needs no more to start than its floor.
import { useLocation } from "@docusaurus/router";
import { translate } from "@docusaurus/Translate";
import useIsBrowser from "@docusaurus/useIsBrowser";
import { lazy, type Ref, Suspense, useEffect, useRef, useState } from "react";
import NeedsJavaScript from "../NeedsJavaScript";
import { useNearView } from "../useNearView";
import WidgetBoundary from "../WidgetBoundary";
import { playgroundName } from "../widgetNames";
import styles from "./styles.module.css";

/** A new lazy component for each attempt: React keeps a failed import() as failed. */
const lazyPlayground = () => lazy(() => import("./Playground"));

/** How near the view the placeholder must come for the playground to load: a screen's scroll keeps ahead of it. */
const LOAD_MARGIN = "200px 0px";

function Placeholder({ placeholderRef }: { placeholderRef?: Ref<HTMLParagraphElement> }) {
	// Without JavaScript nothing loads: the page says so rather than "Loading…".
	const isBrowser = useIsBrowser();
	if (!isBrowser) return <NeedsJavaScript name={playgroundName()} />;
	return (
		<p ref={placeholderRef} className={`${styles.playground} ${styles.loading}`} role="status">
			{translate({
				id: "liveDice.playground.loading",
				message: "Chargement du simulateur de dés…",
				description: "Playground placeholder",
			})}
		</p>
	);
}

/** A link to the playground's roll (shared, or a roll block's Compare with…) opens it at once, wherever it is. */
function useAskedFor(): boolean {
	const { search } = useLocation();
	const [asked, setAsked] = useState(false);
	useEffect(() => {
		if (new URLSearchParams(search).has("roll")) setAsked(true);
	}, [search]);
	return asked;
}

export default function DicePlayground() {
	// useIsBrowser turns true in a render after hydration, so the chunk never competes with the page's own start.
	const hydrated = useIsBrowser();
	const [pageLoaded, setPageLoaded] = useState(false);
	// A reader who never scrolls to it does not pay for it: on a phone it starts below the first screen.
	const [ref, nearView] = useNearView<HTMLParagraphElement>(LOAD_MARGIN);
	const askedFor = useAskedFor();
	const [Playground, setPlayground] = useState(lazyPlayground);
	// What the reader typed outlives the playground: Retry after a failure brings it back.
	const typed = useRef<string | undefined>(undefined);
	useEffect(() => {
		if (!hydrated) return undefined;
		const show = () => setPageLoaded(true);
		if (document.readyState === "complete") {
			show();
			return undefined;
		}
		window.addEventListener("load", show, { once: true });
		return () => window.removeEventListener("load", show);
	}, [hydrated]);
	// One element stays in the page's flow from the server's HTML on: a new child of the page's text would restyle all
	// of it, as its rules count children (`.markdown > :last-child`).
	return (
		<div>
			{!pageLoaded || !(nearView || askedFor) ? (
				<Placeholder placeholderRef={ref} />
			) : (
				<WidgetBoundary name={playgroundName()} onRetry={() => setPlayground(lazyPlayground)}>
					<Suspense fallback={<Placeholder />}>
						<Playground
							initialText={typed.current}
							onTextChange={(text) => {
								typed.current = text;
							}}
						/>
					</Suspense>
				</WidgetBoundary>
			)}
		</div>
	);
}
