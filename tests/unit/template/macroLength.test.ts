// The length of a macro: 500 characters, as the builder says, and what the bot
// (whose validator, @dicelette/core, has no length limit) accepts is accepted up to it.
import "regexp.escape/auto";
import { verifyTemplateValue } from "@dicelette/core";
import { describe, expect, test } from "vitest";
import { MAX_FORMULA_TEXT_LENGTH } from "../../../src/template/limits";
import { testRollMacro } from "../../../src/template/testRoll";
import { validateTemplateJson } from "../../../src/template/validate";
import { form, macro, statistic } from "./helpers";

/** A macro of exactly `length` characters (even): a d20 and a long sum of ones, nothing replaced before it rolls. */
function macroOf(length: number): string {
	return `1d20${"+1".repeat((length - 4) / 2)}`;
}

const template = (formula: string) => ({
	statistics: { Force: { min: 1, max: 20 } },
	damage: { Attaque: formula },
});

function botAccepts(value: object): boolean {
	try {
		verifyTemplateValue(structuredClone(value));
		return true;
	} catch {
		return false;
	}
}

describe("macro length", () => {
	test("a 500-character macro is accepted, as the bot accepts it, and its test roll rolls", () => {
		const formula = macroOf(MAX_FORMULA_TEXT_LENGTH);
		expect(formula.length).toBe(500);
		expect(botAccepts(template(formula))).toBe(true);
		expect(validateTemplateJson(template(formula))).toMatchObject({ ok: true });
		const rolled = testRollMacro(
			form({ statistics: [statistic("Force", "1", "20")], macros: [macro("Attaque", formula)] }),
			0,
		);
		expect(rolled.attempt.ok).toBe(true);
	});

	test("past 500 characters the site refuses it, saying 500, though the bot has no limit", () => {
		const formula = macroOf(MAX_FORMULA_TEXT_LENGTH + 2);
		expect(botAccepts(template(formula))).toBe(true);
		const verdict = validateTemplateJson(template(formula));
		expect(verdict).toMatchObject({ ok: false, issues: [{ code: "formula.tooLong", values: { max: 500 } }] });
	});
});
