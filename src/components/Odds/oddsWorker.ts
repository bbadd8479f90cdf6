// The odds worker's entry: every answer is worked out here, off the page's main
// thread, so that a heavy expression (a long sampling) never holds the page up.
// The page ends the worker when the reader types something new, or when the exact
// reading runs past its budget; it then asks again in "sampled" mode.
import { computeOdds, exactTiers, type Odds, type OddsOptions } from "@site/src/dice/odds";
import type { OddsReply, OddsRequest } from "./oddsClient";
import { rolledOdds } from "./rolledOdds";
import { packOdds } from "./wire";

const scope = self as unknown as {
	postMessage(message: OddsReply, transfer: Transferable[]): void;
	onmessage: ((event: MessageEvent<OddsRequest>) => void) | null;
};

/** The outcome tiers of an exact answer; none when the roll is not judged or the tiers cannot be exact. */
function withTiers(odds: Odds, expression: string, options: OddsOptions, locale: string | undefined): Odds {
	if (!odds.exact || odds.success === undefined) return odds;
	try {
		const tiers = exactTiers(expression, options, locale)?.tiers;
		return tiers ? { ...odds, tiers } : odds;
	} catch {
		return odds;
	}
}

scope.onmessage = ({ data }) => {
	const answers = data.requests.map((request) => {
		const answer =
			data.mode === "sampled"
				? rolledOdds(request.expression, request.options, { budgetMs: data.budgetMs })
				: computeOdds(request.expression, request.options, { budgetMs: data.budgetMs });
		return answer.ok
			? {
					ok: true as const,
					odds: packOdds(withTiers(answer.odds, request.expression, request.options, request.locale)),
				}
			: { ok: false as const, error: { code: answer.error.code, values: answer.error.values } };
	});
	const buffers = answers.flatMap((answer) => (answer.ok ? [answer.odds.packed.buffer] : []));
	scope.postMessage({ id: data.id, answers }, buffers);
};
