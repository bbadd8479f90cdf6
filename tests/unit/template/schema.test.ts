// The published JSON Schema and the form's zod schema.
import { describe, expect, test } from "vitest";
import { templateJsonSchema } from "../../../src/template/botSchema";
import { decodeIssueMessage } from "../../../src/template/errorCodes";
import { templateFormSchema } from "../../../src/template/formSchema";
import { form, statistic } from "./helpers";

describe("JSON Schema of the bot's template", () => {
	const schema = templateJsonSchema("https://dicelette.github.io/schema/template.schema.json") as {
		$id: string;
		$schema: string;
		additionalProperties: boolean;
		properties: Record<string, { maxProperties?: number; type?: string; additionalProperties?: unknown }>;
	};

	test("describes every key of the format, and no others", () => {
		expect(schema.$id).toBe("https://dicelette.github.io/schema/template.schema.json");
		expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
		expect(Object.keys(schema.properties).sort()).toEqual(
			[
				"$schema",
				"charName",
				"critical",
				"customCritical",
				"damage",
				"diceType",
				"forceDistrib",
				"isPrivate",
				"statistics",
				"total",
			].sort(),
		);
		expect(schema.additionalProperties).toBe(false);
	});

	test("carries the count limits and types", () => {
		expect(schema.properties.statistics?.maxProperties).toBe(25);
		expect(schema.properties.damage?.maxProperties).toBe(25);
		expect(schema.properties.customCritical?.maxProperties).toBe(22);
		expect(schema.properties.total?.type).toBe("integer");
		expect(JSON.stringify(schema.properties.statistics?.additionalProperties)).toContain('"combinaison"');
	});
});

describe("the form's zod schema", () => {
	test("reports rules as encoded codes at their field paths", () => {
		const result = templateFormSchema.safeParse(form({ statistics: [statistic("A", "5", "2")] }));
		expect(result.success).toBe(false);
		const issue = result.error?.issues[0];
		expect(issue?.path).toEqual(["statistics", 0, "max"]);
		expect(decodeIssueMessage(issue?.message ?? "")).toEqual({ code: "statistic.maxNotAboveMin" });
	});

	test("accepts a valid form", () => {
		expect(
			templateFormSchema.safeParse(form({ diceType: "1d20+$", statistics: [statistic("A", "1", "9")] })).success,
		).toBe(true);
	});
});
