// Test rolls of the template builder: sample characters drawn from the
// template, then the type die, a macro or a custom critical rolled for them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { RollLine } from "../../../src/dice";
import { must, rollExpression, seededSource } from "../../../src/dice";
import { botMessage, substituteAtRoll } from "../../../src/dice/bot";
import { fromBotTemplate } from "../../../src/template/convert";
import { emptyTemplateForm, type TemplateForm } from "../../../src/template/formModel";
import { macroMeaningChange } from "../../../src/template/sheetFormulas";
import {
	applyThreshold,
	drawForAttempt,
	drawSampleSheet,
	testRollCustomCritical,
	testRollDiceType,
	testRollMacro,
	thresholdApplies,
} from "../../../src/template/testRoll";
import { validateTemplateJson } from "../../../src/template/validate";

// The sample template has its statistics and custom criticals, and a roll that went through has a line.
const statistic = (sheet: { values: readonly { value: number }[] }, index: number) =>
	must(sheet.values[index], "a statistic of the sample sheet").value;
const firstLine = (result: { lines: readonly RollLine[] }) => must(result.lines[0], "a roll without a line");
const customCritical = (form: TemplateForm, index: number) =>
	must(form.customCritical[index], "a custom critical of the sample form");
const firstDie = (result: { lines: readonly RollLine[] }) => must(firstLine(result).dice[0], "a line without a die");

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
		customCritical: [{ name: "Coup de maître", sign: ">=", value: "$+10", onNaturalDice: false, affectSkill: false }],
	};
}

describe("sample characters", () => {
	test("base statistics fall between their min and max, combinations are computed", () => {
		const seen = new Set<number>();
		for (let seed = 1; seed <= 60; seed += 1) {
			const { values, character } = drawSampleSheet(template(), seededSource(seed));
			const [force, dexterity, life] = values;
			if (!force || !dexterity) throw new Error("the sample sheet lacks Force or Dextérité");
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
			const force = statistic(sheet, 0);
			expect(attempt.result.expression).toBe(`1d20+${force}>=15`);
			expect(attempt.result.statisticsUsed).toEqual(["Force"]);
			const line = firstLine(attempt.result);
			expect(line.total).toBeGreaterThanOrEqual(1 + force);
			expect(line.total).toBeLessThanOrEqual(20 + force);
			expect(line.outcome).toBe(line.total >= 15 ? "success" : "failure");
		}
	});

	test("a macro rolls with statistic names replaced, whatever their case and accents", () => {
		for (let seed = 1; seed <= 30; seed += 1) {
			const sword = testRollMacro(template(), 0, seededSource(seed));
			if (!sword.attempt.ok) throw new Error(sword.attempt.error.message);
			const bonus = Math.floor((statistic(sword.sheet, 0) - 10) / 2);
			const total = firstLine(sword.attempt.result).total;
			expect(total).toBeGreaterThanOrEqual(1 + bonus);
			expect(total).toBeLessThanOrEqual(8 + bonus);
			const dodge = testRollMacro(template(), 1, seededSource(seed));
			if (!dodge.attempt.ok) throw new Error(dodge.attempt.error.message);
			expect(dodge.attempt.result.expression).toBe(`1d100<=${Math.floor(statistic(dodge.sheet, 1) / 2)}`);
		}
	});

	test("a malformed macro gives the engine's message", () => {
		const form = { ...template(), macros: [{ name: "Cassée", formula: "1d8+" }] };
		const { attempt } = testRollMacro(form, 0, seededSource(1));
		expect(attempt.ok).toBe(false);
	});

	test("a custom critical is tested on the type die's total with its value worked out", () => {
		let fired = 0;
		for (let seed = 1; seed <= 60; seed += 1) {
			const form = template();
			const result = testRollCustomCritical(form, customCritical(form, 0), seededSource(seed));
			if (!result.attempt.ok || !result.check) throw new Error("expected a roll and a check");
			const force = statistic(result.sheet, 0);
			const total = firstLine(result.attempt.result).total;
			expect(result.check).toMatchObject({ sign: ">=", value: force + 10, tested: [total], natural: false });
			expect(result.check.holds).toBe(total >= force + 10);
			if (result.check.holds) fired += 1;
		}
		expect(fired).toBeGreaterThan(0);
		expect(fired).toBeLessThan(60);
	});

	test("on natural dice, a custom critical is one exact face of the die, its sign ignored, as the bot reads it", () => {
		const form = template();
		const row = { ...customCritical(form, 0), sign: "<=" as const, value: "10", onNaturalDice: true };
		let held = 0;
		for (let seed = 1; seed <= 80; seed += 1) {
			const result = testRollCustomCritical(form, row, seededSource(seed));
			if (!result.attempt.ok || !result.check) throw new Error("expected a roll and a check");
			const natural = firstDie(result.attempt.result).value;
			expect(result.check.tested).toEqual([natural]);
			// `<= 10` on the natural die is the face 10 only, not a range.
			expect(result.check.holds).toBe(natural === 10);
			if (result.check.holds) held += 1;
		}
		expect(held).toBeGreaterThan(0);
	});
});

describe("the test roll agrees with the checks", () => {
	test("a dice pool whose size is $ rolls, counting successes", () => {
		const form = { ...template(), diceType: "{$d10>=8}" };
		for (let seed = 1; seed <= 20; seed += 1) {
			const { sheet, attempt } = testRollDiceType(form, seededSource(seed));
			if (!attempt.ok) throw new Error(attempt.error.message);
			const force = statistic(sheet, 0);
			expect(attempt.result.expression).toBe(`{${force}d10>=8}`);
			expect(firstLine(attempt.result).counts).toBe(true);
			expect(firstLine(attempt.result).total).toBeLessThanOrEqual(force);
		}
	});

	test("a custom critical naming a statistic compares with its value; the documented fumble works out", () => {
		const form = {
			...template(),
			diceType: "1d100<=$",
			customCritical: [
				{ name: "Exploit", sign: ">=" as const, value: "Dextérité", onNaturalDice: false, affectSkill: false },
				{
					name: "Maladresse",
					sign: ">=" as const,
					value: "{{$ < 10 ? 96 : 100}}",
					onNaturalDice: false,
					affectSkill: false,
				},
			],
		};
		for (let seed = 1; seed <= 20; seed += 1) {
			const named = testRollCustomCritical(form, customCritical(form, 0), seededSource(seed));
			expect(named.error).toBeUndefined();
			expect(named.check?.value).toBe(statistic(named.sheet, 1));
			const fumble = testRollCustomCritical(form, customCritical(form, 1), seededSource(seed));
			expect(fumble.error).toBeUndefined();
			expect(fumble.check?.value).toBe(statistic(fumble.sheet, 0) < 10 ? 96 : 100);
		}
	});

	const root = path.resolve("tests/fixtures/templates");
	const fixtures = (folder: string) =>
		readdirSync(path.join(root, folder))
			.filter((name) => name.endsWith(".json"))
			.map((name) => `${folder}/${name}`);
	const formOf = (file: string) => {
		const verdict = validateTemplateJson(JSON.parse(readFileSync(path.join(root, file), "utf8")));
		return verdict.ok ? verdict.form : fromBotTemplate(JSON.parse(readFileSync(path.join(root, file), "utf8")));
	};

	test.each(fixtures("valid"))(
		"%s: every formula the checks accept rolls, or rolls as the bot reads it at the table",
		(file) => {
			const form = formOf(file);
			for (let seed = 1; seed <= 5; seed += 1) {
				if (form.diceType.trim()) {
					const { attempt } = testRollDiceType(form, seededSource(seed));
					expect(attempt.ok, attempt.ok ? "" : attempt.error.message).toBe(true);
				}
				form.macros.forEach((macro, index) => {
					const { attempt, sheet } = testRollMacro(form, index, seededSource(seed));
					// A macro the checks warn about (the bot reads it otherwise when a player rolls) rolls that reading.
					const atTable = macroMeaningChange(macro.formula, sheet.values);
					if (atTable) {
						const bot = rollExpression(substituteAtRoll(macro.formula.trim(), sheet.values));
						expect(attempt.ok, macro.formula).toBe(bot.ok);
						return;
					}
					expect(attempt.ok, attempt.ok ? "" : `${macro.formula}: ${attempt.error.message}`).toBe(true);
				});
				for (const row of form.customCritical) {
					const result = testRollCustomCritical(form, row, seededSource(seed));
					expect(result.error?.message, row.value).toBeUndefined();
					expect(result.check, row.value).toBeDefined();
				}
			}
		},
	);

	const manifest = JSON.parse(readFileSync(path.join(root, "expected.json"), "utf8")) as Record<
		string,
		{ codes?: string[] }
	>;
	const refusedRolls = fixtures("invalid").filter((file) =>
		manifest[file]?.codes?.some((code) => code === "diceType.invalid" || code === "macro.notDice"),
	);

	test.each(refusedRolls)("%s: what the checks refuse, the test roll does not roll", (file) => {
		const form = formOf(file);
		const codes = manifest[file]?.codes ?? [];
		if (codes.includes("diceType.invalid")) {
			expect(testRollDiceType(form, seededSource(1)).attempt.ok).toBe(false);
		}
		if (codes.includes("macro.notDice")) {
			const rolls = form.macros.map((_macro, index) => testRollMacro(form, index, seededSource(1)).attempt.ok);
			expect(rolls).toContain(false);
		}
	});
});

describe("test rolls read as the bot reads them", () => {
	test("a threshold given at roll time works as success_threshold: with a sign it replaces or adds, bare it replaces the value", () => {
		expect(applyThreshold("1d20+$>=15", ">=12")).toBe("1d20+$>=12");
		expect(applyThreshold("1d20+$", ">=12")).toBe("1d20+$>=12");
		expect(applyThreshold("1d20+$>=15", "12")).toBe("1d20+$>=12");
		expect(applyThreshold("1d20+$", "12")).toBe("1d20+$");
		expect(applyThreshold("1d20+$", "  ")).toBe("1d20+$");
		expect(thresholdApplies("1d20+$", "12")).toBe(false);
		expect(thresholdApplies("1d20+$", "<=12")).toBe(true);
	});

	test("the sample character takes every minimum, then every maximum, then values at random", () => {
		expect([0, 1, 2, 3].map(drawForAttempt)).toEqual(["lowest", "highest", "random", "random"]);
		const form = {
			...template(),
			statistics: [...template().statistics, { name: "Zéro", min: "0", max: "3", combination: "", exclude: false }],
		};
		const lowest = drawSampleSheet(form, seededSource(1), "lowest");
		expect(lowest.values.map((entry) => entry.value)).toEqual([3, 15, 6, 0]);
		const highest = drawSampleSheet(form, seededSource(1), "highest");
		expect(highest.values.map((entry) => entry.value)).toEqual([18, 90, 36, 3]);
		expect(lowest.draw).toBe("lowest");
	});

	test("the type die carries the template's criticals and custom criticals, headed by the statistic rolled", () => {
		const form = { ...template(), critical: { success: "20", failure: "1" } };
		const test = testRollDiceType(form, seededSource(3), { draw: "lowest" });
		expect(test.reading.critical).toEqual({ success: 20, failure: 1 });
		expect(test.reading.header).toBe("Force");
		expect(test.reading.customCriticals).toEqual([
			{ name: "Coup de maître", sign: ">=", value: 13, onNaturalDice: false },
		]);
	});

	test("without a comparison the bot shows no label, even on a critical face; a threshold brings the criticals back", () => {
		const form = { ...template(), diceType: "1d20+$", critical: { success: "20", failure: "1" } };
		let shownWithout = 0;
		let criticalWith = 0;
		for (let seed = 1; seed <= 200; seed += 1) {
			const bare = testRollDiceType(form, seededSource(seed));
			if (!bare.attempt.ok) throw new Error(bare.attempt.error.message);
			if (botMessage(bare.attempt.result, bare.reading, "fr").label) shownWithout += 1;
			const judged = testRollDiceType(form, seededSource(seed), { threshold: ">=15" });
			if (!judged.attempt.ok) throw new Error(judged.attempt.error.message);
			const label = botMessage(judged.attempt.result, judged.reading, "fr").label;
			expect(label).toBeDefined();
			const face = firstDie(judged.attempt.result).value;
			if (face === 20 || face === 1) {
				criticalWith += 1;
				expect(label?.kind).toBe(face === 20 ? "criticalSuccess" : "criticalFailure");
			}
		}
		expect(shownWithout).toBe(0);
		expect(criticalWith).toBeGreaterThan(0);
	});

	test("a macro is headed with its name, gets no template critical and only the custom criticals for skills", () => {
		const form = {
			...template(),
			critical: { success: "20", failure: "1" },
			customCritical: [
				{ name: "Pour tous", sign: ">=" as const, value: "15", onNaturalDice: false, affectSkill: true },
				{ name: "Dé type seul", sign: ">=" as const, value: "15", onNaturalDice: false, affectSkill: false },
			],
		};
		const test = testRollMacro(form, 0, seededSource(2));
		expect(test.reading.header).toBe("Épée longue");
		expect(test.reading.critical).toBeUndefined();
		expect(test.reading.customCriticals?.map((custom) => custom.name)).toEqual(["Pour tous"]);
		if (!test.attempt.ok) throw new Error(test.attempt.error.message);
		expect(botMessage(test.attempt.result, test.reading, "en").text).toContain("[__Épée Longue__]");
	});

	test("Call of Cthulhu's Extreme success on the natural die fires on one face only, never as a range", () => {
		const form: TemplateForm = {
			...emptyTemplateForm(),
			diceType: "1d100<=$",
			statistics: [{ name: "POW", min: "45", max: "45", combination: "", exclude: false }],
			customCritical: [
				{ name: "Extreme", sign: "<=", value: "{{floor($/5)}}", onNaturalDice: true, affectSkill: false },
			],
		};
		for (let seed = 1; seed <= 300; seed += 1) {
			const test = testRollCustomCritical(form, customCritical(form, 0), seededSource(seed));
			if (!test.attempt.ok || !test.check) throw new Error("expected a roll and a check");
			const face = firstDie(test.attempt.result).value;
			expect(test.check.holds).toBe(face === 9);
			const label = botMessage(test.attempt.result, test.reading, "en").label;
			if (face < 9) expect(label?.name).toBe("Success");
		}
	});
});
