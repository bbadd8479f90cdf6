// The odds client's budgets: an exact reading that overruns is abandoned for
// sampling in a fresh worker, and a sampling that overruns too stops with a reason.
// A budget counts from when the worker has loaded; a worker that cannot load fails the batch.
import { describe, expect, test } from "vitest";
import { OddsAsker, type OddsRequest, perQuestionSamplingMs } from "../../../src/components/Odds/oddsClient";
import { packOdds, WORKER_READY } from "../../../src/components/Odds/wire";
import type { Odds } from "../../../src/dice/odds";

interface FakeWorker {
	onmessage: ((event: { data: unknown }) => void) | null;
	onerror: ((event: { message: string; preventDefault(): void }) => void) | null;
	postMessage(message: OddsRequest): void;
	terminate(): void;
	terminated: boolean;
	received: OddsRequest[];
}

const ODDS = {
	exact: false,
	distribution: [[1, 1]],
	mean: 1,
	measure: "total",
	tailMass: 0,
	samples: 10,
	margin: 0.3,
} as unknown as Odds;

const EXACT = { ...ODDS, exact: true, samples: undefined, margin: undefined } as unknown as Odds;

/**
 * Workers that answer the modes listed in `answers` as soon as they can and never answer the others, one message per
 * expression; an exact reading of `hangsOn` never ends, so nothing after it is answered. Like a real worker, each
 * handles messages only once its script has loaded, which it says after `loadMs` (never when null).
 */
function fakeWorkers(answers: OddsRequest["mode"][], loadMs: number | null = 0, hangsOn?: string) {
	const made: FakeWorker[] = [];
	const create = () => {
		let loaded = false;
		const answer = (message: OddsRequest) => {
			if (!answers.includes(message.mode)) return;
			queueMicrotask(() => {
				for (const [index, request] of message.requests.entries()) {
					if (message.mode === "exact" && request.expression === hangsOn) return;
					const odds = packOdds(message.mode === "exact" ? EXACT : ODDS);
					worker.onmessage?.({ data: { id: message.id, index, answer: { ok: true, odds } } });
				}
			});
		};
		const worker: FakeWorker = {
			onmessage: null,
			onerror: null,
			terminated: false,
			received: [],
			postMessage(message) {
				worker.received.push(message);
				if (loaded) answer(message);
			},
			terminate() {
				worker.terminated = true;
			},
		};
		made.push(worker);
		if (loadMs !== null)
			setTimeout(() => {
				loaded = true;
				worker.onmessage?.({ data: WORKER_READY });
				for (const message of worker.received) answer(message);
			}, loadMs);
		return worker as unknown as Worker;
	};
	return { made, create };
}

const QUESTION = { expression: "999d999kh500", options: {} };

describe("OddsAsker budgets", () => {
	test("an exact reading within its budget answers as it is", async () => {
		const workers = fakeWorkers(["exact", "sampled"]);
		const outcome = await new OddsAsker({ exactMs: 50, graceMs: 50 }, workers.create).ask([QUESTION]);
		expect(outcome).toMatchObject({ kind: "answered", exactTimedOut: false });
		expect(workers.made).toHaveLength(1);
	});

	test("an exact reading past its budget ends its worker and is sampled in a fresh one", async () => {
		const workers = fakeWorkers(["sampled"]);
		const outcome = await new OddsAsker({ exactMs: 30, samplingMs: 40, graceMs: 50 }, workers.create).ask([QUESTION]);
		expect(outcome).toMatchObject({ kind: "answered", exactTimedOut: true });
		expect(workers.made).toHaveLength(2);
		expect(workers.made[0]?.terminated).toBe(true);
		expect(workers.made[1]?.received[0]).toMatchObject({ mode: "sampled", budgetMs: 40 });
	});

	test("in a batch, only the expression that overran is estimated; the ones after it are still exact", async () => {
		const workers = fakeWorkers(["exact", "sampled"], 0, "slow");
		const asker = new OddsAsker({ exactMs: 30, samplingMs: 40, graceMs: 50 }, workers.create);
		const outcome = await asker.ask([
			{ expression: "1d20", options: {} },
			{ expression: "slow", options: {} },
			{ expression: "2d6", options: {} },
		]);
		expect(outcome).toMatchObject({ kind: "answered", exactTimedOut: true, timedOut: [false, true, false] });
		if (outcome.kind !== "answered") throw new Error("no answer");
		expect(outcome.answers.map((answer) => answer.ok && answer.odds.exact)).toEqual([true, false, true]);
		// The first worker overran and was ended; a fresh one read 2d6 exactly, then rolled the slow one alone.
		expect(workers.made).toHaveLength(2);
		expect(workers.made[0]?.terminated).toBe(true);
		expect(workers.made[1]?.received).toMatchObject([
			{ mode: "exact", requests: [{ expression: "2d6" }] },
			{ mode: "sampled", requests: [{ expression: "slow" }] },
		]);
	});

	test("when the sampling overruns too, the batch stops and says after how long", async () => {
		const workers = fakeWorkers([]);
		const outcome = await new OddsAsker({ exactMs: 20, samplingMs: 40, graceMs: 30 }, workers.create).ask([QUESTION]);
		expect(outcome).toEqual({ kind: "stopped", afterMs: 20 + 40 + 30 });
		expect(workers.made.every((worker) => worker.terminated)).toBe(true);
	});

	test("the exact budget counts from when the worker has loaded, not from when it was asked for", async () => {
		// A script that takes 120 ms to arrive, for an exact budget of 40 ms: the reading still counts as exact.
		const workers = fakeWorkers(["exact", "sampled"], 120);
		const outcome = await new OddsAsker({ exactMs: 40, graceMs: 50 }, workers.create).ask([QUESTION]);
		expect(outcome).toMatchObject({ kind: "answered", exactTimedOut: false });
		expect(workers.made).toHaveLength(1);
	});

	test("a worker that fails to load, or does not load in time, fails the batch and is ended", async () => {
		const broken = fakeWorkers(["exact"], null);
		const failing = new OddsAsker({}, broken.create).ask([QUESTION]);
		broken.made[0]?.onerror?.({ message: "404", preventDefault: () => undefined });
		await expect(failing).rejects.toThrow("404");
		expect(broken.made[0]?.terminated).toBe(true);

		const stalled = fakeWorkers(["exact"], null);
		await expect(new OddsAsker({ loadingMs: 30 }, stalled.create).ask([QUESTION])).rejects.toThrow(/did not load/);
		expect(stalled.made[0]?.terminated).toBe(true);
		// Nothing was asked of a worker that never loaded.
		expect(stalled.made[0]?.received).toEqual([]);
	});

	test("a worker ended while it loads cannot end the next one with its late error", async () => {
		// Chromium reports the import a terminated worker was making as an error on it, once the next worker has
		// started: that error once ended the next worker too, and its batch waited for ever (issue 55).
		const loading = fakeWorkers(["exact"], null);
		const next = fakeWorkers(["exact"]);
		const asker = new OddsAsker({}, () => (loading.made.length === 0 ? loading.create() : next.create()));
		void asker.ask([QUESTION]);
		const answered = asker.ask([{ expression: "1d20", options: {} }]);
		expect(loading.made[0]?.terminated).toBe(true);
		let prevented = false;
		loading.made[0]?.onerror?.({
			message: "Failed to execute 'importScripts': the script failed to load",
			preventDefault: () => {
				prevented = true;
			},
		});
		expect(next.made[0]?.terminated).toBe(false);
		// Our own doing, not the reader's: the page does not report it as an error.
		expect(prevented).toBe(true);
		await expect(answered).resolves.toMatchObject({ kind: "answered", exactTimedOut: false });
	});

	test("a batch shares a bounded rolling time among its questions", () => {
		expect(perQuestionSamplingMs(1, 1000)).toBe(1000);
		expect(perQuestionSamplingMs(30, 1000)).toBe(100);
		expect(perQuestionSamplingMs(10, 1000) * 10).toBeLessThanOrEqual(3000);
	});
});
