// The odds client's budgets: an exact reading that overruns is abandoned for
// sampling in a fresh worker, and a sampling that overruns too stops with a reason.
import { describe, expect, test } from "vitest";
import { OddsAsker, type OddsRequest, perQuestionSamplingMs } from "../../../src/components/Odds/oddsClient";
import { packOdds } from "../../../src/components/Odds/wire";
import type { Odds } from "../../../src/dice/odds";

interface FakeWorker {
	onmessage: ((event: { data: unknown }) => void) | null;
	onerror: ((event: { message: string }) => void) | null;
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

/** A worker that answers the modes listed in `answers` at once and never answers the others. */
function fakeWorkers(answers: OddsRequest["mode"][]) {
	const made: FakeWorker[] = [];
	const create = () => {
		const worker: FakeWorker = {
			onmessage: null,
			onerror: null,
			terminated: false,
			received: [],
			postMessage(message) {
				worker.received.push(message);
				if (!answers.includes(message.mode)) return;
				queueMicrotask(() =>
					worker.onmessage?.({
						data: { id: message.id, answers: message.requests.map(() => ({ ok: true, odds: packOdds(ODDS) })) },
					}),
				);
			},
			terminate() {
				worker.terminated = true;
			},
		};
		made.push(worker);
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

	test("when the sampling overruns too, the batch stops and says after how long", async () => {
		const workers = fakeWorkers([]);
		const outcome = await new OddsAsker({ exactMs: 20, samplingMs: 40, graceMs: 30 }, workers.create).ask([QUESTION]);
		expect(outcome).toEqual({ kind: "stopped", afterMs: 20 + 40 + 30 });
		expect(workers.made.every((worker) => worker.terminated)).toBe(true);
	});

	test("a batch shares a bounded rolling time among its questions", () => {
		expect(perQuestionSamplingMs(1, 1000)).toBe(1000);
		expect(perQuestionSamplingMs(30, 1000)).toBe(100);
		expect(perQuestionSamplingMs(10, 1000) * 10).toBeLessThanOrEqual(3000);
	});
});
