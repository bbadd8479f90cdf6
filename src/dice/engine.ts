/**
 * The live-dice engine: reads an expression the way the docs describe it and
 * rolls it with @dice-roller/rpg-dice-roller. It never throws: a result or a
 * `DiceError` (code and values) comes back.
 */
import { type SampleCharacter, substituteCharacter } from "./character";
import { splitComment, splitLabel } from "./comments";
import { type CriticalMarker, extractCriticalMarkers } from "./criticalMarkers";
import { assertWithinLimits, countDice } from "./diceCount";
import { DiceError } from "./errors";
import { replaceExpPlaceholders } from "./expPlaceholder";
import { DICE_IN_MATH, evaluateInlineMath, InlineMathError, MATH_BLOCK } from "./inlineMath";
import { MAX_EXPRESSION_LENGTH } from "./limits";
import { notationError, rollNotation } from "./notation";
import { evaluateOperand } from "./operand";
import { normalizeOperators } from "./operators";
import { defaultSource, type RandomSource, withRandomSource } from "./random";
import { parseRepeated, rollRepeated } from "./repeatedRoll";
import { assertSafeMath } from "./safeMath";
import { rollShared } from "./sharedRoll";
import { rollSingle } from "./singleRoll";
import { standardizeNotation } from "./standardize";
import type { RollResult } from "./types";

export interface RollOptions {
	/** Where random numbers come from; the browser's generator when omitted. */
	random?: RandomSource;
	/** Statistics that `$`, `$name` and bare names stand for. */
	character?: SampleCharacter;
	/** What `{exp}` stands for when it has no default (the bot's default is 1). */
	expValue?: number;
	/** Random draws allowed before the roll stops (dice that keep exploding); the engine's cap when omitted. */
	maxDraws?: number;
	/** Characters the roll may have, comment excluded; MAX_EXPRESSION_LENGTH when omitted (a template's formulas may be longer). */
	maxLength?: number;
}

export type RollAttempt = { ok: true; result: RollResult } | { ok: false; error: DiceError };

/** A comment may be long; the whole input is still capped so a pasted book does not reach the page. */
const MAX_INPUT_LENGTH = 1000;
function evaluateMathBlocks(text: string): string {
	for (const [, inner] of text.matchAll(MATH_BLOCK)) {
		assertWithinLimits(countDice(inner));
		assertSafeMath(inner.replace(DICE_IN_MATH, "1"));
	}
	try {
		return evaluateInlineMath(text, (notation) => rollNotation(notation).total);
	} catch (error) {
		if (error instanceof InlineMathError) throw new DiceError("invalidMath", { formula: error.block });
		throw error;
	}
}

/** Markers' values worked out after the roll, so that a rolled value does not change the dice drawn before it. */
function withMarkers(result: RollResult, markers: readonly CriticalMarker[]): RollResult {
	if (markers.length === 0) return result;
	const criticalMarkers = markers.map((marker) => ({
		...marker,
		value: evaluateOperand(marker.value, "invalidCritical").value,
	}));
	return { ...result, criticalMarkers };
}

function rollPrepared(text: string, options: RollOptions, comment: string | undefined): RollResult {
	const substituted = substituteCharacter(replaceExpPlaceholders(text, options.expValue ?? 1), options.character);
	const calculated = evaluateMathBlocks(substituted.text);
	const { text: expression, markers } = extractCriticalMarkers(
		normalizeOperators(standardizeNotation(calculated)).replace(/^\+/, "").trim(),
	);
	if (expression.length === 0) throw new DiceError("noDice", { notation: text });
	const base = { expression, comment, statisticsUsed: substituted.used };
	if (expression.includes(";")) {
		assertWithinLimits(countDice(expression));
		return withMarkers({ ...base, lines: rollShared(expression, markers) }, markers);
	}
	const repeated = parseRepeated(expression);
	if (repeated) {
		assertWithinLimits(countDice(repeated.roll), repeated.times);
		const lines = rollRepeated(repeated, markers);
		const judged = lines.filter((line) => line.outcome !== undefined);
		const successCount =
			judged.length > 0
				? judged.filter((line) => line.outcome === "success" || line.outcome === "criticalSuccess").length
				: undefined;
		return withMarkers({ ...base, lines, successCount }, markers);
	}
	assertWithinLimits(countDice(expression));
	const { formula, label } = splitLabel(expression);
	return withMarkers({ ...base, lines: [{ ...rollSingle(formula, markers), label }] }, markers);
}

/** Rolls an expression as the docs describe it. */
export function rollExpression(input: string, options: RollOptions = {}): RollAttempt {
	try {
		const trimmed = typeof input === "string" ? input.trim() : "";
		if (trimmed.length === 0) throw new DiceError("empty");
		const maxLength = options.maxLength ?? MAX_EXPRESSION_LENGTH;
		if (trimmed.length > Math.max(MAX_INPUT_LENGTH, maxLength)) throw new DiceError("tooLong", { max: maxLength });
		const { roll, comment } = splitComment(trimmed);
		if (roll.length > maxLength) throw new DiceError("tooLong", { max: maxLength });
		const source = options.random ?? defaultSource();
		const result = withRandomSource(source, () => rollPrepared(roll, options, comment), options.maxDraws);
		return { ok: true, result };
	} catch (error) {
		return { ok: false, error: notationError(typeof input === "string" ? input : "", error) };
	}
}
