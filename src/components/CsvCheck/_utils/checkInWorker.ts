// Page side of the sheet-import check: one worker, started at the first check and
// kept for the next ones; each answer is matched to its request, and a worker that
// fails is dropped so that the next check starts a new one. The worker keeps the
// checked rows; the page asks for them a page at a time (rowsInWorker).

import type { BotTemplate } from "@site/src/template/botSchema";
import type { CheckedRow, CsvCheckReply, CsvCheckRequest, CsvCheckSummary } from "@site/src/template/csv";

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (reply: CsvCheckReply) => void; reject: (error: Error) => void }>();

function startWorker(): Worker {
	const started = new Worker(
		/* webpackChunkName: "csv-check-worker" */ new URL("../../../template/csv/worker.ts", import.meta.url),
	);
	started.onmessage = (event: MessageEvent<CsvCheckReply>) => {
		waiting.get(event.data.id)?.resolve(event.data);
		waiting.delete(event.data.id);
	};
	started.onerror = (event) => {
		event.preventDefault();
		started.terminate();
		if (worker === started) worker = undefined;
		for (const request of waiting.values()) request.reject(new Error(event.message || "worker failed"));
		waiting.clear();
	};
	return started;
}

function ask(request: CsvCheckRequest): Promise<CsvCheckReply> {
	worker ??= startWorker();
	const running = worker;
	return new Promise((resolve, reject) => {
		waiting.set(request.id, { resolve, reject });
		running.postMessage(request);
	});
}

/** The chosen file could not be read (moved, deleted, or no longer allowed). */
export class UnreadableFile extends Error {}

/** Checks a chosen file in the worker: the File goes as a handle, so the page never reads or copies its bytes. */
export async function checkInWorker(
	file: Blob,
	template: BotTemplate,
	privateChannel: boolean,
): Promise<{ checkId: number; summary: CsvCheckSummary; milliseconds: number }> {
	const reply = await ask({ kind: "checkFile", id: nextId++, file, template, privateChannel });
	if (!reply.ok) throw reply.unreadable ? new UnreadableFile(reply.error) : new Error(reply.error);
	if (reply.kind !== "check") throw new Error("unexpected reply");
	return { checkId: reply.checkId, summary: reply.summary, milliseconds: reply.milliseconds };
}

/** One page of a checked file's rows (all of them, or only those to fix), and how many there are. */
export async function rowsInWorker(
	checkId: number,
	onlyToFix: boolean,
	start: number,
	count: number,
): Promise<{ rows: CheckedRow[]; total: number }> {
	const reply = await ask({ kind: "rows", id: nextId++, checkId, onlyToFix, start, count });
	if (!reply.ok) throw new Error(reply.error);
	if (reply.kind !== "rows") throw new Error("unexpected reply");
	return { rows: reply.rows, total: reply.total };
}
