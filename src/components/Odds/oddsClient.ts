// Page side of the odds: one worker per view, asked one batch at a time. A new
// question ends the worker still busy with the previous one (the reader typed on),
// so no stale answer ever shows and no work piles up.
import { DiceError, type DiceErrorCode, type DiceErrorValues } from "@site/src/dice/errors";
import type { Odds, OddsAttempt, OddsOptions } from "@site/src/dice/odds";

export interface OddsQuestion {
	expression: string;
	options: OddsOptions;
}

export interface OddsRequest {
	id: number;
	requests: OddsQuestion[];
	/** Milliseconds the sampling fallback may take per expression. */
	budgetMs: number;
}

type WireAnswer = { ok: true; odds: Odds } | { ok: false; error: { code: DiceErrorCode; values: DiceErrorValues } };

export interface OddsReply {
	id: number;
	answers: WireAnswer[];
}

/** Sampling stops after this long and states the margin of the rolls it made. */
const SAMPLING_BUDGET_MS = 1000;

export class OddsAsker {
	private worker: Worker | undefined;
	private busy = false;
	private nextId = 0;

	/** Answers the questions in order; a later call cancels this one (its promise never settles). */
	ask(requests: OddsQuestion[]): Promise<OddsAttempt[]> {
		if (this.busy) this.stop();
		this.worker ??= new Worker(/* webpackChunkName: "odds-worker" */ new URL("./oddsWorker.ts", import.meta.url));
		const worker = this.worker;
		const id = this.nextId++;
		this.busy = true;
		return new Promise((resolve, reject) => {
			worker.onmessage = ({ data }: MessageEvent<OddsReply>) => {
				if (data.id !== id) return;
				this.busy = false;
				resolve(
					data.answers.map((answer) =>
						answer.ok ? answer : { ok: false, error: new DiceError(answer.error.code, answer.error.values) },
					),
				);
			};
			worker.onerror = (event) => {
				this.stop();
				reject(new Error(event.message || "The odds worker failed"));
			};
			worker.postMessage({ id, requests, budgetMs: SAMPLING_BUDGET_MS } satisfies OddsRequest);
		});
	}

	stop(): void {
		this.worker?.terminate();
		this.worker = undefined;
		this.busy = false;
	}
}
