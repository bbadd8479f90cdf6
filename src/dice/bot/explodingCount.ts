/**
 * Dicelette's exploding count: `5d10!>>=8` explodes on the maximum, then
 * counts the dice at 8 or more instead of adding them. Doubled signs: `>>`,
 * `>>=`, `<<`, `<<=`, `!!==` (exactly) and `!==` (anything but).
 */
import type { ComparisonSign } from "../types";

export interface ExplodingCount {
	/** The text up to the doubled sign, with a plain `!` for dice-roller. */
	notation: string;
	/** The same part as written, shown to the reader. */
	written: string;
	/** What follows the count, such as a comparison of the number of successes. */
	after: string;
	sign: ComparisonSign;
	value: number;
}

const DOUBLED = /!(>>=|<<=|>>|<<|!==|==)(-?\d+(?:\.\d+)?)/;
const SIGNS: Record<string, ComparisonSign> = {
	">>=": ">=",
	"<<=": "<=",
	">>": ">",
	"<<": "<",
	"!==": "==",
	"==": "!=",
};

export function findExplodingCount(text: string): ExplodingCount | undefined {
	const match = DOUBLED.exec(text);
	if (!match) return undefined;
	const [whole, doubled = "", value] = match;
	const sign = SIGNS[doubled];
	if (sign === undefined) return undefined;
	const end = match.index + whole.length;
	return {
		notation: `${text.slice(0, match.index)}!`,
		written: text.slice(0, end),
		after: text.slice(end),
		sign,
		value: Number(value),
	};
}
