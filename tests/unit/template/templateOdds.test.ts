// A gallery template's roll as /dbroll reads it, then its tiers: the type die with
// `$` worth the statistic and every custom critical worked out for it, a macro with
// only the custom criticals marked for skills that use no `$`.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { must } from "../../../src/dice";
import { exactTiers } from "../../../src/dice/odds";
import { macroQuestion, typeDieQuestion } from "../../../src/template/templateOdds";
import { validateTemplateText } from "../../../src/template/validate";

function gallery(file: string) {
	const verdict = validateTemplateText(readFileSync(`static/templates/${file}`, "utf8"));
	if (!verdict.ok) throw new Error(file);
	return verdict.form;
}

test.each([
	[60, { extreme: 0.11, hard: 0.18, fumble: 0.01, success: 0.3, failure: 0.39 }],
	// Under 50 the fumble starts at 96: four faces, the failures lose them.
	[40, { extreme: 0.07, hard: 0.12, fumble: 0.05, success: 0.2, failure: 0.55 }],
])("Call of Cthulhu's type die at %i: six tiers in the bot's order", (value, chances) => {
	const question = typeDieQuestion(gallery("call-of-cthulhu-7e.en.json"), value);
	expect(question.expression).toBe(`1d100<=${value}`);
	expect(question.leftOut).toEqual([]);
	const tiers = exactTiers(question.expression, question.options, "en")?.tiers ?? [];
	expect(tiers.map((tier) => tier.label)).toEqual([
		"Critical success",
		"Extreme success",
		"Hard success",
		"Fumble",
		"Success",
		"Failure",
	]);
	const expected = [0.01, chances.extreme, chances.hard, chances.fumble, chances.success, chances.failure];
	for (const [index, chance] of expected.entries()) expect(tiers[index]?.probability).toBeCloseTo(chance, 12);
});

test("a macro: statistic names in place, no template critical, no custom critical using $", () => {
	const form = gallery("call-of-cthulhu-7e.en.json");
	const question = macroQuestion(form, "medium KNIFE", [{ name: "Strength", value: 50 }]);
	expect(question?.expression).toBe("1d4+2");
	expect(question?.options.criticals).toBeUndefined();
	expect(question?.options.customCriticals).toEqual([]);
	expect(macroQuestion(form, "Nothing", [])).toBeUndefined();
});

test("a custom critical whose value rolls dice has no single value: left out and named", () => {
	const form = gallery("call-of-cthulhu-7e.en.json");
	const rolled = {
		...form,
		customCritical: [
			...form.customCritical,
			{ ...must(form.customCritical[0], "the template has a custom critical"), name: "Lucky", value: "1d6" },
		],
	};
	const question = typeDieQuestion(rolled, 60);
	expect(question.leftOut).toEqual(["Lucky"]);
	expect(question.options.customCriticals?.map((custom) => custom.name)).not.toContain("Lucky");
});
