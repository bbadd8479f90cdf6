// The builder's template checks: run in a worker, once per change.
import { describe, expect, test } from "vitest";
import { type ChecksPort, createChecksClient } from "../../../src/components/TemplateBuilder/_utils/checksClient";
import { answerChecksRequest, type ChecksReply, type ChecksRequest } from "../../../src/template/checksWorkerHandler";
import { form, statistic } from "../template/helpers";

/** A worker that answers with the real handler, when the test lets it. */
function fakeWorker() {
	const received: ChecksRequest[] = [];
	const queue: ChecksRequest[] = [];
	const port: ChecksPort = {
		postMessage(message) {
			received.push(message);
			queue.push(message);
		},
		onmessage: null,
		onerror: null,
		terminate() {},
	};
	return {
		port,
		received,
		/** Answers the oldest request, as a worker does one message at a time. */
		answerNext() {
			const request = queue.shift();
			if (!request) throw new Error("nothing to answer");
			port.onmessage?.({ data: answerChecksRequest(request) } as MessageEvent<ChecksReply>);
		},
		/** The worker's script failed to load. */
		fail() {
			port.onerror?.({ message: "script failed" } as ErrorEvent);
		},
	};
}

const notInPage = async () => {
	throw new Error("the page's own checks are not used while a worker runs");
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("template checks client", () => {
	test("a form is checked once: asked again, while checking or after, it is not sent again", async () => {
		const worker = fakeWorker();
		const client = createChecksClient(() => worker.port, notInPage);
		const valid = form({ statistics: [statistic("Force", "1", "20")] });
		const first = client.checkForm(valid);
		const second = client.checkForm(structuredClone(valid));
		worker.answerNext();
		expect(await first).toEqual({ ok: true, values: valid });
		expect(await second).toEqual({ ok: true, values: valid });
		expect(await client.checkForm(structuredClone(valid))).toEqual({ ok: true, values: valid });
		expect(worker.received).toHaveLength(1);
	});

	test("changes made while a check runs are sent as one, the newest; everyone waiting gets its answer", async () => {
		const worker = fakeWorker();
		const client = createChecksClient(() => worker.port, notInPage);
		const typing = ["F", "Fo", "For", "Forc", "Force"].map((name) => form({ statistics: [statistic(name, "1", "1")] }));
		const answers = typing.map((state) => client.checkForm(state));
		worker.answerNext();
		await flush();
		// The first form, then only the last one: the three in between are never checked.
		expect(worker.received.map((request) => (request.kind === "form" ? request.form : null))).toEqual([
			typing[0],
			typing[4],
		]);
		worker.answerNext();
		const checks = await Promise.all(answers);
		expect(checks[0]).toMatchObject({ ok: false });
		// min equal to max is an error at the statistic's max: every later caller gets the newest form's issues.
		for (const check of checks.slice(1)) {
			expect(check.ok).toBe(false);
			if (!check.ok) expect(check.issues.map((issue) => issue.path.join("."))).toContain("statistics.0.max");
		}
	});

	test("a template found valid elsewhere is remembered as a valid form", async () => {
		const worker = fakeWorker();
		const client = createChecksClient(() => worker.port, notInPage);
		const imported = form({ statistics: [statistic("Agilité", "1", "20")] });
		client.remember(imported, { ok: true, values: imported });
		expect(await client.checkForm(structuredClone(imported))).toEqual({ ok: true, values: imported });
		expect(worker.received).toEqual([]);
	});

	test("a worker that fails rejects what waits, and the next check starts another", async () => {
		const workers = [fakeWorker(), fakeWorker()];
		let started = 0;
		const client = createChecksClient(() => workers[started++]?.port, notInPage);
		const waiting = client.checkText('{"diceType": "1d20"}');
		workers[0]?.fail();
		await expect(waiting).rejects.toThrow("script failed");
		const again = client.checkText('{"diceType": "1d20"}');
		workers[1]?.answerNext();
		expect(await again).toMatchObject({ kind: "verdict", verdict: { ok: true } });
	});

	test("without workers, the same checks run in the page", async () => {
		const client = createChecksClient(
			() => undefined,
			async () => answerChecksRequest,
		);
		expect(await client.checkText("{")).toEqual({ kind: "fileProblem", problem: "notJson" });
		expect(await client.checkForm(form({}))).toMatchObject({ ok: true });
	});
});
