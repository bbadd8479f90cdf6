// The odds engine against brute force: every sequence of draws the live roll can
// make is played through the site's own engine (rollExpression), each weighted by
// its probability; the exact distribution, chance of success and criticals must
// agree. Known figures and the sampled answer are checked too.
import { describe, expect, test, vi } from "vitest";
import type { SampleCharacter } from "../../../src/dice";
import { must, rollExpression, seededSource } from "../../../src/dice";
import { computeOdds, exactOdds, type Odds, type OddsOptions, sampledOdds } from "../../../src/dice/odds";
import { cumulativeGap, sampledGap, sampledMeanGap } from "../../support/sampling";
import { forEachRoll } from "./support/enumerateRolls";

// Brute force plays thousands of rolls per case; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 120_000 });

interface Enumerated {
	distribution: Map<number, number>;
	success: number;
	criticalSuccess: number;
	criticalFailure: number;
	/** Mass of the draw sequences cut at `maxDraws`. */
	cut: number;
}

/** Plays every sequence of draws (`forEachRoll`) and sums what the odds report. */
function enumerate(expression: string, options: OddsOptions = {}, maxDraws = 12): Enumerated {
	const result: Enumerated = { distribution: new Map(), success: 0, criticalSuccess: 0, criticalFailure: 0, cut: 0 };
	result.cut = forEachRoll(
		expression,
		(rolled, weight) => {
			const line = must(rolled.lines[0], "a roll has a line");
			result.distribution.set(line.total, (result.distribution.get(line.total) ?? 0) + weight);
			if (line.comparison?.passed && (line.opposition?.passed ?? true)) result.success += weight;
			// The bot's reading: the numbers alone between brackets in the detail are the natural dice.
			const natural = [...line.detail.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
			const critical = options.criticals;
			const failed =
				line.critical?.kind === "failure" ||
				(critical?.failure !== undefined && line.comparison !== undefined && natural.includes(critical.failure));
			const succeeded =
				line.critical?.kind === "success" ||
				(critical?.success !== undefined && line.comparison !== undefined && natural.includes(critical.success));
			if (failed) result.criticalFailure += weight;
			else if (succeeded) result.criticalSuccess += weight;
		},
		{ character: options.character, maxDraws },
	);
	return result;
}

function expectSame(exact: Odds, brute: Enumerated, tolerance: number) {
	const values = new Set([...brute.distribution.keys(), ...exact.distribution.map(([value]) => value)]);
	const exactMap = new Map(exact.distribution);
	for (const value of values) {
		expect(Math.abs((exactMap.get(value) ?? 0) - (brute.distribution.get(value) ?? 0))).toBeLessThanOrEqual(tolerance);
	}
	if (exact.success !== undefined) expect(Math.abs(exact.success - brute.success)).toBeLessThanOrEqual(tolerance);
	else expect(brute.success).toBe(0);
}

const sum = (odds: Odds) => odds.distribution.reduce((total, [, p]) => total + p, 0);

describe("exact odds match every sequence of draws of the live roll", () => {
	test.each([
		"3d6",
		"4d6kh3",
		"4d6dl1",
		"3d6kl2",
		"3d6dh1",
		"1d20+5>=15",
		"2d6*2-1d4",
		"1d6/4+1d3",
		"floor(2d6/3)",
		"1d10%4",
		"2d6>=8",
		"1d6>=1d6",
		"1d20>=5>12",
		"{4d6>=5}",
		// In braces: /roll hands the line to core whole, which counts successes and failures.
		"{3d6>=4f<=2}",
		"4dF",
		"2dF.1",
		"1d%",
		"{1d8ro<3}",
		"{2d6,1d4}>=4",
		"1d20>=10{cs:>=19}{cf:<=2}",
		"3#1d6>=4",
	])("%s", (expression) => {
		const exact = exactOdds(expression);
		const brute = enumerate(expression, {}, 40);
		expect(brute.cut).toBe(0);
		expectSame(exact, brute, 1e-12);
		expect(exact.criticalSuccess ?? 0).toBeCloseTo(brute.criticalSuccess, 12);
		expect(exact.criticalFailure ?? 0).toBeCloseTo(brute.criticalFailure, 12);
		expect(Math.abs(sum(exact) - 1)).toBeLessThan(1e-12);
	});

	test.each([
		["2d4!", 10],
		["1d6!>=5", 10],
		["2d6!p", 8],
		["3d6!>>=5", 7],
		["2d6!>>=5>=2", 7],
		["{2d6r<=2}", 8],
		["3d4!!", 7],
	])("%s, exploding: equal up to the draws cut", (expression, maxDraws) => {
		const exact = exactOdds(expression);
		const brute = enumerate(expression, {}, maxDraws);
		expect(brute.cut).toBeGreaterThan(0);
		expect(brute.cut).toBeLessThan(0.02);
		const exactMap = new Map(exact.distribution);
		// A sequence cut short only ever removes mass: the exact answer is at or above brute force, by at most the cut.
		for (const [value, p] of brute.distribution) {
			expect(exactMap.get(value) ?? 0).toBeGreaterThanOrEqual(p - 1e-12);
			expect((exactMap.get(value) ?? 0) - p).toBeLessThanOrEqual(brute.cut + 1e-12);
		}
		expect(exact.tailMass).toBeLessThan(1e-10);
		expect(Math.abs(sum(exact) + exact.tailMass - 1)).toBeLessThan(1e-12);
	});

	test.each([
		["1d20+2>=12", { success: 20, failure: 1 }],
		["1d20+1d4>=10", { success: 4, failure: 1 }],
		["1d6!+1>=4", { success: 6, failure: 1 }],
		["2d20kh1>=10", { success: 20, failure: 1 }],
		["1d20kh1>=10", { success: 20, failure: 1 }],
		["1d10>=3", { success: 10 }],
		["{1d10r<=2}>=3", { success: 10, failure: 1 }],
	] as const)("%s: a template's natural criticals, read as the bot reads the detail", (expression, criticals) => {
		const exact = exactOdds(expression, { criticals });
		const brute = enumerate(expression, { criticals }, 6);
		expectSame(exact, brute, brute.cut + 1e-12);
		expect(Math.abs((exact.criticalSuccess ?? 0) - brute.criticalSuccess)).toBeLessThanOrEqual(brute.cut + 1e-12);
		expect(Math.abs((exact.criticalFailure ?? 0) - brute.criticalFailure)).toBeLessThanOrEqual(brute.cut + 1e-12);
	});
});

describe("known figures", () => {
	test("the mean of 4d6kh3 is 12.2446", () => {
		expect(exactOdds("4d6kh3").mean).toBeCloseTo(12.2446, 4);
	});

	test("2d20kh1 reaches 15 with probability 0.51", () => {
		expect(exactOdds("2d20kh1>=15").success).toBeCloseTo(0.51, 12);
	});

	test("1d20+5>=15 succeeds 11 times in 20; 6d10 pools count the dice at 7 or more", () => {
		expect(exactOdds("1d20+5>=15").success).toBeCloseTo(0.55, 12);
		const pool = exactOdds("{6d10>=7}");
		expect(pool.measure).toBe("successes");
		expect(pool.mean).toBeCloseTo(2.4, 12);
		expect(new Map(pool.distribution).get(6)).toBeCloseTo(0.4 ** 6, 14);
	});

	test("8d6! and 10d10kh5: means 33.6 and known tails, sums checked to 1", () => {
		const exploding = exactOdds("8d6!");
		expect(exploding.mean).toBeCloseTo(8 * 4.2, 8);
		expect(exploding.tailMass).toBeGreaterThan(0);
		expect(exploding.tailMass).toBeLessThan(1e-10);
		const kept = exactOdds("10d10kh5");
		expect(new Map(kept.distribution).get(50)).toBeCloseTo(
			1 -
				(9 / 10) ** 10 -
				10 * (1 / 10) * (9 / 10) ** 9 -
				45 * 0.01 * 0.9 ** 8 -
				120 * 0.001 * 0.9 ** 7 -
				210 * 0.0001 * 0.9 ** 6,
			12,
		);
		expect(Math.abs(sum(kept) - 1)).toBeLessThan(1e-12);
	});

	test("keeping one die or every die: order statistics and plain sums, large groups included", () => {
		// The highest of n dice is at most v with probability (v/s)^n; the lowest at least v with ((s-v+1)/s)^n.
		const highest = new Map(exactOdds("25d20kh1").distribution);
		const lowest = new Map(exactOdds("12d10kl1").distribution);
		for (let v = 1; v <= 20; v += 1) {
			expect(highest.get(v) ?? 0).toBeCloseTo((v / 20) ** 25 - ((v - 1) / 20) ** 25, 13);
		}
		for (let v = 1; v <= 10; v += 1) {
			expect(lowest.get(v) ?? 0).toBeCloseTo(((11 - v) / 10) ** 12 - ((10 - v) / 10) ** 12, 13);
		}
		const kept = new Map(exactOdds("25d20kh25").distribution);
		for (const [value, p] of exactOdds("25d20").distribution) expect(kept.get(value) ?? 0).toBeCloseTo(p, 13);
		// Ten best of 25d20: all ten at 20 unless fewer than ten dice show 20.
		let fewerThanTen = 0;
		for (let k = 0; k < 10; k += 1) {
			let choose = 1;
			for (let i = 0; i < k; i += 1) choose = (choose * (25 - i)) / (i + 1);
			fewerThanTen += choose * (1 / 20) ** k * (19 / 20) ** (25 - k);
		}
		const tenBest = exactOdds("25d20kh10");
		expect(new Map(tenBest.distribution).get(200)).toBeCloseTo(1 - fewerThanTen, 14);
		expect(Math.abs(sum(tenBest) - 1)).toBeLessThan(1e-12);
	});

	test("statistics of a character: $, $name and bare names", () => {
		const character: SampleCharacter = { statistics: [{ name: "Force", value: 5 }], dollar: "Force" };
		expect(exactOdds("1d100<=$", { character }).success).toBeCloseTo(0.05, 12);
		expect(exactOdds("1d20+$for>=15", { character }).success).toBeCloseTo(0.55, 12);
		expect(exactOdds("{force#1d6>=6}", { character }).repeats).toBe(5);
	});
});

describe("what the exact engine does not follow is sampled, within its margin", () => {
	test("the sampled answer of an exact expression agrees with it, within the gap its sample size allows", () => {
		const expression = "2d6+1d4>=10";
		const exact = exactOdds(expression);
		const sampled = sampledOdds(
			expression,
			{},
			{ samples: 20_000, budgetMs: Number.POSITIVE_INFINITY, random: seededSource(29) },
		);
		expect(sampled.ok).toBe(true);
		if (!sampled.ok) return;
		const { odds } = sampled;
		expect(odds.exact).toBe(false);
		expect(odds.samples).toBe(20_000);
		// The margins shown are the usual 95% ones; the sample is held to what 20,000 correct rolls
		// exceed once in a million runs (tests/support/sampling.ts), so that no seed fails it by chance.
		expect(odds.margin).toBeCloseTo(1.96 * Math.sqrt(0.25 / 20_000), 12);
		expect(odds.meanMargin).toBeGreaterThan(0);
		expect(cumulativeGap(exact.distribution, odds.distribution)).toBeLessThanOrEqual(sampledGap(20_000));
		expect(Math.abs((odds.success ?? 0) - (exact.success ?? 0))).toBeLessThanOrEqual(sampledGap(20_000));
		const values = exact.distribution.map(([value]) => value);
		const range = Math.max(...values) - Math.min(...values);
		expect(Math.abs(odds.mean - exact.mean)).toBeLessThanOrEqual(sampledMeanGap(20_000, range));
	});

	test.each(["{{1d6*2}}+1d4", "1d20;&+5>=10", "1d20>=10{*cs:==20}"])("%s is sampled and labelled so", (expression) => {
		const answer = computeOdds(
			expression,
			{},
			{ samples: 2000, budgetMs: Number.POSITIVE_INFINITY, random: seededSource(3) },
		);
		expect(answer.ok).toBe(true);
		if (answer.ok) {
			expect(answer.odds.exact).toBe(false);
			expect(answer.odds.samples).toBe(2000);
			expect(Math.abs(sum(answer.odds) - 1)).toBeLessThan(1e-9);
		}
	});

	test("a sampling budget stops the rolls early and says how many were made", () => {
		const answer = sampledOdds("1d20;&+5", {}, { samples: 1_000_000, budgetMs: 50 });
		expect(answer.ok).toBe(true);
		if (answer.ok) expect(answer.odds.samples).toBeLessThan(1_000_000);
	});
});

describe("refusals are the playground's", () => {
	test.each(["", "1d", "abc", "1000d6", "$force", `${"1d6+".repeat(100)}1`])("%j", (expression) => {
		const answer = computeOdds(expression);
		const rolled = rollExpression(expression, { random: seededSource(1) });
		expect(answer.ok).toBe(false);
		expect(rolled.ok).toBe(false);
		if (!answer.ok && !rolled.ok) expect(answer.error).toEqual(rolled.error);
	});
});
