/**
 * Checking a template. `validateTemplateJson` is the import boundary (the form's
 * JSON import and the validator command): it checks the file's structure with
 * the bot's schema, converts it to the form model and applies the same rules
 * as the form. Issue paths come back in the JSON's terms (`statistics.Force.max`).
 */
import type * as z from "zod";
import { closestName } from "../dice";
import { type BotTemplate, botTemplateSchema } from "./botSchema";
import { jsonListIssues } from "./budget";
import { formPathToJsonPath, fromBotTemplate } from "./convert";
import {
	type IssueValues,
	isTemplateErrorCode,
	type TemplateErrorCode,
	type TemplateIssue,
	withHint,
} from "./errorCodes";
import { jsonKeysAt, listsOf, negativeHintOf } from "./fieldModel";
import { TEMPLATE_FIELDS } from "./fields";
import type { TemplateForm } from "./formModel";
import { collectTemplateIssues } from "./rules";

export type TemplateVerdict =
	| { ok: true; form: TemplateForm; template: BotTemplate }
	| { ok: false; issues: TemplateIssue[] };

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
	let current = root;
	for (const segment of path) {
		if (typeof current !== "object" || current === null || !Object.hasOwn(current, segment)) return undefined;
		current = (current as Record<string | number, unknown>)[segment];
	}
	return current;
}

/** The hint of a structural issue: the closest known key, or how to write the number that was meant. */
function structuralHint(code: TemplateErrorCode, path: (string | number)[], root: unknown): IssueValues | undefined {
	const found = valueAt(root, path);
	if (typeof found !== "number") return undefined;
	if (code === "number.notWhole") return withHint({}, "wholeNumber", { whole: Math.trunc(found) });
	if (found >= 0) return undefined;
	const hint = negativeHintOf(TEMPLATE_FIELDS, code);
	return hint ? withHint({}, hint) : undefined;
}

function structuralIssue(issue: z.core.$ZodIssue, root: unknown): TemplateIssue {
	const path = issue.path.map((segment) => (typeof segment === "symbol" ? String(segment) : segment));
	if (issue.code === "unrecognized_keys") {
		const values = { key: issue.keys.join('", "') };
		// The closest key the format knows there (`combinaison` for `combination`).
		const suggestion =
			issue.keys.length === 1 ? closestName(issue.keys[0] ?? "", jsonKeysAt(TEMPLATE_FIELDS, path)) : undefined;
		return {
			code: "json.unknownKey",
			path,
			values: suggestion ? withHint(values, "unknownKey", { suggestion }) : values,
		};
	}
	if (!isTemplateErrorCode(issue.message)) return { code: "error.generic", path, values: { x: issue.message } };
	const hint = structuralHint(issue.message, path, root);
	return hint ? { code: issue.message, path, values: hint } : { code: issue.message, path };
}

function isEmptyObject(value: unknown): boolean {
	return typeof value === "object" && value !== null && Object.keys(value).length === 0;
}

/** Checks parsed JSON as the bot's template. */
export function validateTemplateJson(value: unknown): TemplateVerdict {
	const tooLong = jsonListIssues(value);
	if (tooLong.length > 0) return { ok: false, issues: tooLong };
	const structure = botTemplateSchema.safeParse(value);
	if (!structure.success)
		return { ok: false, issues: structure.error.issues.map((issue) => structuralIssue(issue, value)) };
	// Checked above; read the input itself so that every key, `__proto__` included, is kept.
	const template = value as BotTemplate;
	const json = value as Record<string, unknown>;
	for (const [, list] of listsOf(TEMPLATE_FIELDS)) {
		if (list.emptyRefused && json[list.json] !== undefined && isEmptyObject(json[list.json])) {
			return { ok: false, issues: [{ code: list.emptyRefused, path: [list.json] }] };
		}
	}
	const form = fromBotTemplate(template);
	const issues = collectTemplateIssues(form).map((issue) => ({
		...issue,
		path: formPathToJsonPath(form, issue.path),
	}));
	return issues.length > 0 ? { ok: false, issues } : { ok: true, form, template };
}

/** Checks the text of a template file: JSON syntax first, then the template. */
export function validateTemplateText(text: string): TemplateVerdict {
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch (error) {
		const detail = error instanceof Error ? error.message : String(error);
		return { ok: false, issues: [{ code: "error.generic", path: [], values: { x: detail } }] };
	}
	return validateTemplateJson(parsed);
}

/** `{name}` placeholders filled from values, as Docusaurus' `translate()` does. */
export function interpolate(message: string, values?: Record<string, string | number>): string {
	if (!values) return message;
	return message.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
		Object.hasOwn(values, key) ? String(values[key]) : placeholder,
	);
}
