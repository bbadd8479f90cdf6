/**
 * Parity corpus: every expression of tests/fixtures/dice-expressions.json
 * either rolls, with each line's total inside the bounds the expression
 * allows over many seeded rolls, or is rejected with the expected code. Each
 * is also given to the bot's own engine, `roll` from @dicelette/core, which
 * must agree on accepting or rejecting it and keep its totals inside the
 * same bounds, unless the entry lists a divergence.
 *
 * Divergences, in short (the entries say which and why):
 * - Opposition (`1d20>=10>14`), critical markers (`{cs:...}`) and `$`,
 *   statistic names and `{exp}` are handled by the bot around core's roll();
 *   the corpus gives core the text the bot would pass it (`bot.expression`).
 * - Shared and bulk rolls: core's total adds the lines (or counts successes);
 *   the site gives each line its own total. Bounds are compared with
 *   `bot.bounds` there.
 * - The site rejects what core quietly turns into 0 or no total: a
 *   comparison value that is not a number, a missing opposition, a division
 *   by zero. It evaluates only the math functions the docs name, caps a roll at
 *   25 dice groups (the bot's limit), 1000 dice and 300 characters.
 * - `1d20 + 5`: core's roll() alone reads one roll; the bot's message reader
 *   and the site read `+ 5` as a comment.
 */
import "regexp.escape/auto";
import { roll as botRoll } from "@dicelette/core";
import { describe, expect, test } from "vitest";
import { rollExpression, seededSource } from "../../../src/dice";
import corpus from "../../fixtures/dice-expressions.json";
import { CORPUS_CHARACTER } from "./corpusCharacter";

interface Entry {
	expression: string;
	source: string;
	expect: "roll" | "reject";
	code?: string;
	bounds?: [number, number | null];
	lineBounds?: [number, number | null][];
	character?: boolean;
	/** A template's formula (bare statistic names), rolled as `/macro` reads it; `/roll` otherwise. */
	command?: "macro";
	note?: string;
	bot?: {
		expression?: string;
		bounds?: [number, number | null];
		divergence?: "acceptance" | "bounds";
		reason?: string;
	};
}

const entries = corpus as Entry[];
const ROLLS = 60;
function within(value: number, [min, max]: [number, number | null]): boolean {
	return value >= min && (max === null || value <= max);
}

function botOutcome(expression: string): { accepted: boolean; totals: (number | undefined)[] } {
	const totals: (number | undefined)[] = [];
	for (let seed = 1; seed <= ROLLS; seed += 1) {
		try {
			const result = botRoll(expression.toLowerCase(), seededSource(seed) as never);
			if (!result) return { accepted: false, totals };
			totals.push(result.total ?? undefined);
		} catch {
			return { accepted: false, totals };
		}
	}
	return { accepted: true, totals };
}

test("the corpus has at least 80 expressions, from the docs and beyond, accepted and rejected", () => {
	expect(entries.length).toBeGreaterThanOrEqual(80);
	expect(entries.filter((entry) => entry.source.startsWith("docs:")).length).toBeGreaterThanOrEqual(40);
	expect(entries.filter((entry) => entry.expect === "reject").length).toBeGreaterThanOrEqual(15);
	for (const entry of entries) {
		if (entry.bot?.divergence) expect(entry.bot.reason, entry.expression).toBeTruthy();
	}
});

describe.each(entries)("$expression", (entry) => {
	const character =
		entry.character === false ? undefined : { ...CORPUS_CHARACTER, command: entry.command ?? CORPUS_CHARACTER.command };

	test(entry.expect === "roll" ? "rolls within its bounds" : `is rejected (${entry.code})`, () => {
		for (let seed = 1; seed <= ROLLS; seed += 1) {
			const attempt = rollExpression(entry.expression, { random: seededSource(seed), character });
			if (entry.expect === "reject") {
				expect(attempt.ok).toBe(false);
				if (!attempt.ok) expect(attempt.error.code).toBe(entry.code);
				return;
			}
			if (!attempt.ok) throw new Error(`${entry.expression}: ${attempt.error.message}`);
			const { lines } = attempt.result;
			if (entry.lineBounds) expect(lines).toHaveLength(entry.lineBounds.length);
			lines.forEach((line, index) => {
				const bounds = entry.lineBounds?.[index] ?? entry.bounds;
				if (!bounds) throw new Error(`${entry.expression}: no bounds for line ${index + 1}`);
				expect(within(line.total, bounds), `${entry.expression} line ${index + 1}: ${line.total}`).toBe(true);
			});
		}
	});

	test("agrees with @dicelette/core, or lists why not", () => {
		const bot = botOutcome(entry.bot?.expression ?? entry.expression);
		const siteAccepts = entry.expect === "roll";
		if (entry.bot?.divergence === "acceptance") {
			expect(bot.accepted, "listed as a divergence: the two must still differ").toBe(!siteAccepts);
			return;
		}
		expect(bot.accepted).toBe(siteAccepts);
		if (!bot.accepted) return;
		const bounds = entry.bot?.bounds ?? entry.bounds ?? entry.lineBounds?.[0];
		if (!bounds) throw new Error(`${entry.expression}: no bounds`);
		for (const total of bot.totals) {
			expect(total, `${entry.expression}: core's total`).toBeTypeOf("number");
			expect(within(total as number, bounds), `${entry.expression}: core's total ${total}`).toBe(true);
		}
	});
});
