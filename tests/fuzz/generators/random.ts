/**
 * The fuzz generators' only source of chance: a small seeded generator
 * (mulberry32), so that a seed names the same cases on every machine and a
 * failure can be replayed from the seed it prints.
 */
export interface Chance {
	/** A float in [0, 1). */
	next(): number;
	/** A whole number in [min, max]. */
	int(min: number, max: number): number;
	pick<T>(items: readonly T[]): T;
	/** True with the given probability. */
	maybe(probability: number): boolean;
}

export function chance(seed: number): Chance {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
	return {
		next,
		int,
		pick: (items) => {
			if (items.length === 0) throw new Error("pick from an empty list");
			return items[int(0, items.length - 1)] as (typeof items)[number];
		},
		maybe: (probability) => next() < probability,
	};
}

/** Raw draws for a roll: 31-bit numbers, so rpg-dice-roller's integer(min, max) keeps each (no rejection) as min + draw % size. */
export function draws(seed: number, count: number): number[] {
	const source = chance(seed);
	return Array.from({ length: count }, () => Math.floor(source.next() * 0x7fffffff));
}
