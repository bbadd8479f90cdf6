// The Odds view's numbers: cumulative chances and their wording per language.
import { describe, expect, test } from "vitest";
import { chanceFrom, cumulative, percentFormatter, visibleRange } from "../../../src/components/Odds/format";
import { must } from "../../../src/dice";

const twoD6: [number, number][] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((value) => [
	value,
	(6 - Math.abs(value - 7)) / 36,
]);

test("at least and at most, from each value of the table and from any value typed", () => {
	const { atLeast, atMost } = cumulative(twoD6);
	expect(atLeast[0]).toBeCloseTo(1, 12);
	expect(atMost[10]).toBeCloseTo(1, 12);
	expect(atLeast[5]).toBeCloseTo(21 / 36, 12);
	expect(chanceFrom(twoD6, 7, "atLeast")).toBeCloseTo(21 / 36, 12);
	expect(chanceFrom(twoD6, 6.5, "atMost")).toBeCloseTo(15 / 36, 12);
	expect(chanceFrom(twoD6, 13, "atLeast")).toBe(0);
});

test("percentages in French and English, tiny chances not shown as zero", () => {
	expect(percentFormatter("fr")(0.5).replace(/\s/g, " ")).toBe("50 %");
	expect(percentFormatter("en")(0.12345)).toBe("12.35%");
	expect(percentFormatter("en")(0.00001)).toBe("< 0.01%");
	expect(percentFormatter("en")(0)).toBe("0%");
});

describe("the chart's visible range", () => {
	test("a short distribution is drawn whole, however thin its ends", () => {
		const pairs: [number, number][] = [
			[1, 0.0001],
			[2, 0.9998],
			[3, 0.0001],
		];
		expect(visibleRange(pairs)).toEqual({ from: 0, to: 2 });
	});

	test("a long tail holding less than 0.1% is left out, and no more", () => {
		// A geometric tail, like an exploding sum's: half the rest at each value.
		const pairs: [number, number][] = Array.from({ length: 60 }, (_, index) => [index + 1, 0.5 ** (index + 1)]);
		const { from, to } = visibleRange(pairs);
		expect(from).toBe(0);
		const beyond = pairs.slice(to + 1).reduce((sum, [, p]) => sum + p, 0);
		expect(beyond).toBeLessThan(0.001);
		expect(beyond + must(pairs[to], "the last value drawn")[1]).toBeGreaterThanOrEqual(0.001);
	});
});
