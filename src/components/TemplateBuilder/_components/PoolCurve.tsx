// A pool type die's odds in the builder (`{$d6>=5}`): the bot prints the hits with
// no Success or Failure label, so the curve is the hits to expect by statistic value.

import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import BarChart from "@site/src/components/Odds/BarChart";
import { numberFormatter, percentFormatter } from "@site/src/components/Odds/format";
import oddsStyles from "@site/src/components/Odds/styles.module.css";
import type { Odds } from "@site/src/dice/odds";
import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import { translate } from "@site/src/i18n/templateBuilder";
import { useId } from "react";

/** A pool type die (`{$d6>=5}`): the bot shows the hits without a label, so the curve is the hits to expect. */
export default function PoolCurve({ rows }: { rows: { value: number; odds: Odds | undefined }[] }) {
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
