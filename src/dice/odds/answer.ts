/**
 * The odds answer as the Odds view (its worker) and `npm run odds` give it: the odds of an expression,
 * worked out exactly where possible (or rolled only, once the exact reading ran out of time), with the
 * outcome tiers of an exact comparison and a server's pity when it is asked.
 */
import { computeOdds } from "./compute";
import type { Odds, OddsAttempt, OddsOptions, SamplingOptions } from "./oddsTypes";
import { pityOdds } from "./pity";
import { rolledOdds } from "./rolledOdds";
import { exactTiers } from "./tiers";

export interface OddsQuestion {
	expression: string;
	options: OddsOptions;
	/** The language of the bot's labels in the outcome tiers ("fr" unless told). */
	locale?: string;
	/** A server's pity threshold (consecutive failures): the answer adds its effect. */
	pity?: number;
}

/**
 * The outcome tiers of an exact answer, and pity's effect when asked; none when the roll is not judged
 * or the tiers cannot be exact (pity then says why it is missing).
 */
function withTiers(odds: Odds, { expression, options, locale, pity }: OddsQuestion): Odds {
	const refused = (reason: string): Odds => (pity === undefined ? odds : { ...odds, pity: { refused: reason } });
	if (odds.success === undefined) return odds;
	if (!odds.exact) return refused("notExact");
	let outcome: ReturnType<typeof exactTiers>;
	try {
		outcome = exactTiers(expression, options, locale);
	} catch {
		return refused("notExact");
	}
	if (!outcome) return odds;
	const answer = { ...odds, tiers: outcome.tiers };
	if (pity === undefined) return answer;
	try {
		return { ...answer, pity: pityOdds(outcome, pity) };
	} catch (error) {
		// A bulk roll counts every line at once, a rolled threshold has no single value to reroll against.
		return { ...answer, pity: { refused: error instanceof Error ? error.message : "notExact" } };
	}
}

/** The whole answer to one question: `mode` "sampled" rolls only, "exact" works out what it can exactly. */
export function answerOdds(
	question: OddsQuestion,
	mode: "exact" | "sampled",
	sampling: Pick<SamplingOptions, "budgetMs" | "samples">,
): OddsAttempt {
	const { expression, options } = question;
	const attempt =
		mode === "sampled"
			? rolledOdds(expression, options, { budgetMs: sampling.budgetMs ?? 1000, samples: sampling.samples })
			: computeOdds(expression, options, sampling);
	return attempt.ok ? { ok: true, odds: withTiers(attempt.odds, question) } : attempt;
}
