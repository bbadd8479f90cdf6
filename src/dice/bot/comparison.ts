/**
 * Comparisons written after a roll: `1d20+5>=15`, and the opposition that may
 * follow the threshold, `1d20>=10>14`. A sign right after `!`, `<` or `>`
 * belongs to dice-roller's own modifiers (`1d6!>=5`), as the bot reads it.
 */
import type { ComparisonSign } from "../types";

const SIGN = /==|!=|(?<![!<>])>=|(?<![!<>])<=|(?<![!<>])>|(?<![!<>])<|(?<![!<>=])=(?!=)/;

export interface SplitComparison {
	left: string;
	sign: ComparisonSign;
	right: string;
}

/** Splits `left SIGN right` at the first comparison sign, or gives undefined. */
export function splitComparison(text: string): SplitComparison | undefined {
	const match = SIGN.exec(text);
	if (!match) return undefined;
	return {
		left: text.slice(0, match.index),
		sign: match[0] as ComparisonSign,
		right: text.slice(match.index + match[0].length),
	};
}

/**
 * Core's own split (`SIGN_REGEX_SPACE` in `getCompare`): the sign and the word
 * right after it are the comparison; what follows a space stays in the roll.
 */
export function splitCoreComparison(text: string): SplitComparison | undefined {
	const found = splitComparison(text);
	if (!found) return undefined;
	const word = /^\S*/.exec(found.right)?.[0] ?? "";
	// Core's pattern needs one character after the signs, so a bare `>=` (or `<=`, `==`) ends on its own `=`:
	// `1d20>=` compares with `=`, which core cannot work out.
	if (word.length === 0 && found.sign.length === 2 && found.sign.endsWith("=") && found.sign !== "!=")
		return { left: found.left, sign: found.sign, right: "=" };
	if (word.length === 0) return undefined;
	return { left: `${found.left}${found.right.slice(word.length)}`, sign: found.sign, right: word };
}

export function compare(value: number, sign: ComparisonSign, against: number): boolean {
	switch (sign) {
		case ">":
			return value > against;
		case ">=":
			return value >= against;
		case "<":
			return value < against;
		case "<=":
			return value <= against;
		case "=":
		case "==":
			return value === against;
		case "!=":
			return value !== against;
	}
}

/**
 * Core's `isTrivialComparison`: the dice's smallest and largest totals cannot
 * both pass and fail the comparison.
 */
export function isTrivialComparison(
	bounds: { min: number; max: number },
	sign: ComparisonSign,
	value: number,
): boolean {
	const { min, max } = bounds;
	let canPass: boolean;
	let canFail: boolean;
	switch (sign) {
		case ">":
			[canPass, canFail] = [max > value, min <= value];
			break;
		case ">=":
			[canPass, canFail] = [max >= value, min < value];
			break;
		case "<":
			[canPass, canFail] = [value > min, max >= value];
			break;
		case "<=":
			[canPass, canFail] = [value >= min, max > value];
			break;
		case "=":
		case "==":
			[canPass, canFail] = [max >= value && value >= min, min !== value || max !== value];
			break;
		case "!=":
			[canPass, canFail] = [max !== value || min !== value, min <= value && value <= max];
			break;
	}
	return !canPass || !canFail;
}

const SYMBOLS: Record<ComparisonSign, string> = {
	">": ">",
	">=": "⩾",
	"<": "<",
	"<=": "⩽",
	"=": "=",
	"==": "=",
	"!=": "≠",
};

const OPPOSITE: Record<ComparisonSign, ComparisonSign> = {
	">": "<=",
	">=": "<",
	"<": ">=",
	"<=": ">",
	"=": "!=",
	"==": "!=",
	"!=": "==",
};

/**
 * The symbol written between the total and the value, so that the line reads
 * true: the sign itself on a success, its opposite on a failure (78 > 45 for a
 * failed `<=45`).
 */
export function comparisonSymbol(sign: ComparisonSign, passed: boolean): string {
	return SYMBOLS[passed ? sign : OPPOSITE[sign]];
}
