/**
 * Probability distributions of a roll's value, for the odds engine. A
 * distribution maps each value to its probability; a `Tagged` one also
 * remembers which watched faces of a lone natural die showed (a bit mask),
 * so that criticals read on the natural die stay exact. Probabilities are
 * doubles: each operation multiplies and adds them only, so that the sum
 * stays 1 to within a few units of 1e-15 per step (tests check it).
 */

export type Distribution = Map<number, number>;
/** Distributions by mask of watched faces seen; most expressions only ever have mask 0. */
export type Tagged = Map<number, Distribution>;

/** Thrown when an exact answer is out of reach: the caller samples instead. */
export class NotExact extends Error {
	constructor(readonly reason: string) {
		super(reason);
		this.name = "NotExact";
	}
}

/** Distinct values one distribution may hold before the exact engine gives way to sampling. */
const MAX_VALUES = 20_000;
/** Pairs of values one combination may visit. */
const MAX_PAIRS = 4_000_000;

export function add(into: Distribution, value: number, probability: number): void {
	if (probability === 0) return;
	into.set(value, (into.get(value) ?? 0) + probability);
}

function checkSize(distribution: Distribution): Distribution {
	if (distribution.size > MAX_VALUES) throw new NotExact("tooManyValues");
	return distribution;
}

export function point(value: number, mask = 0): Tagged {
	return new Map([[mask, new Map([[value, 1]])]]);
}

export function tag(distribution: Distribution, mask = 0): Tagged {
	return new Map([[mask, distribution]]);
}

/** Every value of every two independent distributions put together by `join`. */
export function combine(a: Tagged, b: Tagged, join: (x: number, y: number) => number): Tagged {
	let pairs = 0;
	for (const left of a.values()) for (const right of b.values()) pairs += left.size * right.size;
	if (pairs > MAX_PAIRS) throw new NotExact("tooManyPairs");
	const result: Tagged = new Map();
	for (const [maskA, left] of a) {
		for (const [maskB, right] of b) {
			const mask = maskA | maskB;
			let into = result.get(mask);
			if (!into) {
				into = new Map();
				result.set(mask, into);
			}
			for (const [x, p] of left) for (const [y, q] of right) add(into, join(x, y), p * q);
			checkSize(into);
		}
	}
	return result;
}

export function mapValues(a: Tagged, change: (value: number) => number): Tagged {
	const result: Tagged = new Map();
	for (const [mask, distribution] of a) {
		const into: Distribution = new Map();
		for (const [value, p] of distribution) add(into, change(value), p);
		result.set(mask, into);
	}
	return result;
}

/** Whole-number values within this span are added on dense arrays, much quicker than maps. */
const DENSE_SPAN = 100_000;

function integerSpan(distribution: Distribution): { low: number; high: number } | undefined {
	let low = Number.POSITIVE_INFINITY;
	let high = Number.NEGATIVE_INFINITY;
	for (const value of distribution.keys()) {
		if (!Number.isInteger(value)) return undefined;
		if (value < low) low = value;
		if (value > high) high = value;
	}
	return high - low <= DENSE_SPAN ? { low, high } : undefined;
}

/** The sum of two independent values. */
function convolve(left: Distribution, right: Distribution): Distribution {
	const a = integerSpan(left);
	const b = integerSpan(right);
	if (!a || !b) return flatten(combine(tag(left), tag(right), (x, y) => x + y));
	// Both arrays start at 0 and span every value of their side: a cell read as missing is that 0.
	const rightValues = new Float64Array(b.high - b.low + 1);
	for (const [value, p] of right) rightValues[value - b.low] = (rightValues[value - b.low] ?? 0) + p;
	const sums = new Float64Array(a.high - a.low + b.high - b.low + 1);
	for (const [value, p] of left) {
		const offset = value - a.low;
		for (let j = 0; j < rightValues.length; j += 1) {
			sums[offset + j] = (sums[offset + j] ?? 0) + p * (rightValues[j] ?? 0);
		}
	}
	const result: Distribution = new Map();
	sums.forEach((p, index) => {
		if (p > 0) result.set(a.low + b.low + index, p);
	});
	return checkSize(result);
}

/** The sum of two independent tagged values (masks joined). */
export function addTagged(a: Tagged, b: Tagged): Tagged {
	const result: Tagged = new Map();
	for (const [maskA, left] of a) {
		for (const [maskB, right] of b) {
			const mask = maskA | maskB;
			const sum = convolve(left, right);
			const into = result.get(mask);
			if (!into) result.set(mask, sum);
			else for (const [value, p] of sum) add(into, value, p);
		}
	}
	return result;
}

/** The sum of `count` independent copies of one distribution (powers by squaring keep it quick). */
export function sumOf(count: number, one: Tagged): Tagged {
	let result = point(0);
	let power = one;
	let left = count;
	while (left > 0) {
		if (left % 2 === 1) result = addTagged(result, power);
		left = Math.floor(left / 2);
		if (left > 0) power = addTagged(power, power);
	}
	return result;
}

/** `weights` of several tagged distributions mixed into one. */
export function mix(parts: readonly { weight: number; of: Tagged }[]): Tagged {
	const result: Tagged = new Map();
	for (const { weight, of } of parts) {
		if (weight === 0) continue;
		for (const [mask, distribution] of of) {
			let into = result.get(mask);
			if (!into) {
				into = new Map();
				result.set(mask, into);
			}
			for (const [value, p] of distribution) add(into, value, p * weight);
		}
	}
	return result;
}

/** The masks forgotten: the distribution of the value alone. */
export function flatten(a: Tagged): Distribution {
	const result: Distribution = new Map();
	for (const distribution of a.values()) for (const [value, p] of distribution) add(result, value, p);
	return result;
}

export function totalMass(distribution: Distribution): number {
	let sum = 0;
	for (const p of distribution.values()) sum += p;
	return sum;
}

export function meanOf(distribution: Distribution): number {
	let sum = 0;
	let mass = 0;
	for (const [value, p] of distribution) {
		sum += value * p;
		mass += p;
	}
	return mass > 0 ? sum / mass : Number.NaN;
}

/** Values rounded as dice-roller rounds a total (2 decimals), sorted. */
export function sortedPairs(distribution: Distribution): [number, number][] {
	const rounded: Distribution = new Map();
	for (const [value, p] of distribution) add(rounded, Number.parseFloat(value.toFixed(2)), p);
	return [...rounded].sort((a, b) => a[0] - b[0]);
}
