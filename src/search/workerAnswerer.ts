// Page side of the local search: on the first search, start the search worker, fetch the
// locale's index file and hand it over (transferred, not copied), then send the worker
// each batch of requests.
import { type Answerer, AnswererStopped, type LocalSearchResponse } from "./localSearchClient";
import type { WorkerReply, WorkerRequest } from "./searchWorkerHandler";

type Timer = ReturnType<typeof setTimeout>;

/** What the page needs of a worker; tests pass a stand-in. */
export type WorkerPort = {
	postMessage(message: WorkerRequest, transfer?: Transferable[]): void;
	onmessage: ((event: MessageEvent<WorkerReply>) => void) | null;
	onerror: ((event: ErrorEvent) => void) | null;
	terminate(): void;
};

/**
 * How long a worker may stay silent before it counts as dead: a worker that stops
 * (closed, killed by the browser for memory) sends no error, and a search waiting on
 * it would wait for ever. Building the engine takes about a second on a phone, a
 * search a few milliseconds; the margins are for a very busy machine.
 */
const WORKER_TIMEOUTS = { readyMs: 30_000, answerMs: 8_000 };

export function workerAnswererLoader(indexUrl: string, indexName: string): () => Promise<Answerer> {
	return async () => {
		// Started first, so that the worker's script downloads and compiles while the index downloads.
		const worker = new Worker(/* webpackChunkName: "search-worker" */ new URL("./searchWorker.ts", import.meta.url));
		try {
			const response = await fetch(indexUrl, { credentials: "same-origin" });
			if (!response.ok) throw new Error(`${indexUrl} answered ${response.status}`);
			return await connectWorker(worker, indexName, await response.arrayBuffer());
		} catch (error) {
			worker.terminate();
			throw error;
		}
	};
}

/**
 * Hands the index to the worker and resolves once its engine is built. Each answer is
 * matched to its request by id; if the worker fails, every waiting search fails with it
 * and so does any later one (the client then starts a new worker). So does a worker
 * that leaves the engine unbuilt or a search unanswered past `timeouts`.
 */
export function connectWorker(
	worker: WorkerPort,
	indexName: string,
	bytes: ArrayBuffer,
	timeouts: { readyMs: number; answerMs: number } = WORKER_TIMEOUTS,
): Promise<Answerer> {
	const waiting = new Map<
		number,
		{ resolve: (responses: LocalSearchResponse[]) => void; reject: (error: Error) => void; timer: Timer }
	>();
	let nextId = 0;
	let failure: Error | undefined;
	return new Promise((resolveReady, rejectReady) => {
		const fail = (reason: string) => {
			const error = new AnswererStopped(reason);
			failure = error;
			clearTimeout(readyTimer);
			worker.terminate();
			rejectReady(error);
			for (const request of waiting.values()) {
				clearTimeout(request.timer);
				request.reject(error);
			}
			waiting.clear();
		};
		const readyTimer = setTimeout(() => fail("The search worker did not build its engine in time"), timeouts.readyMs);
		const answerer: Answerer = (requests) =>
			new Promise((resolve, reject) => {
				if (failure) {
					reject(failure);
					return;
				}
				const id = nextId++;
				const timer = setTimeout(() => fail("The search worker stopped answering"), timeouts.answerMs);
				waiting.set(id, { resolve, reject, timer });
				worker.postMessage({ kind: "search", id, requests });
			});
		worker.onmessage = ({ data }) => {
			if (data.kind === "ready") {
				clearTimeout(readyTimer);
				resolveReady(answerer);
			} else if (data.kind === "broken") fail(data.reason);
			else {
				const request = waiting.get(data.id);
				waiting.delete(data.id);
				if (request) clearTimeout(request.timer);
				if (data.kind === "answers") request?.resolve(data.responses);
				else request?.reject(new Error(data.reason));
			}
		};
		worker.onerror = (event) => fail(event.message || "The search worker failed");
		worker.postMessage({ kind: "index", indexName, bytes }, [bytes]);
	});
}
