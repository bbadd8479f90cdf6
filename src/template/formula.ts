/**
 * Text substitutions the bot applies to a formula before rolling it: `{exp}`
 * placeholders, `$`, statistic names, and `{{ ... }}` math blocks. They are
 * kept apart from the roller so that a dice engine (a "test roll" button)
 * can share them: each function takes text and gives text.
 */
import { evaluateFormula } from "../dice/arithmetic";

/** `{exp}` or `{exp || 4}`: the bot puts the default, or a random number from 1 to 999. */
const EXP_PLACEHOLDER = /\{exp( ?\|\| ?(?<fallback>\d+))?}/gi;
/** `{{ ... }}` blocks, evaluated as math once values are in place. */
const INLINE_MATH = /\{\{(?<inner>.+?)\}\}/g;
/** Dice written inside a math block, rolled before the block is evaluated. */
const DICE_IN_MATH = /\b\d*d\d+\b/gi;

export function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/** Lower case without accents, as the bot's `standardize()` (no trimming). */
export function foldText(text: string): string {
	return text
		.normalize("NFD")
		.replace(/\p{Diacritic}/gu, "")
		.toLowerCase();
}

export function replaceExpPlaceholders(text: string, value = 1): string {
	return text.replace(EXP_PLACEHOLDER, (...args) => {
		const groups = args.at(-1) as { fallback?: string } | undefined;
		return groups?.fallback ?? String(value);
	});
}

/** `$` stands for the value of the statistic being rolled. */
export function substituteDollar(text: string, value: number): string {
	return text.replaceAll("$", String(value));
}

export interface StatisticValue {
	name: string;
	value: number;
}

/**
 * Replaces statistic names by values the way the bot's validator does: each
 * name, in the template's order, anywhere in the text and whatever its case.
 * With `foldAccents` (macros), text and names are also compared without
 * accents and the text comes back in lower case, as the bot standardizes it.
 */
export function substituteStatisticNames(
	text: string,
	statistics: readonly StatisticValue[],
	{ foldAccents }: { foldAccents: boolean },
): string {
	let result = foldAccents ? foldText(text) : text;
	for (const { name, value } of statistics) {
		if (name.length === 0) continue;
		const pattern = new RegExp(escapeRegExp(foldAccents ? foldText(name) : name), "gi");
		result = result.replace(pattern, String(value));
	}
	return result;
}

export class InlineMathError extends Error {
	constructor(
		readonly block: string,
		readonly reason: unknown,
	) {
		super(`${block}: ${reason instanceof Error ? reason.message : String(reason)}`);
		this.name = "InlineMathError";
	}
}

/**
 * Evaluates every `{{ ... }}` block and puts its result in its place. Dice
 * inside a block are first replaced by `rollDie(notation)`.
 * Throws `InlineMathError` when a block does not evaluate.
 */
export function evaluateInlineMath(text: string, rollDie: (notation: string) => number): string {
	return text.replace(INLINE_MATH, (block, inner: string) => {
		try {
			const withRolls = inner.replace(DICE_IN_MATH, (notation) => String(rollDie(notation)));
			return String(evaluateFormula(withRolls));
		} catch (error) {
			throw new InlineMathError(block, error);
		}
	});
}

/** `+-`, `--`, `++`, `=>` and `=<` written the way the bot reads them. */
export function normalizeOperators(text: string): string {
	return text
		.replaceAll("+-", "-")
		.replaceAll("--", "+")
		.replaceAll("++", "+")
		.replaceAll("=>", ">=")
		.replaceAll("=<", "<=");
}

/** Lower case and no accents outside `[labels]`, Fate dice kept as `dF`, as the bot standardizes a roll. */
export function standardizeNotation(text: string): string {
	return text.replace(/(\[[^\]]*])|([^[]+)/g, (_match, inside: string | undefined, outside: string | undefined) =>
		inside !== undefined
			? inside
			: (outside ?? "")
					.normalize("NFD")
					.replace(/\p{Diacritic}/gu, "")
					.toLowerCase()
					.replaceAll("df", "dF"),
	);
}
