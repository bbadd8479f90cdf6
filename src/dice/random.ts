/**
 * Where the random numbers come from. rpg-dice-roller draws from one global
 * number generator; `withRandomSource` swaps its engine for the time of one
 * synchronous roll and puts the previous one back, so a seeded roll never
 * leaks into another caller.
 */
import { NumberGenerator } from "@dice-roller/rpg-dice-roller";
import { DiceError } from "./errors";
import { MAX_DRAWS } from "./limits";

/** Anything with `next()` giving a 32-bit integer, like random-js' engines. */
export interface RandomSource {
	next(): number;
}

/** A repeatable source: the same seed gives the same rolls (Mersenne Twister from random-js). */
export function seededSource(seed: number): RandomSource {
	// Typed as an instance in rpg-dice-roller's declarations, it is random-js' class, with its static `seed`.
	const twister = NumberGenerator.engines.MersenneTwister19937 as unknown as { seed(seed: number): RandomSource };
	return twister.seed(seed);
}

/** The browser's cryptographic generator when there is one, else Math.random. */
export function defaultSource(): RandomSource {
	const hasCrypto = typeof globalThis.crypto?.getRandomValues === "function";
	return hasCrypto ? NumberGenerator.engines.browserCrypto : NumberGenerator.engines.nativeMath;
}

/** dice-roller names each draw's range to its engine; a source wrapped in another still hears it. */
function wrapped(source: RandomSource, next: () => number): RandomSource {
	return {
		next,
		set range(range: number[]) {
			(source as RandomSource & { range?: number[] }).range = range;
		},
	} as RandomSource;
}

/** `source`, its numbers also kept in `drawn`, in order. */
export function recordedSource(source: RandomSource, drawn: number[]): RandomSource {
	return wrapped(source, () => {
		const value = source.next();
		drawn.push(value);
		return value;
	});
}

/** The numbers of `drawn` again, in order, then `source`'s: a roll made once more falls as it fell. */
export function replayedSource(drawn: readonly number[], source: RandomSource): RandomSource {
	let at = 0;
	return wrapped(source, () => (at < drawn.length ? (drawn[at++] as number) : source.next()));
}

/**
 * Runs `run` with `source` as dice-roller's engine. Draws are counted: past
 * `MAX_DRAWS` (dice that keep exploding or re-rolling) the roll stops with
 * `tooManyRolls` instead of freezing the page.
 */
export function withRandomSource<T>(source: RandomSource, run: () => T, maxDraws = MAX_DRAWS): T {
	return withRandomSourceForRolls(source, () => run(), maxDraws);
}

/**
 * `withRandomSource` for many rolls in a row (the odds' sampling): the engine
 * is swapped once, and `nextRoll()` starts each roll's count of draws afresh.
 */
export function withRandomSourceForRolls<T>(
	source: RandomSource,
	run: (nextRoll: () => void) => T,
	maxDraws = MAX_DRAWS,
): T {
	const generator = NumberGenerator.generator;
	const previous = generator.engine as RandomSource;
	let draws = 0;
	generator.engine = {
		next() {
			draws += 1;
			if (draws > maxDraws) throw new DiceError("tooManyRolls", { max: maxDraws });
			return source.next();
		},
		// dice-roller tells its engine the range of each draw; its fixed `max` engine needs it.
		set range(range: number[]) {
			(source as RandomSource & { range?: number[] }).range = range;
		},
	};
	try {
		return run(() => {
			draws = 0;
		});
	} finally {
		generator.engine = previous;
	}
}
