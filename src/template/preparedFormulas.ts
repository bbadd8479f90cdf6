/**
 * A template's formulas with a sheet's values in place, as the bot puts them.
 * The builder's checks (at both ends of each range) and its test rolls (for a
 * sample character) both prepare formulas here, then roll them with the dice
 * engine: one reading of the notation for both.
 */

import type { Operand } from "../dice";
import {
	evaluateOperand,
	mathBlockError,
	type NamesReplaced,
	replaceExpPlaceholders,
	replaceStatisticNames,
	type StatisticValue,
	substituteDollar,
} from "../dice";
import { prepareCriticalValue } from "../dice/commands";
import { COMPARISON } from "./diceCheck";

export interface SheetValues {
	/** What `$` stands for: the value of the statistic being rolled. */
	dollar?: number;
	/** Every named statistic with its value, in the template's order. */
	statistics: readonly StatisticValue[];
}

/** The type die: `{exp}`, then `$`; the bot replaces nothing else there. */
export function prepareDiceType(diceType: string, dollar: number | undefined): string {
	const text = replaceExpPlaceholders(diceType.trim());
	return dollar === undefined ? text : substituteDollar(text, dollar);
}

/** A macro: `{exp}`, then statistic names anywhere, without case or accents (`$` is not a macro's). */
export function prepareMacro(formula: string, statistics: readonly StatisticValue[]): NamesReplaced {
	return replaceStatisticNames(replaceExpPlaceholders(formula.trim()), statistics, { foldAccents: true });
}

/** A custom critical's value as the bot works it out when a player rolls (the model of the bot's reading). */
export function prepareCustomCriticalValue(value: string, sheet: SheetValues): NamesReplaced {
	return prepareCriticalValue(value, sheet.statistics, sheet.dollar);
}

/**
 * The number a custom critical compares with (a number, a roll or a calculation
 * once prepared); throws a `DiceError`.
 */
export function resolveCustomCriticalValue(value: string, sheet: SheetValues): Operand {
	let prepared: string;
	try {
		prepared = prepareCustomCriticalValue(value, sheet).text;
	} catch (error) {
		throw mathBlockError(error);
	}
	return evaluateOperand(prepared, "invalidCritical");
}

/**
 * The type die with its comparison replaced by the custom critical's, or the
 * custom critical's added, as the bot builds it.
 */
export function diceTypeWithComparison(diceType: string, comparison: string): string {
	return COMPARISON.test(diceType) ? diceType.replace(COMPARISON, () => comparison) : `${diceType}${comparison}`;
}
