/**
 * Pity, as Dicelette 4.7.2 runs it when a server sets it (`/config pity`):
 * - the player's count of consecutive failures `n` (each line the reply labels
 *   a failure or critical failure adds one, a success or critical success sets
 *   it back to 0, a custom critical's label leaves it; `criticalcount.ts`);
 * - before a roll, with threshold `T`, pity triggers never below 75 % of `T`,
 *   always from `T` on, and in between with a chance going from 1/2 to 1
 *   (`triggerPity`, `configuration/pity.ts`);
 * - a triggered roll that fails its threshold is rolled again, up to 100 times,
 *   until it passes (core `handlePitySystem`), unless the threshold cannot be
 *   reached; the opposition is not part of that test.
 * The count is a Markov chain over n = 0…T (from T on, pity always triggers);
 * its stationary law gives the long-run share of each label.
 */
import { must } from "../must";
import type { ComparisonSign } from "../types";
import { NotExact } from "./distribution";
import type { PityOdds, Tier } from "./oddsTypes";
import type { OutcomeTiers } from "./tiers";
import { tierKey } from "./tiers";

/** Core gives up after this many rerolls and keeps the last (failed) one. */
const MAX_REROLLS = 100;

/** The chance pity triggers for a count of `failures` and a server threshold (`triggerPity`). */
function pityTrigger(threshold: number, failures: number): number {
	if (!threshold || !failures) return 0;
	const ratio = Math.min(failures / threshold, 1);
	if (ratio < 0.75) return 0;
	if (ratio >= 1) return 1;
	return 0.5 + 0.5 * ((ratio - 0.75) / 0.25);
}

/** core's `canComparisonSucceed` as `handlePitySystem` calls it (no lowest total given: it takes 1). */
function canSucceed(max: number, sign: ComparisonSign, value: number): boolean {
	switch (sign) {
		case ">":
			return max > value;
		case ">=":
			return max >= value;
		case "<":
			return value > 1;
		case "<=":
			return value >= 1;
		case "=":
		case "==":
			return max >= value && value >= 1;
		case "!=":
			return max !== value || value !== 1;
	}
}

/** How a label moves the count: +1 for a failure, back to 0 for a success, unchanged otherwise. */
function streakMove(kind: Tier["kind"]): "fail" | "reset" | "keep" {
	if (kind === "failure" || kind === "criticalFailure") return "fail";
	if (kind === "success" || kind === "criticalSuccess") return "reset";
	return "keep";
}

/** The law of one roll's tier (by key) with and without pity triggered. */
function rollLaws(tiers: OutcomeTiers): { plain: Map<string, number>; pity: Map<string, number> } {
	const plain = new Map<string, number>();
	const passed = new Map<string, number>();
	const failed = new Map<string, number>();
	for (const state of tiers.states) {
		plain.set(state.key, (plain.get(state.key) ?? 0) + state.probability);
		const side = state.passed ? passed : failed;
		side.set(state.key, (side.get(state.key) ?? 0) + state.probability);
	}
	const threshold = tiers.threshold;
	const fail = [...failed.values()].reduce((sum, p) => sum + p, 0);
	const rerolls = threshold !== undefined && fail > 0 && canSucceed(tiers.bounds.max, threshold.sign, threshold.value);
	if (!rerolls) return { plain, pity: plain };
	// A failed first roll becomes the first pass among up to 100 rerolls, or the 100th failure.
	const stillFails = fail ** MAX_REROLLS;
	const pity = new Map(passed);
	const pass = 1 - fail;
	if (pass > 0) {
		for (const [key, p] of passed) pity.set(key, (pity.get(key) ?? 0) + fail * (1 - stillFails) * (p / pass));
	}
	for (const [key, p] of failed) pity.set(key, (pity.get(key) ?? 0) + fail * stillFails * (p / fail));
	return { plain, pity };
}

/** A cell of a square matrix (or of its equations, one column more): each index used below is inside. */
const at = (cells: readonly number[] | undefined, index: number) => must(cells?.[index], "a cell outside the matrix");

/** The count's transition matrix over 0…threshold. */
export function pityMatrix(tiers: OutcomeTiers, threshold: number): number[][] {
	const { plain, pity } = rollLaws(tiers);
	const kinds = new Map(tiers.tiers.map((tier) => [tierKey(tier), tier.kind]));
	const size = threshold + 1;
	const matrix = Array.from({ length: size }, () => new Array<number>(size).fill(0));
	for (const [n, from] of matrix.entries()) {
		const q = pityTrigger(threshold, n);
		for (const [law, weight] of [
			[plain, 1 - q],
			[pity, q],
		] as const) {
			if (weight === 0) continue;
			for (const [key, p] of law) {
				const move = streakMove(kinds.get(key) ?? "error");
				const next = move === "fail" ? Math.min(n + 1, threshold) : move === "reset" ? 0 : n;
				from[next] = at(from, next) + weight * p;
			}
		}
	}
	return matrix;
}

/** The stationary law of a chain, by solving π(P − I) = 0 with Σπ = 1 (Gauss, partial pivoting). */
export function stationary(matrix: readonly number[][]): number[] {
	const size = matrix.length;
	// Rows: the equations Σ_i π_i (P_ij − δ_ij) = 0 for j < size−1, then Σ π_i = 1.
	const rows = Array.from({ length: size }, (_, j) => {
		const row = Array.from({ length: size + 1 }, (_, i) => (i < size ? at(matrix[i], j) - (i === j ? 1 : 0) : 0));
		return row;
	});
	rows[size - 1] = [...new Array<number>(size).fill(1), 1];
	for (let column = 0; column < size; column += 1) {
		let pivot = column;
		for (let row = column + 1; row < size; row += 1) {
			if (Math.abs(at(rows[row], column)) > Math.abs(at(rows[pivot], column))) pivot = row;
		}
		const lead = must(rows[pivot], "a pivot outside the equations");
		rows[pivot] = must(rows[column], "a column outside the equations");
		rows[column] = lead;
		const leadValue = at(lead, column);
		if (Math.abs(leadValue) < 1e-15) continue;
		for (const [row, cells] of rows.entries()) {
			if (row === column) continue;
			const factor = at(cells, column) / leadValue;
			if (factor === 0) continue;
			// The innermost loop of the elimination: its guard is written out rather than called.
			for (let k = column; k <= size; k += 1) {
				const own = cells[k];
				const pivotValue = lead[k];
				if (own === undefined || pivotValue === undefined) throw new Error("Internal error: a cell outside the matrix");
				cells[k] = own - factor * pivotValue;
			}
		}
	}
	return rows.map((row, index) => (Math.abs(at(row, index)) < 1e-15 ? 0 : at(row, size) / at(row, index)));
}

const isSuccess = (kind: Tier["kind"]) => kind === "success" || kind === "criticalSuccess";

/**
 * Pity's effect on a single judged roll's tiers, for a server threshold of
 * `threshold` failures. Bulk rolls count every line at once and a rolled
 * threshold has no single value to reroll against: both are refused.
 */
export function pityOdds(tiers: OutcomeTiers, threshold: number): PityOdds {
	// 2 at least, as the bot's `/config pity` and the page take it.
	if (!Number.isInteger(threshold) || threshold < 2 || threshold > 1000) throw new RangeError("pityThreshold");
	if (tiers.repeats !== undefined) throw new NotExact("pityBulkRoll");
	if (!tiers.threshold) throw new NotExact("pityRolledThreshold");
	const { plain, pity } = rollLaws(tiers);
	const kinds = new Map(tiers.tiers.map((tier) => [tierKey(tier), tier.kind]));
	const successIn = (law: Map<string, number>) =>
		[...law].reduce((sum, [key, p]) => sum + (isSuccess(kinds.get(key) ?? "error") ? p : 0), 0);
	const plainSuccess = successIn(plain);
	const pitySuccessLaw = successIn(pity);
	const fail = tiers.states.filter((state) => !state.passed).reduce((sum, state) => sum + state.probability, 0);
	const { sign, value } = tiers.threshold;
	const rescued = fail > 0 && canSucceed(tiers.bounds.max, sign, value) ? fail * (1 - fail ** MAX_REROLLS) : 0;
	const matrix = pityMatrix(tiers, threshold);
	const law = stationary(matrix);
	const longRun = new Map<string, number>();
	law.forEach((weight, n) => {
		const q = pityTrigger(threshold, n);
		for (const key of new Set([...plain.keys(), ...pity.keys()])) {
			const p = (1 - q) * (plain.get(key) ?? 0) + q * (pity.get(key) ?? 0);
			longRun.set(key, (longRun.get(key) ?? 0) + weight * p);
		}
	});
	const longRunTiers = tiers.tiers.map((tier) => ({ ...tier, probability: longRun.get(tierKey(tier)) ?? 0 }));
	const steps = law.map((_, failures) => {
		const trigger = pityTrigger(threshold, failures);
		return {
			failures,
			trigger,
			pitySuccess: trigger * rescued,
			success: (1 - trigger) * plainSuccess + trigger * pitySuccessLaw,
		};
	});
	return {
		threshold,
		plainSuccess,
		longRunSuccess: longRunTiers.filter((tier) => isSuccess(tier.kind)).reduce((sum, t) => sum + t.probability, 0),
		longRunTiers,
		steps,
	};
}
