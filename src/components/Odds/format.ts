// Numbers of the Odds view in the reader's language: percentages with two
// decimals at most, and "< 0.01 %" rather than a zero that is not one.
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
	for (let index = distribution.length - 1; index >= 0; index -= 1) {
		above += distribution[index][1];
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
