// What the rows of the type die's and a macro's odds are: the values past those drawn
// (a button opens the next page, none is skipped), and the statistic a macro's rows stand for.

import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { numberFormatter } from "@site/src/components/Odds/format";
import oddsStyles from "@site/src/components/Odds/styles.module.css";
import { translate } from "@site/src/i18n/templateBuilder";
import { CURVE_PAGE, type TypeDieCurve } from "@site/src/template/typeDieOdds";

/** The statistic's values past those drawn: a button opens the next page of them, none is skipped. */
export function MoreValues({ curve, onMore }: { curve: TypeDieCurve; onMore: () => void }) {
	const { i18n } = useDocusaurusContext();
	const number = numberFormatter(i18n.currentLocale);
	if (curve.more <= 0) return null;
	const last = curve.values.at(-1) ?? curve.variable.low;
	return (
		<p className={oddsStyles.note}>
			<button type="button" className="button button--sm button--secondary" onClick={onMore}>
				{translate(
					{
						id: "templateBuilder.odds.moreValues",
						message: "Afficher les valeurs de {from} à {to}",
						description:
							"Builder odds: shows the next statistic values of the range (the chart and tables stop at {from}-1)",
					},
					{ from: number(last + 1), to: number(Math.min(curve.variable.high, last + CURVE_PAGE)) },
				)}
			</button>{" "}
			{translate(
				{
					id: "templateBuilder.odds.valuesShown",
					message: "Valeurs {low} à {last} montrées, sur {low} à {high}.",
					description: "Builder odds: which statistic values the chart and tables show, out of the whole range",
				},
				{ low: number(curve.variable.low), last: number(last), high: number(curve.variable.high) },
			)}
		</p>
	);
}

/** What a macro's rows are: the statistic it names (computed ones with their formula), or every one at once. */
export function MacroRows({ curve }: { curve: TypeDieCurve }) {
	const { i18n } = useDocusaurusContext();
	const number = numberFormatter(i18n.currentLocale);
	const { name, combination, low, high } = curve.variable;
	if (name !== undefined && combination !== undefined) {
		return translate(
			{
				id: "templateBuilder.odds.macroCombination",
				message:
					"Chaque ligne est une valeur de {name}, calculée par le modèle ({combination}) : de {low} à {high}, ce que la formule atteint avec les bornes de ses statistiques.",
				description:
					"Builder: a macro naming one computed statistic is read over that statistic's values, from the bounds its formula reaches",
			},
			{ name, combination, low: number(low), high: number(high) },
		);
	}
	if (name !== undefined) {
		return translate(
			{
				id: "templateBuilder.odds.macroStatistic",
				message: "Chaque ligne est une valeur de {name}, la statistique que la macro nomme.",
				description: "Builder: a macro naming one statistic is read over that statistic's values",
			},
			{ name },
		);
	}
	return translate({
		id: "templateBuilder.odds.macroStatistics",
		message:
			"Chaque statistique de base que la macro nomme vaut la valeur de la ligne ; les statistiques calculées en découlent, leur valeur est donnée à côté.",
		description: "Builder: how a macro naming several statistics is read over the range, the computed ones beside",
	});
}
