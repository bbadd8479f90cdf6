// The outcome tiers of a judged roll: each label the bot can print, in the order
// it tries them, with its chance. "At least" adds the tiers listed before a row,
// "at most" those after it, so the switch reads the list as the bot ranks it.

import type { Tier } from "@site/src/dice/odds";
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

export function tierChances(tiers: readonly Tier[], side: ChanceSide): number[] {
	return tiers.map((tier, index) => {
		if (side === "exactly") return tier.probability;
		const counted = side === "atLeast" ? tiers.slice(0, index + 1) : tiers.slice(index);
		return Math.min(
			1,
			counted.reduce((sum, each) => sum + each.probability, 0),
		);
	});
}

interface Props {
	tiers: readonly Tier[];
	expression: string;
	side: ChanceSide;
	percent: (p: number) => string;
}

export default function TiersTable({ tiers, expression, side, percent }: Props) {
	const id = useId();
	const chances = tierChances(tiers, side);
	return (
		<div className={styles.tableBox}>
			<table className={styles.table} aria-describedby={`${id}-order`}>
				<caption>
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
					{tiers.map((tier, index) => (
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
				{translate({
					id: "odds.tiers.order",
					message:
						"Dans l'ordre où le bot les teste : le premier qui tient donne la réponse. « Au moins » ajoute les lignes du dessus, « au plus » celles du dessous.",
					description: "Under the outcome tiers table: the order of the rows and what the switch adds up",
				})}
			</p>
		</div>
	);
}
