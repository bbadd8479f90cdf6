// The odds worker's entry: every answer is worked out here, off the page's main
// thread, so that a heavy expression (a long sampling) never holds the page up.
// The page ends the worker when the reader types something new, or when the exact
// reading runs past its budget; it then asks again in "sampled" mode.
import { answerOdds } from "@site/src/dice/odds";
import type { OddsReply, OddsRequest } from "./oddsClient";
import { packOdds, WORKER_READY } from "./wire";

const scope = self as unknown as {
	postMessage(message: OddsReply | typeof WORKER_READY, transfer?: Transferable[]): void;
	onmessage: ((event: MessageEvent<OddsRequest>) => void) | null;
};

scope.onmessage = ({ data }) => {
	// Each answer is posted when it is ready: when one overruns, the page keeps the answers before it.
	data.requests.forEach((request, index) => {
		const attempt = answerOdds(request, data.mode, { budgetMs: data.budgetMs });
		if (!attempt.ok) {
			const error = { code: attempt.error.code, values: attempt.error.values };
			scope.postMessage({ id: data.id, index, answer: { ok: false, error } });
			return;
		}
		const odds = packOdds(attempt.odds);
		scope.postMessage({ id: data.id, index, answer: { ok: true, odds } }, [odds.packed.buffer]);
	});
};

// Loaded: the page starts the budgets of its questions from now.
scope.postMessage(WORKER_READY);
