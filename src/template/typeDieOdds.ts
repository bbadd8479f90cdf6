/**
 * What the builder asks of the odds engine for the type die: one expression per
 * value the rolled statistic can take (from the lowest minimum to the highest
 * maximum of the base statistics), with `$` in place as the bot puts it, the
 * template's critical faces read on the natural die, and its custom criticals
 * with `$` worked out for that value, in the template's order (the bot tries
 * them in that order after the criticals).
 */
import type { BotCustomCritical } from "../dice/bot";
import type { OddsOptions } from "../dice/odds";
import { HAS_DIE } from "../dice/operand";
import type { StatisticRow, TemplateForm } from "./formModel";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";
import { isBlank } from "./names";
import { prepareDiceType, resolveCustomCriticalValue } from "./preparedFormulas";
import { baseStatistics, evaluateCombination, statisticTestRange } from "./statisticValues";
import { macroQuestion } from "./templateOdds";

/** Points of the curve at most: a wider range is walked with a larger step. */
export const MAX_CURVE_POINTS = 60;

export interface TypeDieCurve {
	/** The statistic's values, increasing. */
	values: number[];
	questions: { expression: string; options: OddsOptions }[];
}

/** The statistic's values the curves walk: the lowest minimum to the highest maximum of the base statistics. */
function curveValues(form: TemplateForm): number[] | undefined {
	const rows = baseStatistics(form.statistics ?? []);
	if (rows.length === 0) return undefined;
	const total = numberOrUndefined(parseFormNumber(form.total ?? ""));
	const ranges = rows.map((row) => statisticTestRange(row, total));
	const low = Math.min(...ranges.map((range) => range.low));
	const high = Math.max(...ranges.map((range) => range.high));
	const step = Math.max(1, Math.ceil((high - low + 1) / MAX_CURVE_POINTS));
	const values: number[] = [];
	for (let value = low; value <= high; value += step) values.push(value);
	if (values[values.length - 1] !== high) values.push(high);
	return values;
}

export function typeDieCurve(form: TemplateForm): TypeDieCurve | undefined {
	const values = curveValues(form);
	if ((form.diceType ?? "").trim().length === 0 || !values) return undefined;
	return { values, questions: values.map((value) => typeDieAt(form, value)) };
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

/** The type die (no macro named) or a macro for one statistic value, as the curves read them; undefined when there is none. */
export function rollAt(
	form: TemplateForm,
	macro: string | undefined,
	value: number,
): TypeDieCurve["questions"][number] | undefined {
	if (macro === undefined) return (form.diceType ?? "").trim().length === 0 ? undefined : typeDieAt(form, value);
	const question = macroQuestion(form, macro, allStatisticValuesAt(form, baseStatistics(form.statistics ?? []), value));
	return question ? { expression: question.expression, options: question.options } : undefined;
}

/** The lowest and highest value the curves walk, when the template has statistics. */
export function curveRange(form: TemplateForm): { low: number; high: number } | undefined {
	const values = curveValues(form);
	const low = values?.[0];
	const high = values?.at(-1);
	return low === undefined || high === undefined ? undefined : { low, high };
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
 * A macro over the same range: every base statistic (and each combination,
 * worked out from them) worth the same value, since a macro may name several.
 * Undefined without such a macro or without statistics.
 */
export function macroCurve(form: TemplateForm, name: string): TypeDieCurve | undefined {
	const values = curveValues(form);
	if (!values) return undefined;
	const questions = [];
	for (const value of values) {
		const question = rollAt(form, name, value);
		if (!question) return undefined;
		questions.push(question);
	}
	return { values, questions };
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
