// Every declared field of the template reaches each place that derives from the
// declarations: its label, both conversions, the published schema, its checks,
// its caps, its JSON path and its sheet-import column. A field forgotten in one
// of them fails here rather than in front of a reader.
import { readFileSync } from "node:fs";
import { describe, expect, test, vi } from "vitest";
import {
	fieldHints,
	fieldLabels,
	filledFieldHints,
	rowLegends,
	sectionTitles,
} from "../../../src/components/TemplateBuilder/_utils/labels";
import { botTemplateSchema, templateJsonSchema } from "../../../src/template/botSchema";
import { budgetIssues, jsonListIssues } from "../../../src/template/budget";
import { formPathToJsonPath, fromBotTemplate, toBotTemplate } from "../../../src/template/convert";
import { csvColumns } from "../../../src/template/csv";
import { declaredFields, emptyRowOf, listsOf } from "../../../src/template/fieldModel";
import { type RowField, TEMPLATE_FIELDS, type TemplateFieldPath } from "../../../src/template/fields";
import { emptyTemplateForm, type TemplateForm } from "../../../src/template/formModel";
import { MAX_FORMULA_TEXT_LENGTH, MAX_NAME_LENGTH } from "../../../src/template/limits";
import { collectTemplateIssues } from "../../../src/template/rules";
import { readDraftText } from "../../../src/template/storage";

const translated = vi.hoisted((): string[] => []);
vi.mock("../../../src/i18n/templateBuilder", () => ({
	translate: ({ id, message }: { id: string; message: string }, values?: Record<string, unknown>) => {
		translated.push(id);
		return message.replace(/\{(\w+)\}/g, (_, key: string) => String(values?.[key] ?? `{${key}}`));
	},
}));

const catalogue = JSON.parse(readFileSync("i18n/en/tools.json", "utf8")) as Record<string, { message: string }>;
const fields = declaredFields(TEMPLATE_FIELDS);
type Values = Record<string, unknown>;

/** A form with `path` set to `value`, in a first row named "A" when the field sits in a list. */
function formWith(path: string, value: unknown): TemplateForm {
	const form = emptyTemplateForm() as unknown as Record<string, Values | Values[]>;
	const [key = "", inner = ""] = path.split(".");
	const top = TEMPLATE_FIELDS[key as keyof typeof TEMPLATE_FIELDS];
	if (top.kind === "list") {
		const row = { ...emptyRowOf(top), name: "A" } as Values;
		row[inner] = value;
		form[key] = [row];
	} else if (top.kind === "group") {
		(form[key] as Values)[inner] = value;
	} else {
		(form as Values)[key] = value;
	}
	return form as unknown as TemplateForm;
}

/** The form path of a declared path: a list's fields sit in its first row. */
function formPath(path: string): (string | number)[] {
	const [key = "", inner] = path.split(".");
	const top = TEMPLATE_FIELDS[key as keyof typeof TEMPLATE_FIELDS];
	if (top.kind === "list") return [key, 0, inner ?? ""];
	return inner === undefined ? [key] : [key, inner];
}

/** A value the field's JSON keeps, and that survives the trip back. */
function sample(field: RowField): unknown {
	switch (field.kind) {
		case "flag":
			return true;
		case "whole":
			return "3";
		case "choice":
			return field.options.at(-1);
		case "formula":
			return "1d6";
		case "name":
			return "A";
	}
}

describe("the builder's text", () => {
	test("every field has a label with an English message, and every list a title and a row legend", () => {
		for (const { path } of fields) {
			translated.length = 0;
			const label = (fieldLabels as Record<string, (() => string) | undefined>)[path]?.();
			expect(label, path).toBeTruthy();
			expect(catalogue[translated[0] ?? ""]?.message, path).toBeTruthy();
		}
		for (const [key] of listsOf(TEMPLATE_FIELDS)) {
			expect((sectionTitles as Record<string, () => string>)[key]?.(), key).toBeTruthy();
			expect((rowLegends as Record<string, (index: number) => string>)[key]?.(1), key).toMatch(/2/);
		}
	});

	test("hints belong to declared fields", () => {
		const paths = new Set<string>(fields.map(({ path }) => path));
		for (const path of [...Object.keys(fieldHints), ...Object.keys(filledFieldHints)]) expect(paths).toContain(path);
		expect(Object.keys(fieldLabels).sort()).toEqual([...paths].sort());
	});
});

describe("the bot's JSON", () => {
	test("each field's key is its own, and the published schema lists every key", () => {
		const topKeys = Object.values(TEMPLATE_FIELDS).map((field) => field.json);
		expect(new Set(topKeys).size).toBe(topKeys.length);
		const schema = templateJsonSchema("https://x/s.json") as { properties: Record<string, unknown> };
		expect(Object.keys(schema.properties)).toEqual(["$schema", ...topKeys]);
	});

	test.each(fields.map(({ path, field }) => [path, field] as const))("%s goes to the JSON and back", (path, field) => {
		// A field another one makes moot (a statistic's min beside a combination) is set alone.
		const form = formWith(path, sample(field));
		const template = toBotTemplate(form);
		expect(botTemplateSchema.safeParse(template).success).toBe(true);
		expect(fromBotTemplate(template)).toEqual(form);
		expect(JSON.stringify(template)).not.toBe(JSON.stringify(toBotTemplate(formWith(path, emptyValue(path)))));
	});

	test.each(fields.map(({ path }) => [path] as const))("%s is found in the JSON from its form path", (path) => {
		const json = toBotTemplate(formWith(path, sample(fieldOf(path))));
		const jsonPath = formPathToJsonPath(formWith(path, sample(fieldOf(path))), formPath(path));
		let node: unknown = json;
		for (const segment of jsonPath) node = (node as Values)[segment];
		expect(node, jsonPath.join(".")).toBeDefined();
	});
});

function fieldOf(path: string): RowField {
	const found = fields.find((entry) => entry.path === path);
	if (!found) throw new Error(path);
	return found.field;
}

function emptyValue(path: string): unknown {
	const [key = "", inner = ""] = path.split(".");
	const empty = emptyTemplateForm() as unknown as Record<string, Values>;
	const top = TEMPLATE_FIELDS[key as keyof typeof TEMPLATE_FIELDS];
	if (top.kind === "list") return (emptyRowOf(top) as Values)[inner];
	return inner ? empty[key]?.[inner] : (empty as Values)[key];
}

describe("checks and caps", () => {
	const numbers = fields.filter(({ field }) => field.kind === "whole");
	test.each(numbers.map(({ path, field }) => [path, field] as const))("%s reports its own code", (path, field) => {
		if (field.kind !== "whole") return;
		const issues = collectTemplateIssues(formWith(path, "x"));
		expect(issues).toContainEqual({ code: field.invalid, path: formPath(path) });
		const negative = collectTemplateIssues(formWith(path, "-2")).find((issue) => issue.code === field.invalid);
		expect(negative?.values?.hint).toBe(field.negativeHint);
	});

	const texts = fields.filter(({ field }) => field.kind === "name" || field.kind === "formula");
	test.each(texts.map(({ path, field }) => [path, field] as const))(
		"%s is capped in the form and the draft",
		(path, field) => {
			const max = field.kind === "name" ? MAX_NAME_LENGTH : MAX_FORMULA_TEXT_LENGTH;
			const code = field.kind === "name" ? "name.tooLong" : "formula.tooLong";
			expect(budgetIssues(formWith(path, "1".repeat(max + 1)))).toContainEqual({
				code,
				path: formPath(path),
				values: { max },
			});
			expect(budgetIssues(formWith(path, "1".repeat(max)))).toEqual([]);
			expect(readDraftText(JSON.stringify(formWith(path, "1".repeat(5001)))).status).toBe("setAside");
		},
	);

	test.each(listsOf(TEMPLATE_FIELDS).map(([key, list]) => [key, list] as const))(
		"%s holds a limited number of rows",
		(key, list) => {
			const rows = Array.from({ length: list.max + 1 }, (_, index) => ({ ...emptyRowOf(list), name: `N${index}` }));
			const form = { ...emptyTemplateForm(), [key]: rows } as TemplateForm;
			expect(budgetIssues(form)).toEqual([{ code: list.tooMany, path: [key], values: { max: list.max } }]);
			expect(jsonListIssues(toBotTemplate(form))).toEqual([
				{ code: list.tooMany, path: [list.json], values: { max: list.max } },
			]);
			expect(readDraftText(JSON.stringify(form)).status).toBe("setAside");
		},
	);
});

test("the sheet-import header has a column for each statistic and for each set field that asks for one", () => {
	const columns = fields.flatMap(({ path, field }) =>
		"sheetColumn" in field && field.sheetColumn ? [[path, field.sheetColumn] as const] : [],
	);
	expect(columns.length).toBeGreaterThan(0);
	for (const [path, column] of columns) {
		expect(csvColumns(formWith(path, sample(fieldOf(path))))).toContain(column);
		expect(csvColumns(formWith(path, emptyValue(path)))).not.toContain(column);
	}
	expect(csvColumns(formWith("statistics.name" satisfies TemplateFieldPath, "Force"))).toEqual([
		"user",
		"charName",
		"avatar",
		"channel",
		"Force",
		"dice",
	]);
});
