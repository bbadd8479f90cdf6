// The "Odds" button placed beside a roll's result: it opens the Odds view of the
// expression, whose code (chart, worker, engine) loads only then.
import Translate from "@docusaurus/Translate";
import useIsBrowser from "@docusaurus/useIsBrowser";
import type { OddsOptions } from "@site/src/dice/odds";
import { type ReactNode, Suspense, useId } from "react";
import { untilScript } from "../NeedsJavaScript";
import WidgetBoundary from "../WidgetBoundary";
import { useRetryableLazy } from "../WidgetBoundary/retryableLazy";
import { oddsName } from "../widgetNames";
import type { ChoicesProps } from "./choices";
import styles from "./styles.module.css";

const loadOddsView = () => import(/* webpackChunkName: "odds-view" */ "./OddsView");
const loadCompareView = () => import(/* webpackChunkName: "odds-compare" */ "./CompareView");

interface Props extends ChoicesProps {
	expression: string;
	options?: OddsOptions;
	/** The total of the last roll of this expression. */
	rolled?: number;
	/** Other expressions to compare with (up to three): the view becomes a comparison. */
	compareWith?: readonly string[];
	open: boolean;
	onToggle: (open: boolean) => void;
	/** Shown in the open panel instead of the view while what the view needs (a template's criticals) loads or failed. */
	waiting?: ReactNode;
	/**
	 * Shown beside the button while the panel is open: above the view, so that it stays under the reader's pointer
	 * while the view loads and grows.
	 */
	beside?: ReactNode;
}

function Loading() {
	return (
		<p role="status" className={styles.status}>
			<Translate id="odds.loading" description="Odds view: its code is loading">
				Chargement des chances…
			</Translate>
		</p>
	);
}

export default function OddsToggle({
	expression,
	options,
	rolled,
	compareWith = [],
	open,
	onToggle,
	choices,
	onChoices,
	waiting,
	beside,
}: Props) {
	const id = useId();
	const [OddsView, retry] = useRetryableLazy(loadOddsView);
	const [CompareView, retryCompare] = useRetryableLazy(loadCompareView);
	const comparing = compareWith.length > 0;
	// Disabled until JavaScript runs: without it the button could do nothing.
	const isBrowser = useIsBrowser();
	return (
		<div className={styles.odds}>
			<button
				type="button"
				className="button button--sm button--secondary"
				aria-expanded={open}
				aria-controls={`${id}-panel`}
				{...untilScript(isBrowser)}
				onClick={() => onToggle(!open)}
			>
				<Translate id="odds.toggle" description="Button that shows or hides the odds of an expression">
					Chances
				</Translate>
			</button>
			{open && beside ? <span className={styles.beside}>{beside}</span> : null}
			<div id={`${id}-panel`}>
				{open && waiting ? waiting : null}
				{open && !waiting ? (
					// Its own boundary: a view that cannot load (offline) says so here, and the page stays.
					<WidgetBoundary name={oddsName()} onRetry={comparing ? retryCompare : retry}>
						<Suspense fallback={<Loading />}>
							{comparing ? (
								<CompareView
									expressions={[expression, ...compareWith]}
									options={options}
									choices={choices}
									onChoices={onChoices}
								/>
							) : (
								<OddsView
									expression={expression}
									options={options}
									rolled={rolled}
									choices={choices}
									onChoices={onChoices}
								/>
							)}
						</Suspense>
					</WidgetBoundary>
				) : null}
			</div>
		</div>
	);
}
