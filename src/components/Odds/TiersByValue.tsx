// The outcome tiers of a roll over a range of values (the builder's statistic):
// a stacked chart, one column per value, each tier with its own hatching named in
// the legend (told apart without colour), and the table that holds every number,
// following the exactly / at least / at most switch as the one-roll tiers table does.

import { byQuality, type Tier, tierChances } from "@site/src/dice/odds";
import { translate } from "@site/src/i18n/odds";
import { useId, useMemo, useState } from "react";
import ChanceSwitch, { type ChanceSide, sideLabel } from "./ChanceSwitch";
import styles from "./styles.module.css";
import { tierName, tierOrderNote } from "./TiersTable";

export interface TiersColumn {
	value: number;
	tiers: readonly Tier[];
}

interface Props {
	columns: readonly TiersColumn[];
	/** What is rolled, for the chart's description and the table's caption. */
	roll: string;
	/** The header of the values' column. */
	valueName: string;
	/** The statistic the rows are, when it has a name (a macro naming one): the caption says it. */
	statistic?: string;
	/** What a row's header adds to its value (the computed statistics it gives). */
	rowDetail?: (value: number) => string | undefined;
	percent: (p: number) => string;
	number: (value: number) => string;
}

const WIDTH = 600;
const HEIGHT = 150;
const PATTERN_COUNT = 8;

/** One 8×8 tile per tier, best first: solid, lines, dots, cross-hatching… (cycled past eight). */
function PatternTile({ index }: { index: number }) {
	switch (index % PATTERN_COUNT) {
		case 0:
			return <rect width="8" height="8" className={styles.ink} />;
		case 1:
			return <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" className={styles.hatch} />;
		case 2:
			return <circle cx="4" cy="4" r="1.6" className={styles.ink} />;
		case 3:
			return <path d="M0,2 h8 M0,6 h8" className={styles.hatch} />;
		case 4:
			return <path d="M0,0 l8,8 M8,0 l-8,8" className={styles.hatch} />;
		case 5:
			return <path d="M-2,6 l4,4 M0,0 l8,8 M6,-2 l4,4" className={styles.hatch} />;
		case 6:
			return <path d="M2,0 v8 M6,0 v8" className={styles.hatch} />;
		default:
			return <path d="M0,0 h4 v4 h-4 Z M4,4 h4 v4 h-4 Z" className={styles.ink} />;
	}
}

function tierKey(tier: Tier): string {
	return `${tier.kind}|${tier.label}|${tier.decidedBy ?? ""}`;
}

/** The lists joined into one, each tier met later put after the one it follows in its own list. */
function merged(lists: readonly (readonly Tier[])[]): Tier[] {
	const result: Tier[] = [];
	for (const list of lists) {
		let after = -1;
		for (const tier of list) {
			const found = result.findIndex((each) => tierKey(each) === tierKey(tier));
			if (found >= 0) after = found;
			else {
				result.splice(after + 1, 0, tier);
				after += 1;
			}
		}
	}
	return result;
}

export default function TiersByValue({ columns, roll, valueName, statistic, rowDetail, percent, number }: Props) {
	const id = useId();
	const patternId = (index: number) => `${id.replace(/[^\w-]/g, "")}-tier-${index}`;
	const [side, setSide] = useState<ChanceSide>("exactly");
	// Every tier met over the range (a custom critical may exist only for some values), best first, and in
	// the bot's test order for the note.
	const order = useMemo(() => merged(columns.map((column) => byQuality(column.tiers))), [columns]);
	const testOrder = useMemo(() => merged(columns.map((column) => column.tiers)), [columns]);
	const grid = useMemo(
		() =>
			columns.map((column) => {
				const byKey = new Map(column.tiers.map((tier) => [tierKey(tier), tier.probability]));
				// One rank for the whole table: its column's place.
				return order.map((tier, rank) => ({ ...tier, rank, probability: byKey.get(tierKey(tier)) ?? 0 }));
			}),
		[columns, order],
	);
	const step = WIDTH / Math.max(1, columns.length);
	const gap = columns.length > 40 ? 0 : step * 0.1;
	const first = columns[0]?.value ?? 0;
	const last = columns[columns.length - 1]?.value ?? 0;
	return (
		<div className={styles.stacked}>
			<figure className={styles.chart}>
				<svg
					viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
					role="img"
					className={styles.stackedSvg}
					aria-label={translate(
						{
							id: "odds.tiersByValue.chartLabel",
							message:
								"Part de chaque réponse du bot pour {roll}, statistique de {first} à {last}, empilée ; chaque chiffre est dans le tableau.",
							description: "Accessible description of the stacked chart of outcome tiers by statistic value",
						},
						{ roll, first: number(first), last: number(last) },
					)}
				>
					<defs>
						{order.map((tier, index) => (
							<pattern key={tierKey(tier)} id={patternId(index)} width="8" height="8" patternUnits="userSpaceOnUse">
								<rect width="8" height="8" className={styles.paper} />
								<PatternTile index={index} />
							</pattern>
						))}
					</defs>
					{grid.map((tiers, column) => {
						let top = HEIGHT;
						return (
							<g key={columns[column]?.value ?? column}>
								{tiers.map((tier, index) => {
									const height = tier.probability * HEIGHT;
									top -= height;
									return height > 0 ? (
										<rect
											key={tierKey(tier)}
											x={column * step + gap / 2}
											y={top}
											width={Math.max(1, step - gap)}
											height={height}
											fill={`url(#${patternId(index)})`}
											className={styles.segment}
										/>
									) : null;
								})}
							</g>
						);
					})}
				</svg>
				<figcaption className={styles.axis} aria-hidden="true">
					<span>{number(first)}</span>
					<span>{number(last)}</span>
				</figcaption>
			</figure>
			<ul
				className={styles.legend}
				aria-label={translate({
					id: "odds.tiersByValue.legend",
					message: "Légende",
					description: "Accessible name of the stacked chart's legend",
				})}
			>
				{order.map((tier, index) => (
					<li key={tierKey(tier)}>
						<svg viewBox="0 0 16 16" className={styles.swatch} aria-hidden="true">
							<rect width="16" height="16" fill={`url(#${patternId(index)})`} className={styles.segment} />
						</svg>{" "}
						{tierName(tier)}
					</li>
				))}
			</ul>
			<ChanceSwitch side={side} onChange={setSide} />
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard */}
			<section className={styles.tableBox} tabIndex={0} aria-labelledby={`${id}-caption`}>
				<table className={styles.table} aria-describedby={`${id}-order`}>
					<caption id={`${id}-caption`}>
						{statistic === undefined
							? translate(
									{
										id: "odds.tiersByValue.caption",
										message: "Réponses du bot pour {roll} selon la statistique ({side})",
										description:
											"Caption of the table of outcome tiers by statistic value; {side} is exactly / at least / at most",
									},
									{ roll, side: sideLabel(side) },
								)
							: translate(
									{
										id: "odds.tiersByValue.captionNamed",
										message: "Réponses du bot pour {roll} selon {statistic} ({side})",
										description:
											"Caption of the table of outcome tiers by the value of the one statistic a macro names; {side} is exactly / at least / at most",
									},
									{ roll, statistic, side: sideLabel(side) },
								)}
					</caption>
					<thead>
						<tr>
							<th scope="col">{valueName}</th>
							{order.map((tier) => (
								<th scope="col" key={tierKey(tier)}>
									{tierName(tier)}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{grid.map((tiers, column) => {
							const chances = tierChances(tiers, side);
							const value = columns[column]?.value ?? 0;
							return (
								<tr key={value}>
									<th scope="row">
										{number(value)}
										{rowDetail?.(value) ? <span className={styles.rowDetail}> {rowDetail(value)}</span> : null}
									</th>
									{tiers.map((tier, index) => (
										<td key={tierKey(tier)}>{percent(chances[index] ?? 0)}</td>
									))}
								</tr>
							);
						})}
					</tbody>
				</table>
			</section>
			<p id={`${id}-order`} className={styles.note}>
				{tierOrderNote(testOrder, true)}
			</p>
		</div>
	);
}
