/**
 * One dice-roller notation rolled with @dice-roller/rpg-dice-roller, and
 * what the engine needs from it: the bot-style detail, each die, the total
 * and the natural value (the kept dice without modifiers).
 */
import { DiceRoll, Results } from "@dice-roller/rpg-dice-roller";
import { DiceError, errorText } from "./errors";
import type { RolledDie } from "./types";

export interface RolledNotation {
	expression: string;
	detail: string;
	dice: RolledDie[];
	total: number;
	/** Sum of the kept dice, before any bonus. */
	natural: number;
}

type RollPart = string | number | InstanceType<typeof Results.RollResults> | InstanceType<typeof Results.ResultGroup>;

function collectDice(parts: readonly RollPart[], into: RolledDie[]): void {
	for (const part of parts) {
		if (part instanceof Results.RollResults) {
			for (const result of part.rolls) {
				const modifiers = result.modifiers;
				into.push({
					value: result.value,
					exploded: modifiers.has("explode"),
					dropped: !result.useInTotal,
					counted: modifiers.has("target-success"),
				});
			}
		} else if (part instanceof Results.ResultGroup) {
			collectDice(part.results, into);
		}
	}
}

function naturalValue(dice: readonly RolledDie[]): number {
	return dice.filter((die) => !die.dropped).reduce((sum, die) => sum + die.value, 0);
}

/** Rolls the notation; throws `invalidNotation` with rpg-dice-roller's own words when it cannot. */
export function rollNotation(notation: string): RolledNotation {
	let roll: DiceRoll;
	try {
		roll = new DiceRoll(notation);
	} catch (error) {
		if (error instanceof DiceError) throw error;
		throw new DiceError("invalidNotation", { notation, details: errorText(error) });
	}
	const total = roll.total;
	if (!Number.isFinite(total)) {
		throw new DiceError("invalidNotation", { notation, details: String(total) });
	}
	const output = roll.output;
	const start = output.indexOf(": ");
	const end = output.lastIndexOf(" = ");
	const detail = start >= 0 && end > start ? output.slice(start + 2, end) : output;
	const dice: RolledDie[] = [];
	collectDice(roll.rolls as RollPart[], dice);
	return {
		expression: notation,
		detail,
		dice,
		total,
		natural: naturalValue(dice),
	};
}
