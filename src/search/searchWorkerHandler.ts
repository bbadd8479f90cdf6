// What the search worker does with each message from the page: builds the engine from
// the index file it is handed, then answers each batch of requests with `answer()`,
// the same function as on the page. Without the worker's globals, so tests can drive it.
import { createSearchEngine, type SearchEngine } from "./engine";
import { fromIndexFile, parseIndexFile } from "./indexFile";
import { answer, type LocalSearchRequest, type LocalSearchResponse } from "./localSearchClient";

/** From the page: the index file's bytes (transferred, not copied), then requests. */
export type WorkerRequest =
	| { kind: "index"; indexName: string; bytes: ArrayBuffer }
	| { kind: "search"; id: number; requests: LocalSearchRequest[] };

/** To the page: whether the engine could be built, and each batch's answers or failure, by id. */
export type WorkerReply =
	| { kind: "ready" }
	| { kind: "broken"; reason: string }
	| { kind: "answers"; id: number; responses: LocalSearchResponse[] }
	| { kind: "refused"; id: number; reason: string };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function searchWorkerHandler(reply: (message: WorkerReply) => void): (message: WorkerRequest) => void {
	let loaded: { engine: SearchEngine; indexName: string } | undefined;
	return (message) => {
		if (message.kind === "index") {
			try {
				const file = parseIndexFile(JSON.parse(new TextDecoder().decode(message.bytes)));
				loaded = { engine: createSearchEngine(fromIndexFile(file)), indexName: message.indexName };
				reply({ kind: "ready" });
			} catch (error) {
				reply({ kind: "broken", reason: reasonOf(error) });
			}
			return;
		}
		if (!loaded) {
			reply({ kind: "refused", id: message.id, reason: "The search index is not loaded" });
			return;
		}
		try {
			const { engine, indexName } = loaded;
			reply({
				kind: "answers",
				id: message.id,
				responses: message.requests.map((request) => answer(engine, request, indexName)),
			});
		} catch (error) {
			reply({ kind: "refused", id: message.id, reason: reasonOf(error) });
		}
	};
}
