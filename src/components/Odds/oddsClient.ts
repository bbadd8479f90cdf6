// Page side of the odds: one worker per view, asked one batch at a time. A new
// question ends the worker still busy with the previous one (the reader typed on),
// so no stale answer ever shows and no work piles up.
//
// Every batch has a budget. The exact reading cannot be interrupted from inside,
// so the page ends the worker when it runs past EXACT_BUDGET_MS and asks a fresh
// one to estimate by rolling instead; if even that overruns, the batch stops and
// says so. No question keeps a worker busy for more than a few seconds. A budget
// counts from when the worker says it has loaded: on a slow connection its script
// alone can take longer than the exact reading.
import { DiceError, type DiceErrorCode, type DiceErrorValues } from "@site/src/dice/errors";
import type { OddsAttempt, OddsOptions } from "@site/src/dice/odds";
import { type PackedOdds, unpackOdds, WORKER_READY } from "./wire";

export interface OddsQuestion {
	expression: string;
	options: OddsOptions;
	/** The language of the bot's labels in the outcome tiers ("fr" unless told). */
	locale?: string;
	/** A server's pity threshold (consecutive failures): the answer adds its effect. */
	pity?: number;
}

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

export interface OddsReply {
	id: number;
	answers: WireAnswer[];
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
	| { kind: "answered"; answers: OddsAttempt[]; exactTimedOut: boolean }
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
		const exact = await this.post(requests, "exact", this.budgets.samplingMs, this.budgets.exactMs);
		if (exact !== "timeout") return { kind: "answered", answers: exact, exactTimedOut: false };
		// The exact reading overran: its worker is ended, a fresh one rolls instead.
		this.stop();
		const samplingMs = perQuestionSamplingMs(requests.length, this.budgets.samplingMs);
		const limit = samplingMs * requests.length + this.budgets.graceMs;
		const sampled = await this.post(requests, "sampled", samplingMs, limit);
		if (sampled !== "timeout") return { kind: "answered", answers: sampled, exactTimedOut: true };
		this.stop();
		return { kind: "stopped", afterMs: this.budgets.exactMs + limit };
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
				if (data !== WORKER_READY) return;
				clearTimeout(this.loadingTimer);
				resolve();
			};
			worker.onerror = (event) => {
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
	): Promise<OddsAttempt[] | "timeout"> {
		const { worker, loaded } = this.start();
		this.busy = true;
		await loaded;
		const id = this.nextId++;
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => {
				if (this.worker === worker) resolve("timeout");
			}, limitMs);
			worker.onmessage = ({ data }: MessageEvent<OddsReply>) => {
				if (data.id !== id) return;
				clearTimeout(timer);
				this.busy = false;
				resolve(
					data.answers.map((answer) =>
						answer.ok
							? { ok: true, odds: unpackOdds(answer.odds) }
							: { ok: false, error: new DiceError(answer.error.code, answer.error.values) },
					),
				);
			};
			worker.onerror = (event) => {
				clearTimeout(timer);
				this.stop();
				reject(new Error(event.message || "The odds worker failed"));
			};
			worker.postMessage({ id, requests, mode, budgetMs } satisfies OddsRequest);
		});
	}

	stop(): void {
		clearTimeout(this.loadingTimer);
		this.worker?.terminate();
		this.worker = undefined;
		this.loaded = undefined;
		this.busy = false;
	}
}
