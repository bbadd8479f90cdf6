/**
 * What the builder asks of the odds engine for the type die: one expression per
 * value the rolled statistic can take (every statistic /dbroll offers, a computed
 * one by the bounds its formula reaches), with `$` in place as the bot puts it, the
 * template's critical faces read on the natural die, and its custom criticals
 * with `$` worked out for that value, in the template's order (the bot tries
 * them in that order after the criticals).
 */
import type { StatisticValue } from "../dice";
import { HAS_DIE } from "../dice";
import type { BotCustomCritical } from "../dice/bot";
import type { OddsOptions } from "../dice/odds";
import { isCombination, type StatisticRow, type TemplateForm } from "./formModel";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";
import { isBlank } from "./names";
import { prepareDiceType, prepareMacro, resolveCustomCriticalValue } from "./preparedFormulas";
import { baseStatistics, evaluateCombination, statisticTestRange } from "./statisticValues";
import { macroQuestion } from "./templateOdds";

/** Values drawn at a time: a wider range shows these first and lets the reader open the next ones. */
export const CURVE_PAGE = 100;

/** What a curve's rows are: `$`, the rolled statistic, or the one statistic a macro names. */
interface CurveVariable {
	low: number;
	high: number;
	/** The statistic the rows are; undefined for `$` (any statistic /dbroll rolls) or for several. */
	name?: string;
	/** Its formula, when the statistic is computed from others. */
	combination?: string;
	/** A macro naming several statistics: each base statistic is worth the row's value. */
	several?: boolean;
}

export interface TypeDieCurve {
	/** The statistic's values, increasing: every value from the lowest, up to `CURVE_PAGE` at a time. */
	values: number[];
	questions: { expression: string; options: OddsOptions }[];
	variable: CurveVariable;
	/** Values of the range after the last one walked. */
	more: number;
	/**
	 * A macro naming several statistics: the value each computed one takes on each row (`values`'
	 * order), so the rows say what the macro was rolled with.
	 */
	combined?: { name: string; values: number[] }[];
}

function baseBounds(form: TemplateForm, row: StatisticRow): { low: number; high: number } {
	return statisticTestRange(row, numberOrUndefined(parseFormNumber(form.total ?? "")));
}

/** Corners tried for a computed statistic's bounds: all low, all high, and each base at the other end. */
const MAX_CORNER_BASES = 40;

/**
 * The lowest and highest value a computed statistic's formula reaches over the base statistics'
 * ranges, from the corners of those ranges (exact for the sums, differences, products by a
 * constant, min and max that templates write); undefined when it gives no number.
 */
export function combinationBounds(form: TemplateForm, row: StatisticRow): { low: number; high: number } | undefined {
	const bases = baseStatistics(form.statistics ?? []).slice(0, MAX_CORNER_BASES);
	const ranges = bases.map((base) => ({ name: base.name, ...baseBounds(form, base) }));
	const corners: StatisticValue[][] = [];
	for (const start of ["low", "high"] as const) {
		const other = start === "low" ? "high" : "low";
		corners.push(ranges.map((range) => ({ name: range.name, value: range[start] })));
		for (const flipped of ranges)
			corners.push(
				ranges.map((range) => ({ name: range.name, value: range === flipped ? range[other] : range[start] })),
			);
	}
	const reached: number[] = [];
	for (const corner of corners) {
		try {
			reached.push(evaluateCombination(row.combination, corner));
		} catch {
			// A corner where the formula fails (a division by zero) says nothing of the others.
		}
	}
	if (reached.length === 0) return undefined;
	// As for a base statistic, the curve starts at 1: the bot refuses 0 dice and $ at 0 is no skill.
	const high = Math.max(...reached);
	return { low: Math.max(1, Math.min(...reached)), high: Math.max(1, high) };
}

/** A statistic's range: a base one's test range, a computed one's bounds. */
function statisticBounds(form: TemplateForm, row: StatisticRow): { low: number; high: number } | undefined {
	return isCombination(row) ? combinationBounds(form, row) : baseBounds(form, row);
}

/** `$` walks every statistic /dbroll offers: excluded ones left out, computed ones by the bounds they reach. */
function typeDieVariable(form: TemplateForm): CurveVariable | undefined {
	const rolled = (form.statistics ?? []).filter((row) => !isBlank(row.name) && !row.exclude);
	const ranges = rolled.flatMap((row) => statisticBounds(form, row) ?? []);
	if (ranges.length === 0) return undefined;
	return { low: Math.min(...ranges.map((range) => range.low)), high: Math.max(...ranges.map((range) => range.high)) };
}

/** The statistics a macro names, as the bot finds them in its formula. */
function macroStatistics(form: TemplateForm, macro: string): StatisticRow[] | undefined {
	const row = findMacro(form, macro);
	if (!row) return undefined;
	const named = (form.statistics ?? []).filter((each) => !isBlank(each.name));
	const used = new Set(
		prepareMacro(
			row.formula,
			named.map((each) => ({ name: each.name, value: 1 })),
		).used,
	);
	return named.filter((each) => used.has(each.name));
}

function findMacro(form: TemplateForm, name: string) {
	return (form.macros ?? []).find((row) => row.name.trim() === name.trim());
}

/** A macro's rows: the one statistic it names (its own range), or every base statistic at once. */
function macroVariable(form: TemplateForm, macro: string): CurveVariable | undefined {
	const named = macroStatistics(form, macro);
	if (!named) return undefined;
	const [only] = named;
	if (named.length === 1 && only) {
		const bounds = statisticBounds(form, only);
		if (bounds) {
			return {
				...bounds,
				name: only.name.trim(),
				...(isCombination(only) ? { combination: only.combination.trim() } : {}),
			};
		}
	}
	const bases = baseStatistics(form.statistics ?? []).map((row) => baseBounds(form, row));
	if (bases.length === 0) return undefined;
	return {
		low: Math.min(...bases.map((range) => range.low)),
		high: Math.max(...bases.map((range) => range.high)),
		several: named.length > 1,
	};
}

function walk(variable: CurveVariable, count: number): { values: number[]; more: number } {
	const values: number[] = [];
	for (let value = variable.low; value <= variable.high && values.length < count; value += 1) values.push(value);
	return { values, more: variable.high - variable.low + 1 - values.length };
}

export function typeDieCurve(form: TemplateForm, count = CURVE_PAGE): TypeDieCurve | undefined {
	const variable = typeDieVariable(form);
	if ((form.diceType ?? "").trim().length === 0 || !variable) return undefined;
	const { values, more } = walk(variable, count);
	return { values, questions: values.map((value) => typeDieAt(form, value)), variable, more };
}

function typeDieAt(form: TemplateForm, value: number): TypeDieCurve["questions"][number] {
	const criticals = {
		success: numberOrUndefined(parseFormNumber(form.critical?.success ?? "")),
		failure: numberOrUndefined(parseFormNumber(form.critical?.failure ?? "")),
	};
	return {
		expression: prepareDiceType((form.diceType ?? "").trim(), value),
		// A template's formula: core reads it whole, with no opposition step.
		options: { criticals, customCriticals: customCriticalsAt(form, value), command: "macro" },
	};
}

/**
 * The statistics' values for a macro's row: the one statistic it names worth `value` (a computed
 * one as it is, since the macro only sees its value), or every base statistic worth it and the
 * computed ones worked out from them.
 */
function macroValuesAt(form: TemplateForm, variable: CurveVariable, value: number): StatisticValue[] {
	const bases = baseStatistics(form.statistics ?? []);
	if (variable.name !== undefined) {
		const others = allStatisticValuesAt(form, bases, value).filter((each) => each.name.trim() !== variable.name);
		return [{ name: variable.name, value }, ...others];
	}
	return allStatisticValuesAt(form, bases, value);
}

/**
 * The type die (no macro named) or a macro for one value of the curve's rows (`$`, or the statistic the
 * macro names), as the curves read them; undefined when there is none.
 */
export function rollAt(
	form: TemplateForm,
	macro: string | undefined,
	value: number,
): TypeDieCurve["questions"][number] | undefined {
	if (macro === undefined) return (form.diceType ?? "").trim().length === 0 ? undefined : typeDieAt(form, value);
	const variable = macroVariable(form, macro);
	if (!variable) return undefined;
	const question = macroQuestion(form, macro, macroValuesAt(form, variable, value));
	return question ? { expression: question.expression, options: question.options } : undefined;
}

/** What a compared roll's value stands for: `$`, or the statistic the macro names (undefined: every one). */
export function rollVariable(form: TemplateForm, macro: string | undefined): CurveVariable | undefined {
	return macro === undefined ? typeDieVariable(form) : macroVariable(form, macro);
}

/** The lowest and highest value the type die's curve walks, when the template has statistics. */
export function curveRange(form: TemplateForm): { low: number; high: number } | undefined {
	const variable = typeDieVariable(form);
	return variable ? { low: variable.low, high: variable.high } : undefined;
}

/**
 * The custom criticals for a statistic worth `dollar`. One whose value rolls
 * dice or names another statistic has no single value on the curve and is
 * left out (`customCriticalsLeftOut` names them for the view).
 */
function customCriticalsAt(form: TemplateForm, dollar: number): BotCustomCritical[] {
	const customs: BotCustomCritical[] = [];
	for (const row of form.customCritical ?? []) {
		if (isBlank(row.name) || HAS_DIE.test(row.value)) continue;
		try {
			const value = resolveCustomCriticalValue(row.value, { dollar, statistics: [] }).value;
			customs.push({ name: row.name.trim(), sign: row.sign, value, onNaturalDice: row.onNaturalDice });
		} catch {
			// Names another statistic: no single value for this point of the curve.
		}
	}
	return customs;
}

/** Custom criticals the curve cannot show: their value rolls dice or names another statistic. */
export function customCriticalsLeftOut(form: TemplateForm): string[] {
	const sample = typeDieCurve(form)?.questions[0]?.options.customCriticals ?? [];
	const shown = new Set(sample.map((custom) => custom.name));
	return (form.customCritical ?? [])
		.filter((row) => !isBlank(row.name) && !shown.has(row.name.trim()))
		.map((row) => row.name.trim());
}

/**
 * A macro over its rows: the one statistic it names over that statistic's range (a computed one over the
 * bounds its formula reaches), or every base statistic worth the row's value when it names several or none.
 * Undefined without such a macro or without statistics.
 */
export function macroCurve(form: TemplateForm, name: string, count = CURVE_PAGE): TypeDieCurve | undefined {
	const variable = macroVariable(form, name);
	if (!variable) return undefined;
	const { values, more } = walk(variable, count);
	const questions = [];
	for (const value of values) {
		const question = rollAt(form, name, value);
		if (!question) return undefined;
		questions.push(question);
	}
	const combined =
		variable.name === undefined
			? (macroStatistics(form, name) ?? [])
					.filter((row) => isCombination(row))
					.map((row) => ({
						name: row.name.trim(),
						values: values.map(
							(value) =>
								macroValuesAt(form, variable, value).find((each) => each.name === row.name.trim())?.value ?? Number.NaN,
						),
					}))
			: undefined;
	return { values, questions, variable, more, ...(combined && combined.length > 0 ? { combined } : {}) };
}

function allStatisticValuesAt(form: TemplateForm, bases: readonly StatisticRow[], value: number) {
	const base = bases.map((row) => ({ name: row.name, value }));
	const combined = (form.statistics ?? [])
		.filter((row) => !isBlank(row.name) && !bases.includes(row))
		.flatMap((row) => {
			try {
				return [{ name: row.name, value: evaluateCombination(row.combination, base) }];
			} catch {
				// A combination that fails is reported by its own check; the macro keeps its name.
				return [];
			}
		});
	return [...base, ...combined];
}
