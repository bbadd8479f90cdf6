/** Counting dice groups and dice before anything is rolled, against the caps in `limits.ts`. */
import { DiceError } from "./errors";
import { MAX_DICE, MAX_DICE_GROUPS, MAX_EXPLODING_DICE } from "./limits";

/** A dice group and, when it explodes, the `!` that follows its sides. */
const DICE_GROUP = /(\d*)d(\d+|%|f)(!?)/gi;
/** dice-roller's own cap on one group: a larger group is refused by dice-roller, with its words, before any draw. */
const ROLLER_GROUP_CAP = 999;

export interface DiceCount {
	groups: number;
	dice: number;
	/** The largest exploding group. */
	largestExploding: number;
}

export function countDice(text: string): DiceCount {
	let groups = 0;
	let dice = 0;
	let largestExploding = 0;
	for (const match of text.matchAll(DICE_GROUP)) {
		const quantity = match[1] ? Number(match[1]) : 1;
		if (quantity > ROLLER_GROUP_CAP) continue;
		groups += 1;
		dice += quantity;
		if (match[3] === "!") largestExploding = Math.max(largestExploding, quantity);
	}
	return { groups, dice, largestExploding };
}

/** Throws when `count` repeated `times` goes over the caps. */
export function assertWithinLimits(count: DiceCount, times = 1): void {
	if (count.groups > MAX_DICE_GROUPS) throw new DiceError("tooManyGroups", { max: MAX_DICE_GROUPS });
	if (count.dice * times > MAX_DICE) throw new DiceError("tooManyDice", { max: MAX_DICE });
	if (count.largestExploding > MAX_EXPLODING_DICE) {
		throw new DiceError("tooManyExplodingDice", { max: MAX_EXPLODING_DICE });
	}
}
