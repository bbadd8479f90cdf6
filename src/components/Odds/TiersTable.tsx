// The outcome tiers of a judged roll: each label the bot can print with its chance,
// listed best first, which is what "at least / at most" add up; the note under it
// gives the other order, the one the bot tests them in (the first that holds wins).

import { byQuality, type Tier, tierChances } from "@site/src/dice/odds";
import { translate } from "@site/src/i18n/odds";
import { useId } from "react";
import { type ChanceSide, sideLabel } from "./ChanceSwitch";
import styles from "./styles.module.css";

export function tierName(tier: Tier): string {
	if (tier.decidedBy !== "opposition") return tier.label;
	return translate(
		{
			id: "odds.tiers.byOpposition",
			message: "{label} (opposition)",
			description: "Odds tiers: a success or failure decided by the opposition once the threshold passed",
		},
		{ label: tier.label },
	);
}

/** The two orders' note: best first for the switch, and the bot's test order given as a list of names. */
export function tierOrderNote(testOrder: readonly Tier[], columns: boolean): string {
	const order = testOrder.map(tierName).join(", ");
	return columns
		? translate(
				{
					id: "odds.tiersByValue.qualityOrder",
					message:
						"Colonnes de la meilleure réponse à la pire : « Au moins » ajoute les colonnes de gauche, « au plus » celles de droite. Le bot les teste dans un autre ordre, {order} : la première qui tient est affichée.",
					description:
						"Under the table of outcome tiers by statistic value: columns best first, what the switch adds up, and the bot's test order ({order}: the labels)",
				},
				{ order },
			)
		: translate(
				{
					id: "odds.tiers.qualityOrder",
					message:
						"De la meilleure réponse à la pire : « Au moins » ajoute les lignes du dessus, « au plus » celles du dessous. Le bot les teste dans un autre ordre, {order} : la première qui tient donne la réponse.",
					description:
						"Under the outcome tiers table: rows best first, what the switch adds up, and the bot's test order ({order}: the labels)",
				},
				{ order },
			);
}

interface Props {
	tiers: readonly Tier[];
	expression: string;
	side: ChanceSide;
	percent: (p: number) => string;
}

export default function TiersTable({ tiers, expression, side, percent }: Props) {
	const id = useId();
	const ranked = byQuality(tiers);
	const chances = tierChances(ranked, side);
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard
		<section className={styles.tableBox} tabIndex={0} aria-labelledby={`${id}-caption`}>
			<table className={styles.table} aria-describedby={`${id}-order`}>
				<caption id={`${id}-caption`}>
					{translate(
						{
							id: "odds.tiers.caption",
							message: "Ce que le bot répond à {expression}",
							description: "Caption of the outcome tiers table: each label the bot can print",
						},
						{ expression },
					)}
				</caption>
				<thead>
					<tr>
						<th scope="col">
							{translate({
								id: "odds.tiers.column",
								message: "Résultat affiché",
								description: "Odds tiers column: the bot's label",
							})}
						</th>
						<th scope="col">{sideLabel(side)}</th>
					</tr>
				</thead>
				<tbody>
					{ranked.map((tier, index) => (
						<tr key={`${tier.kind}-${tier.label}-${tier.decidedBy ?? ""}`}>
							<th scope="row" className={styles.tierName}>
								{tierName(tier)}
							</th>
							<td>{percent(chances[index] ?? 0)}</td>
						</tr>
					))}
				</tbody>
			</table>
			<p id={`${id}-order`} className={styles.note}>
				{tierOrderNote(tiers, false)}
			</p>
		</section>
	);
}
