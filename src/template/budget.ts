/**
 * Cheap limits checked before anything in a template is evaluated: list
 * lengths, name and formula lengths, and formulas whose syntax no template
 * needs. A file, a draft or a form over these limits is checked on them alone,
 * so that no template can keep the page or the command busy.
 */
import {
	assertWithinLimits,
	checkFormula,
	countDice,
	DICE_IN_MATH,
	FormulaError,
	MATH_BLOCK,
	MAX_DICE,
	MAX_DICE_GROUPS,
	MAX_EXPLODING_DICE,
	replaceExpPlaceholders,
} from "../dice";
import type { TemplateIssue } from "./errorCodes";
import { formTexts, listsOf } from "./fieldModel";
import { TEMPLATE_FIELDS } from "./fields";
import type { TemplateForm } from "./formModel";
import { shortened } from "./jsonPath";
import { MAX_FORMULA_TEXT_LENGTH, MAX_NAME_LENGTH } from "./limits";

type Path = (string | number)[];

function entryCount(value: unknown): number {
	return typeof value === "object" && value !== null ? Object.keys(value).length : 0;
}

/** List lengths of the bot's JSON, read before its structure is even checked. */
export function jsonListIssues(value: unknown): TemplateIssue[] {
	if (typeof value !== "object" || value === null) return [];
	const json = value as Record<string, unknown>;
	return listsOf(TEMPLATE_FIELDS)
		.filter(([, list]) => entryCount(json[list.json]) > list.max)
		.map(([, list]) => ({ code: list.tooMany, path: [list.json], values: { max: list.max } }));
}

/**
 * The formula with `$`, `{exp}` and dice replaced by 1. Statistic names stay:
 * the check reads them as plain symbols, and replacing them could turn a
 * function name into another (`F` in `floor`).
 */
function withPlaceholders(text: string): string {
	return replaceExpPlaceholders(text).replaceAll("$", "1").replace(DICE_IN_MATH, "1");
}

/** The part of a formula that no template may hold, if any. */
function forbiddenPart(formula: string): FormulaError | undefined {
	try {
		checkFormula(formula);
	} catch (error) {
		if (error instanceof FormulaError && ["forbiddenFunction", "forbiddenSyntax", "tooDeep"].includes(error.reason)) {
			return error;
		}
	}
	return undefined;
}

/** Long texts are cut in messages: the path already says where they are. */
class Budget {
	readonly issues: TemplateIssue[] = [];

	list(rows: readonly unknown[], path: string, code: TemplateIssue["code"], max: number): void {
		if (rows.length > max) this.issues.push({ code, path: [path], values: { max } });
	}

	name(name: string, path: Path): void {
		if (name.length > MAX_NAME_LENGTH)
			this.issues.push({ code: "name.tooLong", path, values: { max: MAX_NAME_LENGTH } });
	}

	/**
	 * `whole`: the text is itself arithmetic (a combination, a custom critical's value);
	 * else only its `{{ }}` blocks are.
	 */
	formula(text: string, path: Path, whole: boolean): void {
		if (text.length > MAX_FORMULA_TEXT_LENGTH) {
			this.issues.push({ code: "formula.tooLong", path, values: { max: MAX_FORMULA_TEXT_LENGTH } });
			return;
		}
		// The same caps as the test roll: checking a formula rolls it, and huge pools would hold the page.
		try {
			assertWithinLimits(countDice(text));
		} catch {
			this.issues.push({
				code: "formula.tooManyDice",
				path,
				values: { dice: MAX_DICE, groups: MAX_DICE_GROUPS, exploding: MAX_EXPLODING_DICE },
			});
			return;
		}
		const parts = whole ? [text] : [...text.matchAll(MATH_BLOCK)].map((match) => match[1] ?? "");
		for (const part of parts.filter((candidate) => candidate.trim().length > 0)) {
			const refusal = forbiddenPart(withPlaceholders(part));
			if (refusal) {
				this.issues.push({ code: "formula.forbidden", path, values: { formula: shortened(text), part: refusal.part } });
				return;
			}
		}
	}
}

/**
 * Problems found without evaluating anything; when there are any, the template
 * is checked on them alone. Every list, name and formula the fields declare is
 * read, in the declarations' order.
 */
export function budgetIssues(form: TemplateForm): TemplateIssue[] {
	const budget = new Budget();
	const values = form as Record<string, unknown>;
	for (const [key, list] of listsOf(TEMPLATE_FIELDS))
		budget.list(values[key] as unknown[], key, list.tooMany, list.max);
	if (budget.issues.length > 0) return budget.issues;
	for (const { field, text, path } of formTexts(TEMPLATE_FIELDS, form)) {
		if (field.kind === "name") budget.name(text, path);
		if (field.kind === "formula")
			budget.formula(
				text,
				path,
				field.arithmetic === "whole" || (field.arithmetic === "wholeUnlessBlocks" && !text.includes("{{")),
			);
	}
	return budget.issues;
}
