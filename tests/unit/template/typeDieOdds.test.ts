// The builder's type-die curve: one expression per statistic value with `$` in
// place, the template's critical faces passed on, and exact odds for each.
import { expect, test } from "vitest";
import { exactOdds } from "../../../src/dice/odds";
import { MAX_CURVE_POINTS, typeDieCurve } from "../../../src/template/typeDieOdds";
import { form, statistic } from "./helpers";

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
	expect(odds[0].success).toBeCloseTo(0.3, 12);
	expect(odds[40].success).toBeCloseTo(0.7, 12);
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
	const odds = exactOdds(curve?.questions[4].expression ?? "");
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
