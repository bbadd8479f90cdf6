// Hints on an imported file's structure: the closest known key, and how to
// write the number that was meant.
import { describe, expect, test } from "vitest";
import { validateTemplateJson } from "../../../src/template/validate";

describe("imported files: hints on the structure", () => {
	test("an unknown key offers the closest key the format knows", () => {
		const verdict = validateTemplateJson({ statistics: { Vie: { combination: "force*2" } }, diceTyp: "1d20" });
		if (verdict.ok) expect.fail("accepted");
		expect(verdict.issues).toContainEqual({
			code: "json.unknownKey",
			path: ["statistics", "Vie"],
			values: { key: "combination", hint: "unknownKey", suggestion: "combinaison" },
		});
		expect(verdict.issues).toContainEqual({
			code: "json.unknownKey",
			path: [],
			values: { key: "diceTyp", hint: "unknownKey", suggestion: "diceType" },
		});
	});

	test("a negative minimum: leave it out; a decimal: its whole part", () => {
		const verdict = validateTemplateJson({ statistics: { Force: { min: -1, max: 2.5 } } });
		if (verdict.ok) expect.fail("accepted");
		expect(verdict.issues).toContainEqual({
			code: "statistic.minInvalid",
			path: ["statistics", "Force", "min"],
			values: { hint: "emptyMinimum" },
		});
		expect(verdict.issues).toContainEqual({
			code: "number.notWhole",
			path: ["statistics", "Force", "max"],
			values: { hint: "wholeNumber", whole: 2 },
		});
	});
});
