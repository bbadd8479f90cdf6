/**
 * What the template checks' worker does with each message from the builder:
 * checks a whole form with the form's schema, or checks a template file's text
 * (an import, a gallery template, a share link). Rolling every formula of a
 * template at the limits takes a second or more, so the builder asks this in a
 * worker, off the page's main thread. Without the worker's globals, so tests and
 * the page itself (when no worker can start) can drive it.
 */
import type { TemplateForm } from "./formModel";
import { templateFormSchema } from "./formSchema";
import { parseTemplateText, type TemplateFileResult } from "./templateFile";

/** A form's check: its values, or each issue at its path with its encoded message (formSchema.ts). */
export type FormCheck =
	| { ok: true; values: TemplateForm }
	| { ok: false; issues: { path: (string | number)[]; message: string; code: string }[] };

export type ChecksRequest = { kind: "form"; id: number; form: unknown } | { kind: "text"; id: number; text: string };

export type ChecksReply =
	| { kind: "form"; id: number; check: FormCheck }
	| { kind: "text"; id: number; result: TemplateFileResult }
	| { kind: "failed"; id: number; reason: string };

export function checkForm(form: unknown): FormCheck {
	const parsed = templateFormSchema.safeParse(form);
	if (parsed.success) return { ok: true, values: parsed.data };
	return {
		ok: false,
		issues: parsed.error.issues.map((issue) => ({
			path: issue.path.map((segment) => (typeof segment === "symbol" ? String(segment) : segment)),
			message: issue.message,
			code: issue.code,
		})),
	};
}

export function answerChecksRequest(request: ChecksRequest): ChecksReply {
	try {
		if (request.kind === "form") return { kind: "form", id: request.id, check: checkForm(request.form) };
		return { kind: "text", id: request.id, result: parseTemplateText(request.text) };
	} catch (error) {
		return { kind: "failed", id: request.id, reason: error instanceof Error ? error.message : String(error) };
	}
}
