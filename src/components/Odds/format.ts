// Numbers of the Odds view in the reader's language: percentages with two
// decimals at most, and "< 0.01 %" rather than a zero that is not one.
import { must } from "@site/src/dice";

export function percentFormatter(locale: string): (probability: number) => string {
	const format = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
	const smallest = format.format(0.0001);
	return (probability) => (probability > 0 && probability < 0.00005 ? `< ${smallest}` : format.format(probability));
}

export function numberFormatter(locale: string): (value: number) => string {
	const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
	return (value) => format.format(value);
}

/** P(value ≥ v) and P(value ≤ v) for each value of a sorted distribution. */
export function cumulative(distribution: readonly [number, number][]): { atLeast: number[]; atMost: number[] } {
	const atMost: number[] = [];
	let below = 0;
	for (const [, p] of distribution) {
		below += p;
		atMost.push(Math.min(1, below));
	}
	const atLeast: number[] = [];
	let above = 0;
	for (const [index, [, p]] of [...distribution.entries()].reverse()) {
		above += p;
		atLeast[index] = Math.min(1, above);
	}
	return { atLeast, atMost };
}

/** The chance of a result at least (or at most) `value`, for any value typed. */
export function chanceFrom(distribution: readonly [number, number][], value: number, side: "atLeast" | "atMost") {
	let chance = 0;
	for (const [result, p] of distribution) if (side === "atLeast" ? result >= value : result <= value) chance += p;
	return Math.min(1, chance);
}

/** Mass left out of the chart at each end, when the results are many: an exploding sum's far tail is not drawn to scale. */
const CHART_TAIL = 0.001;
/** Results drawn whole below this count, however thin their ends. */
const CHART_ALL = 40;

/** The first and last index the chart draws: the ends holding less than CHART_TAIL each are summarised instead. */
export function visibleRange(distribution: readonly [number, number][]): { from: number; to: number } {
	const count = distribution.length;
	if (count <= CHART_ALL) return { from: 0, to: count - 1 };
	// Both walks stay inside the results: from below count - 1, to above from.
	const chance = (index: number) => must(distribution[index], "an end outside the results")[1];
	let from = 0;
	let below = 0;
	while (from < count - 1 && below + chance(from) < CHART_TAIL) below += chance(from++);
	let to = count - 1;
	let above = 0;
	while (to > from && above + chance(to) < CHART_TAIL) above += chance(to--);
	return { from, to };
}
