// The sheet-import check's worker: a 5 MB file is read and checked here, off the page's main thread,
// so that the page keeps answering while thousands of rows are checked.
import type { BotTemplate } from "./botSchema";
import { type CsvCheckResult, checkImportCsv } from "./csvCheck";

export interface CsvCheckRequest {
	id: number;
	text: string;
	template: BotTemplate;
	privateChannel: boolean;
}

export type CsvCheckReply =
	| { id: number; ok: true; result: CsvCheckResult; milliseconds: number }
	| { id: number; ok: false; error: string };

const scope = self as unknown as {
	postMessage(message: CsvCheckReply): void;
	onmessage: ((event: MessageEvent<CsvCheckRequest>) => void) | null;
};

scope.onmessage = (event) => {
	const { id, text, template, privateChannel } = event.data;
	const started = performance.now();
	try {
		const result = checkImportCsv(text, template, { privateChannel });
		scope.postMessage({ id, ok: true, result, milliseconds: performance.now() - started });
	} catch (error) {
		scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
	}
};
