/**
 * How `/dbroll` and `/macro` put their `expression` and `success_threshold` options into the formula they roll
 * (4.7.2: `parse_result/src/utils.ts`, `convertExpression`; `compose_roll.ts`, `getThreshold` and
 * `composeRollBase`): the threshold first, in place of the formula's comparison or after it; then the comparison
 * is taken off the end, the rest written without spaces or `[labels]`, and the expression put between the two.
 * A group roll such as Savage Worlds' `{1d8!, 1d6!}kh1>=4` thus rolls `{1d8!,1d6!}kh1-1>=4`.
 */

import { evaluateFormula } from "../arithmetic";
import { substituteAtRoll, tidySigns } from "../bot";
import { DICE_IN_MATH, evaluateInlineMath, InlineMathError, MATH_BLOCK } from "../inlineMath";
import type { StatisticValue } from "../statisticNames";

/** Where a comparison starts (`DICE_COMPILED_PATTERNS.COMPARATOR`: a run of `<`, `>`, `=` or `!=`); -1 when none. */
function comparisonStart(formula: string): number {
	// `{{ }}` blocks and critical blocks are worked out or taken away before the bot looks for the sign.
	const masked = formula.replace(/\{\{.*?\}\}|\{\*?c[fs]:[^}]*\}/gi, (block) => "_".repeat(block.length));
	return masked.search(/[<>=]|!=/);
}

/** `getThreshold`: a threshold with a sign replaces the comparison (or is added); a bare value replaces its value. */
function withThreshold(formula: string, threshold: string | undefined): string {
	if (!threshold) return formula;
	const at = comparisonStart(formula);
	const signed = /([<>=]|!=)+.+/.exec(threshold);
	if (signed) return at < 0 ? `${formula}${signed[0]}` : `${formula.slice(0, at)}${signed[0]}`;
	const value = threshold.trim();
	if (at < 0 || value.length === 0) return formula;
	const compared = /^(?:[<>=]|!=)+(.+)$/.exec(formula.slice(at))?.[1];
	// The bot replaces the first text equal to the compared value, wherever it stands.
	return compared ? formula.replace(compared, value) : formula;
}

/**
 * `convertExpression`: a number is written with its sign (0: nothing), a calculation worked out once the sheet's
 * values are in, anything else written after a `+` unless it starts with a sign.
 */
function expressionText(expression: string, statistics: readonly StatisticValue[], dollar?: number): string {
	const number = Number(expression);
	if (expression.trim().length > 0 && !Number.isNaN(number)) {
		const whole = Number.parseInt(expression, 10);
		return whole > 0 ? `+${whole}` : whole < 0 ? `${whole}` : "";
	}
	const replaced = substituteAtRoll(expression, statistics, { dollar });
	try {
		const value = evaluateFormula(replaced);
		if (typeof value === "number") return value > 0 ? `+${value}` : `${value}`;
	} catch {
		// Not a calculation: written as it is.
	}
	return replaced.startsWith("+") || replaced.startsWith("-") ? replaced : `+${replaced}`;
}

/** `trimAll`: each part of a shared roll without its `[labels]` and without any space. */
function trimAll(formula: string): string {
	return formula
		.split(";")
		.map((part) => part.replace(/\[[^\]]*\]/g, "").replace(/\s+/g, ""))
		.join(";");
}

/**
 * `generateStatsDice` works out each `{{ }}` block before the comparison is looked for (so `1d20+{{0}}` is `1d20+0`,
 * which the bot then drops). A block with dice in it is left to the roll, which draws them in the same order; one
 * that does not work out is left for the roll to refuse.
 */
function workedOut(formula: string): string {
	return formula.replace(MATH_BLOCK, (block) => {
		if (DICE_IN_MATH.test(block)) {
			DICE_IN_MATH.lastIndex = 0;
			return block;
		}
		try {
			return evaluateInlineMath(block, () => Number.NaN);
		} catch {
			return block;
		}
	});
}

/**
 * The formula a sheet command rolls: `formula` with the sheet's values in, the options as typed. `dollar` is the
 * rolled statistic's value, put for a `$` the threshold brings.
 */
export function composeSheetRoll(
	formula: string,
	options: { expression?: string; threshold?: string },
	statistics: readonly StatisticValue[],
	dollar?: number,
): string {
	let working = withThreshold(formula.trim(), options.threshold);
	if (dollar !== undefined) working = working.replaceAll("$", String(dollar));
	working = tidySigns(workedOut(working));
	const at = comparisonStart(working);
	const [body, comparison] = at < 0 ? [working, ""] : [working.slice(0, at), working.slice(at)];
	const expression = options.expression === undefined ? "" : expressionText(options.expression, statistics, dollar);
	return `${trimAll(body)}${expression}${comparison.trim()}`;
}

/** The first `{{ }}` block of a formula that does not work out (a name left in it), as core's `replaceFormulaInDice` meets it. */
export function failingBlock(formula: string): string | undefined {
	for (const [block] of formula.matchAll(MATH_BLOCK)) {
		try {
			// Dice inside a block do not change whether it works out: none is drawn here.
			evaluateInlineMath(block, () => 1);
		} catch (error) {
			if (error instanceof InlineMathError) return block;
			throw error;
		}
	}
	return undefined;
}
