/**
 * What the builder asks of the odds engine for the type die: one expression per
 * value the rolled statistic can take (from the lowest minimum to the highest
 * maximum of the base statistics), with `$` in place as the bot puts it, and the
 * template's critical faces read on the natural die.
 */
import type { OddsOptions } from "../dice/odds";
import type { TemplateForm } from "./formModel";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";
import { prepareDiceType } from "./preparedFormulas";
import { baseStatistics, statisticTestRange } from "./statisticValues";

/** Points of the curve at most: a wider range is walked with a larger step. */
export const MAX_CURVE_POINTS = 60;

export interface TypeDieCurve {
	/** The statistic's values, increasing. */
	values: number[];
	questions: { expression: string; options: OddsOptions }[];
}

export function typeDieCurve(form: TemplateForm): TypeDieCurve | undefined {
	const diceType = (form.diceType ?? "").trim();
	const rows = baseStatistics(form.statistics ?? []);
	if (diceType.length === 0 || rows.length === 0) return undefined;
	const total = numberOrUndefined(parseFormNumber(form.total ?? ""));
	const ranges = rows.map((row) => statisticTestRange(row, total));
	const low = Math.min(...ranges.map((range) => range.low));
	const high = Math.max(...ranges.map((range) => range.high));
	const step = Math.max(1, Math.ceil((high - low + 1) / MAX_CURVE_POINTS));
	const values: number[] = [];
	for (let value = low; value <= high; value += step) values.push(value);
	if (values[values.length - 1] !== high) values.push(high);
	const criticals = {
		success: numberOrUndefined(parseFormNumber(form.critical?.success ?? "")),
		failure: numberOrUndefined(parseFormNumber(form.critical?.failure ?? "")),
	};
	return {
		values,
		questions: values.map((value) => ({ expression: prepareDiceType(diceType, value), options: { criticals } })),
	};
}
