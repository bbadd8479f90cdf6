/** Bulk rolls: `4#2d10` rolls `2d10` four times, one line each (the line read by `bot/bulkRoll.ts`). */

import { type ComparedValues, type CriticalMarker, type Repeated, splitComparison } from "./bot";
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

export function rollRepeated(
	repeated: Repeated,
	markers: readonly CriticalMarker[],
	opposition?: ComparedValues["opposition"],
	sort?: SortOrder,
): RollLine[] {
	const lines: RollLine[] = [];
	for (let index = 0; index < repeated.times; index += 1) {
		const line = rollSingle(repeated.roll, markers, opposition, sort);
		if (repeated.equals) throw equalsRefused(repeated, line, sort);
		lines.push(line);
	}
	return lines;
}
