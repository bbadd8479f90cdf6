/**
 * Every rule of a template (template-format.md, "Limits and rules"), applied
 * to the form model. The form (through its zod schema), the JSON import and
 * the validator command all check a template with `collectTemplateIssues`.
 * Number fields are read as their declarations say (`fields.ts`).
 */
import {
	closestName,
	DiceError,
	defaultSource,
	foldText,
	MATH_BLOCK,
	rollNotation,
	substituteStatisticNames,
	unknownWords,
	withRandomSource,
} from "../dice";
import { countingForm } from "../dice/bot";
import { budgetIssues } from "./budget";
import { checkRoll, hasCriticalMarkers, MAX_CHECK_DRAWS } from "./diceCheck";
import { type IssueValues, type TemplateErrorCode, type TemplateIssue, withHint, withReason } from "./errorCodes";
import { readNumberFields } from "./fieldModel";
import { type RowField, TEMPLATE_FIELDS, type TemplateField } from "./fields";
import type { CustomCriticalRow, TemplateForm } from "./formModel";
import { isCombination } from "./formModel";
import { DEFAULT_TOTAL_FOR_TESTS, MAX_CUSTOM_CRITICALS, MAX_MACROS, MAX_STATISTICS } from "./limits";
import { foldName, formulaStart, isBlank } from "./names";
import {
	diceTypeWithComparison,
	prepareCustomCriticalValue,
	prepareDiceType,
	prepareMacro,
	resolveCustomCriticalValue,
	type SheetValues,
} from "./preparedFormulas";
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
	/** Reads the number fields of a set as their declarations say; returns the numbers by key. */
	numbers(
		fields: Record<string, TemplateField | RowField>,
		values: object,
		path: Path,
	): Record<string, number | undefined> {
		const read = readNumberFields(fields, values, path);
		this.issues.push(...read.issues);
		return read.numbers;
	}
}

/**
 * "No statistic named Dex: did you mean Dextérité?", for the first word of
 * `text` no statistic matched, spelled as in `original` when the text was folded.
 */
function unknownNameHint(
	text: string,
	names: readonly string[],
	values: IssueValues = {},
	original = text,
): IssueValues {
	const [word] = unknownWords(text);
	if (word === undefined) return values;
	const written = unknownWords(original).find((candidate) => foldText(candidate) === foldText(word)) ?? word;
	const suggestion = closestName(written, names);
	return suggestion === undefined
		? withHint(values, "unknownName", { written })
		: withHint(values, "unknownStatistic", { written, suggestion });
}

/** Names must not be empty and must differ once case and accents are folded. */
function checkNames(issues: IssueList, listName: string, rows: readonly { name: string }[]): void {
	const seen = new Map<string, string>();
	rows.forEach((row, index) => {
		const path = [listName, index, "name"];
		if (isBlank(row.name)) {
			issues.add("text.empty", path, withHint({}, "emptyName"));
			return;
		}
		const folded = foldName(row.name);
		const first = seen.get(folded);
		if (first !== undefined) issues.add("name.duplicate", path, withHint({}, "duplicateOf", { other: first.trim() }));
		else seen.set(folded, row.name);
	});
}

/** The fields outside the lists; the total, when there is one. */
function checkGeneral(issues: IssueList, form: TemplateForm): number | undefined {
	const topLevel = Object.fromEntries(Object.entries(TEMPLATE_FIELDS).filter(([, field]) => field.kind !== "list"));
	const total = issues.numbers(topLevel, form, []).total;
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
		const { min, max } = issues.numbers(TEMPLATE_FIELDS.statistics.rows, row, ["statistics", index]);
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
		for (const extreme of EXTREMES) {
			const base = baseValues(form.statistics, total, extreme);
			try {
				evaluateCombination(row.combination, base);
			} catch {
				const left = substituteStatisticNames(row.combination, base, { foldAccents: false });
				issues.add(
					"statistic.formulaInvalid",
					path,
					unknownNameHint(
						left,
						base.map((entry) => entry.name),
					),
				);
				break;
			}
		}
	}
}

/** The first word of `text` that is a statistic's name (compared without case or accents), as written. */
function namedStatistic(text: string, names: readonly string[]): string | undefined {
	const folded = new Set(names.map((name) => foldText(name).trim()));
	return unknownWords(text).find((word) => folded.has(foldText(word)));
}

/** The issue's values with why the engine refused the roll, and the misspelled name behind it if there is one. */
function refusal(error: DiceError, text: string, names: readonly string[], values: IssueValues = {}): IssueValues {
	return unknownNameHint(text, names, withReason(values, error));
}

/** Three braces refused: the counting form offered with the names as written, not the values tried. */
function inWrittenNames(error: DiceError, formula: string): DiceError {
	if (error.code !== "tripleBraces") return error;
	const form = countingForm(formula);
	return form ? new DiceError("tripleBraces", { counting: formula.replace(form.written, form.counting) }) : error;
}

/** Checks the type die; returns true when custom criticals can be checked against it. */
function checkDiceType(issues: IssueList, form: TemplateForm, total: number | undefined): boolean {
	if (form.diceType.length === 0) return false;
	const diceType = form.diceType.trim();
	// The bot rolls a type die of spaces, and refuses it.
	if (diceType.length === 0) {
		issues.add("diceType.blank", ["diceType"]);
		return false;
	}
	if (hasCriticalMarkers(diceType)) {
		issues.add("diceType.criticalMarkers", ["diceType"]);
		return false;
	}
	const dollars = dollarValues(form.statistics, total);
	if (diceType.includes("$") && dollars.length === 0) {
		issues.add("dice.dollarWithoutStatistics", ["diceType"]);
		return false;
	}
	const usesDollar = diceType.includes("$") && dollars.length > 1;
	const names = form.statistics.map((row) => row.name);
	for (const dollar of dollars.length > 0 ? dollars : [undefined]) {
		const prepared = prepareDiceType(diceType, dollar);
		const check = checkRoll(prepared);
		if (!check.ok) {
			// The bot replaces only $ in the type die: a statistic named there is the usual mistake.
			const named = namedStatistic(prepared, names);
			let values = refusal(check.error, prepared, []);
			if (named !== undefined) values = withHint(values, "diceTypeStatistic", { written: named });
			else if (usesDollar && dollar !== undefined) values = withHint(values, "failsForValue", { dollar });
			issues.add("diceType.invalid", ["diceType"], values);
			return false;
		}
	}
	return true;
}

/**
 * The bot's import compares a custom critical's value as written, with only `$` and
 * `{{ }}` worked out: a value with a letter d is rolled as dice there, so a
 * statistic name in it (or inside `{{ }}`) makes the import fail, although
 * names are replaced when players roll. Gives the name at fault.
 */
function nameRefusedAtImport(value: string, dollar: number | undefined, names: readonly string[]): string | undefined {
	const atImport = prepareDiceType(value, dollar);
	for (const [, inner] of atImport.matchAll(MATH_BLOCK)) {
		const inMath = namedStatistic(inner ?? "", names);
		if (inMath) return inMath;
	}
	let compared: string;
	try {
		compared = prepareCustomCriticalValue(atImport, { statistics: [] }).text;
	} catch {
		return undefined;
	}
	if (!/d/i.test(compared)) return undefined;
	try {
		rollNotation(foldText(compared));
		return undefined;
	} catch {
		// Named as written: `compared` is in lower case.
		return namedStatistic(atImport, names);
	}
}

/** A pool such as `{$d10>=8}` keeps its comparison inside the braces, where the bot cannot put a custom critical's. */
const POOL_COMPARISON = /\{[^}]*(?:[<>]=?|==|!=)[^}]*\}/;

function checkCustomCritical(
	issues: IssueList,
	row: CustomCriticalRow,
	index: number,
	diceType: string | undefined,
	sheets: readonly SheetValues[],
): void {
	const path = ["customCritical", index, "value"];
	const value = row.value.trim();
	if (value.length === 0) {
		issues.add("text.empty", path, withHint({}, "emptyCustomCriticalValue"));
		return;
	}
	if (value.includes("$") && sheets.every((sheet) => sheet.dollar === undefined)) {
		issues.add("dice.dollarWithoutStatistics", path);
		return;
	}
	if (diceType === undefined) return;
	for (const sheet of sheets) {
		const names = sheet.statistics.map((entry) => entry.name);
		const refusedName = withRandomSource(
			defaultSource(),
			() => nameRefusedAtImport(value, sheet.dollar, names),
			MAX_CHECK_DRAWS,
		);
		if (refusedName !== undefined) {
			issues.add(
				"customCritical.valueInvalid",
				path,
				withHint({}, "customCriticalNameAtImport", { written: refusedName }),
			);
			return;
		}
		let compared: number;
		try {
			compared = withRandomSource(
				defaultSource(),
				() => resolveCustomCriticalValue(value, sheet).value,
				MAX_CHECK_DRAWS,
			);
		} catch (error) {
			const left = substituteStatisticNames(prepareDiceType(value, sheet.dollar), sheet.statistics, {
				foldAccents: true,
			});
			const reason = error instanceof DiceError ? withReason({}, error) : {};
			issues.add("customCritical.valueInvalid", path, unknownNameHint(left, names, reason, value));
			return;
		}
		const composed = diceTypeWithComparison(prepareDiceType(diceType, sheet.dollar), `${row.sign}${compared}`);
		const check = checkRoll(composed);
		if (!check.ok) {
			const values = refusal(check.error, composed, names);
			issues.add(
				"customCritical.invalid",
				path,
				POOL_COMPARISON.test(diceType) ? withHint(values, "customCriticalOnPool") : values,
			);
			return;
		}
	}
}

/**
 * The sheets a custom critical is checked with: every statistic at the low end with `$`
 * at the lowest possible value, and at the high end with the highest, as
 * `dollarValues` and `allStatisticValues` give them.
 */
function testSheets(form: TemplateForm, total: number | undefined): SheetValues[] {
	const dollars = dollarValues(form.statistics, total);
	return EXTREMES.map((extreme, index) => ({
		dollar: dollars.length === 0 ? undefined : dollars[Math.min(index, dollars.length - 1)],
		statistics: allStatisticValues(form.statistics, total, extreme),
	}));
}

function checkCustomCriticals(
	issues: IssueList,
	form: TemplateForm,
	total: number | undefined,
	diceTypeOk: boolean,
): void {
	const rows = form.customCritical;
	if (rows.length === 0) return;
	if (rows.length > MAX_CUSTOM_CRITICALS)
		issues.add("customCritical.tooMany", ["customCritical"], { max: MAX_CUSTOM_CRITICALS });
	if (form.diceType.trim().length === 0) issues.add("customCritical.needDiceType", ["customCritical"]);
	checkNames(issues, "customCritical", rows);
	const diceType = diceTypeOk ? form.diceType.trim() : undefined;
	const sheets = testSheets(form, total);
	rows.forEach((row, index) => {
		// None today: a number field the bot adds to these rows is read here without an edit.
		issues.numbers(TEMPLATE_FIELDS.customCritical.rows, row, ["customCritical", index]);
		checkCustomCritical(issues, row, index, diceType, sheets);
	});
}

function checkMacros(issues: IssueList, form: TemplateForm, total: number | undefined): void {
	const rows = form.macros;
	if (rows.length > MAX_MACROS) issues.add("macros.tooMany", ["macros"], { max: MAX_MACROS });
	checkNames(issues, "macros", rows);
	if (rows.length === 0) return;
	const valueSets = EXTREMES.map((extreme) => allStatisticValues(form.statistics, total, extreme));
	rows.forEach((row, index) => {
		// None today, as for custom criticals.
		issues.numbers(TEMPLATE_FIELDS.macros.rows, row, ["macros", index]);
		const path = ["macros", index, "formula"];
		const formula = row.formula.trim();
		if (formula.length === 0) {
			issues.add("text.empty", path, withHint({}, "emptyFormula"));
			return;
		}
		for (const statistics of valueSets) {
			const prepared = prepareMacro(formula, statistics).text;
			const check = checkRoll(prepared);
			if (!check.ok) {
				const names = statistics.map((entry) => entry.name);
				const values = withReason({ name: row.name, formula }, inWrittenNames(check.error, formula));
				issues.add("macro.notDice", path, unknownNameHint(prepared, names, values, formula));
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
	checkCustomCriticals(issues, form, total, diceTypeOk);
	checkMacros(issues, form, total);
	return issues.issues;
}
