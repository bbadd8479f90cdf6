import { describe, expect, test } from "vitest";
import { isLocal } from "../../../scripts/bench/chromium.mjs";
import { kilobytes, milliseconds, score, table } from "../../../scripts/bench/format.mjs";
import { mannWhitneyP, median, withTimeout } from "../../../scripts/bench/stats.mjs";

describe("bench figures", () => {
	test("median ignores missing values and averages the two middle ones", () => {
		expect(median([900, 100, 500])).toBe(500);
		expect(median([4, 1, 3, 2])).toBe(2.5);
		expect(median([null, 7, undefined])).toBe(7);
		expect(median([])).toBeNull();
	});

	test("the Mann-Whitney p of two series: tiny when they do not overlap, 1 when they are alike", () => {
		const low = [1, 2, 3, 4, 5, 6, 7, 8];
		const high = [9, 10, 11, 12, 13, 14, 15, 16];
		// U = 0, z = 32 / sqrt(64 * 17 / 12) = 3.3607.
		expect(mannWhitneyP(low, high)).toBeCloseTo(0.000778, 5);
		expect(mannWhitneyP(high, low)).toBe(mannWhitneyP(low, high));
		expect(mannWhitneyP(low, [...low])).toBeCloseTo(1, 6);
		expect(mannWhitneyP([100, 100, 100], [100, 100, 100])).toBe(1);
		const interleaved = [1, 3, 5, 7, 9, 11, 13, 15];
		expect(mannWhitneyP(interleaved, [2, 4, 6, 8, 10, 12, 14, 16])).toBeGreaterThan(0.5);
		expect(mannWhitneyP(low, [5, 6, 7, 8, 9, 10, 11, 12])).toBeGreaterThan(mannWhitneyP(low, high));
	});

	test("a slow task is given up after its time limit", async () => {
		const never = new Promise(() => {});
		await expect(withTimeout(never, 10, "waiting")).rejects.toThrow("waiting took longer than 0 s");
		await expect(withTimeout(Promise.resolve(3), 1000, "quick")).resolves.toBe(3);
	});

	test("units are written as the report shows them", () => {
		expect(kilobytes(151_552)).toBe("148.0 KB");
		expect(kilobytes(undefined)).toBe("–");
		expect(milliseconds(812.4)).toBe("812 ms");
		expect(score(0.956)).toBe("96");
		expect(score(null)).toBe("–");
	});

	test("tables align text left and figures right", () => {
		const text = table(
			["page", "JS"],
			[
				["landing", "148.0 KB"],
				["form (fr)", "9.5 KB"],
			],
		);
		expect(text.split("\n")).toEqual([
			"page       JS",
			"---------  --------",
			"landing    148.0 KB",
			"form (fr)    9.5 KB",
		]);
	});

	test("only the local server and inline data count as local", () => {
		const origin = "http://127.0.0.1:4000";
		expect(isLocal("http://127.0.0.1:4000/assets/js/main.js", origin)).toBe(true);
		expect(isLocal("data:image/svg+xml,<svg/>", origin)).toBe(true);
		expect(isLocal("https://fonts.googleapis.com/css2", origin)).toBe(false);
		expect(isLocal("http://127.0.0.1:5000/x.js", origin)).toBe(false);
	});
});
