/**
 * The live-dice engine: reads an expression the way the docs describe it and
 * rolls it with @dice-roller/rpg-dice-roller. It never throws: a result or a
 * `DiceError` (code and values) comes back.
 */

import {
	botNotes,
	type ComparedValues,
	type CriticalMarker,
	firstLine,
	readRepeated,
	readRollText,
	resultNotes,
	type TakenOpposition,
	takeOpposition,
} from "./bot";
import { type SampleCharacter, substituteCharacter } from "./character";
import { type SplitComment, splitComment, splitFormulaComment, splitLabel, splitRollComment } from "./comments";
import { assertWithinLimits, countDice } from "./diceCount";
import { DiceError } from "./errors";
import { replaceExpPlaceholders } from "./expPlaceholder";
import { calculateMathBlocks, checkMathBlocks, refuseTripleBraces } from "./inlineMath";
import { MAX_EXPRESSION_LENGTH } from "./limits";
import { notationBounds, notationError, rollNotation, withNonFiniteTotals } from "./notation";
import { evaluateOperand, HAS_DIE } from "./operand";
import { defaultSource, type RandomSource, recordedSource, replayedSource, withRandomSource } from "./random";
import { rollRepeated } from "./repeatedRoll";
import { rollShared } from "./sharedRoll";
import { rollSingle } from "./singleRoll";
import { foldText } from "./standardize";
import type { RollResult, SortOrder } from "./types";

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
	/**
	 * The bot command the text is typed in, when it matters: `/roll` takes a second comparison out as the opposition
	 * before core reads the line; without it, the text is read as core reads it (a template's formula, a message's
	 * shared roll). A character rolled with `command: "roll"` counts as `/roll` too.
	 */
	command?: "roll";
	/** An opposition given apart from the text (`/dbroll`'s and `/macro`'s `opposition` option), read before the roll. */
	opposition?: TakenOpposition["opposition"];
	/** The server's order for dice (`sortOrder`): put into each roll as core's `setSortOrder` does. */
	sortOrder?: SortOrder;
	/**
	 * `"keep"` for the sample server's replies: a total that is not finite (a division by zero) is rolled and
	 * printed as the bot prints it; without it the roll is refused with `notFinite`, as the playground wants.
	 */
	nonFinite?: "keep";
	/** The message handler rolls the opposition once the roll is made (`parseComparator`), not before as `/roll` does. */
	oppositionLast?: true;
}

export type RollAttempt = { ok: true; result: RollResult } | { ok: false; error: DiceError };

/** A comment may be long; the whole input is still capped so a pasted book does not reach the page. */
const MAX_INPUT_LENGTH = 1000;

/** Markers' values worked out after the roll, so that a rolled value does not change the dice drawn before it. */
function withMarkers(result: RollResult, markers: readonly CriticalMarker[]): RollResult {
	if (markers.length === 0) return result;
	const criticalMarkers = markers.map((marker) => ({
		...marker,
		value: evaluateOperand(marker.value, "invalidCritical").value,
	}));
	return { ...result, criticalMarkers };
}

type Opposition = ComparedValues["opposition"];

const sorted = (options: RollOptions) => (options.sortOrder ? { sortOrder: options.sortOrder } : {});

function rollPrepared(
	text: string,
	options: RollOptions,
	comment: string | undefined,
	opposition: Opposition,
): RollResult {
	const result = rollRead(text, options, comment, opposition);
	const notes = [...botNotes(text, firstLine(result.expression)), ...resultNotes(result)];
	return notes.length > 0 ? { ...result, notes } : result;
}

function rollRead(text: string, options: RollOptions, comment: string | undefined, opposition: Opposition): RollResult {
	const substituted = withValues(text, options);
	const calculated = calculateMathBlocks(substituted.text, (notation) => rollNotation(notation).total);
	const { expression, markers } = readWorkedOut(calculated, text);
	const base = { expression, comment, statisticsUsed: substituted.used };
	if (expression.includes(";")) {
		assertWithinLimits(countDice(expression));
		return withMarkers({ ...base, ...rollShared(expression, markers, opposition, options.sortOrder) }, markers);
	}
	const repeated = readRepeated(expression);
	if (repeated) {
		assertWithinLimits(countDice(repeated.roll), repeated.times);
		const lines = rollRepeated(repeated, markers, opposition, options.sortOrder);
		const judged = lines.filter((line) => line.outcome !== undefined);
		const successCount =
			judged.length > 0
				? judged.filter((line) => line.outcome === "success" || line.outcome === "criticalSuccess").length
				: undefined;
		return withMarkers({ ...base, lines, successCount, ...sorted(options) }, markers);
	}
	assertWithinLimits(countDice(expression));
	const { formula, label } = splitLabel(expression);
	const line = { ...rollSingle(formula, markers, opposition, options.sortOrder), label };
	return withMarkers({ ...base, lines: [line], ...sorted(options) }, markers);
}

/**
 * The opposition's value as `parseOpposition` reads it: a roll, else a number. Text with a `d` goes to dice-roller
 * even when it is no dice (`1 coup de poing`), and the bot quotes dice-roller's refusal.
 */
function readOpposition(value: string) {
	if (!/d/i.test(value)) return { value: Number(value) };
	if (!HAS_DIE.test(value))
		try {
			notationBounds(value);
		} catch (error) {
			if (error instanceof DiceError && error.logs !== undefined)
				throw new DiceError("invalidComparison", { value }, error.logs);
		}
	return evaluateOperand(value, "invalidComparison");
}

/** A sheet's formula rolled by a template's command (`/macro`), not typed in `/roll`. */
function readsAsTemplateFormula(character: SampleCharacter | undefined): boolean {
	return character !== undefined && character.command !== "roll";
}

/** The bot standardizes a template's whole formula before it rolls it, comment included. */
function foldedComment(split: SplitComment): SplitComment {
	return split.comment === undefined ? split : { ...split, comment: foldText(split.comment) };
}

/**
 * The roll and its comment, once the input's length is checked; throws `empty` or `tooLong`. The comment is
 * read as the command reads it: `/roll`'s own split, core's for a template's formula, else the chat rule.
 */
export function splitInput(
	input: unknown,
	maxLength = MAX_EXPRESSION_LENGTH,
	reading: Pick<RollOptions, "character" | "command"> = {},
): SplitComment {
	const trimmed = typeof input === "string" ? input.trim() : "";
	if (trimmed.length === 0) throw new DiceError("empty");
	if (trimmed.length > Math.max(MAX_INPUT_LENGTH, maxLength)) throw new DiceError("tooLong", { max: maxLength });
	const { character } = reading;
	let split: SplitComment;
	if (readsAsTemplateFormula(character)) split = foldedComment(splitFormulaComment(trimmed));
	else if ((reading.command ?? character?.command) === "roll") split = splitRollComment(trimmed);
	else split = splitComment(trimmed);
	if (split.roll.length > maxLength) throw new DiceError("tooLong", { max: maxLength });
	return split;
}

/** `/roll` takes a second comparison out first and rolls it before anything else; core alone does not. */
function takeRollOpposition(input: string, options: Pick<RollOptions, "command" | "character">): TakenOpposition {
	const slashRoll = (options.command ?? options.character?.command) === "roll";
	// Too long: `splitInput` refuses it, and the pattern is not run on a pasted book.
	if (!slashRoll || input.length > MAX_INPUT_LENGTH) return { text: input };
	return takeOpposition(input.trim(), options.character?.statistics);
}

/**
 * The one reading of a roll's text, in three steps shared by the roll (below), the exact odds
 * (`odds/compute.ts`) and the sampler (`odds/sampler.ts`), which differ only in how they work out the
 * `{{ }}` blocks between the second and the third. First the input as its command reads it: `/roll`'s
 * second comparison taken out (or the one given apart), then the comment split off.
 */
export function readInput(
	input: string,
	options: Pick<RollOptions, "character" | "command" | "maxLength" | "opposition">,
): SplitComment & Pick<TakenOpposition, "opposition"> {
	const taken = options.opposition
		? { text: input, opposition: options.opposition }
		: takeRollOpposition(input, options);
	return { ...splitInput(taken.text, options.maxLength, options), opposition: taken.opposition };
}

/** Then `{exp}` and the sheet's values put in, and the `{{ }}` blocks checked (not yet worked out). */
export function withValues(roll: string, options: Pick<RollOptions, "character" | "expValue" | "command">) {
	refuseTripleBraces(roll);
	// `/roll` without a sheet reads `$` as `/roll` does, with no statistic to put in.
	const character = options.character ?? (options.command === "roll" ? { statistics: [], command: "roll" } : undefined);
	const substituted = substituteCharacter(replaceExpPlaceholders(roll, options.expValue ?? 1), character);
	checkMathBlocks(substituted.text);
	return substituted;
}

/** Last, once the blocks are worked out: the text as core cleans it and its critical markers, or `noDice`. */
export function readWorkedOut(calculated: string, written: string): { expression: string; markers: CriticalMarker[] } {
	const { text: expression, markers } = readRollText(calculated);
	if (expression.length === 0) throw new DiceError("noDice", { notation: written });
	return { expression, markers };
}

/** Rolls an expression as the docs describe it. */
export function rollExpression(input: string, options: RollOptions = {}): RollAttempt {
	try {
		const { roll, comment, opposition: written } = readInput(typeof input === "string" ? input : "", options);
		const source = options.random ?? defaultSource();
		const keep = <T>(run: () => T) => (options.nonFinite === "keep" ? () => withNonFiniteTotals(run) : run);
		const opposed = (opposition: Opposition) => keep(() => rollPrepared(roll, options, comment, opposition));
		const readWritten = () => written && { sign: written.sign, against: readOpposition(written.value) };
		if (written && options.oppositionLast) {
			// The roll's dice are drawn first, then the opposition's; the roll is then made again on the same draws.
			const drawn: number[] = [];
			withRandomSource(recordedSource(source, drawn), opposed(undefined), options.maxDraws);
			const opposition = withRandomSource(source, keep(readWritten), options.maxDraws);
			const result = withRandomSource(replayedSource(drawn, source), opposed(opposition), options.maxDraws);
			return { ok: true, result };
		}
		const rolled = () => rollPrepared(roll, options, comment, readWritten());
		const result = withRandomSource(source, keep(rolled), options.maxDraws);
		return { ok: true, result };
	} catch (error) {
		return { ok: false, error: notationError(typeof input === "string" ? input : "", error) };
	}
}
