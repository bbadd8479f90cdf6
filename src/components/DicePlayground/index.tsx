// The playground as MDX embeds it: a placeholder until the page has loaded and
// hydrated, then the playground itself (its own small chunk), so that the notation
// page needs no more to start than with plain roll blocks.
import { translate } from "@docusaurus/Translate";
import useIsBrowser from "@docusaurus/useIsBrowser";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import NeedsJavaScript from "../NeedsJavaScript";
import WidgetBoundary from "../WidgetBoundary";
import { playgroundName } from "../widgetNames";
import styles from "./styles.module.css";

/** A new lazy component for each attempt: React keeps a failed import() as failed. */
const lazyPlayground = () => lazy(() => import("./Playground"));

function Placeholder() {
	// Without JavaScript nothing loads: the page says so rather than "Loading…".
	const isBrowser = useIsBrowser();
	if (!isBrowser) return <NeedsJavaScript name={playgroundName()} />;
	return (
		<p className={`${styles.playground} ${styles.loading}`} role="status">
			{translate({
				id: "liveDice.playground.loading",
				message: "Chargement du simulateur de dés…",
				description: "Playground placeholder",
			})}
		</p>
	);
}

export default function DicePlayground() {
	// useIsBrowser turns true in a render after hydration, so the chunk never competes with the page's own start.
	const hydrated = useIsBrowser();
	const [pageLoaded, setPageLoaded] = useState(false);
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
	if (!pageLoaded) return <Placeholder />;
	return (
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
	);
}
