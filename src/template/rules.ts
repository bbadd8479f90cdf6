/**
 * Every rule of a template (template-format.md, "Limits and rules"), applied
 * to the form model. The form (through its zod schema), the JSON import and
 * the validator command all judge a template with `collectTemplateIssues`.
 */
import { budgetIssues } from "./budget";
import { COMPARISON, checkComparisonValue, checkRoll, hasCriticalMarkers, rollTotal } from "./diceCheck";
import type { IssueValues, TemplateErrorCode, TemplateIssue } from "./errorCodes";
import type { CriticRow, TemplateForm } from "./formModel";
import { isCombination } from "./formModel";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";
import { evaluateInlineMath, replaceExpPlaceholders, substituteDollar, substituteStatisticNames } from "./formula";
import { DEFAULT_TOTAL_FOR_TESTS, MAX_CUSTOM_CRITICS, MAX_MACROS, MAX_STATISTICS } from "./limits";
import { foldName, formulaStart, isBlank } from "./names";
import {
	allStatisticValues,
	baseStatistics,
	baseValues,
	dollarValues,
	EXTREMES,
	evaluateCombination,
} from "./statisticValues";

type Path = (string | number)[];

class IssueList {
	readonly issues: TemplateIssue[] = [];
	add(code: TemplateErrorCode, path: Path, values?: IssueValues): void {
		this.issues.push(values ? { code, path, values } : { code, path });
	}
}

function checkNumberField(
	issues: IssueList,
	text: string,
	path: Path,
	invalidCode: TemplateErrorCode,
): number | undefined {
	const parsed = parseFormNumber(text);
	if (parsed.kind === "invalid") issues.add(invalidCode, path);
	if (parsed.kind === "notWhole") issues.add("number.notWhole", path);
	return numberOrUndefined(parsed);
}

/** Names must not be empty and must differ once case and accents are folded. */
function checkNames(issues: IssueList, listName: string, rows: readonly { name: string }[]): void {
	const seen = new Set<string>();
	rows.forEach((row, index) => {
		const path = [listName, index, "name"];
		if (isBlank(row.name)) {
			issues.add("text.empty", path);
			return;
		}
		const folded = foldName(row.name);
		if (seen.has(folded)) issues.add("name.duplicate", path);
		seen.add(folded);
	});
}

function checkGeneral(issues: IssueList, form: TemplateForm): number | undefined {
	const total = checkNumberField(issues, form.total, ["total"], "total.invalid");
	checkNumberField(issues, form.critical.success, ["critical", "success"], "critical.successInvalid");
	checkNumberField(issues, form.critical.failure, ["critical", "failure"], "critical.failureInvalid");
	const hasBase = baseStatistics(form.statistics).length > 0;
	if (total === 1 && hasBase) issues.add("total.tooSmall", ["total"]);
	return total && total > 0 ? total : undefined;
}

function checkStatistics(issues: IssueList, form: TemplateForm, total: number | undefined): void {
	const rows = form.statistics;
	if (rows.length > MAX_STATISTICS) issues.add("statistics.tooMany", ["statistics"], { max: MAX_STATISTICS });
	checkNames(issues, "statistics", rows);
	// Statistic names become columns of the sheet-import CSV, which the bot matches by name: they cannot be escaped.
	rows.forEach((row, index) => {
		const start = formulaStart(row.name);
		if (start) issues.add("statistic.nameFormulaLike", ["statistics", index, "name"], { char: start });
	});
	let sumOfMinimums = 0;
	let sumOfMaximums = 0;
	let everyMaxSet = true;
	rows.forEach((row, index) => {
		if (isCombination(row)) return;
		const min = checkNumberField(issues, row.min, ["statistics", index, "min"], "statistic.minInvalid");
		const max = checkNumberField(issues, row.max, ["statistics", index, "max"], "statistic.maxInvalid");
		// A maximum of 0 means "no maximum", as for the bot.
		if (min !== undefined && max !== undefined && max > 0) {
			if (max < min) issues.add("statistic.maxNotAboveMin", ["statistics", index, "max"]);
			if (max === min) issues.add("statistic.sameMinMax", ["statistics", index, "max"]);
		}
		if (min !== undefined && (total === undefined || total > 1)) {
			if (total !== undefined && min >= total) {
				issues.add("statistic.minNotBelowTotal", ["statistics", index, "min"], { total });
			} else if (total === undefined && min >= DEFAULT_TOTAL_FOR_TESTS) {
				issues.add("statistic.minNotBelowDefault", ["statistics", index, "min"], { limit: DEFAULT_TOTAL_FOR_TESTS });
			}
		}
		sumOfMinimums += min ?? 0;
		if (max !== undefined && max > 0) sumOfMaximums += max;
		else everyMaxSet = false;
	});
	if (form.forceDistrib && total !== undefined) {
		if (sumOfMinimums > total) {
			issues.add("forceDistrib.minimumsAboveTotal", ["total"], { sum: sumOfMinimums, total });
		} else if (everyMaxSet && sumOfMaximums < total) {
			issues.add("forceDistrib.totalUnreachable", ["total"], { sum: sumOfMaximums, total });
		}
	}
	checkCombinations(issues, form, total);
}

function checkCombinations(issues: IssueList, form: TemplateForm, total: number | undefined): void {
	const combinations = form.statistics.map((row, index) => ({ row, index })).filter(({ row }) => isCombination(row));
	if (combinations.length === 0) return;
	const hasBase = form.statistics.some((row) => !isCombination(row));
	for (const { row, index } of combinations) {
		const path = ["statistics", index, "combination"];
		if (!hasBase) {
			issues.add("statistic.noBaseStatistic", path);
			continue;
		}
		try {
			for (const extreme of EXTREMES) evaluateCombination(row.combination, baseValues(form.statistics, total, extreme));
		} catch {
			issues.add("statistic.formulaInvalid", path);
		}
	}
}

/** Checks the type die; returns true when custom critics can be checked against it. */
function checkDiceType(issues: IssueList, form: TemplateForm, total: number | undefined): boolean {
	const diceType = form.diceType.trim();
	if (diceType.length === 0) return false;
	if (hasCriticalMarkers(diceType)) {
		issues.add("diceType.criticalMarkers", ["diceType"]);
		return false;
	}
	const dollars = dollarValues(form.statistics, total);
	if (diceType.includes("$") && dollars.length === 0) {
		issues.add("dice.dollarWithoutStatistics", ["diceType"]);
		return false;
	}
	const withExp = replaceExpPlaceholders(diceType);
	for (const value of dollars.length > 0 ? dollars : [undefined]) {
		const check = checkRoll(value === undefined ? withExp : substituteDollar(withExp, value));
		if (!check.ok) {
			issues.add("diceType.invalid", ["diceType"], { logs: check.logs });
			return false;
		}
	}
	return true;
}

/** The type die with its comparison replaced by the critic's, or the critic's added, as the bot builds it. */
export function diceTypeWithComparison(diceType: string, comparison: string): string {
	return COMPARISON.test(diceType) ? diceType.replace(COMPARISON, () => comparison) : `${diceType}${comparison}`;
}

function checkCritic(
	issues: IssueList,
	row: CriticRow,
	index: number,
	diceType: string | undefined,
	dollars: readonly number[],
): void {
	const path = ["criticals", index, "value"];
	const value = row.value.trim();
	if (value.length === 0) {
		issues.add("text.empty", path);
		return;
	}
	if (value.includes("$") && dollars.length === 0) {
		issues.add("dice.dollarWithoutStatistics", path);
		return;
	}
	if (diceType === undefined) return;
	for (const dollar of dollars.length > 0 ? dollars : [undefined]) {
		const withValue = (text: string) => (dollar === undefined ? text : substituteDollar(text, dollar));
		let compared: string;
		try {
			compared = evaluateInlineMath(withValue(replaceExpPlaceholders(value)), rollTotal);
		} catch {
			issues.add("critic.valueInvalid", path);
			return;
		}
		if (!checkComparisonValue(compared).ok) {
			issues.add("critic.valueInvalid", path);
			return;
		}
		const composed = withValue(replaceExpPlaceholders(diceTypeWithComparison(diceType, `${row.sign}${compared}`)));
		const check = checkRoll(composed);
		if (!check.ok) {
			issues.add("critic.invalid", path, { logs: check.logs });
			return;
		}
	}
}

function checkCriticals(issues: IssueList, form: TemplateForm, total: number | undefined, diceTypeOk: boolean): void {
	const rows = form.criticals;
	if (rows.length === 0) return;
	if (rows.length > MAX_CUSTOM_CRITICS) issues.add("criticals.tooMany", ["criticals"], { max: MAX_CUSTOM_CRITICS });
	if (form.diceType.trim().length === 0) issues.add("criticals.needDiceType", ["criticals"]);
	checkNames(issues, "criticals", rows);
	const dollars = dollarValues(form.statistics, total);
	const diceType = diceTypeOk ? form.diceType.trim() : undefined;
	rows.forEach((row, index) => {
		checkCritic(issues, row, index, diceType, dollars);
	});
}

function checkMacros(issues: IssueList, form: TemplateForm, total: number | undefined): void {
	const rows = form.macros;
	if (rows.length > MAX_MACROS) issues.add("macros.tooMany", ["macros"], { max: MAX_MACROS });
	checkNames(issues, "macros", rows);
	if (rows.length === 0) return;
	const valueSets = EXTREMES.map((extreme) => allStatisticValues(form.statistics, total, extreme));
	rows.forEach((row, index) => {
		const path = ["macros", index, "formula"];
		const formula = row.formula.trim();
		if (formula.length === 0) {
			issues.add("text.empty", path);
			return;
		}
		for (const values of valueSets) {
			const expression = substituteStatisticNames(replaceExpPlaceholders(formula), values, { foldAccents: true });
			if (!checkRoll(expression).ok) {
				issues.add("macro.notDice", path, { name: row.name, formula });
				return;
			}
		}
	});
}

/** All the problems of a template, each with its code and its path in the form model. */
export function collectTemplateIssues(form: TemplateForm): TemplateIssue[] {
	const overBudget = budgetIssues(form);
	if (overBudget.length > 0) return overBudget;
	const issues = new IssueList();
	const total = checkGeneral(issues, form);
	checkStatistics(issues, form, total);
	const diceTypeOk = checkDiceType(issues, form, total);
	checkCriticals(issues, form, total, diceTypeOk);
	checkMacros(issues, form, total);
	return issues.issues;
}
