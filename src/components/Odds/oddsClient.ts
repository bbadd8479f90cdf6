// Page side of the odds: one worker per view, asked one batch at a time. A new
// question ends the worker still busy with the previous one (the reader typed on),
// so no stale answer ever shows and no work piles up.
//
// Every expression has a budget. The exact reading cannot be interrupted from
// inside, so the page ends the worker when one expression runs past EXACT_BUDGET_MS,
// keeps the answers already given, tries the ones after it exactly in a fresh
// worker, and estimates by rolling only the expressions that overran; if even that
// overruns, the batch stops and says so. A budget counts from when the worker says
// it has loaded (on a slow connection its script alone can take longer than the
// exact reading), then from each answer.
import { DiceError, type DiceErrorCode, type DiceErrorValues, must } from "@site/src/dice";
import type { OddsAttempt, OddsQuestion } from "@site/src/dice/odds";
import { type PackedOdds, unpackOdds, WORKER_READY } from "./wire";

export interface OddsRequest {
	id: number;
	requests: OddsQuestion[];
	/** "exact": worked out exactly where possible, sampled otherwise; "sampled": rolled only. */
	mode: "exact" | "sampled";
	/** Milliseconds the sampling may take per expression. */
	budgetMs: number;
}

type WireAnswer =
	| { ok: true; odds: PackedOdds }
	| { ok: false; error: { code: DiceErrorCode; values: DiceErrorValues } };

/** One answer of a batch, posted as soon as it is worked out, so that the page knows which one overran. */
export interface OddsReply {
	id: number;
	index: number;
	answer: WireAnswer;
}

/** Sampling stops after this long and states the margin of the rolls it made. */
const SAMPLING_BUDGET_MS = 1000;
/** Past this, the exact reading of a batch is abandoned for sampling. */
export const EXACT_BUDGET_MS = 3000;
/** Time allowed, beyond the rolls' own budget, for a sampled batch to come back before it is stopped. */
const SAMPLING_GRACE_MS = 4000;
/** Past this, a worker whose script has not loaded is given up: the view says the odds failed, with Retry. */
const LOADING_LIMIT_MS = 60_000;

/** The answers to a batch, and how they ended. */
export type BatchOutcome =
	| {
			kind: "answered";
			answers: OddsAttempt[];
			/** Some expression's exact reading overran: its figures are estimated by rolling. */
			exactTimedOut: boolean;
			/** Per expression, whether its exact reading overran. */
			timedOut: boolean[];
	  }
	| { kind: "stopped"; afterMs: number };

export interface Budgets {
	exactMs: number;
	samplingMs: number;
	graceMs: number;
	loadingMs: number;
}

const DEFAULT_BUDGETS: Budgets = {
	exactMs: EXACT_BUDGET_MS,
	samplingMs: SAMPLING_BUDGET_MS,
	graceMs: SAMPLING_GRACE_MS,
	loadingMs: LOADING_LIMIT_MS,
};

/** Rolling time each question of a batch gets, so that a long batch stays within a few seconds. */
export function perQuestionSamplingMs(count: number, samplingMs: number): number {
	return Math.min(samplingMs, Math.max(100, Math.floor((samplingMs * 3) / Math.max(1, count))));
}

export class OddsAsker {
	private worker: Worker | undefined;
	/** Settles when the current worker has loaded its script (rejects when it cannot). */
	private loaded: Promise<void> | undefined;
	private loadingTimer: ReturnType<typeof setTimeout> | undefined;
	private busy = false;
	private nextId = 0;
	private readonly budgets: Budgets;
	private readonly createWorker: () => Worker;

	constructor(
		budgets: Partial<Budgets> = {},
		createWorker: () => Worker = () =>
			new Worker(/* webpackChunkName: "odds-worker" */ new URL("./oddsWorker.ts", import.meta.url)),
	) {
		this.budgets = { ...DEFAULT_BUDGETS, ...budgets };
		this.createWorker = createWorker;
	}

	/** Answers the questions in order; a later call cancels this one (its promise never settles). */
	async ask(requests: OddsQuestion[]): Promise<BatchOutcome> {
		if (this.busy) this.stop();
		const answers: (OddsAttempt | undefined)[] = requests.map(() => undefined);
		const timedOut = requests.map(() => false);
		let from = 0;
		while (from < requests.length) {
			const start = from;
			const exact = await this.post(requests.slice(start), "exact", this.budgets.samplingMs, this.budgets.exactMs, {
				perAnswer: true,
				onAnswer: (index, answer) => {
					answers[start + index] = answer;
				},
			});
			if (exact !== "timeout") break;
			// The first expression without an answer overran: its worker is ended, the ones after it get their own try.
			this.stop();
			const overran = answers.findIndex((answer, index) => index >= start && answer === undefined);
			timedOut[overran] = true;
			from = overran + 1;
		}
		const slow = requests.flatMap((request, index) => (timedOut[index] ? [{ request, index }] : []));
		if (slow.length > 0) {
			const samplingMs = perQuestionSamplingMs(slow.length, this.budgets.samplingMs);
			const limit = samplingMs * slow.length + this.budgets.graceMs;
			const sampled = await this.post(
				slow.map(({ request }) => request),
				"sampled",
				samplingMs,
				limit,
				{
					perAnswer: false,
					onAnswer: (index, answer) => {
						const at = slow[index]?.index;
						if (at !== undefined) answers[at] = answer;
					},
				},
			);
			if (sampled === "timeout") {
				this.stop();
				return { kind: "stopped", afterMs: this.budgets.exactMs * slow.length + limit };
			}
		}
		return {
			kind: "answered",
			answers: answers.map((answer) => must(answer, "an expression left without an answer")),
			exactTimedOut: slow.length > 0,
			timedOut,
		};
	}

	/** The worker, started if needed, and when it has loaded. */
	private start(): { worker: Worker; loaded: Promise<void> } {
		if (this.worker && this.loaded) return { worker: this.worker, loaded: this.loaded };
		const worker = this.createWorker();
		const loaded = new Promise<void>((resolve, reject) => {
			this.loadingTimer = setTimeout(() => {
				if (this.worker !== worker) return;
				this.stop();
				reject(new Error("The odds worker did not load in time"));
			}, this.budgets.loadingMs);
			worker.onmessage = ({ data }: MessageEvent<unknown>) => {
				if (data !== WORKER_READY || this.worker !== worker) return;
				clearTimeout(this.loadingTimer);
				resolve();
			};
			worker.onerror = (event) => {
				if (this.worker !== worker) return;
				clearTimeout(this.loadingTimer);
				this.stop();
				reject(new Error(event.message || "The odds worker failed to load"));
			};
		});
		this.worker = worker;
		this.loaded = loaded;
		return { worker, loaded };
	}

	private async post(
		requests: OddsQuestion[],
		mode: OddsRequest["mode"],
		budgetMs: number,
		limitMs: number,
		{ perAnswer, onAnswer }: { perAnswer: boolean; onAnswer: (index: number, answer: OddsAttempt) => void },
	): Promise<"answered" | "timeout"> {
		const { worker, loaded } = this.start();
		this.busy = true;
		await loaded;
		const id = this.nextId++;
		return new Promise((resolve, reject) => {
			const expire = () =>
				setTimeout(() => {
					if (this.worker === worker) resolve("timeout");
				}, limitMs);
			let timer = expire();
			let given = 0;
			worker.onmessage = ({ data }: MessageEvent<OddsReply>) => {
				if (data.id !== id || this.worker !== worker) return;
				const { answer } = data;
				onAnswer(
					data.index,
					answer.ok
						? { ok: true, odds: unpackOdds(answer.odds) }
						: { ok: false, error: new DiceError(answer.error.code, answer.error.values) },
				);
				given += 1;
				if (given < requests.length) {
					// Each expression has its own exact budget, counted from the answer before it.
					if (perAnswer) {
						clearTimeout(timer);
						timer = expire();
					}
					return;
				}
				clearTimeout(timer);
				this.busy = false;
				resolve("answered");
			};
			worker.onerror = (event) => {
				if (this.worker !== worker) return;
				clearTimeout(timer);
				this.stop();
				reject(new Error(event.message || "The odds worker failed"));
			};
			worker.postMessage({ id, requests, mode, budgetMs } satisfies OddsRequest);
		});
	}

	stop(): void {
		clearTimeout(this.loadingTimer);
		const ended = this.worker;
		if (ended) {
			// Ended while it loaded, a worker still reports its import cut short, after the next worker has started:
			// that error is ours, not the reader's, and must not end the next one (its batch then waited for ever).
			ended.onmessage = null;
			ended.onerror = (event) => event.preventDefault();
			ended.terminate();
		}
		this.worker = undefined;
		this.loaded = undefined;
		this.busy = false;
	}
}
