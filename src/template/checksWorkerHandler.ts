/**
 * What the template checks' worker does with each message from the builder:
 * checks a whole form with the form's schema, or checks a template file's text
 * (an import, a gallery template, a share link). Rolling every formula of a
 * template at the limits takes a second or more, so the builder asks this in a
 * worker, off the page's main thread. Without the worker's globals, so tests and
 * the page itself (when no worker can start) can drive it.
 *
 * After the answer, the worker works out the notes under the formulas
 * (sheetFormulas.ts) of the form it checked or the template it read, and sends
 * them as a second reply: they take as long as the checks on a template at the
 * limits, and the form should not wait for them.
 */
import { budgetIssues } from "./budget";
import { formShapeSchema, type TemplateForm } from "./formModel";
import { templateFormSchema } from "./formSchema";
import { type FormulaNote, formulaNotes } from "./sheetFormulas";
import { parseTemplateText, type TemplateFileResult } from "./templateFile";

/** A form's check: its values, or each issue at its path with its encoded message (formSchema.ts). */
export type FormCheck =
	| { ok: true; values: TemplateForm }
	| { ok: false; issues: { path: (string | number)[]; message: string; code: string }[] };

export type ChecksRequest = { kind: "form"; id: number; form: unknown } | { kind: "text"; id: number; text: string };

/** The notes under the type die (`diceType`) and each macro (`macros.2`) that has any. */
export type FormulaNotesByTarget = Record<string, FormulaNote[]>;

export type ChecksReply =
	| { kind: "form"; id: number; check: FormCheck }
	| { kind: "text"; id: number; result: TemplateFileResult }
	| { kind: "notes"; id: number; notes: FormulaNotesByTarget }
	| { kind: "failed"; id: number; reason: string };

function checkForm(form: unknown): FormCheck {
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

/**
 * The notes for a form's formulas; none for a value that is not a form, or a
 * form over the limits (its formulas are never rolled, as for the checks).
 */
function notesForForm(value: unknown): FormulaNotesByTarget {
	const parsed = formShapeSchema.safeParse(value);
	if (!parsed.success || budgetIssues(parsed.data).length > 0) return {};
	const form = parsed.data;
	const notes: FormulaNotesByTarget = {};
	const diceType = formulaNotes(form, { kind: "diceType" });
	if (diceType.length > 0) notes.diceType = diceType;
	form.macros.forEach((_, index) => {
		const macro = formulaNotes(form, { kind: "macro", index });
		if (macro.length > 0) notes[`macros.${index}`] = macro;
	});
	return notes;
}

/** The second reply to a request: the notes of the form it checked, or of the template it read; none otherwise. */
export function notesReply(request: ChecksRequest, reply: ChecksReply): ChecksReply | undefined {
	try {
		if (reply.kind === "form")
			return { kind: "notes", id: request.id, notes: notesForForm(request.kind === "form" ? request.form : undefined) };
		if (reply.kind === "text" && reply.result.kind === "verdict" && reply.result.verdict.ok)
			return { kind: "notes", id: request.id, notes: notesForForm(reply.result.verdict.form) };
	} catch {
		// Notes are advice: a formula they cannot read gets none, and the checks have said what is wrong.
	}
	return undefined;
}
