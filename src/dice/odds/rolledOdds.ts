// Odds estimated from rolls only, for when the exact reading ran out of time. They go
// through computeOdds, so that they refuse what the exact reading refuses (an endless
// explosion like `1d6!>=1`, a roll the bot rejects) and keep the bot's notes.
import { computeOdds } from "./compute";
import type { OddsAttempt, OddsOptions } from "./oddsTypes";

export function rolledOdds(
	expression: string,
	options: OddsOptions,
	sampling: { budgetMs: number; samples?: number },
): OddsAttempt {
	return computeOdds(expression, options, { ...sampling, rollsOnly: true });
}
