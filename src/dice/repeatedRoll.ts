/** Bulk rolls: `4#2d10` rolls `2d10` four times, one line each (the line read by `bot/bulkRoll.ts`). */

import type { ComparedValues, CriticalMarker, Repeated } from "./bot";
import { rollSingle } from "./singleRoll";
import type { RollLine, SortOrder } from "./types";

export function rollRepeated(
	repeated: Repeated,
	markers: readonly CriticalMarker[],
	opposition?: ComparedValues["opposition"],
	sort?: SortOrder,
): RollLine[] {
	const lines: RollLine[] = [];
	for (let index = 0; index < repeated.times; index += 1)
		lines.push(rollSingle(repeated.roll, markers, opposition, sort));
	return lines;
}
