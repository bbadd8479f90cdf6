/**
 * The builder's draft in localStorage (keys in storageKeys.ts). A saved value is never trusted: it is
 * read field by field against the current shape, and a field or row that does
 * not match is dropped alone, so one damaged value does not cost the rest.
 */
import { emptyRowOf, formTexts, listsOf } from "./fieldModel";
import { TEMPLATE_FIELDS } from "./fields";
import { emptyTemplateForm, formShapeSchema, type TemplateForm } from "./formModel";
import { MAX_TEMPLATE_FILE_BYTES } from "./limits";
import { FORM_STORAGE_KEY, GAME_NAME_STORAGE_KEY, SET_ASIDE_STORAGE_KEY } from "./storageKeys";

export { FORM_STORAGE_KEY, SET_ASIDE_STORAGE_KEY };

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type DraftLoad =
	| { status: "empty" }
	/** `dropped` counts the fields and rows that could not be read and were left out. */
	| { status: "restored"; form: TemplateForm; dropped: number }
	/** Something was saved but nothing of it can be read as a form. */
	| { status: "ignored" }
	/** A draft far over the limits, or with formulas no template may hold: moved aside, never loaded. */
	| { status: "setAside" };

/**
 * Longest text a restored field may hold. Well above the form's own limits (a
 * name or formula that long is shown with its error, evaluating nothing); only
 * a crafted draft goes past it.
 */
const MAX_DRAFT_FIELD_LENGTH = 5000;

/** More rows than a list holds, or a name or formula (every one the fields declare) past the length above. */
function isOversized(form: TemplateForm): boolean {
	const rows = form as Record<string, unknown>;
	if (listsOf(TEMPLATE_FIELDS).some(([key, list]) => (rows[key] as unknown[]).length > list.max)) return true;
	return formTexts(TEMPLATE_FIELDS, form).some(({ text }) => text.length > MAX_DRAFT_FIELD_LENGTH);
}

/**
 * The browser's localStorage, or undefined when the visitor blocks site data:
 * then merely reading `window.localStorage` throws ("Access is denied").
 */
export function browserStorage(): DraftStorage | undefined {
	try {
		const storage = window.localStorage;
		storage.getItem(FORM_STORAGE_KEY);
		return storage;
	} catch {
		return undefined;
	}
}

interface Checkable {
	safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

const LIST_ROWS = new Map(listsOf(TEMPLATE_FIELDS).map(([key, list]) => [key, () => emptyRowOf(list) as object]));

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

function shapeOf(schema: unknown): Record<string, Checkable> | undefined {
	const shape = (schema as { shape?: unknown }).shape;
	return isRecord(shape) ? (shape as Record<string, Checkable>) : undefined;
}

/** Keeps each field of `value` that matches its schema; the others take the fallback's value. */
function salvageObject<T extends object>(
	shape: Record<string, Checkable>,
	fallback: T,
	value: Record<string, unknown>,
): { value: T; dropped: number } {
	const defaults = fallback as Record<string, unknown>;
	const result: Record<string, unknown> = { ...defaults };
	let dropped = 0;
	for (const [key, schema] of Object.entries(shape)) {
		const field = salvageField(key, schema, defaults[key], value[key]);
		result[key] = field.value;
		dropped += field.dropped;
	}
	return { value: result as T, dropped };
}

function salvageField(key: string, schema: Checkable, fallback: unknown, value: unknown) {
	if (value === undefined) return { value: fallback, dropped: 0 };
	const parsed = schema.safeParse(value);
	if (parsed.success) return { value: parsed.data, dropped: 0 };
	const emptyRow = LIST_ROWS.get(key);
	if (emptyRow && Array.isArray(value)) {
		const rowShape = shapeOf((schema as { def?: { element?: unknown } }).def?.element);
		let dropped = 0;
		const rows: object[] = [];
		for (const row of value) {
			if (!rowShape || !isRecord(row)) {
				dropped += 1;
				continue;
			}
			const salvaged = salvageObject(rowShape, emptyRow(), row);
			rows.push(salvaged.value);
			dropped += salvaged.dropped;
		}
		return { value: rows, dropped };
	}
	const nested = shapeOf(schema);
	if (nested && isRecord(value) && isRecord(fallback)) return salvageObject(nested, fallback, value);
	return { value: fallback, dropped: 1 };
}

/**
 * Drafts saved before the rename hold the custom criticals under `criticals`: the same
 * rows, read as `customCritical` so that no visitor loses them; the next save writes the new name.
 */
function withCurrentNames(draft: Record<string, unknown>): Record<string, unknown> {
	if (draft.criticals === undefined || draft.customCritical !== undefined) return draft;
	const { criticals, ...rest } = draft;
	return { ...rest, customCritical: criticals };
}

/** Reads a saved draft's text (from storage or a `storage` event). */
export function readDraftText(raw: string | null): DraftLoad {
	if (raw === null) return { status: "empty" };
	if (raw.length > MAX_TEMPLATE_FILE_BYTES) return { status: "setAside" };
	let json: unknown;
	try {
		json = JSON.parse(raw);
	} catch {
		return { status: "ignored" };
	}
	if (!isRecord(json)) return { status: "ignored" };
	const parsed = withCurrentNames(json);
	const exact = formShapeSchema.safeParse(parsed);
	if (exact.success)
		return isOversized(exact.data) ? { status: "setAside" } : { status: "restored", form: exact.data, dropped: 0 };
	const shape = shapeOf(formShapeSchema);
	if (!shape) return { status: "ignored" };
	const salvaged = salvageObject(shape, emptyTemplateForm(), parsed);
	// Nothing of the current shape at all: an unrelated value, or a form from before the key's version.
	const known = Object.keys(shape).filter((key) => parsed[key] !== undefined).length;
	if (known === 0 || salvaged.dropped >= known) return { status: "ignored" };
	if (isOversized(salvaged.value)) return { status: "setAside" };
	return { status: "restored", form: salvaged.value, dropped: salvaged.dropped };
}

/** Moves the saved draft to its own key, where nothing reads it again. */
export function setAsideDraft(storage: DraftStorage): void {
	try {
		const raw = storage.getItem(FORM_STORAGE_KEY);
		storage.removeItem(FORM_STORAGE_KEY);
		if (raw !== null) storage.setItem(SET_ASIDE_STORAGE_KEY, raw);
	} catch {
		// Storage full or blocked: the draft is at least no longer where the form reads it.
	}
}

/** The saved draft, read without changing anything: for a render, which React may run and throw away. */
export function readDraft(storage: DraftStorage): DraftLoad {
	try {
		return readDraftText(storage.getItem(FORM_STORAGE_KEY));
	} catch {
		return { status: "empty" };
	}
}

/** The saved draft, and one to set aside moved out of the form's key (for an event handler or an effect). */
export function loadDraft(storage: DraftStorage): DraftLoad {
	const load = readDraft(storage);
	if (load.status === "setAside") setAsideDraft(storage);
	return load;
}

export function isEmptyForm(form: TemplateForm): boolean {
	return JSON.stringify(form) === JSON.stringify(emptyTemplateForm());
}

/**
 * Saves the draft; an empty form leaves nothing behind. Returns false when the
 * browser refuses (storage full): the form keeps working, the caller says so.
 */
export function saveDraft(storage: DraftStorage, form: TemplateForm): boolean {
	try {
		if (isEmptyForm(form)) storage.removeItem(FORM_STORAGE_KEY);
		else storage.setItem(FORM_STORAGE_KEY, JSON.stringify(form));
		return true;
	} catch {
		return false;
	}
}

export function clearDraft(storage: DraftStorage): void {
	try {
		storage.removeItem(FORM_STORAGE_KEY);
		storage.removeItem(GAME_NAME_STORAGE_KEY);
	} catch {
		// Nothing saved can be reached, so nothing is left to delete.
	}
}

export function loadGameName(storage: DraftStorage): string {
	try {
		return storage.getItem(GAME_NAME_STORAGE_KEY) ?? "";
	} catch {
		return "";
	}
}

export function saveGameName(storage: DraftStorage, name: string): boolean {
	try {
		if (name.trim() === "") storage.removeItem(GAME_NAME_STORAGE_KEY);
		else storage.setItem(GAME_NAME_STORAGE_KEY, name);
		return true;
	} catch {
		return false;
	}
}
