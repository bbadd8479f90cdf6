// The playground as MDX embeds it: a placeholder until the page has loaded and
// hydrated, then the playground itself (its own small chunk), so that the notation
// page needs no more to start than with plain roll blocks.
import { translate } from "@docusaurus/Translate";
import { lazy, Suspense, useEffect, useState } from "react";
import styles from "./styles.module.css";

const Playground = lazy(() => import("./Playground"));

function Placeholder() {
	return (
		<p className={styles.playground} role="status">
			{translate({
				id: "liveDice.playground.loading",
				message: "Chargement du simulateur de dés…",
				description: "Playground placeholder",
			})}
		</p>
	);
}

export default function DicePlayground() {
	const [pageLoaded, setPageLoaded] = useState(false);
	useEffect(() => {
		const show = () => setPageLoaded(true);
		if (document.readyState === "complete") {
			show();
			return undefined;
		}
		window.addEventListener("load", show, { once: true });
		return () => window.removeEventListener("load", show);
	}, []);
	if (!pageLoaded) return <Placeholder />;
	return (
		<Suspense fallback={<Placeholder />}>
			<Playground />
		</Suspense>
	);
}
