// Page side of the sheet-import check: one worker, started at the first check and
// kept for the next ones; each answer is matched to its request, and a worker that
// fails is dropped so that the next check starts a new one.

import type { BotTemplate } from "@site/src/template/botSchema";
import type { CsvCheckResult } from "@site/src/template/csvCheck";
import type { CsvCheckReply, CsvCheckRequest } from "@site/src/template/csvCheckWorker";

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (reply: CsvCheckReply) => void; reject: (error: Error) => void }>();

function startWorker(): Worker {
	const started = new Worker(
		/* webpackChunkName: "csv-check-worker" */ new URL("../../../template/csvCheckWorker.ts", import.meta.url),
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

export function checkInWorker(
	text: string,
	template: BotTemplate,
	privateChannel: boolean,
): Promise<{ result: CsvCheckResult; milliseconds: number }> {
	worker ??= startWorker();
	const id = nextId++;
	const request: CsvCheckRequest = { id, text, template, privateChannel };
	const running = worker;
	return new Promise((resolve, reject) => {
		waiting.set(id, {
			resolve: (reply) =>
				reply.ok ? resolve({ result: reply.result, milliseconds: reply.milliseconds }) : reject(new Error(reply.error)),
			reject,
		});
		running.postMessage(request);
	});
}
