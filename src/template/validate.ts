/**
 * Judging a template. `validateTemplateJson` is the import boundary (the form's
 * JSON import and the validator command): it checks the file's structure with
 * the bot's schema, converts it to the form model and applies the same rules
 * as the form. Issue paths come back in the JSON's terms (`statistics.Force.max`).
 */
import type * as z from "zod";
import { type BotTemplate, botTemplateSchema } from "./botSchema";
import { jsonListIssues, shortened } from "./budget";
import { formPathToJsonPath, fromBotTemplate } from "./convert";
import { isTemplateErrorCode, type TemplateIssue } from "./errorCodes";
import type { TemplateForm } from "./formModel";
import { collectTemplateIssues } from "./rules";

export type TemplateVerdict =
	| { ok: true; form: TemplateForm; template: BotTemplate }
	| { ok: false; issues: TemplateIssue[] };

function structuralIssue(issue: z.core.$ZodIssue): TemplateIssue {
	const path = issue.path.map((segment) => (typeof segment === "symbol" ? String(segment) : segment));
	if (issue.code === "unrecognized_keys") {
		return { code: "json.unknownKey", path, values: { key: issue.keys.join('", "') } };
	}
	if (isTemplateErrorCode(issue.message)) return { code: issue.message, path };
	return { code: "error.generic", path, values: { x: issue.message } };
}

function isEmptyObject(value: unknown): boolean {
	return typeof value === "object" && value !== null && Object.keys(value).length === 0;
}

/** Judges parsed JSON as the bot's template. */
export function validateTemplateJson(value: unknown): TemplateVerdict {
	const tooLong = jsonListIssues(value);
	if (tooLong.length > 0) return { ok: false, issues: tooLong };
	const structure = botTemplateSchema.safeParse(value);
	if (!structure.success) return { ok: false, issues: structure.error.issues.map(structuralIssue) };
	// Checked above; read the input itself so that every key, `__proto__` included, is kept.
	const template = value as BotTemplate;
	if (template.damage !== undefined && isEmptyObject(template.damage)) {
		return { ok: false, issues: [{ code: "macros.emptyList", path: ["damage"] }] };
	}
	const form = fromBotTemplate(template);
	const issues = collectTemplateIssues(form).map((issue) => ({
		...issue,
		path: formPathToJsonPath(form, issue.path),
	}));
	return issues.length > 0 ? { ok: false, issues } : { ok: true, form, template };
}

/** Judges the text of a template file: JSON syntax first, then the template. */
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

/** Where an issue is, for people: `statistics › "Force" › max`. */
export function describeJsonPath(path: readonly (string | number)[]): string {
	const namedLists = new Set(["statistics", "damage", "customCritical"]);
	return path
		.map((segment, index) =>
			index === 1 && namedLists.has(String(path[0])) ? JSON.stringify(shortened(String(segment))) : String(segment),
		)
		.join(" › ");
}

/** `{name}` placeholders filled from values, as Docusaurus' `translate()` does. */
export function interpolate(message: string, values?: Record<string, string | number>): string {
	if (!values) return message;
	return message.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
		Object.hasOwn(values, key) ? String(values[key]) : placeholder,
	);
}
