// The rolls that stand in for an exact reading that ran out of time refuse what the exact
// reading refuses: every view (single, compare, builder, the odds command) then agrees.
import { expect, test } from "vitest";
import { computeOdds, rolledOdds } from "../../../src/dice/odds";

test("an endless explosion is refused by the rolls as by the exact reading", () => {
	for (const attempt of [computeOdds("1d6!>=1"), rolledOdds("1d6!>=1", {}, { budgetMs: 50, samples: 200 })]) {
		expect(attempt.ok).toBe(false);
		if (!attempt.ok) expect(attempt.error.code).toBe("endlessExplosion");
	}
});

test("rolls only: an estimate with its rolls and margin, never the exact reading", () => {
	// The budget is far beyond what 2,000 rolls take, so the count is the cap's on a busy machine too.
	const attempt = rolledOdds("2d6", {}, { budgetMs: 60_000, samples: 2000 });
	expect(attempt.ok).toBe(true);
	if (!attempt.ok) return;
	expect(attempt.odds.exact).toBe(false);
	expect(attempt.odds.samples).toBe(2000);
	expect(attempt.odds.margin).toBeGreaterThan(0);
});
