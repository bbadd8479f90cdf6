// Every sequence of draws the live roll can make, played through the site's own
// engine (rollExpression) and weighted by its probability: the brute force the
// tiers and pity tests compare the exact answers with.
import type { RollResult, SampleCharacter } from "../../../../src/dice";
import { must, rollExpression } from "../../../../src/dice";
import { oddsCommand } from "../../../../src/dice/odds";

class TooDeep extends Error {}

/**
 * Calls `visit` for each complete sequence of at most `maxDraws` draws. A source
 * answering k gives the face min+k (dice-roller tells the range before each
 * draw); sequences are visited like an odometer. Returns the mass cut short.
 */
export function forEachRoll(
	expression: string,
	visit: (result: RollResult, weight: number) => void,
	options: { character?: SampleCharacter; maxDraws?: number } = {},
): number {
	const maxDraws = options.maxDraws ?? 12;
	// The path gets a choice before each draw is counted in sizes, and range is dice-roller's [min, max].
	const at = (list: readonly number[], index: number) => must(list[index], "an odometer position out of its draws");
	let cut = 0;
	let path: number[] = [];
	for (;;) {
		const sizes: number[] = [];
		let index = 0;
		let range: number[] = [1, 1];
		let deep = false;
		const source = {
			next() {
				if (index >= maxDraws) {
					deep = true;
					throw new TooDeep();
				}
				if (index >= path.length) path.push(0);
				sizes.push(at(range, 1) - at(range, 0) + 1);
				const choice = at(path, index);
				index += 1;
				return choice;
			},
			set range(value: number[]) {
				range = value;
			},
		};
		const rolled = rollExpression(expression, {
			random: source,
			character: options.character,
			command: oddsCommand(options),
		});
		const weight = sizes.reduce((product, size) => product / size, 1);
		if (deep) cut += weight;
		else {
			if (!rolled.ok) throw new Error(`${expression}: ${rolled.error.message}`);
			visit(rolled.result, weight);
		}
		path = path.slice(0, sizes.length);
		let position = path.length - 1;
		while (position >= 0 && at(path, position) >= at(sizes, position) - 1) position -= 1;
		if (position < 0) return cut;
		path = [...path.slice(0, position), at(path, position) + 1];
	}
}
