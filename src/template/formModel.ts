/**
 * The form model: what the builder edits and what is saved in localStorage,
 * shaped by the field declarations (`fields.ts`). Numbers are kept as the text
 * the user typed ("" when unset), so that a half-typed value is still a valid
 * draft; the rules in `rules.ts` check it.
 */
import "./zodConfig";
import * as z from "zod/mini";
import { emptyFormOf } from "./fieldModel";
import { type FormOf, type RowField, TEMPLATE_FIELDS, type TemplateField, type TemplateFields } from "./fields";

function fieldSchema(field: TemplateField | RowField): z.ZodMiniType {
	switch (field.kind) {
		case "flag":
			return z.boolean();
		case "choice":
			return z.enum(field.options as [string, ...string[]]);
		case "group":
			return z.object(fieldSchemas(field.fields));
		case "list":
			return z.array(z.object(fieldSchemas(field.rows)));
		default:
			return z.string();
	}
}

function fieldSchemas(fields: Record<string, TemplateField | RowField>): Record<string, z.ZodMiniType> {
	const shape: Record<string, z.ZodMiniType> = {};
	for (const [key, field] of Object.entries(fields)) shape[key] = fieldSchema(field);
	return shape;
}

/** The form's shape for a set of fields: only types, no template rule. */
export function formShapeOf<Fields extends TemplateFields>(fields: Fields) {
	return z.object(fieldSchemas(fields)) as unknown as z.ZodMiniObject<{
		[K in keyof Fields]: z.ZodMiniType<FormOf<Fields>[K]>;
	}>;
}

/** Shape only: used to load saved drafts (`safeParse`) and as the base of the validating schema. */
export const formShapeSchema = formShapeOf(TEMPLATE_FIELDS);

export type TemplateForm = FormOf<typeof TEMPLATE_FIELDS>;
export type StatisticRow = TemplateForm["statistics"][number];
export type MacroRow = TemplateForm["macros"][number];
export type CustomCriticalRow = TemplateForm["customCritical"][number];

export function emptyTemplateForm(): TemplateForm {
	return emptyFormOf(TEMPLATE_FIELDS);
}

/** A statistic computed from others: its min and max do not apply. */
export function isCombination(row: StatisticRow): boolean {
	return row.combination.trim().length > 0;
}
