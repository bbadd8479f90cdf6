/**
 * An expression read once and rolled many times for the outcome of its lines
 * (the odds' sampling). Each roll draws the same dice in the same order as
 * `rollExpression` and ends the same way: the text is read once (comment,
 * statistics, `{exp}`, checks, critical markers, shared and bulk rolls, parsed
 * notations, compiled arithmetic), and what depends on a roll (`{{ }}` blocks,
 * `&`) is read once per value it takes. No detail is written.
 */

import { inCriticalOrder, parseRepeated, sharedMain } from "../bot";
import { splitLabel } from "../comments";
import { assertWithinLimits, countDice } from "../diceCount";
import { type RollOptions, readInput, readWorkedOut, withValues } from "../engine";
import { DiceError } from "../errors";
import { calculateMathBlocks, MATH_BLOCK } from "../inlineMath";
import { MAX_SHARED_FORMULAS } from "../limits";
import { notationError } from "../notation";
import { prepareOperand } from "../operand";
import { type PreparedNotation, prepareNotation } from "../preparedNotation";
import {
	deferred,
	type HeldOpposition,
	type LineOutcome,
	prepareFormula,
	prepareLine,
	prepareMarker,
} from "./sampledLine";

export type { LineOutcome } from "./sampledLine";

/** Rolls the lines a roll shows, or throws the `DiceError` the roll gives. Draws go to dice-roller's current engine. */
export type Sampler = () => LineOutcome[];

/** Texts (after `{{ }}` blocks) a sampler keeps its reading of; past that it reads afresh. */
const MAX_READINGS = 4096;

/** The roll core makes of a shared roll's first part for its bounds, drawn and not shown, as `rollShared` makes it. */
function wastedBoundsRoll(text: string): () => void {
	let notation: PreparedNotation;
	try {
		notation = prepareNotation(text);
	} catch {
		return () => undefined;
	}
	return () => {
		try {
			notation.roll();
		} catch {
			// Core ignores a failure here; the shown roll reports it.
		}
	};
}

/** The reading of the text once values and blocks are in place, as the roll's `rollRead` goes on. */
function readCalculated(calculated: string, written: string, opposition?: HeldOpposition): () => LineOutcome[] {
	const { expression, markers } = readWorkedOut(calculated, written);
	const prepared = markers.map(prepareMarker);
	const ordered = inCriticalOrder(prepared);
	// Markers are worked out again after the lines, as the roll lists them, and may draw dice.
	const withMarkers = (lines: LineOutcome[]) => {
		for (const marker of prepared) marker.value();
		return lines;
	};
	if (expression.includes(";")) {
		assertWithinLimits(countDice(expression));
		if (/\d+#/.test(expression)) throw new DiceError("repeatInShared");
		// As `rollShared`: braces around the whole shared roll are taken off (a compared part is judged as without).
		const curly = /^\{.*;\s*.*\}$/.test(expression);
		const [first = "", ...formulas] = (curly ? expression.slice(1, -1) : expression).split(";");
		if (formulas.length > MAX_SHARED_FORMULAS) throw new DiceError("tooManyFormulas", { max: MAX_SHARED_FORMULAS });
		const mainWritten = splitLabel(first).formula;
		const { roll: mainRoll, hidden } = sharedMain(mainWritten);
		const main = prepareLine(mainRoll, ordered, opposition);
		const whole = hidden ? prepareLine(mainWritten, ordered, opposition) : main;
		const bounds = wastedBoundsRoll(mainRoll);
		const lines = formulas.map((text) =>
			deferred(() => {
				const { formula } = splitLabel(text);
				if (formula.trim().length === 0) throw new DiceError("invalidNotation", { notation: text });
				return prepareFormula(formula, ordered);
			}),
		);
		return () => {
			bounds();
			let rolled = main();
			let shownMain = !hidden;
			// As the roll: a hidden part that totals 0 is rolled again whole, and shown.
			if (rolled.total === 0 && hidden) {
				rolled = whole();
				shownMain = true;
			}
			if (rolled.total === 0) throw new DiceError("sharedMainZero", { notation: mainWritten });
			const shown = shownMain ? [rolled] : [];
			for (const line of lines) shown.push(line(rolled.total));
			return withMarkers(shown);
		};
	}
	const repeated = parseRepeated(expression);
	if (repeated) {
		assertWithinLimits(countDice(repeated.roll), repeated.times);
		const line = prepareLine(repeated.roll, ordered, opposition);
		return () => {
			const lines: LineOutcome[] = [];
			for (let index = 0; index < repeated.times; index += 1) lines.push(line());
			return withMarkers(lines);
		};
	}
	assertWithinLimits(countDice(expression));
	const line = prepareLine(splitLabel(expression).formula, ordered, opposition);
	return () => withMarkers([line()]);
}

/** The opposition is drawn before anything else of a roll, and held for the line that compares. */
function drawFirst(held: HeldOpposition | undefined, draw: (() => number) | undefined): void {
	if (held && draw) held.drawn = draw();
}

/** Reads `input` as `rollExpression` does with these options; the sampler throws what the roll would. */
export function prepareSampler(input: string, options: Omit<RollOptions, "random" | "maxDraws"> = {}): Sampler {
	const refused =
		(error: unknown): Sampler =>
		() => {
			throw notationError(input, error);
		};
	let text: string;
	let written: string;
	let held: HeldOpposition | undefined;
	let drawOpposition: (() => number) | undefined;
	try {
		const read = readInput(input, options);
		if (read.opposition) {
			const { sign, value } = read.opposition;
			held = { sign };
			drawOpposition = value.includes("d") ? prepareOperand(value, "invalidComparison") : () => Number(value);
		}
		written = read.roll;
		text = withValues(written, options).text;
	} catch (error) {
		return refused(error);
	}
	if (!new RegExp(MATH_BLOCK.source).test(text)) {
		const lines = deferred(() => readCalculated(text, written, held));
		return () => {
			try {
				drawFirst(held, drawOpposition);
				return lines();
			} catch (error) {
				throw notationError(input, error);
			}
		};
	}
	// Blocks are worked out on each roll; each text they give is read once.
	const notations = new Map<string, PreparedNotation>();
	const rollDie = (notation: string) => {
		let prepared = notations.get(notation);
		if (!prepared) {
			prepared = prepareNotation(notation);
			notations.set(notation, prepared);
		}
		return prepared.roll().total;
	};
	const readings = new Map<string, () => LineOutcome[]>();
	return () => {
		try {
			drawFirst(held, drawOpposition);
			const calculated = calculateMathBlocks(text, rollDie);
			let reading = readings.get(calculated);
			if (!reading) {
				if (readings.size >= MAX_READINGS) readings.clear();
				reading = deferred(() => readCalculated(calculated, written, held));
				readings.set(calculated, reading);
			}
			return reading();
		} catch (error) {
			throw notationError(input, error);
		}
	};
}
