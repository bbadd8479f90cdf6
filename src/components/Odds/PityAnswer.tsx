// The figures of a server's pity, loaded when the reader types a threshold: the
// long-run share of successes and, for each count of failures where pity may
// trigger, the chance it does and the chance of a success due to it. Asked of its
// own worker, so the odds above stay while it works.

import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import type { OddsOptions, PityOdds } from "@site/src/dice/odds";
import Translate from "@site/src/i18n/OddsTranslate";
import { translate } from "@site/src/i18n/odds";
import { useEffect, useId } from "react";
import { OddsStatus } from "./OddsStatus";
import styles from "./styles.module.css";
import { useOdds } from "./useOdds";

function refusal(reason: string): string {
	switch (reason) {
		case "pityBulkRoll":
			return translate({
				id: "odds.pity.bulk",
				message: "Pas de chiffres de pitié pour un jet en série : le bot compte toutes ses lignes à la fois.",
				description: "Odds view, pity: a bulk roll has no pity figures",
			});
		case "pityRolledThreshold":
			return translate({
				id: "odds.pity.rolledThreshold",
				message: "Pas de chiffres de pitié quand le seuil est lancé : il n'y a pas une seule valeur à atteindre.",
				description: "Odds view, pity: a rolled threshold has no single value for pity to reach",
			});
		default:
			return translate({
				id: "odds.pity.notExact",
				message: "Pas de chiffres de pitié : ils ne se calculent qu'avec des chances exactes.",
				description: "Odds view, pity: the figures need exact odds, which this roll lacks",
			});
	}
}

function PityTable({ pity, percent }: { pity: PityOdds; percent: (p: number) => string }) {
	const id = useId();
	// Below 75 % of the threshold pity never triggers: those rows would all read 0.
	const steps = pity.steps.filter((step) => step.trigger > 0);
	return (
		<>
			<p className={styles.note}>
				{translate(
					{
						id: "odds.pity.longRun",
						message:
							"Avec une pitié à {threshold} échecs, sur un grand nombre de jets : {longRun} de réussites (Succès ou Succès critique), contre {plain} sans pitié.",
						description: "Odds view, pity: the long-run success rate with the server's pity, and without",
					},
					{ threshold: pity.threshold, longRun: percent(pity.longRunSuccess), plain: percent(pity.plainSuccess) },
				)}
			</p>
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard */}
			<section className={styles.tableBox} tabIndex={0} aria-labelledby={`${id}-caption`}>
				<table className={styles.table}>
					<caption id={`${id}-caption`}>
						{translate({
							id: "odds.pity.caption",
							message:
								"Après k échecs consécutifs : la chance que la pitié se déclenche et celle d'une réussite due à la pitié",
							description: "Odds view, pity: caption of the table by count of consecutive failures",
						})}
					</caption>
					<thead>
						<tr>
							<th scope="col">
								<Translate
									id="odds.pity.failures"
									description="Pity table column: consecutive failures before the roll"
								>
									Échecs consécutifs (k)
								</Translate>
							</th>
							<th scope="col">
								<Translate id="odds.pity.trigger" description="Pity table column: chance that pity triggers">
									Pitié déclenchée
								</Translate>
							</th>
							<th scope="col">
								<Translate
									id="odds.pity.pitySuccess"
									description="Pity table column: chance the roll succeeds because pity rerolled a failure"
								>
									Réussite due à la pitié
								</Translate>
							</th>
							<th scope="col">
								<Translate id="odds.pity.success" description="Pity table column: chance of a success, pity included">
									Réussite en tout
								</Translate>
							</th>
						</tr>
					</thead>
					<tbody>
						{steps.map((step) => (
							<tr key={step.failures}>
								<th scope="row">{step.failures}</th>
								<td>{percent(step.trigger)}</td>
								<td>{percent(step.pitySuccess)}</td>
								<td>{percent(step.success)}</td>
							</tr>
						))}
					</tbody>
				</table>
			</section>
			<p className={styles.note}>
				{translate(
					{
						id: "odds.pity.below",
						message: "Sous {from} échecs consécutifs, la pitié ne se déclenche jamais.",
						description: "Odds view, pity: below this count of failures pity never triggers",
					},
					{ from: steps[0]?.failures ?? pity.threshold },
				)}
			</p>
		</>
	);
}

export default function PityAnswer({
	expression,
	options,
	threshold,
	percent,
	onFigures,
}: {
	expression: string;
	options?: OddsOptions;
	threshold: number;
	percent: (p: number) => string;
	/** Hears the figures shown (undefined while there are none), for "Copy for Discord". */
	onFigures?: (pity: PityOdds | undefined) => void;
}) {
	const { i18n } = useDocusaurusContext();
	const state = useOdds(expression, options, i18n.currentLocale, threshold);
	const answer = state.kind === "done" ? state.answer : undefined;
	const pity = answer?.ok ? answer.odds.pity : undefined;
	const shown = pity && !("refused" in pity) ? pity : undefined;
	useEffect(() => {
		onFigures?.(shown);
		return () => onFigures?.(undefined);
	}, [shown, onFigures]);
	if (state.kind !== "done") return <OddsStatus state={state} />;
	if (!pity) return null;
	if ("refused" in pity) return <p className={styles.note}>{refusal(pity.refused)}</p>;
	return <PityTable pity={pity} percent={percent} />;
}
