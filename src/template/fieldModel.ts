/**
 * What the field declarations (`fields.ts`) give, for any set of fields: the
 * empty form, both conversions, where a form path points in the JSON, the
 * texts the limits read, and the sheet-import columns. The modules that use
 * them pass `TEMPLATE_FIELDS`; the tests also pass a set with a made-up field.
 * Records are built on objects without a prototype, so names such as
 * `__proto__` or `constructor` stay ordinary keys.
 */

import { type TemplateIssue, withHint } from "./errorCodes";
import type {
	FieldPathOf,
	FormOf,
	JsonOf,
	ListField,
	ListKeyOf,
	RowField,
	RowFields,
	ScalarField,
	TemplateField,
	TemplateFields,
	WholeField,
} from "./fields";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";

type Values = Record<string, unknown>;
type Path = (string | number)[];

function record<T>(): Record<string, T> {
	return Object.create(null) as Record<string, T>;
}

const isList = (field: TemplateField | undefined): field is ListField => field?.kind === "list";

/** A field's own key in the JSON; none for a row's name or a row's whole entry. */
function jsonKeyOf(field: RowField): string | undefined {
	return "json" in field ? field.json : undefined;
}

/** The row field that holds each row's name. */
function nameKeyOf(list: ListField): string {
	return Object.keys(list.rows).find((key) => list.rows[key]?.kind === "name") ?? "name";
}

/** The lists of a set of fields, with their keys. */
export function listsOf(fields: TemplateFields): [string, ListField][] {
	return Object.entries(fields).filter((entry): entry is [string, ListField] => isList(entry[1]));
}

export function listKeys<Fields extends TemplateFields>(fields: Fields): ListKeyOf<Fields>[] {
	return Object.keys(fields).filter((key) => isList(fields[key])) as ListKeyOf<Fields>[];
}

export function isListKey<Fields extends TemplateFields>(fields: Fields, key: string): key is ListKeyOf<Fields> {
	return Object.hasOwn(fields, key) && isList(fields[key]);
}

/** Every field's path (`total`, `critical.success`, `statistics.min`), in the JSON's order. */
export function fieldPaths<Fields extends TemplateFields>(fields: Fields): FieldPathOf<Fields>[] {
	return Object.entries(fields).flatMap(([key, field]) => {
		if (field.kind === "group") return Object.keys(field.fields).map((inner) => `${key}.${inner}`);
		if (field.kind === "list") return Object.keys(field.rows).map((inner) => `${key}.${inner}`);
		return [key];
	}) as FieldPathOf<Fields>[];
}

/** The declaration of a field path such as `statistics.min`, if there is one. */
export function fieldAt(fields: TemplateFields, path: string): RowField | undefined {
	const [key, inner] = path.split(".");
	const field = Object.hasOwn(fields, key ?? "") ? fields[key ?? ""] : undefined;
	if (!field) return undefined;
	if (inner === undefined) return field.kind === "group" || field.kind === "list" ? undefined : field;
	const children: Record<string, RowField> =
		field.kind === "group" ? field.fields : field.kind === "list" ? field.rows : {};
	return Object.hasOwn(children, inner) ? children[inner] : undefined;
}

function emptyValue(field: TemplateField | RowField): unknown {
	switch (field.kind) {
		case "flag":
			return false;
		case "choice":
			return field.initial;
		case "group":
			return emptyValues(field.fields);
		case "list":
			return [];
		default:
			return "";
	}
}

function emptyValues(fields: Record<string, TemplateField | RowField>): Values {
	const values: Values = {};
	for (const [key, field] of Object.entries(fields)) values[key] = emptyValue(field);
	return values;
}

export function emptyFormOf<Fields extends TemplateFields>(fields: Fields): FormOf<Fields> {
	return emptyValues(fields) as FormOf<Fields>;
}

/** A new row of a list. */
export function emptyRowOf<Rows extends RowFields>(list: ListField<Rows>): FormOf<Rows>;
export function emptyRowOf(list: ListField): Values;
export function emptyRowOf(list: ListField): Values {
	return emptyValues(list.rows);
}

/** A row's field left out of the JSON while another of its fields holds text (a statistic's min beside a combination). */
export function isIgnored(field: RowField, row: Values): boolean {
	if (field.kind !== "whole" || field.ignoredWhenFilled === undefined) return false;
	return String(row[field.ignoredWhenFilled] ?? "").trim().length > 0;
}

/** A field's value in the JSON, or undefined when the JSON leaves its key out. */
function jsonValue(field: ScalarField, value: unknown): unknown {
	switch (field.kind) {
		case "flag":
			return value === true ? true : undefined;
		case "whole": {
			const number = numberOrUndefined(parseFormNumber(String(value)));
			if (number === undefined || (field.zeroMeansUnset && number <= 0)) return undefined;
			return number;
		}
		case "formula": {
			const text = String(value).trim();
			return text || field.required ? text : undefined;
		}
		case "choice":
			return value;
	}
}

function entryOf(fields: Record<string, RowField>, values: Values): Values {
	const entry: Values = {};
	for (const [key, field] of Object.entries(fields)) {
		if (field.kind === "name" || isIgnored(field, values)) continue;
		const written = jsonValue(field, values[key]);
		const jsonKey = jsonKeyOf(field);
		if (written !== undefined && jsonKey) entry[jsonKey] = written;
	}
	return entry;
}

function listJson(list: ListField, rows: Values[]): Record<string, unknown> | undefined {
	if (rows.length === 0) return undefined;
	const named = nameKeyOf(list);
	const json = record<unknown>();
	for (const row of rows) {
		const valueField = list.valueField === undefined ? undefined : list.rows[list.valueField];
		json[String(row[named])] =
			valueField && valueField.kind !== "name"
				? jsonValue(valueField, row[list.valueField as string])
				: entryOf(list.rows, row);
	}
	return json;
}

/** The bot's JSON for a (valid) form: only the keys that are set, in the declarations' order. */
export function toJsonOf<Fields extends TemplateFields>(fields: Fields, form: FormOf<Fields>): JsonOf<Fields> {
	const values = form as Values;
	const json: Values = {};
	for (const [key, field] of Object.entries(fields)) {
		let written: unknown;
		if (field.kind === "group") {
			const entry = entryOf(field.fields, values[key] as Values);
			written = Object.keys(entry).length > 0 ? entry : undefined;
		} else if (field.kind === "list") {
			written = listJson(field, values[key] as Values[]);
		} else {
			written = jsonValue(field, values[key]);
		}
		if (written !== undefined) json[field.json] = written;
	}
	return json as JsonOf<Fields>;
}

function numberText(value: unknown, zeroMeansUnset: boolean): string {
	if (value === undefined) return "";
	const text = String(value).trim();
	if (zeroMeansUnset && text !== "" && Number(text) === 0) return "";
	return text;
}

/** A field's form value from its JSON value (which the bot's schema accepted). */
function formValue(field: RowField, value: unknown): unknown {
	switch (field.kind) {
		case "flag":
			return value === true;
		case "whole":
			return numberText(value, field.zeroMeansUnset);
		case "choice":
			return value ?? field.initial;
		default:
			return value ?? "";
	}
}

function valuesOf(fields: Record<string, RowField>, entry: Values, name?: string): Values {
	const values: Values = {};
	for (const [key, field] of Object.entries(fields)) {
		const jsonKey = jsonKeyOf(field);
		values[key] = field.kind === "name" ? (name ?? "") : formValue(field, jsonKey ? entry[jsonKey] : undefined);
	}
	return values;
}

function ownEntries(value: unknown): [string, unknown][] {
	return typeof value === "object" && value !== null ? Object.entries(value) : [];
}

function rowsOf(list: ListField, json: unknown): Values[] {
	return ownEntries(json).map(([name, entry]) => {
		if (list.valueField === undefined) return valuesOf(list.rows, entry as Values, name);
		const row = valuesOf(list.rows, {}, name);
		const valueField = list.rows[list.valueField];
		if (valueField) row[list.valueField] = formValue(valueField, entry);
		return row;
	});
}

/** The form for a bot JSON whose structure the bot's schema accepted. */
export function fromJsonOf<Fields extends TemplateFields>(fields: Fields, json: JsonOf<Fields>): FormOf<Fields> {
	const source = json as Values;
	const form: Values = {};
	for (const [key, field] of Object.entries(fields)) {
		const value = source[field.json];
		if (field.kind === "group") form[key] = valuesOf(field.fields, (value ?? {}) as Values);
		else if (field.kind === "list") form[key] = rowsOf(field, value);
		else form[key] = formValue(field, value);
	}
	return form as FormOf<Fields>;
}

/** Where a form path (`statistics.2.max`) points in the bot's JSON (`statistics.Force.max`). */
export function jsonPathOf<Fields extends TemplateFields>(
	fields: Fields,
	form: FormOf<Fields>,
	path: readonly (string | number)[],
): Path {
	const [key, second, third] = path;
	const field = typeof key === "string" && Object.hasOwn(fields, key) ? fields[key] : undefined;
	if (!field) return [...path];
	if (field.kind === "list") {
		if (typeof second !== "number") return [field.json, ...path.slice(1)];
		const rows = (form as Values)[key as string] as Values[];
		const rowName = rows[second]?.[nameKeyOf(field)];
		const inner = third === undefined ? undefined : field.rows[String(third)];
		const innerKey = inner ? jsonKeyOf(inner) : undefined;
		return [field.json, rowName === undefined ? String(second) : String(rowName), ...(innerKey ? [innerKey] : [])];
	}
	if (field.kind === "group" && second !== undefined) {
		const inner = field.fields[String(second)];
		return [field.json, (inner && jsonKeyOf(inner)) ?? second, ...path.slice(2)];
	}
	return [field.json, ...path.slice(1)];
}

/** A name or formula of the form, where it is, for the limits that read every text. */
export interface FormText {
	field: RowField;
	text: string;
	path: Path;
}

function textsOf(fields: Record<string, RowField>, values: Values, path: Path): FormText[] {
	const texts: FormText[] = [];
	for (const [key, field] of Object.entries(fields)) {
		if (field.kind === "name" || field.kind === "formula") {
			texts.push({ field, text: String(values[key] ?? ""), path: [...path, key] });
		}
	}
	return texts;
}

/** Every name and formula of a form, in the declarations' order, rows in their order. */
export function formTexts<Fields extends TemplateFields>(fields: Fields, form: FormOf<Fields>): FormText[] {
	const values = form as Values;
	const texts: FormText[] = [];
	for (const [key, field] of Object.entries(fields)) {
		if (field.kind === "group") texts.push(...textsOf(field.fields, values[key] as Values, [key]));
		else if (field.kind === "list") {
			(values[key] as Values[]).forEach((row, index) => {
				texts.push(...textsOf(field.rows, row, [key, index]));
			});
		} else texts.push(...textsOf({ [key]: field }, values, []));
	}
	return texts;
}

/** Every declared field but the groups and lists themselves, by path: `total`, `critical.success`, `statistics.min`. */
export function declaredFields(fields: TemplateFields): { path: string; field: RowField }[] {
	return fieldPaths(fields).flatMap((path) => {
		const field = fieldAt(fields, path);
		return field ? [{ path, field }] : [];
	});
}

/** A column of the sheet-import CSV and where its cells come from. */
export type SheetColumn =
	| { kind: "player" | "character" | "avatar" | "channel" | "macros"; name: string }
	/** A row's name, for a list whose rows are columns (the statistics). */
	| { kind: "row"; name: string; list: string }
	| { kind: "field"; name: string; field: string };

/**
 * The header of the bot's `/csv` for a form: the player, the character, the
 * avatar and the channel, a column per row of the lists that ask for one (the
 * statistics), the columns of the fields that are set (`isPrivate`), then the macros.
 */
export function sheetColumnsOf<Fields extends TemplateFields>(fields: Fields, form: FormOf<Fields>): SheetColumn[] {
	const values = form as Values;
	const columns: SheetColumn[] = [
		{ kind: "player", name: "user" },
		{ kind: "character", name: "charName" },
		{ kind: "avatar", name: "avatar" },
		{ kind: "channel", name: "channel" },
	];
	for (const [key, field] of Object.entries(fields)) {
		if (field.kind !== "list" || !field.sheetColumnPerRow) continue;
		const named = nameKeyOf(field);
		for (const row of values[key] as Values[]) columns.push({ kind: "row", name: String(row[named]), list: key });
	}
	for (const [key, field] of Object.entries(fields)) {
		if (
			(field.kind === "flag" || field.kind === "whole") &&
			field.sheetColumn &&
			jsonValue(field, values[key]) !== undefined
		)
			columns.push({ kind: "field", name: field.sheetColumn, field: key });
	}
	columns.push({ kind: "macros", name: "dice" });
	return columns;
}

/** The JSON keys the format knows at a JSON path, to suggest the closest to an unknown one. */
export function jsonKeysAt(fields: TemplateFields, path: readonly (string | number)[]): string[] {
	if (path.length === 0) return ["$schema", ...Object.values(fields).map((field) => field.json)];
	const field = Object.values(fields).find((candidate) => candidate.json === path[0]);
	const inner: Record<string, RowField> =
		field?.kind === "group" ? field.fields : field?.kind === "list" && field.valueField === undefined ? field.rows : {};
	return Object.values(inner).flatMap((child) => jsonKeyOf(child) ?? []);
}

/** The hint of a negative number in the field whose code is `code`, as its declaration gives it. */
export function negativeHintOf(fields: TemplateFields, code: string): WholeField["negativeHint"] {
	for (const { field } of declaredFields(fields)) {
		if (field.kind === "whole" && field.invalid === code) return field.negativeHint;
	}
	return undefined;
}

/**
 * A number field as its declaration reads it: its own code when the text is no
 * number or is negative (negative minimums and maximums are refused on purpose;
 * the hint says an empty field gives what was meant), `number.notWhole` with decimals.
 */
function readNumber(field: WholeField, text: string, path: Path, issues: TemplateIssue[]): number | undefined {
	const parsed = parseFormNumber(text);
	if (parsed.kind === "invalid") {
		const negative = Number(text.trim()) < 0;
		const values = field.negativeHint && negative ? withHint({}, field.negativeHint) : undefined;
		issues.push(values ? { code: field.invalid, path, values } : { code: field.invalid, path });
	}
	if (parsed.kind === "notWhole") {
		// The bot keeps the whole part (parseInt): say so, and let the admin write it.
		const values = withHint({}, "wholeNumber", { whole: Math.trunc(Number(text.trim())) });
		issues.push({ code: "number.notWhole", path, values });
	}
	return numberOrUndefined(parsed);
}

/**
 * The number fields of a set (a group's too, by `group.field`), in the
 * declarations' order: each number read, and the issues of those that cannot be.
 */
export function readNumberFields(
	fields: Record<string, TemplateField | RowField>,
	values: object,
	path: Path = [],
): { numbers: Record<string, number | undefined>; issues: TemplateIssue[] } {
	const source = values as Values;
	const numbers: Record<string, number | undefined> = {};
	const issues: TemplateIssue[] = [];
	for (const [key, field] of Object.entries(fields)) {
		if (field.kind === "whole") numbers[key] = readNumber(field, String(source[key]), [...path, key], issues);
		if (field.kind === "group") {
			const inner = readNumberFields(field.fields, source[key] as Values, [...path, key]);
			issues.push(...inner.issues);
			for (const [innerKey, value] of Object.entries(inner.numbers)) numbers[`${key}.${innerKey}`] = value;
		}
	}
	return { numbers, issues };
}
