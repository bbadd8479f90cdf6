/**
 * One roll line as the bot reads it (core `src/roll.ts`, `src/dice/compare.ts`,
 * `src/dice/exploding.ts`; the bot's `OPPOSITION` pattern): braces that make
 * dice-roller count, exploding counts, the comparison and its opposition,
 * then critical markers.
 */

import { Dice, Parser, RollGroup } from "@dice-roller/rpg-dice-roller";
import { checkFormula, FormulaError } from "../arithmetic";
import { DiceError } from "../errors";
import { notationBounds } from "../notation";
import { evaluateOperand, HAS_DIE } from "../operand";
import type { ComparisonResult, CriticalMatch, Operand, Outcome, RollLine } from "../types";
import { compare, isTrivialComparison, type SplitComparison, splitComparison, splitCoreComparison } from "./comparison";
import type { CriticalMarker } from "./criticalMarkers";
import { type ExplodingCount, findExplodingCount } from "./explodingCount";

/** `{6d10>=7}`, `{2d6,1d4}>=4`, `3d6>=4f`...: dice-roller counts the dice, there is no total to compare. */
const TARGET_GROUP = /((\{[^}]*,[^}]*\}|([><=!]+\d+f))([><=]|!=)+\d+\}?)|\{[^}]*(([><=]|!=)+)[^}]*\}/;
const WHOLE_BRACES = /^\{(.*)\}$/;
const HAS_MODIFIER = /[+\-*/%^]/;
const PARENTHESIS_SIDES = /d\((\d+)\)/g;

/** Removes braces around a whole roll unless they make it a target count (`{2d6}` is `2d6`). */
function unwrapBraces(text: string): string {
	const whole = WHOLE_BRACES.exec(text);
	if (!whole) return text;
	const [, inner = ""] = whole;
	const isTargetCount = /([><=!]+\d+f)|([><=]|!=)+\d+/.test(inner) && !HAS_MODIFIER.test(inner);
	return isTargetCount ? text : inner;
}

function requireDice(notation: string, original: string): void {
	if (!HAS_DIE.test(notation)) throw new DiceError("noDice", { notation: original });
}

/** The order markers are tried in: failures first, then successes, each in written order; the first that holds wins. */
export function inCriticalOrder<T extends { kind: CriticalMarker["kind"] }>(markers: readonly T[]): T[] {
	return [...markers.filter((m) => m.kind === "failure"), ...markers.filter((m) => m.kind === "success")];
}

function criticalFor(markers: readonly CriticalMarker[], total: number, natural: number): CriticalMatch | undefined {
	for (const marker of inCriticalOrder(markers)) {
		const against = evaluateOperand(marker.value, "invalidCritical");
		if (compare(marker.natural ? natural : total, marker.sign, against.value)) {
			return { kind: marker.kind, natural: marker.natural, sign: marker.sign, against };
		}
	}
	return undefined;
}

/** The values a line is compared to, worked out: the threshold and, when written, the opposition. */
export interface ComparedValues {
	sign: ComparisonResult["sign"];
	base: Operand;
	opposition?: { sign: ComparisonResult["sign"]; against: Operand };
}

/** Core's `getCompare` test for a calculation: `+ , - . /` (a character range in its pattern), `*` or `^`. */
const CALCULATION = /[+-/*^]/;

/**
 * The threshold's text as core's `getCompare` rolls it: in a calculation, the
 * first comparison sign is deleted (`23+2=16` becomes `23+216`), spaces and
 * what follows a `;` too.
 */
function coreThresholdText(text: string): string {
	if (!CALCULATION.test(text)) return text;
	const sign = splitComparison(text);
	const glued = sign ? `${sign.left}${sign.right}` : text;
	return glued.replace(/\s/g, "").replace(/;(.*)/, "");
}

/**
 * For the odds: whether core leaves this threshold unworked (0, see `readThreshold`) when it holds no dice.
 * The bot's reply then refuses every roll of dice that cannot both pass and fail against 0: that throws
 * `unreadableThreshold`. A threshold of dice that comes to 0 is met by the sampler, roll by roll.
 */
export function thresholdLeftAtZero(
	notation: string | undefined,
	sign: ComparisonResult["sign"],
	right: string,
): boolean {
	const text = coreThresholdText(right).trim();
	if (text.length === 0 || HAS_DIE.test(text) || !Number.isNaN(Number(text)) || !mathFails(text)) return false;
	// A shared roll's formula line has no dice of its own to test: it compares with 0.
	if (notation !== undefined) assertComparableWithZero(notation, sign, text);
	return true;
}

/** Throws `unreadableThreshold` when the notation's dice cannot both pass and fail against 0 (see above). */
export function assertComparableWithZero(notation: string, sign: ComparisonResult["sign"], value: string): void {
	if (isTrivialComparison(notationBounds(notation), sign, 0)) {
		throw new DiceError("unreadableThreshold", { value, dice: notation });
	}
}

/**
 * What core works a threshold out from (`coreThresholdText`); a threshold of dice is rolled as a roll of its
 * own, whose comparison (`4d100<=2`) leaves its total alone.
 */
export function thresholdRollText(text: string): string {
	const core = coreThresholdText(text);
	if (!HAS_DIE.test(core)) return core;
	const inner = splitCoreComparison(core.trim());
	return inner && HAS_DIE.test(inner.left) ? inner.left : core;
}

/** Whether math.js itself fails on a calculation (a syntax error or a name it does not know), as core meets it. */
function mathFails(text: string): boolean {
	try {
		checkFormula(text);
		return false;
	} catch (error) {
		return error instanceof FormulaError && (error.reason === "syntax" || error.reason === "unknownName");
	}
}

/**
 * A threshold worked out; one holding dice is a roll of core's own, so dice-roller's refusal of it is the bot's
 * error for an invalid dice type, quoting the threshold (`11}+{11d105`), with dice-roller's report.
 */
function rollThreshold(text: string): Operand {
	try {
		return evaluateOperand(text, "invalidComparison");
	} catch (error) {
		if (error instanceof DiceError && error.logs !== undefined && HAS_DIE.test(text))
			throw new DiceError("invalidNotation", { notation: text.trim() }, error.logs);
		throw error;
	}
}

/** Throws the dice roller's refusal of a threshold as the bot's invalid dice type, quoting it; nothing if it parses. */
function refuseAsDice(text: string): void {
	try {
		notationBounds(text);
	} catch (error) {
		if (error instanceof DiceError && error.logs !== undefined)
			throw new DiceError("invalidNotation", { notation: text }, error.logs);
	}
}

/**
 * A threshold as core's `rollCompare` reads it: a plain number is cut to its
 * whole part (`2.5` is 2); a calculation math.js fails on, or dice that come
 * to 0, leave 0 and the text (`unresolved`).
 */
function readThreshold(text: string): Operand {
	const core = coreThresholdText(text);
	const trimmed = core.trim();
	if (trimmed.length > 0 && !Number.isNaN(Number(trimmed)) && !/[dD]/.test(trimmed)) {
		return { value: Number.parseInt(trimmed, 10) };
	}
	const unresolved: Operand = { value: 0, calculation: trimmed, unresolved: true };
	if (trimmed.length > 0 && !HAS_DIE.test(trimmed) && mathFails(trimmed)) {
		// Core hands a threshold holding a `d` to the dice roller (`1-froid`, from `$Sang-froid`): its refusal stands.
		if (/d/i.test(trimmed)) refuseAsDice(trimmed);
		return unresolved;
	}
	const operand = rollThreshold(thresholdRollText(text));
	// Core's roll of a threshold that comes to 0 is dropped for math.js, which cannot read dice.
	if (operand.rolled && operand.value === 0) return unresolved;
	const isComparison = operand.calculation !== undefined && splitComparison(operand.calculation) !== undefined;
	return isComparison ? { ...operand, truth: operand.value !== 0 } : operand;
}

/**
 * Works out what follows a line's comparison sign in the bot's order: `/roll`
 * reads the opposition before the roll (`takeOpposition`, given here already
 * worked out), then core rolls the threshold, and only then the dice, so a
 * threshold holding dice draws first.
 */
export function readCompared(
	right: { sign: ComparisonResult["sign"]; text: string },
	opposition?: ComparedValues["opposition"],
): ComparedValues {
	return { sign: right.sign, base: readThreshold(right.text), opposition };
}

/**
 * Threshold, then opposition: failing the threshold fails the roll; passing it, the opposition decides.
 * `bounds` (the dice's smallest and largest totals) mark a comparison the dice cannot both pass and fail.
 */
export function judge(
	total: number,
	natural: number,
	right: { sign: ComparisonResult["sign"]; text: string } | ComparedValues,
	markers: readonly CriticalMarker[],
	bounds?: { min: number; max: number },
): Pick<RollLine, "comparison" | "opposition" | "critical" | "outcome"> {
	const values = "base" in right ? right : readCompared(right);
	const comparison: ComparisonResult = {
		sign: values.sign,
		against: values.base,
		passed: compare(total, values.sign, values.base.value),
	};
	if (bounds && isTrivialComparison(bounds, values.sign, values.base.value)) comparison.trivial = true;
	const opposition: ComparisonResult | undefined = values.opposition
		? { ...values.opposition, passed: compare(total, values.opposition.sign, values.opposition.against.value) }
		: undefined;
	const passed = comparison.passed && (opposition ? opposition.passed : true);
	const critical = criticalFor(markers, total, natural);
	let outcome: Outcome = passed ? "success" : "failure";
	if (critical) outcome = critical.kind === "success" ? "criticalSuccess" : "criticalFailure";
	return { comparison, opposition, critical, outcome };
}

/**
 * Whether dice-roller counts successes in this notation: core hands braces
 * with a sign to dice-roller as they are, and only a target modifier counts;
 * a sign that belongs to an explosion or a reroll (`{5d10!>=8}`) leaves a sum.
 */
function hasTarget(notation: string): boolean {
	let tokens: unknown[];
	try {
		tokens = Parser.parse(notation) as unknown[];
	} catch {
		// Unreadable: the roll refuses it anyway, with dice-roller's message.
		return true;
	}
	const walk = (token: unknown): boolean => {
		if (token instanceof RollGroup) {
			return !!token.modifiers?.has("target") || token.expressions.some((expression) => expression.some(walk));
		}
		return token instanceof Dice.StandardDice && !!token.modifiers?.has("target");
	};
	return tokens.some(walk);
}

/** A roll line's parts: a target count (dice-roller counts), or the dice to total, their exploding count and comparison. */
export type LineParts =
	| {
			kind: "targetCount";
			notation: string;
			/** dice-roller counts the dice (a target), or adds them up (`{5d10!>=8}` explodes on 8 and more). */
			counts: boolean;
	  }
	| { kind: "total"; notation: string; exploding: ExplodingCount | undefined; comparison: SplitComparison | undefined };

/** Splits a roll line (the live roll and the odds' sampler read it alike); throws when it holds no die. */
export function splitLine(text: string): LineParts {
	const unwrapped = unwrapBraces(text.replace(PARENTHESIS_SIDES, "d$1"));
	if (TARGET_GROUP.test(unwrapped)) {
		requireDice(unwrapped, text);
		return { kind: "targetCount", notation: unwrapped, counts: hasTarget(unwrapped) };
	}
	const exploding = findExplodingCount(unwrapped);
	let comparison = splitCoreComparison(unwrapped);
	let notation = comparison ? comparison.left : unwrapped;
	if (exploding) {
		// `5d10!>>=8>=3`: what follows the count compares the number of successes.
		const after = splitComparison(exploding.after);
		comparison = after && after.left.length === 0 ? after : undefined;
		notation = comparison ? exploding.notation : `${exploding.notation}${exploding.after}`;
	}
	requireDice(notation, text);
	return { kind: "total", notation, exploding, comparison };
}

/** The first parenthesised group of a shared roll's first part, as core's `sharedRolls` finds it. */
const HIDDEN_GROUP = /\((?<dice>[^)]*)\)/;

/**
 * What core rolls for a shared roll's first part: its first group in
 * parentheses, hidden from the reply (`(8d3)+1` rolls `8d3`, the `+1` is left
 * out; `()` rolls `1d1`), else the part as written.
 */
export function sharedMain(written: string): { roll: string; hidden: boolean } {
	const group = HIDDEN_GROUP.exec(written)?.groups?.dice;
	if (group === undefined) return { roll: written, hidden: false };
	return { roll: group.length > 0 ? group : "1d1", hidden: true };
}
