/** Bulk rolls: `4#2d10` rolls `2d10` four times, one line each (the line read by `bot/bulkRoll.ts`). */

import { type ComparedValues, type CriticalMarker, compare, type Repeated, splitComparison } from "./bot";
import { DiceError } from "./errors";
import { rollSingle, withSortOrder } from "./singleRoll";
import type { RollLine, SortOrder } from "./types";

/**
 * Core tests each roll of a bulk roll with math.js (`12=7`), which refuses a single `=` as an assignment; the bot
 * then quotes the dice it rolled (the server's order written in) and math.js's report, placed after the total.
 */
function equalsRefused(repeated: Repeated, line: RollLine, sort?: SortOrder): DiceError {
	const dice = withSortOrder(splitComparison(repeated.roll)?.left ?? repeated.roll, sort);
	const logs = `SyntaxError: Invalid left hand side of assignment operator = (char ${String(line.total).length + 1})`;
	return new DiceError("equalsInRepeat", { notation: repeated.roll, dice }, logs);
}

/** Each die of the first group starred, rejoined with `, ` (the reply shows the star as ×). */
function starred(detail: string): string {
	const star = (_whole: string, inner: string) =>
		`[${inner
			.split(",")
			.map((die) => `${die.trim()}*`)
			.join(", ")}]`;
	return detail.replace(/\[([^\]]+)\]/, star);
}

/**
 * `{N#roll>=X}` as core's bulk roll writes it: the dice rolled without the comparison (its sign and the word after
 * it), the comparison written back after them, and every die of the first group starred when the total passes.
 */
function curlyLines(repeated: Repeated, markers: readonly CriticalMarker[], sort?: SortOrder): RollLine[] {
	const split = splitComparison(repeated.roll);
	if (!split) return [];
	const word = /^\S*/.exec(split.right)?.[0] ?? "";
	const value = Number.parseInt(word, 10);
	const dice = `${split.left}${split.right.slice(word.length)}`;
	const lines: RollLine[] = [];
	for (let index = 0; index < repeated.times; index += 1) {
		const line = rollSingle(dice, markers, undefined, sort);
		const detail = compare(line.total, split.sign, value) ? starred(line.detail) : line.detail;
		lines.push({ ...line, expression: `${line.expression}${split.sign}${value}`, detail });
	}
	return lines;
}

export function rollRepeated(
	repeated: Repeated,
	markers: readonly CriticalMarker[],
	opposition?: ComparedValues["opposition"],
	sort?: SortOrder,
): RollLine[] {
	if (repeated.curly && !repeated.equals) return curlyLines(repeated, markers, sort);
	const lines: RollLine[] = [];
	for (let index = 0; index < repeated.times; index += 1) {
		const line = rollSingle(repeated.roll, markers, opposition, sort);
		if (repeated.equals) throw equalsRefused(repeated, line, sort);
		lines.push(line);
	}
	return lines;
}
