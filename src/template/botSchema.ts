/**
 * The bot's template JSON (template-format.md), as a zod schema built from the
 * field declarations (`fields.ts`). It checks the structure of an imported file
 * (types, known keys) and is the source of the JSON Schema the site publishes
 * (`z.toJSONSchema`, see plugins/template-schema). Messages are error codes;
 * the template's rules are applied afterwards on the form model (`rules.ts`),
 * so imported files and the form are checked alike.
 *
 * Records are validated here but never read back from zod's output: a key such
 * as `__proto__` would be lost there. `convert.ts` reads the checked input.
 */
import "./zodConfig";
import * as z from "zod";
import {
	type JsonOf,
	type ListField,
	type RowField,
	type ScalarField,
	TEMPLATE_FIELDS,
	type TemplateField,
	type TemplateFields,
} from "./fields";

const unknownKeys = (issue: { code: string }) => (issue.code === "unrecognized_keys" ? "json.unknownKey" : undefined);

const wholeNumber = (invalid: string) =>
	z.number({ error: invalid }).int({ error: "number.notWhole" }).min(0, { error: invalid });

/** Critical thresholds: the bot also reads them from digit strings such as "20". */
const digitsOrWholeNumber = (invalid: string) =>
	z.union([wholeNumber(invalid), z.string({ error: invalid }).regex(/^\s*\d*\s*$/, { error: invalid })]);

/** A row's entry as the bot checks it, beyond each key's type. */
type EntryCheck = (entry: Record<string, unknown>, ctx: z.RefinementCtx) => void;

const ENTRY_CHECKS: Record<string, EntryCheck> = {
	// The bot's own check, applied to every entry, combinations included (a max of 0 means none).
	statistics: (entry, ctx) => {
		const { min, max } = entry as { min?: number; max?: number };
		if (min === undefined || max === undefined || max === 0) return;
		if (max < min) ctx.addIssue({ code: "custom", message: "statistic.maxNotAboveMin", path: ["max"] });
		if (max === min) ctx.addIssue({ code: "custom", message: "statistic.sameMinMax", path: ["max"] });
	},
};

function scalarSchema(field: ScalarField): z.ZodType {
	switch (field.kind) {
		case "flag":
			return z.boolean({ error: "json.expectedBoolean" });
		case "whole":
			return field.digitStrings ? digitsOrWholeNumber(field.invalid) : wholeNumber(field.invalid);
		case "formula":
			return z.string({ error: "json.expectedString" });
		case "choice":
			return z.enum(field.options as [string, ...string[]], { error: field.invalid });
	}
}

function keyedSchema(field: ScalarField): z.ZodType {
	const schema = scalarSchema(field);
	const optional = field.kind === "flag" || field.kind === "whole" || (field.kind === "formula" && !field.required);
	const described = field.description === undefined ? undefined : { description: field.description };
	if (optional) return described ? schema.optional().meta(described) : schema.optional();
	return described ? schema.meta(described) : schema;
}

function entryShape(fields: Record<string, RowField>): Record<string, z.ZodType> {
	const shape: Record<string, z.ZodType> = {};
	for (const field of Object.values(fields)) {
		if (field.kind !== "name" && "json" in field && field.json) shape[field.json] = keyedSchema(field);
	}
	return shape;
}

function listSchema(key: string, list: ListField): z.ZodType {
	let entry: z.ZodType;
	const valueField = list.valueField === undefined ? undefined : list.rows[list.valueField];
	if (valueField && valueField.kind !== "name") {
		entry = scalarSchema(valueField);
	} else {
		const check = ENTRY_CHECKS[key];
		const object = z.strictObject(entryShape(list.rows), { error: unknownKeys });
		entry = check ? object.superRefine(check) : object;
	}
	return z
		.record(z.string(), entry, { error: "json.expectedObject" })
		.optional()
		.meta({ maxProperties: list.max, description: list.description });
}

function fieldSchema(key: string, field: TemplateField): z.ZodType {
	if (field.kind === "group") {
		return z
			.strictObject(entryShape(field.fields), { error: (issue) => unknownKeys(issue) ?? "json.expectedObject" })
			.optional()
			.meta({ description: field.description });
	}
	if (field.kind === "list") return listSchema(key, field);
	return keyedSchema(field);
}

/** A template file: the fields' JSON, and the URL of its schema. */
type BotJsonOf<Fields> = { $schema?: string } & JsonOf<Fields>;

/** The bot's JSON for a set of fields, with the file's own `$schema` first. */
export function botSchemaOf<Fields extends TemplateFields>(fields: Fields) {
	const shape: Record<string, z.ZodType> = {
		$schema: z
			.string({ error: "json.expectedString" })
			.optional()
			.meta({ description: "URL of this JSON Schema; ignored by the bot" }),
	};
	for (const [key, field] of Object.entries(fields)) shape[field.json] = fieldSchema(key, field);
	return z
		.strictObject(shape, { error: (issue) => unknownKeys(issue) ?? "json.notObject" })
		.meta({ title: "Dicelette character-sheet template" }) as unknown as z.ZodType<
		BotJsonOf<Fields>,
		BotJsonOf<Fields>
	>;
}

export const botTemplateSchema = botSchemaOf(TEMPLATE_FIELDS);

export type BotTemplate = z.input<typeof botTemplateSchema>;

/** The JSON Schema published at /schema/template.schema.json. */
export function templateJsonSchema(id: string): Record<string, unknown> {
	const schema = z.toJSONSchema(botTemplateSchema, { target: "draft-2020-12" }) as Record<string, unknown>;
	return { ...schema, $id: id };
}
