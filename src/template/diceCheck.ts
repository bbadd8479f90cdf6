/**
 * Does a formula roll? A template's formulas are checked by rolling them once
 * with the dice engine of `src/dice`, the one behind the builder's test roll
 * and the docs' roll blocks, so that what the checks accept the test roll
 * rolls, and a notation fix lands in one place. Values are already in place
 * (`preparedFormulas.ts`).
 */
import { DiceError, rollExpression, splitInput } from "../dice";
import { MAX_FORMULA_TEXT_LENGTH } from "./limits";

export type RollCheck = { ok: true } | { ok: false; error: DiceError };

/** The bot's comparison: a sign not part of an exploding or compare-point modifier, then a value. */
export const COMPARISON = /(==|!=|(?<![!<>])>=|(?<![!<>])<=|(?<!!)(?<![<>])>|(?<!!)(?<![<>])<|(?<!!)(?<![<>])=)(\S+)/;
/** `{cs:>=19}` / `{cf:<=2}` critical blocks. */
const CRITICAL_MARKER = /\{\*?c[fs]:([<>=]|!=)+(.+?)}/i;

/** Draws one check may make: enough for the largest pool a formula may roll, with its explosions. */
export const MAX_CHECK_DRAWS = 5000;

/**
 * Longest formula a check rolls. A template's formula may have MAX_FORMULA_TEXT_LENGTH
 * characters as typed (budget.ts refuses more, as the form says), then grows when
 * short statistic names become their values: twice that leaves room for it.
 */
export const MAX_CHECKED_FORMULA_LENGTH = 2 * MAX_FORMULA_TEXT_LENGTH;

export function hasCriticalMarkers(text: string): boolean {
	return CRITICAL_MARKER.test(text);
}

/**
 * What the bot's validator reads after a space: a comment (`#`, `//`, `/*`, a
 * `[label]`) or more of the calculation (`1d20 + 5`). Anything else, such as
 * the ` 2` that `1d8+Karma 2` leaves when `Karma` is replaced inside `Karma 2`,
 * makes its roll fail, while the site's roll would take it for a comment.
 */
const READ_AFTER_SPACE = /^(#|\/\/|\/\*|\[|[-+*/^%])/;

function strayText(expression: string): DiceError | undefined {
	const trimmed = expression.trim();
	let roll: string;
	try {
		roll = splitInput(trimmed, MAX_CHECKED_FORMULA_LENGTH).roll;
	} catch {
		return undefined;
	}
	const rest = trimmed.slice(roll.length);
	const stray = rest.trimStart();
	if (stray.length === 0 || READ_AFTER_SPACE.test(stray)) return undefined;
	const position = roll.length + (rest.length - stray.length) + 1;
	return new DiceError("invalidNotation", { notation: trimmed, found: stray.charAt(0), position });
}

function checkRollUncached(expression: string): RollCheck {
	const stray = strayText(expression);
	if (stray) return { ok: false, error: stray };
	const attempt = rollExpression(expression, { maxDraws: MAX_CHECK_DRAWS, maxLength: MAX_CHECKED_FORMULA_LENGTH });
	if (!attempt.ok) return { ok: false, error: attempt.error };
	// Stricter than the bot, which compares with 0 (the specification's rule on comparison values).
	const unresolved = attempt.result.lines.find((line) => line.comparison?.against.unresolved)?.comparison?.against;
	if (unresolved)
		return { ok: false, error: new DiceError("invalidComparison", { value: unresolved.calculation ?? "" }) };
	return { ok: true };
}

const cache = new Map<string, RollCheck>();
const CACHE_SIZE = 2000;

/**
 * Checks that a formula, with its values already substituted, rolls.
 * Results are remembered: the form re-checks unchanged formulas on every keystroke.
 */
export function checkRoll(expression: string): RollCheck {
	const known = cache.get(expression);
	if (known) return known;
	const result = checkRollUncached(expression);
	if (cache.size >= CACHE_SIZE) {
		const oldest = cache.keys().next().value;
		if (oldest !== undefined) cache.delete(oldest);
	}
	cache.set(expression, result);
	return result;
}

/** Forgets remembered results (benchmarks measure cold checks with it). */
export function clearRollCache(): void {
	cache.clear();
}
