/**
 * The dice layer's face: what the template, the components, the scripts and the
 * tests take from src/dice outside its sub-modules, which have faces of their
 * own: `./bot` (the bot's reading of a line and its reply text), `./odds`,
 * `./commands` (the sample server) and `./messages` (the errors' sentences,
 * apart because they load the interface's catalogue, which code run by Node
 * outside the build never imports). `scripts/check-faces.ts` refuses an import
 * of any other file of src/dice from outside it.
 *
 * - the roll: `engine.ts` (`rollExpression`), its limits, random sources, errors;
 * - the pieces the template's checks reuse: the formula reader (`arithmetic.ts`),
 *   `{{ }}` blocks (`inlineMath.ts`), notation, operands, statistic names.
 */
export {
	checkFormula,
	evaluateFormula,
	evaluateFormulaNumber,
	FORMULA_FUNCTIONS,
	FormulaError,
	MAX_FORMULA_LENGTH,
} from "./arithmetic";
export type { SampleCharacter } from "./character";
export { splitRollComment } from "./comments";
export { assertWithinLimits, countDice } from "./diceCount";
export { type RollAttempt, rollExpression, splitInput } from "./engine";
export { DiceError, type DiceErrorCode, type DiceErrorValues } from "./errors";
export { replaceExpPlaceholders } from "./expPlaceholder";
export { DICE_IN_MATH, evaluateInlineMath, InlineMathError, MATH_BLOCK, mathBlockError } from "./inlineMath";
export * as limits from "./limits";
export { MAX_DICE, MAX_DICE_GROUPS, MAX_EXPLODING_DICE } from "./limits";
export { must } from "./must";
export { closestName, unknownWords } from "./nameSuggestion";
export { rollNotation } from "./notation";
export { evaluateOperand, HAS_DIE } from "./operand";
export { normalizeOperators } from "./operators";
export { prepareNotation } from "./preparedNotation";
export { defaultSource, type RandomSource, seededSource, withRandomSource, withRandomSourceForRolls } from "./random";
export { foldText, standardizeNotation } from "./standardize";
export {
	escapeRegExp,
	type NamesReplaced,
	replaceStatisticNames,
	type StatisticValue,
	substituteDollar,
	substituteStatisticNames,
} from "./statisticNames";
export type * from "./types";
