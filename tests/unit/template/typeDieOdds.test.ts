// The builder's type-die curve: one expression per statistic value with `$` in
// place, the template's critical faces passed on, and exact odds for each.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { must } from "../../../src/dice";
import { exactOdds, exactTiers } from "../../../src/dice/odds";
import { fromBotTemplate } from "../../../src/template/convert";
import {
	CURVE_PAGE,
	combinationBounds,
	customCriticalsLeftOut,
	macroCurve,
	rollAt,
	typeDieCurve,
} from "../../../src/template/typeDieOdds";
import { customCritical, form, macro, statistic } from "./helpers";

test("1d100<=$ over 30..70: the chance of success is the statistic in hundredths, criticals on the natural die", () => {
	const curve = typeDieCurve(
		form({
			diceType: "1d100<=$",
			statistics: [statistic("Force", "30", "70"), statistic("Agilité", "40", "60")],
			critical: { success: "1", failure: "100" },
		}),
	);
	expect(curve?.values).toEqual(Array.from({ length: 41 }, (_, index) => 30 + index));
	const odds = curve?.questions.map((question) => exactOdds(question.expression, question.options)) ?? [];
	expect(odds[0]?.success).toBeCloseTo(0.3, 12);
	expect(odds[40]?.success).toBeCloseTo(0.7, 12);
	for (const answer of odds) {
		expect(answer.criticalSuccess).toBeCloseTo(0.01, 12);
		expect(answer.criticalFailure).toBeCloseTo(0.01, 12);
	}
});

test("a pool whose size is the statistic: {$d10>=8} counts successes", () => {
	const curve = typeDieCurve(form({ diceType: "{$d10>=8}", statistics: [statistic("Force", "1", "5")] }));
	expect(curve?.questions.map((question) => question.expression)).toEqual([
		"{1d10>=8}",
		"{2d10>=8}",
		"{3d10>=8}",
		"{4d10>=8}",
		"{5d10>=8}",
	]);
	const odds = exactOdds(curve?.questions[4]?.expression ?? "");
	expect(odds.measure).toBe("successes");
	expect(odds.mean).toBeCloseTo(1.5, 12);
});

test("every value of the range, a page at a time, none skipped; no statistic or type die, no curve", () => {
	const wide = form({ diceType: "1d20+$>=15", total: "1000", statistics: [statistic("Force", "1", "250")] });
	const curve = typeDieCurve(wide);
	expect(curve?.values).toEqual(Array.from({ length: CURVE_PAGE }, (_, index) => 1 + index));
	expect(curve?.more).toBe(250 - CURVE_PAGE);
	const whole = typeDieCurve(wide, 250);
	expect(whole?.values).toEqual(Array.from({ length: 250 }, (_, index) => 1 + index));
	expect(whole?.more).toBe(0);
	expect(
		typeDieCurve(form({ diceType: "1d100<=$", statistics: [statistic("Skill", "1", "99")] }))?.values,
	).toHaveLength(99);
	expect(typeDieCurve(form({ diceType: "", statistics: [statistic("Force", "1", "5")] }))).toBeUndefined();
	expect(typeDieCurve(form({ diceType: "1d20", statistics: [] }))).toBeUndefined();
});

test("Call of Cthulhu: every critical and custom critical, in the order the bot tries them", () => {
	const coc = fromBotTemplate(
		JSON.parse(readFileSync("static/templates/call-of-cthulhu-7e.en.json", "utf8")) as Parameters<
			typeof fromBotTemplate
		>[0],
	);
	const curve = typeDieCurve(coc);
	expect(curve?.values.length).toBeGreaterThan(10);
	for (const [index, value] of (curve?.values ?? []).entries()) {
		const question = curve?.questions[index];
		const odds = exactOdds(question?.expression ?? "", question?.options);
		expect(odds.criticalSuccess).toBeCloseTo(0.01, 12);
		// The bot tries the natural 1 first, then Extreme (<= $/5), Hard (<= $/2), Fumble (>= 96, or 100 from 50 on).
		const extreme = Math.max(0, Math.floor(value / 5) - 1) / 100;
		const hard = Math.max(0, Math.floor(value / 2) - Math.max(1, Math.floor(value / 5))) / 100;
		const fumble = (value < 50 ? 5 : 1) / 100;
		expect(odds.customCriticals, `statistic ${value}`).toEqual([
			{ name: "Extreme success", chance: expect.closeTo(extreme, 12) },
			{ name: "Hard success", chance: expect.closeTo(hard, 12) },
			{ name: "Fumble", chance: expect.closeTo(fumble, 12) },
		]);
	}
	expect(customCriticalsLeftOut(coc)).toEqual([]);
});

test("a custom critical on the natural die is one exact face, and one whose value rolls dice is left out of the curve", () => {
	const model = form({
		diceType: "1d20+$>=15",
		statistics: [statistic("Force", "0", "2")],
		customCritical: [customCritical("Natural 20", "==", "20", true), customCritical("Lucky", ">=", "{{1d4+20}}")],
	});
	const question = typeDieCurve(model)?.questions[0];
	const odds = exactOdds(question?.expression ?? "", question?.options);
	expect(odds.customCriticals).toEqual([{ name: "Natural 20", chance: expect.closeTo(0.05, 12) }]);
	expect(customCriticalsLeftOut(model)).toEqual(["Lucky"]);
});

test("Call of Cthulhu's tiers over the range: six labels in the bot's order, summing to one, counted by hand", () => {
	const coc = fromBotTemplate(
		JSON.parse(readFileSync("static/templates/call-of-cthulhu-7e.en.json", "utf8")) as Parameters<
			typeof fromBotTemplate
		>[0],
	);
	const curve = typeDieCurve(coc);
	const index = curve?.values.indexOf(41) ?? -1;
	expect(index).toBeGreaterThanOrEqual(0);
	const question = curve?.questions[index];
	const tiers = exactTiers(question?.expression ?? "", question?.options, "en")?.tiers ?? [];
	// 1d100 <= 41: face 1 critical, 2..8 Extreme, 9..20 Hard, 96..100 Fumble, 21..41 success, the rest failure.
	expect(tiers.map((tier) => [tier.label, Math.round(tier.probability * 100)])).toEqual([
		["Critical success", 1],
		["Extreme success", 7],
		["Hard success", 12],
		["Fumble", 5],
		["Success", 21],
		["Failure", 54],
	]);
});

test("a judged macro over the range: every statistic it names worth the row's value; a macro unknown, no curve", () => {
	const model = form({
		diceType: "1d20",
		statistics: [
			statistic("Force", "1", "5"),
			statistic("Agilité", "1", "5"),
			statistic("Total", "", "", "Force+Agilité"),
		],
		macros: [macro("Lutte", "1d20+Force>=Total")],
	});
	const curve = macroCurve(model, "Lutte");
	expect(curve?.values).toEqual([1, 2, 3, 4, 5]);
	expect(curve?.questions.map((question) => question.expression)).toEqual([
		"1d20+1>=2",
		"1d20+2>=4",
		"1d20+3>=6",
		"1d20+4>=8",
		"1d20+5>=10",
	]);
	expect(macroCurve(model, "Esquive")).toBeUndefined();
});

describe("computed statistics as the template computes them", () => {
	// Warhammer-style skills: a characteristic plus advances.
	const wfrp = form({
		diceType: "1d100<=$",
		statistics: [
			statistic("Weapon Skill", "22", "40"),
			statistic("Melee Advances", "1", "20"),
			statistic("Melee", "", "", "Weapon Skill+Melee Advances"),
			statistic("Wounds", "", "", "floor(Weapon Skill/10)*3", true),
		],
		macros: [macro("Melee Attack", "1d100<={{Melee}}"), macro("Both", "1d100<={{Weapon Skill}}+{{Melee}}")],
	});

	test("a computed statistic's bounds are what its formula reaches over its inputs' ranges", () => {
		const melee = must(wfrp.statistics[2], "the Melee row");
		expect(combinationBounds(wfrp, melee)).toEqual({ low: 23, high: 60 });
		// Brute force over every pair of inputs.
		let low = Number.POSITIVE_INFINITY;
		let high = Number.NEGATIVE_INFINITY;
		for (let skill = 22; skill <= 40; skill++)
			for (let advances = 1; advances <= 20; advances++) {
				low = Math.min(low, skill + advances);
				high = Math.max(high, skill + advances);
			}
		expect(combinationBounds(wfrp, melee)).toEqual({ low, high });
	});

	test("a macro naming one computed statistic walks its value: Melee 45 rolls 1d100<=45, exactly", () => {
		const curve = macroCurve(wfrp, "Melee Attack");
		expect(curve?.variable).toEqual({ low: 23, high: 60, name: "Melee", combination: "Weapon Skill+Melee Advances" });
		expect(curve?.values[0]).toBe(23);
		expect(curve?.values.at(-1)).toBe(60);
		const at45 = curve?.questions[(curve?.values ?? []).indexOf(45)];
		expect(at45?.expression).toBe("1d100<={{45}}");
		const odds = exactOdds(at45?.expression ?? "");
		expect(odds.exact).toBe(true);
		expect(odds.success).toBeCloseTo(0.45, 12);
		expect(rollAt(wfrp, "Melee Attack", 45)?.expression).toBe("1d100<={{45}}");
	});

	test("a macro naming several: each base worth the row, the computed value given per row", () => {
		const curve = macroCurve(wfrp, "Both");
		expect(curve?.variable.several).toBe(true);
		const index = (curve?.values ?? []).indexOf(30);
		expect(curve?.questions[index]?.expression).toBe("1d100<={{30}}+{{60}}");
		expect(curve?.combined).toEqual([{ name: "Melee", values: curve?.values.map((value) => 2 * value) }]);
	});

	test("the type die's range: computed statistics by their bounds, excluded ones left out", () => {
		const curve = typeDieCurve(wfrp);
		// Melee Advances reaches down to 1, Melee up to 60; Wounds (excluded) would reach 12 and changes nothing here.
		expect(curve?.variable).toEqual({ low: 1, high: 60 });
		const blades = form({
			diceType: "$d6kh1>=6",
			statistics: [statistic("Hunt", "0", "4"), statistic("Load", "1", "9", "", true)],
		});
		expect(typeDieCurve(blades)?.values).toEqual([1, 2, 3, 4]);
	});
});
