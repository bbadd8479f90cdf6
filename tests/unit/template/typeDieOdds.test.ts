// The builder's type-die curve: one expression per statistic value with `$` in
// place, the template's critical faces passed on, and exact odds for each.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { exactOdds, exactTiers } from "../../../src/dice/odds";
import { fromBotTemplate } from "../../../src/template/convert";
import { customCriticalsLeftOut, MAX_CURVE_POINTS, macroCurve, typeDieCurve } from "../../../src/template/typeDieOdds";
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

test("a wide range is walked with a larger step, both ends kept; no statistic or type die, no curve", () => {
	const curve = typeDieCurve(form({ diceType: "1d20+$>=15", statistics: [statistic("Force", "1", "99")] }));
	expect(curve?.values.length).toBeLessThanOrEqual(MAX_CURVE_POINTS + 1);
	expect(curve?.values[0]).toBe(1);
	expect(curve?.values.at(-1)).toBe(99);
	expect(curve?.values[1]).toBe(3);
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
