// A wide distribution is drawn as at most MAX_BARS grouped bars, each as tall as its values together.
import { describe, expect, test } from "vitest";
import { groupBars, MAX_BARS } from "../../../src/components/Odds/BarChart";

describe("groupBars", () => {
	test("a narrow distribution keeps one bar per value", () => {
		const bars = [1, 2, 3].map((value) => ({ value, height: 1 / 3 }));
		expect(groupBars(bars)).toEqual(bars.map((bar) => ({ ...bar, upTo: bar.value })));
	});

	test("95,000 values become at most MAX_BARS bars covering every value once", () => {
		const bars = Array.from({ length: 95_000 }, (_, index) => ({ value: index + 1, height: 1 / 95_000 }));
		const grouped = groupBars(bars);
		expect(grouped.length).toBeLessThanOrEqual(MAX_BARS);
		expect(grouped[0]?.value).toBe(1);
		expect(grouped[grouped.length - 1]?.upTo).toBe(95_000);
		// Each group starts right after the one before: the first after 0.
		let upTo = 0;
		for (const bar of grouped) {
			expect(bar.value).toBe(upTo + 1);
			upTo = bar.upTo;
		}
		expect(grouped.reduce((sum, bar) => sum + bar.height, 0)).toBeCloseTo(1, 9);
	});
});
