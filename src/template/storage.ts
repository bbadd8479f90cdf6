/**
 * The builder's draft in localStorage. The key is versioned: a change of the
 * form model's shape gets a new key, and a saved value that does not match the
 * current shape (`safeParse`) is ignored, never trusted.
 */
import { emptyTemplateForm, formShapeSchema, type TemplateForm } from "./formModel";

export const FORM_STORAGE_KEY = "dicelette:template-form:v1";

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type DraftLoad =
	| { status: "empty" }
	| { status: "restored"; form: TemplateForm }
	/** Something was saved but it is not JSON or not a form of the current shape. */
	| { status: "ignored" };

export function loadDraft(storage: DraftStorage): DraftLoad {
	let raw: string | null;
	try {
		raw = storage.getItem(FORM_STORAGE_KEY);
	} catch {
		return { status: "empty" };
	}
	if (raw === null) return { status: "empty" };
	let parsed: unknown;
	try {
		parsed = JSON.parse(raw);
	} catch {
		return { status: "ignored" };
	}
	const result = formShapeSchema.safeParse(parsed);
	return result.success ? { status: "restored", form: result.data } : { status: "ignored" };
}

function isEmptyForm(form: TemplateForm): boolean {
	return JSON.stringify(form) === JSON.stringify(emptyTemplateForm());
}

/** Saves the draft; an empty form leaves nothing behind. Storage errors (quota, privacy mode) are ignored. */
export function saveDraft(storage: DraftStorage, form: TemplateForm): void {
	try {
		if (isEmptyForm(form)) storage.removeItem(FORM_STORAGE_KEY);
		else storage.setItem(FORM_STORAGE_KEY, JSON.stringify(form));
	} catch {
		// The draft is a convenience: the form keeps working without it.
	}
}

export function clearDraft(storage: DraftStorage): void {
	try {
		storage.removeItem(FORM_STORAGE_KEY);
	} catch {
		// Nothing saved can be reached, so nothing is left to delete.
	}
}
