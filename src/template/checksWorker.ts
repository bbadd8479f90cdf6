// The template checks' worker entry (see checksWorkerHandler.ts): each message is
// checked here, off the page's main thread, and answered by id.
import { answerChecksRequest, type ChecksReply, type ChecksRequest } from "./checksWorkerHandler";

const scope = self as unknown as {
	postMessage(message: ChecksReply): void;
	onmessage: ((event: MessageEvent<ChecksRequest>) => void) | null;
};
scope.onmessage = (event) => scope.postMessage(answerChecksRequest(event.data));
