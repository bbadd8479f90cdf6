// The odds worker's entry: every answer is worked out here, off the page's main
// thread, so that a heavy expression (a long sampling) never holds the page up.
// The page ends the worker when the reader types something new, or when the exact
// reading runs past its budget; it then asks again in "sampled" mode.
import { computeOdds, exactTiers, type Odds, pityOdds, rolledOdds } from "@site/src/dice/odds";
import type { OddsQuestion, OddsReply, OddsRequest } from "./oddsClient";
import { packOdds, WORKER_READY } from "./wire";

const scope = self as unknown as {
	postMessage(message: OddsReply | typeof WORKER_READY, transfer?: Transferable[]): void;
	onmessage: ((event: MessageEvent<OddsRequest>) => void) | null;
};

/**
 * The outcome tiers of an exact answer, and pity's effect when asked; none when the
 * roll is not judged or the tiers cannot be exact (pity then says why it is missing).
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
		return { ...answer, pity: { refused: error instanceof Error ? error.message : "notExact" } };
	}
}

scope.onmessage = ({ data }) => {
	// Each answer is posted when it is ready: when one overruns, the page keeps the answers before it.
	data.requests.forEach((request, index) => {
		const attempt =
			data.mode === "sampled"
				? rolledOdds(request.expression, request.options, { budgetMs: data.budgetMs })
				: computeOdds(request.expression, request.options, { budgetMs: data.budgetMs });
		if (!attempt.ok) {
			const error = { code: attempt.error.code, values: attempt.error.values };
			scope.postMessage({ id: data.id, index, answer: { ok: false, error } });
			return;
		}
		const odds = packOdds(withTiers(attempt.odds, request));
		scope.postMessage({ id: data.id, index, answer: { ok: true, odds } }, [odds.packed.buffer]);
	});
};

// Loaded: the page starts the budgets of its questions from now.
scope.postMessage(WORKER_READY);
