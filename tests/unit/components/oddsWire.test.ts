// A distribution crosses from the odds worker as one transferable buffer and comes back as the same pairs.
import { describe, expect, test } from "vitest";
import { groupBars } from "../../../src/components/Odds/BarChart";
import { packOdds, unpackOdds } from "../../../src/components/Odds/wire";
import type { Odds } from "../../../src/dice/odds";

describe("odds on the wire", () => {
	test("pack then unpack gives back every pair and every other figure", () => {
		const odds: Odds = {
			exact: true,
			distribution: [
				[-2, 0.25],
				[0.5, 0.5],
				[7, 0.25],
			],
			mean: 1.5,
			measure: "total",
			success: 0.75,
		} as Odds;
		const packed = packOdds(odds);
		expect(packed.packed).toBeInstanceOf(Float64Array);
		expect([...packed.packed]).toEqual([-2, 0.25, 0.5, 0.5, 7, 0.25]);
		expect("distribution" in packed).toBe(false);
		expect(unpackOdds(packed)).toEqual(odds);
	});

	test("bars grouped once keep the values they stand for when the chart groups them again", () => {
		const bars = Array.from({ length: 1000 }, (_, value) => ({ value, height: 1 / 1000 }));
		const grouped = groupBars(bars);
		expect(grouped[1]).toMatchObject({ value: 4, upTo: 7 });
		expect(groupBars(grouped)).toEqual(grouped);
	});
});
