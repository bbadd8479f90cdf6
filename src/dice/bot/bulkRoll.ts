/** A bulk roll read as core reads it: `4#2d10` is `2d10` four times, one line each; `{4#...}` too. */

import { DiceError } from "../errors";
import { MAX_REPEATS } from "../limits";
import { splitComparison } from "./comparison";

const REPEATED = /^\{?(\d*)#(.+?)\}?$/;

export interface Repeated {
	times: number;
	roll: string;
	/** Compared with a single `=`: the bot's math.js refuses `12=7` once the first roll is drawn (`readRepeated`). */
	equals?: true;
	/** `{N#roll>=X}`: core rolls the dice alone and marks the dice of each roll that passes, with no verdict. */
	curly?: true;
}

/** `N#roll` or `{N#roll}`, or undefined; throws when N is not a whole number from 1 to the cap, or on a single `=`. */
export function parseRepeated(text: string): Repeated | undefined {
	const repeated = readRepeated(text);
	// The bot tests each roll with math.js, which cannot read `12=7`: the odds of such a roll are never asked.
	if (repeated?.equals) throw new DiceError("equalsInRepeat", { notation: repeated.roll });
	return repeated;
}

/** `parseRepeated` for the live roll, which rolls the first line of a bulk roll compared with `=` before refusing it. */
export function readRepeated(text: string): Repeated | undefined {
	const curly = /^\{\d*#.*\}$/.test(text);
	const match = curly ? REPEATED.exec(text) : /^(\d*)#(.+)$/.exec(text);
	if (!match) return undefined;
	const [, count = "", roll = ""] = match;
	const times = Number(count);
	// `reason` is core's cause, which the bot's error embed names: no count, a count of 0, one over the cap.
	if (count === "" || !Number.isInteger(times))
		throw new DiceError("repeatCount", { max: MAX_REPEATS, reason: "bulk_number", dice: text });
	if (times < 1) throw new DiceError("repeatCount", { max: MAX_REPEATS, reason: "bulk_zero", dice: text });
	if (times > MAX_REPEATS) throw new DiceError("repeatCount", { max: MAX_REPEATS, reason: "bulk_max", dice: text });
	const sign = splitComparison(roll)?.sign;
	return { times, roll, ...(sign === "=" ? { equals: true } : {}), ...(curly && sign ? { curly: true } : {}) };
}
