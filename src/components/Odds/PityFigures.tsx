// A server's pity in the odds view: the threshold as `/config pity` takes it (a
// whole number of consecutive failures, 2 at least); its figures (`PityAnswer.tsx`,
// from the pity Markov chain) load once a threshold is typed.

import type { OddsOptions, PityOdds } from "@site/src/dice/odds";
import Translate from "@site/src/i18n/OddsTranslate";
import { translate } from "@site/src/i18n/odds";
import { Suspense, useId } from "react";
import WidgetBoundary from "../WidgetBoundary";
import { useRetryableLazy } from "../WidgetBoundary/retryableLazy";
import { oddsName } from "../widgetNames";
import { type ChoicesProps, useChoice } from "./choices";
import styles from "./styles.module.css";

const loadPityAnswer = () => import(/* webpackChunkName: "odds-pity" */ "./PityAnswer");

/** The bot's own lowest threshold (`setMinValue(2)`); past the highest, the chain is not worked out. */
const LOWEST = 2;
const HIGHEST = 1000;

export default function PityFigures({
	expression,
	options,
	percent,
	choices,
	onChoices,
	onFigures,
}: {
	expression: string;
	options?: OddsOptions;
	percent: (p: number) => string;
	onFigures?: (pity: PityOdds | undefined) => void;
} & ChoicesProps) {
	const id = useId();
	const [typed, setTyped] = useChoice({ choices, onChoices }, "pity");
	const threshold = /^\s*\d+\s*$/.test(typed) ? Number(typed) : undefined;
	const valid = threshold !== undefined && threshold >= LOWEST && threshold <= HIGHEST;
	const [PityAnswer, retry] = useRetryableLazy(loadPityAnswer);
	return (
		<div className={styles.pity}>
			<div className={styles.pointer}>
				<label htmlFor={`${id}-pity`}>
					<Translate id="odds.pity.label" description="Odds view: field for the server's pity threshold (/config pity)">
						Seuil de pitié du serveur
					</Translate>
				</label>
				<input
					id={`${id}-pity`}
					className={styles.valueInput}
					inputMode="numeric"
					value={typed}
					onChange={(event) => setTyped(event.target.value)}
					aria-describedby={`${id}-pity-hint`}
					aria-invalid={typed.trim() !== "" && !valid}
				/>
				<span id={`${id}-pity-hint`} className={styles.note}>
					{typed.trim() !== "" && !valid
						? translate(
								{
									id: "odds.pity.invalid",
									message: "Écrivez un nombre entier de {lowest} à {highest}.",
									description: "Odds view: the pity threshold typed is not a whole number in range",
								},
								{ lowest: LOWEST, highest: HIGHEST },
							)
						: translate({
								id: "odds.pity.hint",
								message: "Échecs consécutifs, comme le demande /config pitié ; vide : pas de pitié.",
								description: "Odds view: what the pity threshold is",
							})}
				</span>
			</div>
			{valid ? (
				<WidgetBoundary name={oddsName()} onRetry={retry}>
					<Suspense fallback={null}>
						<PityAnswer
							expression={expression}
							options={options}
							threshold={threshold}
							percent={percent}
							onFigures={onFigures}
						/>
					</Suspense>
				</WidgetBoundary>
			) : null}
		</div>
	);
}
