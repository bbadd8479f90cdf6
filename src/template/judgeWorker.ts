// The template checks' worker entry (see judgeWorkerHandler.ts): each message is
// judged here, off the page's main thread, and answered by id.
import { type JudgeReply, type JudgeRequest, judgeRequest, notesReply } from "./judgeWorkerHandler";

const scope = self as unknown as {
	postMessage(message: JudgeReply): void;
	onmessage: ((event: MessageEvent<JudgeRequest>) => void) | null;
};
scope.onmessage = (event) => {
	const reply = judgeRequest(event.data);
	scope.postMessage(reply);
	const notes = notesReply(event.data, reply);
	if (notes) scope.postMessage(notes);
};
