// Builders for form models in tests.
import {
	type CustomCriticalRow,
	emptyTemplateForm,
	type MacroRow,
	type StatisticRow,
	type TemplateForm,
} from "../../../src/template/formModel";
import { collectTemplateIssues } from "../../../src/template/rules";

export function statistic(name: string, min = "", max = "", combination = "", exclude = false): StatisticRow {
	return { name, min, max, combination, exclude };
}

export function macro(name: string, formula: string): MacroRow {
	return { name, formula };
}

export function customCritical(
	name: string,
	sign: CustomCriticalRow["sign"],
	value: string,
	onNaturalDice = false,
): CustomCriticalRow {
	return { name, sign, value, onNaturalDice, affectSkill: false };
}

export function form(overrides: Partial<TemplateForm> = {}): TemplateForm {
	return { ...emptyTemplateForm(), ...overrides };
}

/** The issues of a form as `code@path` strings, easy to compare. */
export function issuesOf(model: TemplateForm): string[] {
	return collectTemplateIssues(model).map((issue) => `${issue.code}@${issue.path.join(".")}`);
}
