// The type die's odds in the builder: the chance of success for each value of the
// rolled statistic, as a chart and a table, with the chance of each critical, so
// that a game master can choose thresholds. Opened on demand; worked out in the odds worker.

import Translate, { translate } from "@docusaurus/Translate";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import BotNotes from "@site/src/components/BotNotes";
import BarChart from "@site/src/components/Odds/BarChart";
import { numberFormatter, percentFormatter } from "@site/src/components/Odds/format";
import { ExactTimedOutNote, OddsStatus } from "@site/src/components/Odds/OddsStatus";
import { EXACT_BUDGET_MS } from "@site/src/components/Odds/oddsClient";
import oddsStyles from "@site/src/components/Odds/styles.module.css";
import { useOddsBatch } from "@site/src/components/Odds/useOdds";
import { errorMessage } from "@site/src/dice/messages";
import type { Odds } from "@site/src/dice/odds";
import type { TemplateForm } from "@site/src/template/formModel";
import { customCriticalsLeftOut, type TypeDieCurve, typeDieCurve } from "@site/src/template/typeDieOdds";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";

function Curve({ curve, leftOut }: { curve: TypeDieCurve; leftOut: readonly string[] }) {
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
	if (rows.every((row) => row.odds?.measure === "successes" && row.odds.success === undefined)) {
		return <PoolCurve rows={rows} />;
	}
	if (rows.some((row) => row.odds?.success === undefined)) {
		return (
			<p className={oddsStyles.note}>
				<Translate
					id="templateBuilder.odds.noComparison"
					description="Builder: the type die has no comparison, so there is no chance of success to show"
				>
					Le dé type n'a pas de comparaison : il n'y a pas de chance de réussite à montrer.
				</Translate>
			</p>
		);
	}
	const first = rows[0]?.value ?? 0;
	const last = rows.at(-1)?.value ?? 0;
	const sampled = rows.find((row) => row.odds && !row.odds.exact)?.odds;
	// The custom criticals in the bot's order, as the first point of the curve names them.
	const customs =
		rows.find((row) => row.odds?.customCriticals)?.odds?.customCriticals?.map((custom) => custom.name) ?? [];
	const notes = rows.find((row) => row.odds?.notes)?.odds?.notes;
	return (
		<div className={oddsStyles.view}>
			<BotNotes notes={notes} />
			<BarChart
				bars={rows.map((row) => ({ value: row.value, height: row.odds?.success ?? 0 }))}
				label={translate(
					{
						id: "templateBuilder.odds.chartLabel",
						message: "Chance de réussite du dé type pour une statistique de {first} à {last}.",
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
							Chances du dé type selon la valeur de la statistique
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
							{customs.map((name) => (
								<th scope="col" key={name}>
									{name}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{rows.map((row) => (
							<tr key={row.value}>
								<th scope="row">{number(row.value)}</th>
								<td>{percent(row.odds?.success ?? 0)}</td>
								<td>{row.odds?.criticalSuccess === undefined ? "—" : percent(row.odds.criticalSuccess)}</td>
								<td>{row.odds?.criticalFailure === undefined ? "—" : percent(row.odds.criticalFailure)}</td>
								{customs.map((name) => {
									const chance = row.odds?.customCriticals?.find((custom) => custom.name === name)?.chance;
									return <td key={name}>{chance === undefined ? "—" : percent(chance)}</td>;
								})}
							</tr>
						))}
					</tbody>
				</table>
			</section>
			{customs.length > 0 ? (
				<p className={oddsStyles.note}>
					<Translate
						id="templateBuilder.odds.customOrder"
						description="Builder: how the type die's odds table reads its criticals and custom criticals"
					>
						Comme le bot : les critiques du modèle d'abord, puis chaque critique personnalisé dans l'ordre du modèle ;
						le premier qui tient nomme le jet, et chaque jet n'est compté qu'une fois.
					</Translate>
				</p>
			) : null}
			{leftOut.length > 0 ? (
				<p className={oddsStyles.note}>
					{translate(
						{
							id: "templateBuilder.odds.customLeftOut",
							message:
								"Pas de colonne pour {names} : sa valeur lance des dés ou nomme une autre statistique, elle change d'un jet ou d'une fiche à l'autre.",
							description:
								"Builder: custom criticals whose value rolls dice or names another statistic have no column in the type die's odds",
						},
						{ names: leftOut.join(", ") },
					)}
				</p>
			) : null}
		</div>
	);
}

/** A pool type die (`{$d6>=5}`): the bot shows the hits without a label, so the curve is the hits to expect. */
function PoolCurve({ rows }: { rows: { value: number; odds: Odds | undefined }[] }) {
	const id = useId();
	const { i18n } = useDocusaurusContext();
	const percent = percentFormatter(i18n.currentLocale);
	const number = numberFormatter(i18n.currentLocale);
	const first = rows[0]?.value ?? 0;
	const last = rows[rows.length - 1]?.value ?? 0;
	const atLeastOne = (odds: Odds | undefined) =>
		odds ? odds.distribution.filter(([hits]) => hits >= 1).reduce((sum, [, p]) => sum + p, 0) : 0;
	return (
		<div className={oddsStyles.view}>
			<p className={oddsStyles.note}>
				<Translate
					id="templateBuilder.odds.pool"
					description="Builder: the type die is a pool; the bot shows how many dice succeed, with no success or failure label"
				>
					Le dé type est une réserve : le bot montre combien de dés réussissent, sans étiquette Succès ou Échec. Voici
					les réussites à attendre.
				</Translate>
			</p>
			<BarChart
				bars={rows.map((row) => ({ value: row.value, height: row.odds?.mean ?? 0 }))}
				label={translate(
					{
						id: "templateBuilder.odds.poolChartLabel",
						message: "Réussites moyennes de la réserve du modèle pour une statistique de {first} à {last}.",
						description: "Builder: accessible description of the pool type die's mean-hits chart",
					},
					{ first: number(first), last: number(last) },
				)}
				formatValue={number}
			/>
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard */}
			<section className={oddsStyles.tableBox} tabIndex={0} aria-labelledby={`${id}-caption`}>
				<table className={oddsStyles.table}>
					<caption id={`${id}-caption`}>
						<Translate
							id="templateBuilder.odds.poolCaption"
							description="Builder: caption of the table of the pool type die's hits by statistic value"
						>
							Réussites de la réserve selon la valeur de la statistique
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
								<Translate id="templateBuilder.odds.column.meanHits" description="Builder odds table column: mean hits">
									Réussites moyennes
								</Translate>
							</th>
							<th scope="col">
								<Translate
									id="templateBuilder.odds.column.atLeastOneHit"
									description="Builder odds table column: chance of at least one successful die"
								>
									Au moins une réussite
								</Translate>
							</th>
						</tr>
					</thead>
					<tbody>
						{rows.map((row) => (
							<tr key={row.value}>
								<th scope="row">{number(row.value)}</th>
								<td>{number(row.odds?.mean ?? 0)}</td>
								<td>{percent(atLeastOne(row.odds))}</td>
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
					Écrivez le dé type et au moins une statistique pour voir ses chances.
				</Translate>
			</p>
		);
	}
	return <Curve curve={curve} leftOut={customCriticalsLeftOut(form)} />;
}
