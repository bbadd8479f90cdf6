// A server's pity in the odds view: the threshold as `/config pity` takes it (a
// whole number of consecutive failures, 2 at least), then the long-run share of
// successes and, for each count of failures where pity may trigger, the chance it
// does and the chance of a success that pity gives. Asked of its own worker, so the
// figures above stay while it works; the numbers come from the pity Markov chain.
import Translate, { translate } from "@docusaurus/Translate";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import type { OddsOptions, PityOdds } from "@site/src/dice/odds";
import { useId, useState } from "react";
import { OddsStatus } from "./OddsStatus";
import styles from "./styles.module.css";
import { useOdds } from "./useOdds";

/** The bot's own lowest threshold (`setMinValue(2)`); past the highest, the chain is not worked out. */
const LOWEST = 2;
const HIGHEST = 1000;

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

function PityAnswer({
	expression,
	options,
	threshold,
	percent,
}: {
	expression: string;
	options?: OddsOptions;
	threshold: number;
	percent: (p: number) => string;
}) {
	const { i18n } = useDocusaurusContext();
	const state = useOdds(expression, options, i18n.currentLocale, threshold);
	if (state.kind !== "done") return <OddsStatus state={state} />;
	const pity = state.answer.ok ? state.answer.odds.pity : undefined;
	if (!pity) return null;
	if ("refused" in pity) return <p className={styles.note}>{refusal(pity.refused)}</p>;
	return <PityTable pity={pity} percent={percent} />;
}

export default function PityFigures({
	expression,
	options,
	percent,
}: {
	expression: string;
	options?: OddsOptions;
	percent: (p: number) => string;
}) {
	const id = useId();
	const [typed, setTyped] = useState("");
	const threshold = /^\s*\d+\s*$/.test(typed) ? Number(typed) : undefined;
	const valid = threshold !== undefined && threshold >= LOWEST && threshold <= HIGHEST;
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
			{valid ? <PityAnswer expression={expression} options={options} threshold={threshold} percent={percent} /> : null}
		</div>
	);
}
