// Thresholds of the tests that compare rolls drawn at random with a known answer. Each is worked out from the
// sample's size for a stated false-alarm rate, so that correct code fails a run by chance at most that often
// (a fixed gap such as 0.01 fails a share of runs that nobody chose).

/** The chance, per assertion and per run, that correct code fails it: once in a million. */
export const FALSE_ALARM = 1e-6;

/**
 * The gap that `draws` independent draws cross with a chance of at most `alpha`: between a share seen and the true
 * chance (Hoeffding), and between the sample's cumulative distribution and the true one at every value at once
 * (Dvoretzky-Kiefer-Wolfowitz, with Massart's constant). Both bound that chance by 2·exp(−2·draws·gap²).
 */
export function sampledGap(draws: number, alpha = FALSE_ALARM): number {
	if (!(draws > 0)) throw new Error(`a sample needs draws, not ${draws}`);
	return Math.sqrt(Math.log(2 / alpha) / (2 * draws));
}

/** The gap between a sample's mean and the true mean, for values spread over `range`, at chance `alpha` (Hoeffding). */
export function sampledMeanGap(draws: number, range: number, alpha = FALSE_ALARM): number {
	return range * sampledGap(draws, alpha);
}

/** How many tries an event of chance `chance` needs to show at least once, but with a chance of at most `alpha`. */
export function triesToSee(chance: number, alpha = FALSE_ALARM): number {
	if (!(chance > 0 && chance < 1)) throw new Error(`a chance between 0 and 1, not ${chance}`);
	return Math.ceil(Math.log(alpha) / Math.log(1 - chance));
}

/** Largest gap between two cumulative distributions, each given as `[value, probability]` pairs. */
export function cumulativeGap(expected: [number, number][], seen: [number, number][]): number {
	const values = [...new Set([...expected, ...seen].map(([value]) => value))].sort((a, b) => a - b);
	const weights = (pairs: [number, number][]) => {
		const map = new Map<number, number>();
		for (const [value, probability] of pairs) map.set(value, (map.get(value) ?? 0) + probability);
		return map;
	};
	const left = weights(expected);
	const right = weights(seen);
	let gap = 0;
	let below = 0;
	for (const value of values) {
		below += (left.get(value) ?? 0) - (right.get(value) ?? 0);
		gap = Math.max(gap, Math.abs(below));
	}
	return gap;
}

/** The sample's distribution of its values, as `[value, share]` pairs. */
export function shares(values: number[]): [number, number][] {
	const counts = new Map<number, number>();
	for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
	return [...counts].map(([value, count]) => [value, count / values.length]);
}
