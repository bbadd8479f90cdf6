// The thresholds of the sampled tests: the figures they rest on, and the gaps they measure.
import { describe, expect, test } from "vitest";
import { cumulativeGap, FALSE_ALARM, sampledGap, sampledMeanGap, shares, triesToSee } from "../../support/sampling";

describe("sampled thresholds", () => {
	test("the gap allowed shrinks with the sample as 1/√n, and its false alarm is the one stated", () => {
		expect(FALSE_ALARM).toBe(1e-6);
		expect(sampledGap(40_000)).toBeCloseTo(0.013467, 6);
		expect(sampledGap(160_000)).toBeCloseTo(sampledGap(40_000) / 2, 12);
		// 2·exp(−2n·gap²) gives back the false-alarm rate.
		expect(2 * Math.exp(-2 * 40_000 * sampledGap(40_000) ** 2)).toBeCloseTo(FALSE_ALARM, 15);
		expect(sampledMeanGap(20_000, 13)).toBeCloseTo(13 * sampledGap(20_000), 12);
		expect(() => sampledGap(0)).toThrow(/draws/);
	});

	test("a face of a d20 out of ten shows within 132 tries but for once in a million", () => {
		expect(triesToSee(0.1)).toBe(132);
		expect(0.9 ** triesToSee(0.1)).toBeLessThanOrEqual(FALSE_ALARM);
		expect(0.9 ** (triesToSee(0.1) - 1)).toBeGreaterThan(FALSE_ALARM);
		expect(() => triesToSee(1)).toThrow(/chance/);
	});

	test("the cumulative gap is the largest difference below any value, over both supports", () => {
		const d6 = [1, 2, 3, 4, 5, 6].map((face): [number, number] => [face, 1 / 6]);
		expect(cumulativeGap(d6, d6)).toBe(0);
		expect(cumulativeGap(d6, shares([1, 2, 3, 4, 5, 6]))).toBeCloseTo(0, 12);
		expect(cumulativeGap(d6, shares([1, 1, 1]))).toBeCloseTo(5 / 6, 12);
		// A value the expected distribution never gives counts too.
		expect(
			cumulativeGap(
				[[1, 1]],
				[
					[0, 0.25],
					[1, 0.75],
				],
			),
		).toBeCloseTo(0.25, 12);
		expect(shares([2, 2, 3, 5])).toEqual([
			[2, 0.5],
			[3, 0.25],
			[5, 0.25],
		]);
	});
});
