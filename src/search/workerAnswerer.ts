// Page side of the local search: on the first search, start the search worker, fetch the
// locale's index file and hand it over (transferred, not copied), then send the worker
// each batch of requests.
import { type Answerer, AnswererStopped, type LocalSearchResponse } from "./localSearchClient";
import type { WorkerReply, WorkerRequest } from "./searchWorkerHandler";

/** What the page needs of a worker; tests pass a stand-in. */
export type WorkerPort = {
	postMessage(message: WorkerRequest, transfer?: Transferable[]): void;
	onmessage: ((event: MessageEvent<WorkerReply>) => void) | null;
	onerror: ((event: ErrorEvent) => void) | null;
	terminate(): void;
};

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
 * and so does any later one (the client then starts a new worker).
 */
export function connectWorker(worker: WorkerPort, indexName: string, bytes: ArrayBuffer): Promise<Answerer> {
	const waiting = new Map<
		number,
		{ resolve: (responses: LocalSearchResponse[]) => void; reject: (error: Error) => void }
	>();
	let nextId = 0;
	let failure: Error | undefined;
	return new Promise((resolveReady, rejectReady) => {
		const fail = (reason: string) => {
			const error = new AnswererStopped(reason);
			failure = error;
			worker.terminate();
			rejectReady(error);
			for (const request of waiting.values()) request.reject(error);
			waiting.clear();
		};
		const answerer: Answerer = (requests) =>
			new Promise((resolve, reject) => {
				if (failure) {
					reject(failure);
					return;
				}
				const id = nextId++;
				waiting.set(id, { resolve, reject });
				worker.postMessage({ kind: "search", id, requests });
			});
		worker.onmessage = ({ data }) => {
			if (data.kind === "ready") resolveReady(answerer);
			else if (data.kind === "broken") fail(data.reason);
			else {
				const request = waiting.get(data.id);
				waiting.delete(data.id);
				if (data.kind === "answers") request?.resolve(data.responses);
				else request?.reject(new Error(data.reason));
			}
		};
		worker.onerror = (event) => fail(event.message || "The search worker failed");
		worker.postMessage({ kind: "index", indexName, bytes }, [bytes]);
	});
}
