/**
 * Which values the dice checks put in place of `$` and of statistic names.
 * The bot tests a statistic with a value between max(min, 1) and
 * min(max, total - 1), where the total is 100 when none is set. The site tests
 * both ends of that range ("low" and "high"), so a formula that fails for some
 * possible value fails here every time instead of once in a while.
 */

import { evaluateFormulaNumber, type StatisticValue, substituteStatisticNames } from "../dice";
import { isCombination, type StatisticRow } from "./formModel";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";
import { DEFAULT_TOTAL_FOR_TESTS } from "./limits";
import { isBlank } from "./names";

/** The total the bot tests with: the template's, or 100 when it has none. */
function testTotal(total: number | undefined): number {
	return total && total > 0 ? total : DEFAULT_TOTAL_FOR_TESTS;
}

export interface TestRange {
	low: number;
	high: number;
}

/** The range the bot draws a base statistic's test value from (a max of 0 means no max, as for the bot). */
export function statisticTestRange(row: StatisticRow, total: number | undefined): TestRange {
	const limit = testTotal(total) - 1;
	const min = numberOrUndefined(parseFormNumber(row.min));
	const max = numberOrUndefined(parseFormNumber(row.max));
	const low = Math.max(min ?? 1, 1);
	const high = Math.min(max && max > 0 ? max : limit, limit);
	return { low, high: Math.max(low, high) };
}

export type Extreme = "low" | "high";
export const EXTREMES: readonly Extreme[] = ["low", "high"];

/** Base statistics (not combinations) with a name, in the template's order. */
export function baseStatistics(rows: readonly StatisticRow[]): StatisticRow[] {
	return rows.filter((row) => !isCombination(row) && !isBlank(row.name));
}

/** Base statistics' values at one end of their ranges. */
export function baseValues(
	rows: readonly StatisticRow[],
	total: number | undefined,
	extreme: Extreme,
): StatisticValue[] {
	return baseStatistics(rows).map((row) => {
		const range = statisticTestRange(row, total);
		return { name: row.name, value: range[extreme] };
	});
}

/**
 * Evaluates a combination formula with base values in place, as the bot's
 * validator does (names matched whatever their case, accents kept). Throws
 * when the formula does not give a number.
 */
export function evaluateCombination(formula: string, base: readonly StatisticValue[]): number {
	return evaluateFormulaNumber(substituteStatisticNames(formula, base, { foldAccents: false }));
}

/**
 * Every named statistic with a test value, in the template's order: base
 * statistics at one end of their range, combinations computed from them
 * (1 when their formula fails, which is reported on its own).
 */
export function allStatisticValues(
	rows: readonly StatisticRow[],
	total: number | undefined,
	extreme: Extreme,
): StatisticValue[] {
	const base = baseValues(rows, total, extreme);
	const result: StatisticValue[] = [];
	for (const row of rows) {
		if (isBlank(row.name)) continue;
		if (!isCombination(row)) {
			result.push({ name: row.name, value: statisticTestRange(row, total)[extreme] });
			continue;
		}
		let value = 1;
		try {
			value = evaluateCombination(row.combination, base);
		} catch {
			// Reported by the combination rule; the macro checks go on with a placeholder.
		}
		result.push({ name: row.name, value });
	}
	return result;
}

/** The values `$` can take: the lowest low and the highest high of all base statistics. */
export function dollarValues(rows: readonly StatisticRow[], total: number | undefined): number[] {
	const ranges = baseStatistics(rows).map((row) => statisticTestRange(row, total));
	if (ranges.length === 0) return [];
	const low = Math.min(...ranges.map((range) => range.low));
	const high = Math.max(...ranges.map((range) => range.high));
	return low === high ? [low] : [low, high];
}
