// Test rolls of the template builder: sample characters drawn from the
// template, then the type die, a macro or a custom critic rolled for them.
import { describe, expect, test } from "vitest";
import { seededSource } from "../../../src/dice";
import { emptyTemplateForm, type TemplateForm } from "../../../src/template/formModel";
import { drawSampleSheet, testRollCritic, testRollDiceType, testRollMacro } from "../../../src/template/testRoll";

function template(): TemplateForm {
	return {
		...emptyTemplateForm(),
		diceType: "1d20+$>=15",
		statistics: [
			{ name: "Force", min: "3", max: "18", combination: "", exclude: false },
			{ name: "Dextérité", min: "15", max: "90", combination: "", exclude: true },
			{ name: "Vie", min: "", max: "", combination: "force*2", exclude: false },
		],
		macros: [
			{ name: "Épée longue", formula: "1d8+{{floor((Force-10)/2)}}" },
			{ name: "Esquive", formula: "1d100<={{floor(Dextérité/2)}}" },
		],
		criticals: [{ name: "Coup de maître", sign: ">=", value: "$+10", onNaturalDice: false, affectSkill: false }],
	};
}

describe("sample characters", () => {
	test("base statistics fall between their min and max, combinations are computed", () => {
		const seen = new Set<number>();
		for (let seed = 1; seed <= 60; seed += 1) {
			const { values, character } = drawSampleSheet(template(), seededSource(seed));
			const [force, dexterity, life] = values;
			expect(force.value).toBeGreaterThanOrEqual(3);
			expect(force.value).toBeLessThanOrEqual(18);
			expect(dexterity.value).toBeGreaterThanOrEqual(15);
			expect(dexterity.value).toBeLessThanOrEqual(90);
			expect(life).toEqual({ name: "Vie", value: force.value * 2, combination: true });
			// Excluded statistics and combinations are never the one `$` stands for.
			expect(character.dollar).toBe("Force");
			seen.add(force.value);
		}
		expect(seen.size).toBeGreaterThan(5);
	});
});

describe("test rolls", () => {
	test("the type die rolls with $ replaced by the chosen statistic", () => {
		for (let seed = 1; seed <= 30; seed += 1) {
			const { sheet, attempt } = testRollDiceType(template(), seededSource(seed));
			if (!attempt.ok) throw new Error(attempt.error.message);
			const force = sheet.values[0].value;
			expect(attempt.result.expression).toBe(`1d20+${force}>=15`);
			expect(attempt.result.statisticsUsed).toEqual(["Force"]);
			const [line] = attempt.result.lines;
			expect(line.total).toBeGreaterThanOrEqual(1 + force);
			expect(line.total).toBeLessThanOrEqual(20 + force);
			expect(line.outcome).toBe(line.total >= 15 ? "success" : "failure");
		}
	});

	test("a macro rolls with statistic names replaced, whatever their case and accents", () => {
		for (let seed = 1; seed <= 30; seed += 1) {
			const sword = testRollMacro(template(), 0, seededSource(seed));
			if (!sword.attempt.ok) throw new Error(sword.attempt.error.message);
			const bonus = Math.floor((sword.sheet.values[0].value - 10) / 2);
			const total = sword.attempt.result.lines[0].total;
			expect(total).toBeGreaterThanOrEqual(1 + bonus);
			expect(total).toBeLessThanOrEqual(8 + bonus);
			const dodge = testRollMacro(template(), 1, seededSource(seed));
			if (!dodge.attempt.ok) throw new Error(dodge.attempt.error.message);
			expect(dodge.attempt.result.expression).toBe(`1d100<=${Math.floor(dodge.sheet.values[1].value / 2)}`);
		}
	});

	test("a malformed macro gives the engine's message", () => {
		const form = { ...template(), macros: [{ name: "Cassée", formula: "1d8+" }] };
		const { attempt } = testRollMacro(form, 0, seededSource(1));
		expect(attempt.ok).toBe(false);
	});

	test("a custom critic is tested on the type die's total with its value worked out", () => {
		let fired = 0;
		for (let seed = 1; seed <= 60; seed += 1) {
			const form = template();
			const result = testRollCritic(form, form.criticals[0], seededSource(seed));
			if (!result.attempt.ok || !result.check) throw new Error("expected a roll and a check");
			const force = result.sheet.values[0].value;
			const total = result.attempt.result.lines[0].total;
			expect(result.check).toMatchObject({ sign: ">=", value: force + 10, tested: total, natural: false });
			expect(result.check.triggered).toBe(total >= force + 10);
			if (result.check.triggered) fired += 1;
		}
		expect(fired).toBeGreaterThan(0);
		expect(fired).toBeLessThan(60);
	});

	test("on natural dice, a critic tests the die without the statistic", () => {
		const form = template();
		const critic = { ...form.criticals[0], sign: "==" as const, value: "20", onNaturalDice: true };
		for (let seed = 1; seed <= 40; seed += 1) {
			const result = testRollCritic(form, critic, seededSource(seed));
			if (!result.attempt.ok || !result.check) throw new Error("expected a roll and a check");
			const natural = result.attempt.result.lines[0].dice[0].value;
			expect(result.check.tested).toBe(natural);
			expect(result.check.triggered).toBe(natural === 20);
		}
	});
});
