// The type die's odds in the builder: the chance of success for each value of the
// rolled statistic, as a chart and a table, with the chance of each critical, so
// that a game master can choose thresholds. Opened on demand; worked out in the odds worker.

import Translate, { translate } from "@docusaurus/Translate";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import BarChart from "@site/src/components/Odds/BarChart";
import { numberFormatter, percentFormatter } from "@site/src/components/Odds/format";
import { ExactTimedOutNote, OddsStatus } from "@site/src/components/Odds/OddsStatus";
import { EXACT_BUDGET_MS } from "@site/src/components/Odds/oddsClient";
import oddsStyles from "@site/src/components/Odds/styles.module.css";
import { useOddsBatch } from "@site/src/components/Odds/useOdds";
import { errorMessage } from "@site/src/dice/messages";
import type { TemplateForm } from "@site/src/template/formModel";
import { type TypeDieCurve, typeDieCurve } from "@site/src/template/typeDieOdds";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";

function Curve({ curve }: { curve: TypeDieCurve }) {
	const id = useId();
	const { i18n } = useDocusaurusContext();
	const percent = percentFormatter(i18n.currentLocale);
	const number = numberFormatter(i18n.currentLocale);
	const state = useOddsBatch(curve.questions);
	if (state.kind !== "done") return <OddsStatus state={state} />;
	const refused = state.answers.find((answer) => !answer.ok);
	if (refused && !refused.ok) {
		return (
			<p role="alert" className={oddsStyles.error}>
				{errorMessage(refused.error)}
			</p>
		);
	}
	const rows = curve.values.map((value, index) => {
		const answer = state.answers[index];
		const odds = answer?.ok ? answer.odds : undefined;
		return { value, odds };
	});
	if (rows.some((row) => row.odds?.success === undefined)) {
		return (
			<p className={oddsStyles.note}>
				<Translate
					id="templateBuilder.odds.noComparison"
					description="Builder: the type die has no comparison, so there is no chance of success to show"
				>
					Le dé du modèle n'a pas de comparaison : il n'y a pas de chance de réussite à montrer.
				</Translate>
			</p>
		);
	}
	const first = curve.values[0];
	const last = curve.values[curve.values.length - 1];
	const sampled = rows.find((row) => row.odds && !row.odds.exact)?.odds;
	return (
		<div className={oddsStyles.view}>
			<BarChart
				bars={rows.map((row) => ({ value: row.value, height: row.odds?.success ?? 0 }))}
				label={translate(
					{
						id: "templateBuilder.odds.chartLabel",
						message: "Chance de réussite du dé du modèle pour une statistique de {first} à {last}.",
						description: "Builder: accessible description of the type die's chance-of-success chart",
					},
					{ first: number(first), last: number(last) },
				)}
				formatValue={number}
			/>
			{state.exactTimedOut ? <ExactTimedOutNote seconds={EXACT_BUDGET_MS / 1000} /> : null}
			{sampled ? (
				<p className={oddsStyles.accuracy}>
					{translate(
						{
							id: "odds.approximate",
							message: "Estimation sur {samples} jets : chaque pourcentage est juste à ± {margin} près (95 %).",
							description: "Odds view: figures estimated by rolling; {samples} rolls, {margin} the 95% margin",
						},
						{ samples: (sampled.samples ?? 0).toLocaleString(), margin: percent(sampled.margin ?? 0) },
					)}
				</p>
			) : null}
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard */}
			<section className={oddsStyles.tableBox} tabIndex={0} aria-labelledby={`${id}-caption`}>
				<table className={oddsStyles.table}>
					<caption id={`${id}-caption`}>
						<Translate
							id="templateBuilder.odds.caption"
							description="Builder: caption of the table of the type die's chances by statistic value"
						>
							Chances du dé du modèle selon la valeur de la statistique
						</Translate>
					</caption>
					<thead>
						<tr>
							<th scope="col">
								<Translate id="templateBuilder.odds.column.statistic" description="Builder odds table column">
									Statistique
								</Translate>
							</th>
							<th scope="col">
								<Translate id="odds.success" description="Odds view: the chance that the comparison passes">
									Chance de réussite
								</Translate>
							</th>
							<th scope="col">
								<Translate id="odds.criticalSuccess" description="Odds view: chance of a critical success">
									Réussite critique
								</Translate>
							</th>
							<th scope="col">
								<Translate id="odds.criticalFailure" description="Odds view: chance of a critical failure">
									Échec critique
								</Translate>
							</th>
						</tr>
					</thead>
					<tbody>
						{rows.map((row) => (
							<tr key={row.value}>
								<th scope="row">{number(row.value)}</th>
								<td>{percent(row.odds?.success ?? 0)}</td>
								<td>{row.odds?.criticalSuccess === undefined ? "—" : percent(row.odds.criticalSuccess)}</td>
								<td>{row.odds?.criticalFailure === undefined ? "—" : percent(row.odds.criticalFailure)}</td>
							</tr>
						))}
					</tbody>
				</table>
			</section>
		</div>
	);
}

export default function TypeDieOdds() {
	const { control } = useFormContext<TemplateForm>();
	const form = useWatch({ control }) as TemplateForm;
	const curve = typeDieCurve(form);
	if (!curve) {
		return (
			<p className={oddsStyles.note}>
				<Translate
					id="templateBuilder.odds.needsStatistics"
					description="Builder: the odds need a type die and at least one statistic"
				>
					Écrivez le dé du modèle et au moins une statistique pour voir ses chances.
				</Translate>
			</p>
		);
	}
	return <Curve curve={curve} />;
}
