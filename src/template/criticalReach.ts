/**
 * A template critical that can never fire. The bot reads a critical on the face
 * of a die rolled alone (`[6]` in the reply's detail, `result_as_text.ts`): on a
 * roll of several dice (`2d6kh1`, shown `[6, 3]`) or with no lone die that has the
 * face, it never names the roll, and the odds show 0 %. Worked out for each value
 * `$` takes over the curve's range; an exploding face is the bot model's own note.
 */
import { evaluateInlineMath } from "../dice";
import { diceGroups, splitComparison } from "../dice/bot";
import type { TemplateForm } from "./formModel";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";
import { prepareDiceType } from "./preparedFormulas";
import { curveRange } from "./typeDieOdds";

export interface UnreachableCritical {
	critical: "success" | "failure";
	face: number;
	/** The values of `$` over which it never fires, one run of them. */
	low: number;
	high: number;
	/** What the type die rolls at `low`. */
	rolled: string;
	/** Several dice and none alone, or no lone die with that face. */
	reason: "severalDice" | "noSuchFace";
}

/** Values of `$` walked at most: past that, the checks look at the ends of the range. */
const MOST_VALUES = 400;

/** The dice groups a roll shows, or none when its notation cannot be read here. */
function diceOf(rolled: string): ReturnType<typeof diceGroups> {
	let notation = rolled.replace(/\s#.*$/, "");
	try {
		notation = evaluateInlineMath(notation, () => {
			throw new Error("dice in a block");
		});
	} catch {
		return [];
	}
	// Markers (`{cs:…}`) and the comparison are no dice.
	notation = notation.replace(/\{\*?c[sf]:[^}]*\}/gi, "");
	return diceGroups(splitComparison(notation)?.left ?? notation);
}

/** Why a face can never be read alone on this roll, or undefined when it can. */
function neverFires(rolled: string, face: number): UnreachableCritical["reason"] | undefined {
	const dice = diceOf(rolled);
	if (dice.length === 0) return undefined;
	const lone = dice.filter((die) => die.qty === 1);
	if (lone.length === 0) return "severalDice";
	const shows = lone.some(
		(die) => typeof die.min === "number" && typeof die.max === "number" && face >= die.min && face <= die.max,
	);
	return shows ? undefined : "noSuchFace";
}

/** Each template critical's runs of `$` values where it can never fire. */
export function unreachableCriticals(form: TemplateForm): UnreachableCritical[] {
	const diceType = (form.diceType ?? "").trim();
	const range = curveRange(form);
	if (diceType.length === 0 || !range) return [];
	const values: number[] = [];
	if (range.high - range.low + 1 <= MOST_VALUES)
		for (let value = range.low; value <= range.high; value++) values.push(value);
	else values.push(range.low, range.high);
	const found: UnreachableCritical[] = [];
	for (const critical of ["success", "failure"] as const) {
		const face = numberOrUndefined(parseFormNumber(form.critical?.[critical] ?? ""));
		if (face === undefined || face === 0) continue;
		let run: UnreachableCritical | undefined;
		for (const value of values) {
			const rolled = prepareDiceType(diceType, value);
			const reason = neverFires(rolled, face);
			if (reason && run && run.reason === reason && run.high === value - 1) run.high = value;
			else if (reason) {
				run = { critical, face, low: value, high: value, rolled, reason };
				found.push(run);
			} else run = undefined;
		}
	}
	return found;
}
