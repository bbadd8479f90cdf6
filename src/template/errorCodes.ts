/**
 * Stable error codes emitted by the template rules. They are not prose: the
 * site turns them into sentences in `messages.ts` (translate ids
 * `templateBuilder.error.<code>`), the validator command reads the English
 * sentences of the same ids from `i18n/en/tools.json`.
 */
import type { DiceErrorCode, DiceErrorValues } from "../dice";

export const TEMPLATE_ERROR_CODES = [
	"text.empty",
	"name.duplicate",
	"statistic.nameFormulaLike",
	"name.tooLong",
	"formula.tooLong",
	"formula.forbidden",
	"formula.tooManyDice",
	"number.notWhole",
	"total.invalid",
	"total.tooSmall",
	"critical.successInvalid",
	"critical.failureInvalid",
	"forceDistrib.minimumsAboveTotal",
	"forceDistrib.totalUnreachable",
	"statistics.tooMany",
	"statistic.minInvalid",
	"statistic.maxInvalid",
	"statistic.maxNotAboveMin",
	"statistic.sameMinMax",
	"statistic.minNotBelowTotal",
	"statistic.minNotBelowDefault",
	"statistic.formulaInvalid",
	"statistic.noBaseStatistic",
	"diceType.criticalMarkers",
	"diceType.blank",
	"diceType.invalid",
	"dice.dollarWithoutStatistics",
	"macros.tooMany",
	"macros.emptyList",
	"macro.notDice",
	"customCritical.tooMany",
	"customCritical.needDiceType",
	"customCritical.signInvalid",
	"customCritical.valueInvalid",
	"customCritical.invalid",
	"json.notObject",
	"json.unknownKey",
	"json.expectedBoolean",
	"json.expectedString",
	"json.expectedObject",
	"error.generic",
] as const;

export type TemplateErrorCode = (typeof TEMPLATE_ERROR_CODES)[number];

/** Values interpolated into a message, e.g. `{max}` or `{name}`. */
export type IssueValues = Record<string, string | number>;

/**
 * Second lines: what is at fault and how to get what was meant, shown under
 * an issue's own message (ids `templateBuilder.hint.<code>`). An issue
 * carries one in its values: `hint` is the code, its placeholders
 * (`written`, `suggestion`, `dollar`, `whole`, `other`) sit beside the issue's own.
 */
export const TEMPLATE_HINT_CODES = [
	"unknownStatistic",
	"unknownName",
	"customCriticalNameAtImport",
	"customCriticalOnPool",
	"diceTypeStatistic",
	"failsForValue",
	"emptyMinimum",
	"emptyMaximum",
	"wholeNumber",
	"unknownKey",
	"duplicateOf",
	"emptyName",
	"emptyFormula",
	"emptyCustomCriticalValue",
] as const;
export type TemplateHintCode = (typeof TEMPLATE_HINT_CODES)[number];

export function withHint(values: IssueValues, hint: TemplateHintCode, hintValues: IssueValues = {}): IssueValues {
	return { ...values, ...hintValues, hint };
}

export function hintOf(values: IssueValues | undefined): TemplateHintCode | undefined {
	const hint = values?.hint;
	return (TEMPLATE_HINT_CODES as readonly unknown[]).includes(hint) ? (hint as TemplateHintCode) : undefined;
}

/** Why the dice engine refused a formula: its error code and values, kept as `reason` and `reason.<key>`. */
export interface IssueReason {
	code: DiceErrorCode;
	values: DiceErrorValues;
}

export function withReason(values: IssueValues, reason: IssueReason): IssueValues {
	const result: IssueValues = { ...values, reason: reason.code };
	for (const [key, value] of Object.entries(reason.values)) result[`reason.${key}`] = value;
	return result;
}

/** Codes whose sentence shows the engine's reason as its `{logs}`; other codes show it on a second line. */
export const CODES_WITH_LOGS: readonly TemplateErrorCode[] = ["diceType.invalid", "customCritical.invalid"];

export function reasonOf(values: IssueValues | undefined): IssueReason | undefined {
	if (!values || typeof values.reason !== "string") return undefined;
	const reasonValues: DiceErrorValues = {};
	for (const [key, value] of Object.entries(values)) {
		if (key.startsWith("reason.")) reasonValues[key.slice("reason.".length)] = value;
	}
	return { code: values.reason as DiceErrorCode, values: reasonValues };
}

/** One problem found in a template: a code, where it is, and the values its message needs. */
export interface TemplateIssue {
	code: TemplateErrorCode;
	/** Path in the form model (`statistics.2.max`) or in the bot's JSON (`statistics.Force.max`). */
	path: (string | number)[];
	values?: IssueValues;
}

/** Problems with an imported file itself, before its content is checked. */
export const TEMPLATE_FILE_PROBLEMS = ["invalidType", "readError", "tooLarge", "notUtf8", "empty", "notJson"] as const;
export type TemplateFileProblem = (typeof TEMPLATE_FILE_PROBLEMS)[number];

export function isTemplateErrorCode(value: string): value is TemplateErrorCode {
	return (TEMPLATE_ERROR_CODES as readonly string[]).includes(value);
}

/** Translation id of an issue code; `messages.ts` spells each one literally. */
export function errorMessageId(code: TemplateErrorCode): string {
	return `templateBuilder.error.${code}`;
}

/**
 * react-hook-form keeps only a string per error, so an issue travels through
 * the resolver as "code" or "code {json values}" and is decoded for display.
 */
export function encodeIssueMessage(code: TemplateErrorCode, values?: IssueValues): string {
	return values && Object.keys(values).length > 0 ? `${code} ${JSON.stringify(values)}` : code;
}

export function decodeIssueMessage(message: string): { code: TemplateErrorCode; values?: IssueValues } {
	const space = message.indexOf(" ");
	const code = space === -1 ? message : message.slice(0, space);
	if (!isTemplateErrorCode(code)) return { code: "error.generic", values: { x: message } };
	if (space === -1) return { code };
	try {
		const parsed: unknown = JSON.parse(message.slice(space + 1));
		if (parsed && typeof parsed === "object") return { code, values: parsed as IssueValues };
	} catch {
		// Not our encoding: show the raw text through the generic message below.
	}
	return { code: "error.generic", values: { x: message } };
}
