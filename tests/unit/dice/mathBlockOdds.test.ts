// A `{{ }}` block that rolls no dice is one number: the odds are exact, the same
// as with the number written (and against a count of every roll of the dice).
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { computeOdds, exactOdds } from "../../../src/dice/odds";
import { fromBotTemplate } from "../../../src/template/convert";
import { rollAt } from "../../../src/template/typeDieOdds";

test("{{4}}d6kh1 is 4d6kh1: exact, each value counted over the 1,296 rolls", () => {
	const odds = exactOdds("{{4}}d6kh1");
	expect(odds.exact).toBe(true);
	const counts = new Map<number, number>();
	for (let roll = 0; roll < 6 ** 4; roll++) {
		let high = 0;
		for (let die = 0, rest = roll; die < 4; die++, rest = Math.floor(rest / 6)) high = Math.max(high, (rest % 6) + 1);
		counts.set(high, (counts.get(high) ?? 0) + 1);
	}
	for (const [value, p] of odds.distribution)
		expect(p, `value ${value}`).toBeCloseTo((counts.get(value) ?? 0) / 6 ** 4, 12);
	expect(exactOdds("{{4}}d6kh1").distribution).toEqual(exactOdds("4d6kh1").distribution);
	// 4 dice, at least one 6: 1 - (5/6)^4, the 51.77 % the estimate wandered around.
	expect(exactOdds("{{2*2}}d6kh1>=6").success).toBeCloseTo(1 - (5 / 6) ** 4, 12);
});

test("a block in the threshold, a block of several, and every place asks the exact reading", () => {
	expect(exactOdds("1d100<={{30}}+{{15}}").success).toBeCloseTo(0.45, 12);
	const answer = computeOdds("{{4}}d6kh1", {}, { samples: 100, budgetMs: 50 });
	expect(answer.ok && answer.odds.exact).toBe(true);
});

test("a block that rolls dice, or fails, is still left to the rolls", () => {
	const rolled = computeOdds("{{1d4}}d6", {}, { samples: 200, budgetMs: 200 });
	expect(rolled.ok && rolled.odds.exact).toBe(false);
	const failing = computeOdds("{{1/0}}d6", {}, { samples: 200, budgetMs: 200 });
	expect(failing.ok).toBe(false);
});

test("D&D's type die, 1d20+{{floor(($-10)/2)}}, is exact over the builder's curve, criticals included", () => {
	const dnd = fromBotTemplate(
		JSON.parse(readFileSync("static/templates/dnd-5e.en.json", "utf8")) as Parameters<typeof fromBotTemplate>[0],
	);
	const question = rollAt(dnd, undefined, 15);
	expect(question?.expression).toBe("1d20+{{floor((15-10)/2)}}");
	const odds = exactOdds(`${question?.expression}>=15`, question?.options);
	expect(odds.exact).toBe(true);
	// +2 against 15: a natural 13 or more, the natural 20 counted once as critical.
	expect(odds.success).toBeCloseTo(8 / 20, 12);
	expect(odds.criticalSuccess).toBeCloseTo(1 / 20, 12);
});
