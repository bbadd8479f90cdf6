// The builder's template checks: run in a worker, once per change.
import { describe, expect, test } from "vitest";
import { type ChecksPort, createChecksClient } from "../../../src/components/TemplateBuilder/_utils/checksClient";
import {
	answerChecksRequest,
	type ChecksReply,
	type ChecksRequest,
	notesReply,
} from "../../../src/template/checksWorkerHandler";
import { form, macro, statistic } from "../template/helpers";

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
		/**
		 * Answers the oldest request, as a worker does one message at a time, then sends its notes;
		 * with `notes: false` the notes wait until the returned function is called.
		 */
		answerNext({ notes = true } = {}) {
			const request = queue.shift();
			if (!request) throw new Error("nothing to answer");
			const reply = answerChecksRequest(request);
			port.onmessage?.({ data: reply } as MessageEvent<ChecksReply>);
			const sendNotes = () => {
				const second = notesReply(request, reply);
				if (second) port.onmessage?.({ data: second } as MessageEvent<ChecksReply>);
			};
			if (notes) sendNotes();
			return sendNotes;
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

	test("the last check is the form shown: a check that ends after the form went back is not", async () => {
		const worker = fakeWorker();
		const client = createChecksClient(() => worker.port, notInPage);
		const before = form({ statistics: [statistic("Force", "1", "20")] });
		const changed = form({ statistics: [statistic("Force", "1", "1")] });
		const checkedBefore = client.checkForm(before);
		worker.answerNext();
		await checkedBefore;
		expect(client.lastCheck()).toEqual({ key: JSON.stringify(before), ok: true });
		// A change, then undone while its check runs: the form shown is checked already.
		const checkedChange = client.checkForm(changed);
		expect(await client.checkForm(structuredClone(before))).toMatchObject({ ok: true });
		worker.answerNext();
		expect(await checkedChange).toMatchObject({ ok: false });
		expect(client.lastCheck()).toEqual({ key: JSON.stringify(before), ok: true });
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
			async () => ({ answer: answerChecksRequest, notes: notesReply }),
		);
		expect(await client.checkText("{")).toEqual({ kind: "fileProblem", problem: "notJson" });
		expect(await client.checkForm(form({}))).toMatchObject({ ok: true });
		await client.checkForm(glued);
		await flush();
		expect(Object.keys(client.notes())).toEqual(["macros.0"]);
	});
});

// A statistic glued to its dice: the bot reads the macro differently when a player rolls it.
const glued = form({
	statistics: [statistic("Skirmish", "1", "4")],
	macros: [macro("Escarmouche", "Skirmishd6kh1>=6")],
});

describe("notes under the formulas", () => {
	test("come after the answer, for the form shown last; listeners hear of the check and of the notes", async () => {
		const worker = fakeWorker();
		const client = createChecksClient(() => worker.port, notInPage);
		let told = 0;
		client.subscribe(() => {
			told += 1;
		});
		const checked = client.checkForm(glued);
		expect(client.notes()).toEqual({});
		worker.answerNext();
		await checked;
		expect(client.notes()["macros.0"]?.[0]).toMatchObject({ kind: "meaningChange", fix: "{{Skirmish}}d6kh1>=6" });
		// Told twice: the check's result, then the notes.
		expect(told).toBe(2);
		expect(client.lastCheck()).toEqual({ key: JSON.stringify(glued), ok: true });
	});

	test("a form no longer shown does not bring its notes back; going back to a form shows its notes at once", async () => {
		const worker = fakeWorker();
		const client = createChecksClient(() => worker.port, notInPage);
		const fixed = structuredClone(glued);
		fixed.macros[0] = macro("Escarmouche", "{{Skirmish}}d6kh1>=6");
		// 1. The glued form is answered; its notes are still being worked out when the reader fixes the macro.
		const first = client.checkForm(glued);
		const lateNotes = worker.answerNext({ notes: false });
		await first;
		const second = client.checkForm(fixed);
		lateNotes();
		expect(client.notes()).toEqual({});
		worker.answerNext();
		await second;
		expect(client.notes()).toEqual({});
		// 2. Back to the glued form (an undo): its notes, kept, show before any answer.
		const third = client.checkForm(structuredClone(glued));
		expect(Object.keys(client.notes())).toEqual(["macros.0"]);
		worker.answerNext();
		await third;
		expect(worker.received).toHaveLength(3);
	});

	test("an imported template brings its notes: the form it fills shows them without a second check", async () => {
		const worker = fakeWorker();
		const client = createChecksClient(() => worker.port, notInPage);
		const text = JSON.stringify({
			statistics: { Skirmish: { min: 1, max: 4 } },
			damage: { Escarmouche: "Skirmishd6kh1>=6" },
		});
		const read = client.checkText(text);
		worker.answerNext();
		const result = await read;
		if (result.kind !== "verdict" || !result.verdict.ok) throw new Error("the template should be valid");
		client.remember(result.verdict.form, { ok: true, values: result.verdict.form });
		await client.checkForm(structuredClone(result.verdict.form));
		expect(Object.keys(client.notes())).toEqual(["macros.0"]);
		expect(worker.received).toHaveLength(1);
	});

	test("a form over the limits gets no notes: its formulas are not rolled", () => {
		const huge = form({ macros: [macro("Trop", `${"1d6+".repeat(200)}1`)] });
		expect(
			notesReply({ kind: "form", id: 0, form: huge }, { kind: "form", id: 0, check: { ok: true, values: huge } }),
		).toEqual({ kind: "notes", id: 0, notes: {} });
	});
});
