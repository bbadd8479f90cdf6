import { describe, expect, it } from "vitest";
import { createSearchEngine } from "../../../src/search/engine";
import { fromIndexFile, toIndexFile } from "../../../src/search/indexFile";
import { answer, createLocalSearchClient, type LocalSearchRequest } from "../../../src/search/localSearchClient";
import { searchWorkerHandler, type WorkerReply } from "../../../src/search/searchWorkerHandler";
import { connectWorker, type WorkerPort } from "../../../src/search/workerAnswerer";
import { sampleRecords } from "./fixtures";

const indexFile = toIndexFile("fr", sampleRecords());
const indexBytes = (value: unknown = indexFile) =>
	new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

const request = (query: string): LocalSearchRequest => ({ indexName: "local-fr", query, hitsPerPage: 5 });

/** A worker on this thread: the real handler behind the page's port, replies delivered asynchronously as a worker's are. */
function workerStandIn() {
	const port: WorkerPort & { terminated: boolean; transferred: Transferable[] } = {
		onmessage: null,
		onerror: null,
		terminated: false,
		transferred: [],
		terminate() {
			port.terminated = true;
		},
		postMessage(message, transfer = []) {
			port.transferred.push(...transfer);
			queueMicrotask(() => handle(message));
		},
	};
	const handle = searchWorkerHandler((reply: WorkerReply) => {
		queueMicrotask(() => port.onmessage?.({ data: reply } as MessageEvent<WorkerReply>));
	});
	return port;
}

describe("search worker", () => {
	it("answers exactly as the engine does on the page", async () => {
		const port = workerStandIn();
		const answerer = await connectWorker(port, "local-fr", indexBytes());
		const engine = createSearchEngine(fromIndexFile(indexFile));
		for (const query of ["macro", "seuil critique", "modele"]) {
			const [fromWorker] = await answerer([request(query)]);
			const onPage = answer(engine, request(query), "local-fr");
			expect(fromWorker?.nbHits).toBeGreaterThan(0);
			expect({ ...fromWorker, processingTimeMS: 0 }).toEqual({ ...onPage, processingTimeMS: 0 });
		}
	});

	it("receives the index file transferred, not copied", async () => {
		const port = workerStandIn();
		const bytes = indexBytes();
		await connectWorker(port, "local-fr", bytes);
		expect(port.transferred).toEqual([bytes]);
	});

	it("matches each answer to its request when several are waiting", async () => {
		const answerer = await connectWorker(workerStandIn(), "local-fr", indexBytes());
		const [first, second] = await Promise.all([answerer([request("macro")]), answerer([request("seuil")])]);
		expect(first?.[0]?.query).toBe("macro");
		expect(second?.[0]?.query).toBe("seuil");
	});

	it("refuses to start on an index it cannot read, and stops the worker", async () => {
		const port = workerStandIn();
		await expect(connectWorker(port, "local-fr", indexBytes({ format: 99 }))).rejects.toThrow(
			/Unknown search index format/,
		);
		expect(port.terminated).toBe(true);
	});

	it("fails waiting and later searches when the worker dies, and the client starts a new one", async () => {
		const ports: ReturnType<typeof workerStandIn>[] = [];
		const client = createLocalSearchClient({
			loadAnswerer: () => {
				const port = workerStandIn();
				ports.push(port);
				return connectWorker(port, "local-fr", indexBytes());
			},
		});
		await client.search({ requests: [request("macro")] });
		ports[0]?.onerror?.({ message: "out of memory" } as ErrorEvent);
		expect(ports[0]?.terminated).toBe(true);
		await expect(client.search({ requests: [request("macro")] })).rejects.toMatchObject({ name: "RetryError" });
		const { results } = await client.search({ requests: [request("macro")] });
		expect(results[0]?.nbHits).toBeGreaterThan(0);
		expect(ports).toHaveLength(2);
	});

	it("counts a worker that stops answering as dead: the search fails, the client starts a new worker", async () => {
		const ports: ReturnType<typeof workerStandIn>[] = [];
		const client = createLocalSearchClient({
			loadAnswerer: () => {
				const port = workerStandIn();
				ports.push(port);
				return connectWorker(port, "local-fr", indexBytes(), { readyMs: 1000, answerMs: 20 });
			},
		});
		await client.search({ requests: [request("macro")] });
		// The first worker goes silent, as a closed or killed worker does: no reply, no error.
		const first = ports[0];
		if (first) first.postMessage = () => {};
		await expect(client.search({ requests: [request("macro")] })).rejects.toMatchObject({ name: "RetryError" });
		expect(first?.terminated).toBe(true);
		const { results } = await client.search({ requests: [request("macro")] });
		expect(results[0]?.nbHits).toBeGreaterThan(0);
		expect(ports).toHaveLength(2);
	});

	it("gives up on a worker that never builds its engine", async () => {
		const port = workerStandIn();
		port.postMessage = () => {};
		await expect(connectWorker(port, "local-fr", indexBytes(), { readyMs: 20, answerMs: 20 })).rejects.toMatchObject({
			name: "AnswererStopped",
		});
		expect(port.terminated).toBe(true);
	});

	it("keeps a worker that refuses one search: that search fails, the next is answered by the same worker", async () => {
		const ports: ReturnType<typeof workerStandIn>[] = [];
		const client = createLocalSearchClient({
			loadAnswerer: () => {
				const port = workerStandIn();
				const { postMessage } = port;
				port.postMessage = (message, transfer) => {
					if (message.kind === "search" && message.requests[0]?.query === "refused") {
						const reply: WorkerReply = { kind: "refused", id: message.id, reason: "bad request" };
						queueMicrotask(() => port.onmessage?.({ data: reply } as MessageEvent<WorkerReply>));
					} else postMessage(message, transfer);
				};
				ports.push(port);
				return connectWorker(port, "local-fr", indexBytes());
			},
		});
		await expect(client.search({ requests: [request("refused")] })).rejects.toMatchObject({ name: "RetryError" });
		const { results } = await client.search({ requests: [request("macro")] });
		expect(results[0]?.nbHits).toBeGreaterThan(0);
		expect(ports).toHaveLength(1);
		expect(ports[0]?.terminated).toBe(false);
	});

	it("answers a search sent before any index with a refusal, not silence", () => {
		const replies: WorkerReply[] = [];
		searchWorkerHandler((reply) => replies.push(reply))({ kind: "search", id: 7, requests: [request("macro")] });
		expect(replies).toEqual([{ kind: "refused", id: 7, reason: "The search index is not loaded" }]);
	});
});
