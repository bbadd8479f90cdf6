// The "Odds" button placed beside a roll's result: it opens the Odds view of the
// expression, whose code (chart, worker, engine) loads only then.
import Translate from "@docusaurus/Translate";
import type { OddsOptions } from "@site/src/dice/odds";
import { lazy, Suspense, useId } from "react";
import styles from "./styles.module.css";

const OddsView = lazy(() => import(/* webpackChunkName: "odds-view" */ "./OddsView"));

interface Props {
	expression: string;
	options?: OddsOptions;
	/** The total of the last roll of this expression. */
	rolled?: number;
	open: boolean;
	onToggle: (open: boolean) => void;
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

export default function OddsToggle({ expression, options, rolled, open, onToggle }: Props) {
	const id = useId();
	return (
		<div className={styles.odds}>
			<button
				type="button"
				className="button button--sm button--secondary"
				aria-expanded={open}
				aria-controls={`${id}-panel`}
				onClick={() => onToggle(!open)}
			>
				<Translate id="odds.toggle" description="Button that shows or hides the odds of an expression">
					Chances
				</Translate>
			</button>
			<div id={`${id}-panel`}>
				{open ? (
					<Suspense fallback={<Loading />}>
						<OddsView expression={expression} options={options} rolled={rolled} />
					</Suspense>
				) : null}
			</div>
		</div>
	);
}
