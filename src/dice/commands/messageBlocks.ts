// A message's `{{ }}` blocks as the bot's message handler meets them: worked out over the whole message before the roll
// is read, or, when `processChainedDiceRoll` braces a braced roll again, their dice rolled once and thrown away.
import { tidySigns, withoutChainedOpposition } from "../bot";
import { rollExpression } from "../engine";
import { evaluateInlineMath } from "../inlineMath";
import type { RandomSource } from "../random";

/**
 * `isRolling` first works out every `{{ }}` block of the whole message, comment included, then tidies the signs;
 * when one block fails, the message goes on unchanged. A block holding dice is left to the roll, which draws them.
 */
export function blocksWorkedOut(content: string): string {
	if (!content.includes("{{") || /\{\{[^}]*\bd\d/i.test(content)) return content;
	try {
		return tidySigns(evaluateInlineMath(content, () => Number.NaN));
	} catch {
		return content;
	}
}

/**
 * Core's `rollDiceInFormula`: each dice notation of the `{{ }}` block (`4d6` of `4d6!=1`) rolled once, its result
 * unused. `processChainedDiceRoll` first cuts what its opposition pattern reads as a second comparison (`=10}` of
 * `{6d10!<=10}`), which can leave no whole block.
 */
export function discardedDice(formula: string, random: RandomSource): void {
	const block = /\{\{(.+?)\}\}/.exec(`{${withoutChainedOpposition(formula)}}`)?.[1] ?? "";
	const notations = new Set((block.match(/\b\d*d\d+\b/gi) ?? []).map((notation) => notation.toLowerCase()));
	for (const notation of notations) rollExpression(notation, { random });
}
