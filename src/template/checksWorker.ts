// The template checks' worker entry (see checksWorkerHandler.ts): each message is
// checked here, off the page's main thread, and answered by id.
import { answerChecksRequest, type ChecksReply, type ChecksRequest, notesReply } from "./checksWorkerHandler";

const scope = self as unknown as {
	postMessage(message: ChecksReply): void;
	onmessage: ((event: MessageEvent<ChecksRequest>) => void) | null;
};
scope.onmessage = (event) => {
	const reply = answerChecksRequest(event.data);
	scope.postMessage(reply);
	const notes = notesReply(event.data, reply);
	if (notes) scope.postMessage(notes);
};
