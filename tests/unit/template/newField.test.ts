// CONTRIBUTING.md's recipe "The bot's template gained a field", as a test: a made-up
// field, declared in a test-only set beside the template's own, reaches the
// form, the bot's JSON and its schema, the sheet-import header, the number
// checks and the error summary, with no edit anywhere else.
import { describe, expect, test } from "vitest";
import * as z from "zod";
import { type FieldText, locateError } from "../../../src/components/TemplateBuilder/_utils/errorLocation";
import { fieldLabels, rowLegends, sectionTitles } from "../../../src/components/TemplateBuilder/_utils/labels";
import { botSchemaOf, botTemplateSchema } from "../../../src/template/botSchema";
import {
	emptyFormOf,
	fieldPaths,
	fromJsonOf,
	jsonKeysAt,
	jsonPathOf,
	readNumberFields,
	sheetColumnsOf,
	toJsonOf,
} from "../../../src/template/fieldModel";
import { type FormOf, TEMPLATE_FIELDS, type TemplateFields, whole } from "../../../src/template/fields";
import { formShapeOf } from "../../../src/template/formModel";
import { templateErrorMessage } from "../../../src/template/messages";

// Step 1 of the recipe: the entry. A real field gets its own error code (step 2);
// this one borrows the total's, so that no list of the site changes for a test.
const FIELDS = {
	...TEMPLATE_FIELDS,
	startingXp: whole({
		json: "startingXp",
		description: "Experience points each new sheet starts with; 0 means none",
		invalid: "total.invalid",
		zeroMeansUnset: true,
		sheetColumn: "xp",
	}),
} as const satisfies TemplateFields;

// Step 2: its interface text, here without translate(); the type asks for every field's label.
const TEXT: FieldText<typeof FIELDS> = {
	labels: { ...fieldLabels, startingXp: () => "Expérience de départ" },
	sectionTitles,
	rowLegends,
};

type Form = FormOf<typeof FIELDS>;
const withXp = (startingXp: string): Form => ({ ...emptyFormOf(FIELDS), startingXp });

describe("a made-up field declared once", () => {
	test("is in the form: its empty value, its type in the shape that loads drafts", () => {
		expect(emptyFormOf(FIELDS).startingXp).toBe("");
		const shape = formShapeOf(FIELDS);
		expect(shape.safeParse(withXp("150")).success).toBe(true);
		expect(shape.safeParse({ ...withXp(""), startingXp: 150 }).success).toBe(false);
	});

	test("is written to the bot's JSON as a number, last, and read back", () => {
		const json = toJsonOf(FIELDS, { ...withXp(" 150 "), charName: true });
		expect(json).toEqual({ charName: true, startingXp: 150 });
		expect(Object.keys(toJsonOf(FIELDS, { ...withXp("150"), diceType: "1d20" }))).toEqual(["diceType", "startingXp"]);
		expect(toJsonOf(FIELDS, withXp("0"))).toEqual({});
		expect(fromJsonOf(FIELDS, json)).toEqual({ ...withXp("150"), charName: true });
		expect(jsonPathOf(FIELDS, withXp("x"), ["startingXp"])).toEqual(["startingXp"]);
	});

	test("is checked by the bot's schema, published with its description, and suggested for a misspelled key", () => {
		const schema = botSchemaOf(FIELDS);
		expect(schema.safeParse({ startingXp: 150 }).success).toBe(true);
		const refused = schema.safeParse({ startingXp: -1 });
		expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
			[["startingXp"], "total.invalid"],
		]);
		expect(schema.safeParse({ startingXp: 1.5 }).error?.issues[0]?.message).toBe("number.notWhole");
		const published = z.toJSONSchema(schema) as { properties: Record<string, { description?: string; type?: string }> };
		expect(published.properties.startingXp).toMatchObject({
			type: "integer",
			description: "Experience points each new sheet starts with; 0 means none",
		});
		expect(jsonKeysAt(FIELDS, [])).toContain("startingXp");
		// The template's own schema does not know it: the field lives in the test's set only.
		expect(botTemplateSchema.safeParse({ startingXp: 150 }).success).toBe(false);
	});

	test("adds its column to the sheet-import header while it is set", () => {
		const form = {
			...withXp("150"),
			statistics: [{ name: "Force", min: "", max: "", combination: "", exclude: false }],
		};
		expect(sheetColumnsOf(FIELDS, form).map((column) => column.name)).toEqual([
			"user",
			"charName",
			"avatar",
			"channel",
			"Force",
			"xp",
			"dice",
		]);
		expect(sheetColumnsOf(FIELDS, withXp("")).map((column) => column.name)).not.toContain("xp");
	});

	test("is checked as a number and named in the error summary", () => {
		const { issues, numbers } = readNumberFields(FIELDS, withXp("many"));
		expect(issues).toEqual([{ code: "total.invalid", path: ["startingXp"] }]);
		expect(numbers.startingXp).toBeUndefined();
		expect(readNumberFields(FIELDS, withXp("2.5")).issues[0]).toMatchObject({
			code: "number.notWhole",
			path: ["startingXp"],
			values: { whole: 2, hint: "wholeNumber" },
		});
		const [issue] = issues;
		if (!issue) throw new Error("no issue");
		expect(`${locateError(FIELDS, TEXT, issue.path.join("."))} : ${templateErrorMessage(issue.code)}`).toBe(
			"Expérience de départ : Le total doit être un nombre positif ou nul",
		);
		// The other fields keep their places.
		expect(locateError(FIELDS, TEXT, "statistics.1.max")).toBe("Statistique 2 — Maximum");
		expect(locateError(FIELDS, TEXT, "macros.root")).toBe("Macros");
	});

	test("has a label, as every field of the set must", () => {
		for (const path of fieldPaths(FIELDS)) expect(TEXT.labels[path](), path).toBeTruthy();
		// @ts-expect-error the template's labels alone lack the new field's
		const incomplete: FieldText<typeof FIELDS> = { labels: fieldLabels, sectionTitles, rowLegends };
		expect(Object.keys(incomplete.labels)).not.toContain("startingXp");
	});
});
