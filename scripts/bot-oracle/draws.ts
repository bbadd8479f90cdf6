/**
 * The dice both sides draw: one seeded stream of 31-bit numbers (rpg-dice-roller keeps such a draw whole as
 * min + draw % size), so the site replays the faces the bot rolled from the case's seed alone.
 */
import { chance } from "../../tests/fuzz/generators/random";

export interface DrawStream {
	next(): number;
	/** How many numbers were drawn. */
	used(): number;
}

export function drawStream(seed: number): DrawStream {
	const source = chance(seed);
	let used = 0;
	return {
		next() {
			used += 1;
			return Math.floor(source.next() * 0x7fffffff);
		},
		used: () => used,
	};
}
