// Pity against a literal replay of the bot: each roll's label and threshold test
// come from every roll the live engine can make (read by botMessage); the bot's
// trigger (`triggerPity`) and its reroll loop (`handlePitySystem`, 100 rerolls)
// are replayed step by step over every history of a few rolls. The Markov chain
// must give the same expected successes, and its stationary law must be one.
import { describe, expect, test } from "vitest";
import { must } from "../../../src/dice";
import { type BotReading, botMessage } from "../../../src/dice/bot";
import { exactTiers, pityMatrix, pityOdds, stationary } from "../../../src/dice/odds";
import { forEachRoll } from "./support/enumerateRolls";

/** The matrices are square over the counts of failures: every cell read below is inside. */
const cell = (matrix: number[][], i: number, j: number) => must(matrix[i]?.[j], "a cell outside the matrix");

interface Face {
	weight: number;
	success: boolean;
	move: "fail" | "reset" | "keep";
	passed: boolean;
}

/** The outcomes of one roll, grouped by what matters to pity. */
function faces(expression: string, reading: BotReading): Face[] {
	const grouped = new Map<string, Face>();
	forEachRoll(expression, (result, weight) => {
		const kind = botMessage(result, reading, "en").label?.kind;
		const passed = must(result.lines[0], "a roll has a line").comparison?.passed ?? false;
		const success = kind === "success" || kind === "criticalSuccess";
		const move = kind === "failure" || kind === "criticalFailure" ? "fail" : success ? "reset" : "keep";
		const key = `${success}|${move}|${passed}`;
		const face = grouped.get(key);
		if (face) face.weight += weight;
		else grouped.set(key, { weight, success, move, passed });
	});
	return [...grouped.values()];
}

/** The bot's `triggerPity`, written out again: the chance its `u <= p` draw holds. */
function botTrigger(threshold: number, failures: number): number {
	if (!failures) return 0;
	const ratio = Math.min(failures / threshold, 1);
	if (ratio < 0.75) return 0;
	if (ratio >= 1) return 1;
	return 0.5 + (0.5 * (ratio - 0.75)) / 0.25;
}

/** The roll a triggered pity gives: core's loop, failed rolls rerolled until one passes, 100 at most. */
function pityRoll(outcomes: Face[]): Face[] {
	const canPass = outcomes.some((face) => face.passed);
	if (!canPass) return outcomes;
	const result = new Map<Face, number>();
	const fail = outcomes.filter((face) => !face.passed).reduce((sum, face) => sum + face.weight, 0);
	for (const face of outcomes) if (face.passed) result.set(face, face.weight);
	// Rerolls 1…100, each reached when all before failed.
	let reach = fail;
	for (let reroll = 1; reroll <= 100; reroll += 1) {
		for (const face of outcomes) {
			if (face.passed) result.set(face, (result.get(face) ?? 0) + reach * face.weight);
			else if (reroll === 100) result.set(face, (result.get(face) ?? 0) + reach * face.weight);
		}
		reach *= fail;
	}
	return [...result].map(([face, weight]) => ({ ...face, weight }));
}

/** Expected successes over `rolls` rolls from no failure, every history visited. */
function replay(outcomes: Face[], threshold: number, rolls: number): number {
	const pity = pityRoll(outcomes);
	const visit = (failures: number, left: number): number => {
		if (left === 0) return 0;
		const q = botTrigger(threshold, failures);
		let expected = 0;
		for (const [law, weight] of [
			[outcomes, 1 - q],
			[pity, q],
		] as const) {
			if (weight === 0) continue;
			for (const face of law) {
				const next = face.move === "fail" ? failures + 1 : face.move === "reset" ? 0 : failures;
				expected += weight * face.weight * ((face.success ? 1 : 0) + visit(next, left - 1));
			}
		}
		return expected;
	};
	return visit(0, rolls);
}

const CASES: [string, BotReading, number][] = [
	["1d6>=5", {}, 4],
	["1d20>=15", { critical: { success: 20, failure: 1 } }, 5],
	["1d20>=10>14", {}, 3],
	["1d6>=4", { customCriticals: [{ name: "Six", sign: "==", value: 6, onNaturalDice: true }] }, 2],
	["1d10<=3", {}, 8],
];

function tiersOf(expression: string, reading: BotReading) {
	const tiers = exactTiers(expression, { criticals: reading.critical, customCriticals: reading.customCriticals }, "en");
	if (!tiers) throw new Error(`${expression}: no tiers`);
	return tiers;
}

describe("pity", () => {
	test.each(CASES)(
		"%s with pity at %i: the chain's expected successes match the replayed histories",
		(expression, reading, threshold) => {
			const tiers = tiersOf(expression, reading);
			const odds = pityOdds(tiers, threshold);
			const matrix = pityMatrix(tiers, threshold);
			const rolls = 6;
			let law = matrix.map((_, n): number => (n === 0 ? 1 : 0));
			let expected = 0;
			for (let step = 0; step < rolls; step += 1) {
				expected += law.reduce(
					(sum, weight, n) => sum + weight * must(odds.steps[n], "a count of failures without its step").success,
					0,
				);
				law = law.map((_, j) => law.reduce((sum, weight, i) => sum + weight * cell(matrix, i, j), 0));
			}
			expect(expected).toBeCloseTo(replay(faces(expression, reading), threshold, rolls), 12);
		},
	);

	test.each(CASES)(
		"%s with pity at %i: a stationary law, and the long run of the chain",
		(expression, reading, threshold) => {
			const tiers = tiersOf(expression, reading);
			const odds = pityOdds(tiers, threshold);
			const matrix = pityMatrix(tiers, threshold);
			for (const row of matrix) expect(row.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
			const law = stationary(matrix);
			expect(law.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
			law.forEach((weight, j) => {
				expect(weight).toBeGreaterThanOrEqual(-1e-12);
				expect(law.reduce((sum, w, i) => sum + w * cell(matrix, i, j), 0)).toBeCloseTo(weight, 12);
			});
			// The average over many rolls from no failure tends to the stationary share.
			let current = matrix.map((_, n): number => (n === 0 ? 1 : 0));
			let total = 0;
			const rolls = 20_000;
			for (let step = 0; step < rolls; step += 1) {
				total += current.reduce(
					(sum, weight, n) => sum + weight * must(odds.steps[n], "a count of failures without its step").success,
					0,
				);
				current = current.map((_, j) => current.reduce((sum, weight, i) => sum + weight * cell(matrix, i, j), 0));
			}
			expect(Math.abs(total / rolls - odds.longRunSuccess)).toBeLessThan(1e-3);
			expect(odds.longRunSuccess).toBeGreaterThanOrEqual(odds.plainSuccess - 1e-12);
			const shares = odds.longRunTiers.reduce((sum, tier) => sum + tier.probability, 0);
			expect(shares).toBeCloseTo(1, 12);
		},
	);

	test("pity's trigger and rescue, stated per count of failures", () => {
		const odds = pityOdds(tiersOf("1d6>=5", {}), 4);
		expect(odds.steps.map((step) => step.trigger)).toEqual([0, 0, 0, 0.5, 1]);
		expect(odds.steps[4]?.pitySuccess).toBeCloseTo((2 / 3) * (1 - (2 / 3) ** 100), 12);
		expect(odds.steps[4]?.success).toBeCloseTo(1, 12);
		expect(odds.steps[0]?.success).toBeCloseTo(1 / 3, 12);
	});

	test("refused: a bulk roll, a rolled threshold, a threshold out of range", () => {
		expect(() => pityOdds(tiersOf("3#1d20>=10", {}), 3)).toThrow();
		expect(() => pityOdds(tiersOf("1d20>=1d20", {}), 3)).toThrow();
		expect(() => pityOdds(tiersOf("1d20>=10", {}), 0)).toThrow();
	});
});
