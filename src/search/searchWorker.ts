// The search worker's entry: the engine is built and queried here, off the page's main
// thread, so that indexing (a few hundred milliseconds on a phone) never holds up the page.
import { searchWorkerHandler, type WorkerReply, type WorkerRequest } from "./searchWorkerHandler";

const scope = self as unknown as {
	postMessage(message: WorkerReply): void;
	onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};
const handle = searchWorkerHandler((message) => scope.postMessage(message));
scope.onmessage = (event) => handle(event.data);
