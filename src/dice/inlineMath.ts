/**
 * `{{ ... }}` blocks: evaluated as math once values are in place, dice
 * written inside a block rolled first. Evaluation goes through the checked
 * formula evaluator of `arithmetic.ts`.
 */
import { evaluateFormula } from "./arithmetic";
import { countingForm } from "./bot";
import { assertWithinLimits, countDice } from "./diceCount";
import { DiceError } from "./errors";
import { assertSafeMath } from "./safeMath";

/** `{{ ... }}` blocks of a formula, with their inside as group 1. */
export const MATH_BLOCK = /\{\{(.+?)\}\}/g;
/** Dice written inside a math block (`1d6`, `d20`). */
export const DICE_IN_MATH = /\b\d*d\d+\b/gi;

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
	return text.replace(MATH_BLOCK, (block, inner: string) => {
		try {
			const withRolls = inner.replace(DICE_IN_MATH, (notation) => String(rollDie(notation)));
			const value = evaluateFormula(withRolls);
			// `{{9^9^9}}d6`: the bot writes `Infinity` into the roll and refuses it; the block is what to fix.
			if (typeof value === "number" && !Number.isFinite(value)) throw new RangeError("not a finite number");
			return String(value);
		} catch (error) {
			throw new InlineMathError(block, error);
		}
	});
}

/** Three braces in a row, refused with the form that counts, in the text's own words (call it before names are replaced too). */
export function refuseTripleBraces(text: string): void {
	if (!text.includes("{{{")) return;
	const form = countingForm(text);
	throw new DiceError("tripleBraces", form ? { counting: text.replace(form.written, form.counting) } : {});
}

/**
 * Refuses, before anything is rolled, three braces in a row (core's
 * `replaceFormulasInDice` cannot read them; the form that counts is offered),
 * blocks with too many dice or with anything but calculation.
 */
export function checkMathBlocks(text: string): void {
	refuseTripleBraces(text);
	for (const [, inner = ""] of text.matchAll(MATH_BLOCK)) {
		assertWithinLimits(countDice(inner));
		assertSafeMath(inner.replace(DICE_IN_MATH, "1"));
	}
}

/** A block that does not evaluate as the roll's error; anything else is thrown again as it is. */
export function mathBlockError(error: unknown): unknown {
	if (!(error instanceof InlineMathError)) return error;
	// A block too large for a number gets its own words: it reads as valid maths, so "impossible" would puzzle.
	const code = error.reason instanceof RangeError ? "mathNotFinite" : "invalidMath";
	return new DiceError(code, { formula: error.block });
}

/** `evaluateInlineMath` for a roll: a block that does not evaluate is the roll's `invalidMath` or `mathNotFinite`. */
export function calculateMathBlocks(text: string, rollDie: (notation: string) => number): string {
	try {
		return evaluateInlineMath(text, rollDie);
	} catch (error) {
		throw mathBlockError(error);
	}
}
