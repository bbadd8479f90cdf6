// The Odds view of one expression: the chart, the mean, the chance of success and
// of each critical, "at least / at most" for a value the reader types or clicks,
// and the table of every result. Loaded by import() when a reader opens the odds;
// the numbers come from the odds worker.

import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import BotNotes from "@site/src/components/BotNotes";
import { must } from "@site/src/dice";
import { errorMessage } from "@site/src/dice/messages";
import type { Odds, OddsOptions, PityOdds } from "@site/src/dice/odds";
import Translate from "@site/src/i18n/OddsTranslate";
import { translate } from "@site/src/i18n/odds";
import { useEffect, useId, useMemo, useState } from "react";
import Accuracy from "./Accuracy";
import BarChart, { groupBars } from "./BarChart";
import ChanceSwitch, { sideLabel } from "./ChanceSwitch";
import CopyForDiscord, { pitySentence } from "./CopyForDiscord";
import { type ChoicesProps, useChoice } from "./choices";
import { chanceFrom, cumulative, numberFormatter, percentFormatter, visibleRange } from "./format";
import { ExactTimedOutNote, OddsStatus } from "./OddsStatus";
import { EXACT_BUDGET_MS } from "./oddsClient";
import PityFigures from "./PityFigures";
import styles from "./styles.module.css";
import TiersTable from "./TiersTable";
import { useOdds } from "./useOdds";

interface Props extends ChoicesProps {
	expression: string;
	options?: OddsOptions;
	/** The total of the last roll of this expression, set apart in the chart. */
	rolled?: number;
}

/** Rows under this probability are left out of the table (their total is said). */
const SMALLEST_ROW = 0.00005;
/** Table rows drawn at a time: a wide exact result has up to 20,000 rows over that probability. */
const TABLE_PAGE = 200;

/** The bars of the visible range, and what is left out at each end (value beyond which, and its mass). */
function drawn(distribution: readonly [number, number][]) {
	const { from, to } = visibleRange(distribution);
	const mass = (pairs: readonly [number, number][]) => pairs.reduce((sum, [, p]) => sum + p, 0);
	// from and to are indices of the results (visibleRange): the value at each visible end.
	const valueAt = (index: number) => must(distribution[index], "a visible end outside the results")[0];
	return {
		bars: groupBars(distribution.slice(from, to + 1).map(([value, p]) => ({ value, height: p }))),
		tails: {
			below: from > 0 ? { value: valueAt(from), share: mass(distribution.slice(0, from)) } : undefined,
			above: to < distribution.length - 1 ? { value: valueAt(to), share: mass(distribution.slice(to + 1)) } : undefined,
		},
	};
}

function OddsFigures({
	expression,
	options,
	odds,
	rolled,
	choices,
	onChoices,
}: {
	expression: string;
	options?: OddsOptions;
	odds: Odds;
	rolled?: number;
} & ChoicesProps) {
	const id = useId();
	const { i18n } = useDocusaurusContext();
	const percent = percentFormatter(i18n.currentLocale);
	const number = numberFormatter(i18n.currentLocale);
	const [typed, setTyped] = useChoice({ choices, onChoices }, "target");
	const [side, setSide] = useChoice({ choices, onChoices }, "side");
	const [pity, setPity] = useState<PityOdds>();
	const [tableRows, setTableRows] = useState(TABLE_PAGE);
	const chosen = typed.trim() === "" ? undefined : Number(typed.replace(",", "."));
	const valid = chosen !== undefined && Number.isFinite(chosen);
	// Worked out once per answer, not at each key typed in the value field: a wide result has 95,000 values.
	const { shownRows, leftOut, likeliest, bars, tails } = useMemo(() => {
		const { atLeast, atMost } = cumulative(odds.distribution);
		const rows = [];
		let listed = 0;
		// cumulative gives one sum of each kind per result.
		const sum = (sums: number[], index: number) => must(sums[index], "a result without its sums");
		for (const [index, [value, p]] of odds.distribution.entries()) {
			if (p < SMALLEST_ROW) continue;
			rows.push({ value, p, atLeast: sum(atLeast, index), atMost: sum(atMost, index) });
			listed += p;
		}
		return {
			shownRows: rows,
			leftOut: 1 - listed,
			likeliest: odds.distribution.reduce((best, pair) => (pair[1] > best[1] ? pair : best), [0, -1]),
			...drawn(odds.distribution),
		};
	}, [odds]);
	// The table comes in the task after the chart and the figures: together they held the page over 200 ms
	// for the widest results on a busy machine.
	const [tableShown, setTableShown] = useState(false);
	useEffect(() => {
		const timer = window.setTimeout(() => setTableShown(true), 0);
		return () => window.clearTimeout(timer);
	}, []);
	const first = bars[0]?.value ?? 0;
	const last = bars[bars.length - 1]?.upTo ?? 0;
	const chartLabel = translate(
		{
			id: "odds.chartLabel",
			message: "Probabilité de chaque résultat de {expression}, de {first} à {last} ; le plus probable : {likeliest}.",
			description: "Accessible description of the odds chart",
		},
		{ expression, first: number(first), last: number(last), likeliest: number(likeliest[0]) },
	);
	return (
		<>
			<BarChart
				bars={bars}
				label={chartLabel}
				formatValue={number}
				selected={valid ? chosen : undefined}
				side={side}
				rolled={rolled}
				onSelect={(value) => setTyped(String(value))}
			/>
			{tails.below || tails.above ? (
				<p className={styles.tail}>
					{[
						tails.below
							? translate(
									{
										id: "odds.tailBelow",
										message: "Sous {value}, non dessiné : {share}",
										description: "Under the odds chart: the results below the drawn range and their total chance",
									},
									{ value: number(tails.below.value), share: percent(tails.below.share) },
								)
							: undefined,
						tails.above
							? translate(
									{
										id: "odds.tailAbove",
										message: "Au-dessus de {value}, non dessiné : {share}",
										description: "Under the odds chart: the results above the drawn range and their total chance",
									},
									{ value: number(tails.above.value), share: percent(tails.above.share) },
								)
							: undefined,
					]
						.filter(Boolean)
						.join(" ; ")}
				</p>
			) : null}
			<dl className={styles.summary}>
				<div>
					<dt>
						<Translate id="odds.mean" description="Odds view: the mean of the results">
							Moyenne
						</Translate>
					</dt>
					<dd>
						{number(odds.mean)}
						{odds.meanMargin !== undefined ? ` ± ${number(odds.meanMargin)}` : ""}
					</dd>
				</div>
				{odds.success !== undefined ? (
					<div>
						<dt>
							<Translate id="odds.success" description="Odds view: the chance that the comparison passes">
								Chance de réussite
							</Translate>
						</dt>
						<dd>{percent(odds.success)}</dd>
					</div>
				) : null}
				{odds.criticalSuccess !== undefined ? (
					<div>
						<dt>
							<Translate id="odds.criticalSuccess" description="Odds view: chance of a critical success">
								Réussite critique
							</Translate>
						</dt>
						<dd>{percent(odds.criticalSuccess)}</dd>
					</div>
				) : null}
				{odds.criticalFailure !== undefined ? (
					<div>
						<dt>
							<Translate id="odds.criticalFailure" description="Odds view: chance of a critical failure">
								Échec critique
							</Translate>
						</dt>
						<dd>{percent(odds.criticalFailure)}</dd>
					</div>
				) : null}
				{rolled !== undefined ? (
					<div>
						<dt>
							<Translate id="odds.rolled" description="Odds view: the result of the last roll, set apart in the chart">
								Dernier résultat
							</Translate>
						</dt>
						<dd>{number(rolled)}</dd>
					</div>
				) : null}
			</dl>
			<BotNotes notes={odds.notes} />
			{odds.measure === "successes" ? (
				<p className={styles.note}>
					<Translate id="odds.successesMeasure" description="Odds view: the values count successful dice">
						Les valeurs comptent les dés réussis.
					</Translate>
				</p>
			) : null}
			{odds.repeats !== undefined ? (
				<p className={styles.note}>
					<Translate
						id="odds.repeats"
						description="Odds view: a bulk roll; the odds are those of each of its lines"
						values={{ repeats: odds.repeats }}
					>
						{"Chiffres de chacun des {repeats} jets."}
					</Translate>
				</p>
			) : null}
			<Accuracy odds={odds} percent={percent} />
			<div className={styles.pointer}>
				<label htmlFor={`${id}-value`}>
					<Translate
						id="odds.valueLabel"
						description="Odds view: field for a value to get the chance of at least / at most"
					>
						Valeur visée
					</Translate>
				</label>
				<input
					id={`${id}-value`}
					className={styles.valueInput}
					inputMode="decimal"
					value={typed}
					onChange={(event) => setTyped(event.target.value)}
					aria-describedby={`${id}-chances`}
				/>
				<output id={`${id}-chances`} htmlFor={`${id}-value`} aria-live="polite">
					{valid
						? translate(
								{
									id: "odds.atLeastAtMost",
									message: "au moins {value} : {atLeast} ; au plus {value} : {atMost}",
									description: "Odds view: chance of a result at least and at most the value typed",
								},
								{
									value: number(chosen),
									atLeast: percent(chanceFrom(odds.distribution, chosen, "atLeast")),
									atMost: percent(chanceFrom(odds.distribution, chosen, "atMost")),
								},
							)
						: typed.trim() !== ""
							? translate({
									id: "odds.valueInvalid",
									message: "Écrivez un nombre.",
									description: "Odds view: the value typed is not a number",
								})
							: translate({
									id: "odds.valueHint",
									message: "Écrivez une valeur ou cliquez sur une barre.",
									description: "Odds view: how to choose a value",
								})}
				</output>
			</div>
			<ChanceSwitch side={side} onChange={setSide} />
			{odds.tiers ? <TiersTable tiers={odds.tiers} expression={expression} side={side} percent={percent} /> : null}
			{odds.success !== undefined ? (
				<PityFigures
					expression={expression}
					options={options}
					percent={percent}
					choices={choices}
					onChoices={onChoices}
					onFigures={setPity}
				/>
			) : null}
			{tableShown ? (
				/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard */
				<section className={styles.tableBox} tabIndex={0} aria-labelledby={`${id}-caption`}>
					<table className={styles.table}>
						<caption id={`${id}-caption`}>
							{translate(
								{
									id: "odds.tableCaption",
									message: "Résultats de {expression} et leur probabilité",
									description: "Caption of the odds table",
								},
								{ expression },
							)}
						</caption>
						<thead>
							<tr>
								<th scope="col">
									<Translate id="odds.column.value" description="Odds table column: the result">
										Résultat
									</Translate>
								</th>
								<th scope="col">{sideLabel(side)}</th>
							</tr>
						</thead>
						<tbody>
							{shownRows.slice(0, tableRows).map((row) => (
								<tr key={row.value} className={row.value === rolled ? styles.rolledRow : undefined}>
									<th scope="row">{number(row.value)}</th>
									<td>{percent(side === "exactly" ? row.p : side === "atLeast" ? row.atLeast : row.atMost)}</td>
								</tr>
							))}
						</tbody>
					</table>
					{shownRows.length > tableRows ? (
						<button
							type="button"
							className="button button--sm button--secondary margin-vert--sm"
							onClick={() => setTableRows(tableRows + TABLE_PAGE)}
						>
							{translate(
								{
									id: "odds.moreRows",
									message: "Afficher les résultats suivants ({count} restants)",
									description: "Under the odds table: shows the next rows; {count} rows are not shown yet",
								},
								{ count: shownRows.length - tableRows },
							)}
						</button>
					) : null}
					{leftOut > SMALLEST_ROW ? (
						<p className={styles.note}>
							{translate(
								{
									id: "odds.rowsLeftOut",
									message: "Les résultats rarissimes ne sont pas listés (ensemble : {share}).",
									description: "Under the odds table: results below 0.005% are not listed; {share} is their total",
								},
								{ share: percent(leftOut) },
							)}
						</p>
					) : null}
				</section>
			) : null}
			<CopyForDiscord
				expression={expression}
				odds={odds}
				percent={percent}
				number={number}
				extras={{
					side: side === "exactly" ? undefined : { side, name: sideLabel(side) },
					pity: pity ? { odds: pity, sentence: pitySentence(percent) } : undefined,
				}}
			/>
		</>
	);
}

export default function OddsView({ expression, options, rolled, choices, onChoices }: Props) {
	const { i18n } = useDocusaurusContext();
	const state = useOdds(expression, options, i18n.currentLocale);
	return (
		<div className={styles.view}>
			<OddsStatus state={state} />
			{state.kind === "done" && state.answer && !state.answer.ok ? (
				<p role="alert" className={styles.error}>
					{errorMessage(state.answer.error)}
				</p>
			) : null}
			{state.kind === "done" && state.answer?.ok ? (
				<>
					{state.exactTimedOut ? <ExactTimedOutNote seconds={EXACT_BUDGET_MS / 1000} /> : null}
					<OddsFigures
						expression={expression}
						options={options}
						odds={state.answer.odds}
						rolled={rolled}
						choices={choices}
						onChoices={onChoices}
					/>
				</>
			) : null}
		</div>
	);
}
