// Up to four expressions side by side: one chart where each series has its own
// dash pattern and marker shape (told apart without colour), a summary table
// (mean, chance of success) and one table of every result with a column per
// expression, following the exactly / at least / at most switch. The tables are
// the accessible source of every number; the chart is described in one sentence.

import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { must } from "@site/src/dice";
import { errorMessage } from "@site/src/dice/messages";
import type { Odds, OddsOptions } from "@site/src/dice/odds";
import Translate from "@site/src/i18n/OddsTranslate";
import { translate } from "@site/src/i18n/odds";
import { useId, useMemo } from "react";
import { estimateText } from "./Accuracy";
import ChanceSwitch, { type ChanceSide, sideLabel } from "./ChanceSwitch";
import CopyForDiscord from "./CopyForDiscord";
import { type ChoicesProps, useChoice } from "./choices";
import { cumulative, numberFormatter, percentFormatter, visibleRange } from "./format";
import { ExactTimedOutNote, OddsStatus } from "./OddsStatus";
import { EXACT_BUDGET_MS } from "./oddsClient";
import styles from "./styles.module.css";
import { useOddsBatch } from "./useOdds";

/** How many expressions one comparison holds. */
const MOST_COMPARED = 4;
const DASHES = ["", "8 4", "2 3", "10 3 2 3"];
const SHAPES = ["circle", "square", "triangle", "diamond"] as const;
/** One shape per compared expression: there are MOST_COMPARED of each. */
const shapeOf = (index: number) => must(SHAPES[index], "more series than shapes");
const WIDTH = 600;
const HEIGHT = 160;
/** Markers drawn per series at most: beyond, one every few values. */
const MARKERS = 24;

function Marker({ shape, x, y }: { shape: (typeof SHAPES)[number]; x: number; y: number }) {
	const r = 4;
	if (shape === "circle") return <circle cx={x} cy={y} r={r} />;
	if (shape === "square") return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} />;
	if (shape === "triangle") return <polygon points={`${x},${y - r} ${x + r},${y + r} ${x - r},${y + r}`} />;
	return <polygon points={`${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`} />;
}

/** A legend swatch: the series' dash pattern with its marker. */
function Swatch({ index }: { index: number }) {
	return (
		<svg width="36" height="12" viewBox="0 0 36 12" aria-hidden="true" className={styles.series}>
			<line x1="0" y1="6" x2="36" y2="6" strokeDasharray={DASHES[index]} />
			<Marker shape={shapeOf(index)} x={18} y={6} />
		</svg>
	);
}

interface Series {
	expression: string;
	/** Unique in the comparison, though the same expression may be asked twice. */
	key: string;
	/** What the expression stands for (the builder's "type die, statistic 40"), shown before it. */
	name?: string;
	odds: Odds;
	atLeast: number[];
	atMost: number[];
	byValue: Map<number, number>;
}

function chanceAt(series: Series, value: number, side: ChanceSide): number {
	const { distribution } = series.odds;
	if (side === "exactly") return series.byValue.get(value) ?? 0;
	// The first index at or above the value, for "at least"; the last at or below, for "at most".
	let low = 0;
	let high = distribution.length;
	while (low < high) {
		const middle = (low + high) >> 1;
		if (must(distribution[middle], "a middle outside the search")[0] < value) low = middle + 1;
		else high = middle;
	}
	// The sums run beside the distribution: past either end there is no chance left.
	if (side === "atLeast") return series.atLeast[low] ?? 0;
	const last = distribution[low]?.[0] === value ? low : low - 1;
	return series.atMost[last] ?? 0;
}

function SeriesName({ series }: { series: Series }) {
	return (
		<>
			{series.name ? `${series.name} — ` : null}
			<code>{series.expression}</code>
		</>
	);
}

/** An estimated figure is marked as such wherever it is shown. */
const estimated = (series: Series, figure: string) => (series.odds.exact ? figure : `≈ ${figure}`);

function CompareFigures({ series, choices, onChoices }: { series: Series[] } & ChoicesProps) {
	const id = useId();
	const { i18n } = useDocusaurusContext();
	const percent = percentFormatter(i18n.currentLocale);
	const number = numberFormatter(i18n.currentLocale);
	const sampled = series.filter((each) => !each.odds.exact);
	const [side, setSide] = useChoice({ choices, onChoices }, "side");
	const { values, top } = useMemo(() => {
		const shown = new Set<number>();
		let highest = Number.MIN_VALUE;
		for (const each of series) {
			const { from, to } = visibleRange(each.odds.distribution);
			for (const [value, p] of each.odds.distribution.slice(from, to + 1)) {
				shown.add(value);
				highest = Math.max(highest, p);
			}
		}
		return { values: [...shown].sort((a, b) => a - b), top: highest };
	}, [series]);
	const first = values[0] ?? 0;
	const last = values[values.length - 1] ?? 0;
	const x = (value: number) => (last === first ? WIDTH / 2 : ((value - first) / (last - first)) * (WIDTH - 16) + 8);
	const y = (p: number) => HEIGHT - 6 - (p / top) * (HEIGHT - 14);
	const label = translate(
		{
			id: "odds.compare.chartLabel",
			message: "Probabilité de chaque résultat de {expressions}, de {first} à {last}.",
			description: "Accessible description of the comparison chart",
		},
		{
			expressions: series.map((each) => (each.name ? `${each.name} (${each.expression})` : each.expression)).join(", "),
			first: number(first),
			last: number(last),
		},
	);
	return (
		<>
			<figure className={styles.chart}>
				<svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className={styles.svg}>
					{series.map((each, index) => {
						const points = values.map((value) => `${x(value)},${y(each.byValue.get(value) ?? 0)}`).join(" ");
						const every = Math.max(1, Math.ceil(values.length / MARKERS));
						return (
							<g key={each.key} className={styles.series}>
								<polyline points={points} strokeDasharray={DASHES[index]} fill="none" />
								{values
									.filter((_, at) => at % every === index % every)
									.map((value) => (
										<Marker key={value} shape={shapeOf(index)} x={x(value)} y={y(each.byValue.get(value) ?? 0)} />
									))}
							</g>
						);
					})}
				</svg>
				<figcaption className={styles.axis} aria-hidden="true">
					<span>{number(first)}</span>
					<span>{number(last)}</span>
				</figcaption>
			</figure>
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard (long names on a phone) */}
			<section className={styles.tableBox} tabIndex={0} aria-labelledby={`${id}-summary`}>
				<table className={styles.table}>
					<caption id={`${id}-summary`}>
						<Translate id="odds.compare.summaryCaption" description="Caption of the comparison's summary table">
							Expressions comparées
						</Translate>
					</caption>
					<thead>
						<tr>
							<th scope="col">
								<Translate id="odds.compare.expression" description="Comparison table column: the expression">
									Expression
								</Translate>
							</th>
							<th scope="col">
								<Translate id="odds.mean" description="Odds view: the mean of the results">
									Moyenne
								</Translate>
							</th>
							<th scope="col">
								<Translate id="odds.success" description="Odds view: the chance that the comparison passes">
									Chance de réussite
								</Translate>
							</th>
						</tr>
					</thead>
					<tbody>
						{series.map((each, index) => (
							<tr key={each.key}>
								<th scope="row" className={styles.tierName}>
									<Swatch index={index} /> <SeriesName series={each} />
								</th>
								<td>{estimated(each, number(each.odds.mean))}</td>
								<td>{each.odds.success === undefined ? "—" : estimated(each, percent(each.odds.success))}</td>
							</tr>
						))}
					</tbody>
				</table>
			</section>
			{sampled.map((each) => (
				<p key={each.key} className={styles.accuracy} data-estimate={each.expression}>
					<SeriesName series={each} /> ≈ {estimateText(each.odds, percent)}
				</p>
			))}
			<ChanceSwitch side={side} onChange={setSide} />
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard */}
			<section className={styles.tableBox} tabIndex={0} aria-labelledby={`${id}-caption`}>
				<table className={styles.table}>
					<caption id={`${id}-caption`}>
						{translate(
							{
								id: "odds.compare.caption",
								message: "Résultats comparés ({side})",
								description: "Caption of the comparison table; {side} is exactly / at least / at most",
							},
							{ side: sideLabel(side) },
						)}
					</caption>
					<thead>
						<tr>
							<th scope="col">
								<Translate id="odds.column.value" description="Odds table column: the result">
									Résultat
								</Translate>
							</th>
							{series.map((each) => (
								<th scope="col" key={each.key}>
									<SeriesName series={each} />
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{values.map((value) => (
							<tr key={value}>
								<th scope="row">{number(value)}</th>
								{series.map((each) => (
									<td key={each.key}>{estimated(each, percent(chanceAt(each, value, side)))}</td>
								))}
							</tr>
						))}
					</tbody>
				</table>
			</section>
			<CopyForDiscord
				compared={series.map((each) => ({ expression: each.expression, name: each.name, odds: each.odds }))}
				percent={percent}
				number={number}
			/>
		</>
	);
}

interface Props extends ChoicesProps {
	expressions: string[];
	options?: OddsOptions;
	/** Each expression's own options (the builder's criticals for a statistic's value), in place of `options`. */
	optionsEach?: readonly OddsOptions[];
	/** What each expression stands for, shown before it. */
	names?: readonly string[];
}

export default function CompareView({ expressions, options, optionsEach, names, choices, onChoices }: Props) {
	const { i18n } = useDocusaurusContext();
	const questions = expressions.slice(0, MOST_COMPARED).map((expression, index) => ({
		expression,
		options: optionsEach?.[index] ?? options ?? {},
		locale: i18n.currentLocale,
	}));
	const shownNames = (names ?? []).join("\n");
	const state = useOddsBatch(questions);
	const answered = state.kind === "done" ? state.answers : undefined;
	const asked = questions.map((question) => question.expression).join("\n");
	const series = useMemo(() => {
		const expressionsAsked = asked.split("\n");
		const named = shownNames === "" ? [] : shownNames.split("\n");
		return (
			answered?.flatMap((answer, index): Series[] => {
				// Answers still held for a longer list just shortened (a compared field removed) are left out.
				const expression = expressionsAsked[index];
				if (!answer.ok || expression === undefined) return [];
				const { atLeast, atMost } = cumulative(answer.odds.distribution);
				const byValue = new Map(answer.odds.distribution);
				return [
					{
						expression,
						key: `${index}:${expression}`,
						name: named[index],
						odds: answer.odds,
						atLeast,
						atMost,
						byValue,
					},
				];
			}) ?? []
		);
	}, [answered, asked, shownNames]);
	// Answers still held for a longer list just shortened are left out here too.
	const refused = (answered ?? []).flatMap((answer, index) => {
		const expression = questions[index]?.expression;
		return answer.ok || expression === undefined
			? []
			: [{ key: `${index}:${expression}`, expression, error: answer.error }];
	});
	return (
		<div className={styles.view}>
			<OddsStatus state={state} />
			{state.kind === "done" && state.exactTimedOut ? (
				<ExactTimedOutNote
					seconds={EXACT_BUDGET_MS / 1000}
					only={questions.flatMap((question, index) => (state.timedOut[index] ? [question.expression] : []))}
				/>
			) : null}
			{refused.map((each) => (
				<p role="alert" className={styles.error} key={each.key}>
					<code>{each.expression}</code> — {errorMessage(each.error)}
				</p>
			))}
			{series.length > 0 ? <CompareFigures series={series} choices={choices} onChoices={onChoices} /> : null}
		</div>
	);
}
