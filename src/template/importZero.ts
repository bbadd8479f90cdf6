/**
 * A statistic that may be 0 meets the bot's `/import`, which skips every CSV
 * row where it is 0. Kept apart from the checks (no math.js, no dice roller):
 * the builder's form shows it before the checks load.
 */
import type { StatisticRow } from "./formModel";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";

/**
 * Whether a sheet may hold 0 for this statistic while `/import` skips every
 * CSV row where it is 0: the bot tests each cell with `!value`, so a 0 reads
 * as an empty cell ("missing statistic"). True for a base statistic whose
 * minimum is 0 (a negative minimum is refused on its own) and whose maximum,
 * if any, is above it.
 */
export function zeroSkippedByImport(row: Pick<StatisticRow, "min" | "max" | "combination">): boolean {
	if (row.combination.trim().length > 0) return false;
	const min = numberOrUndefined(parseFormNumber(row.min));
	const max = numberOrUndefined(parseFormNumber(row.max));
	return min === 0 && (max === undefined || max > 0);
}
