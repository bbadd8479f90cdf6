// The sheet-import check's worker: a 10 MB file is read and checked here, off the page's main thread,
// so that the page keeps answering while thousands of rows are checked. The full result stays here:
// the page gets the counts, then the rows a page at a time, since copying 200,000 checked rows
// back at once would hold its main thread for seconds. The page sends the File itself (a handle,
// not a copy): its bytes are read and decoded here, never on the page's thread.
import type { BotTemplate } from "../botSchema";
import { type CheckedRow, type CsvCheckResult, type CsvEncodingNote, checkImportCsv } from "./check";
import type { CsvFatal } from "./issues";
import { decodeAsBot } from "./read";

export type CsvCheckRequest =
	| { kind: "check"; id: number; text: string; template: BotTemplate; privateChannel: boolean }
	| { kind: "checkFile"; id: number; file: Blob; template: BotTemplate; privateChannel: boolean }
	| { kind: "rows"; id: number; checkId: number; onlyToFix: boolean; start: number; count: number };

/** What the page shows before any row: the file's verdict and its counts. */
export interface CsvCheckSummary {
	fatal: CsvFatal | null;
	/** The encoding the decoded text betrays (UTF-16, a Windows code page), said beside a fatal problem. */
	encoding: CsvEncodingNote | null;
	fields: string[];
	total: number;
	registered: number;
	/** Rows with at least one warning. */
	warned: number;
	/** Rows not registered, or with a warning. */
	toFix: number;
}

export type CsvCheckReply =
	| { id: number; ok: true; kind: "check"; checkId: number; summary: CsvCheckSummary; milliseconds: number }
	| { id: number; ok: true; kind: "rows"; rows: CheckedRow[]; total: number }
	| { id: number; ok: false; error: string; unreadable?: true };

export function needsWork(row: CheckedRow): boolean {
	return !row.registered || row.warnings.length > 0;
}

export function summarize(result: CsvCheckResult): CsvCheckSummary {
	let registered = 0;
	let warned = 0;
	let toFix = 0;
	for (const row of result.rows) {
		if (row.registered) registered += 1;
		if (row.warnings.length > 0) warned += 1;
		if (needsWork(row)) toFix += 1;
	}
	return {
		fatal: result.fatal,
		encoding: result.encoding,
		fields: [...result.fields],
		total: result.rows.length,
		registered,
		warned,
		toFix,
	};
}

/** The worker's memory: the last file checked, and its rows to fix once asked for. */
export interface CheckMemory {
	checkId: number;
	result: CsvCheckResult;
	toFix?: CheckedRow[];
}

/** Answers one request, reading a sent file first (decoded as the bot decodes it, `decodeAsBot`). */
export async function answerCsvMessage(
	request: CsvCheckRequest,
	memory: { current?: CheckMemory },
	now: () => number = () => performance.now(),
): Promise<CsvCheckReply> {
	if (request.kind !== "checkFile") return answerCsvRequest(request, memory, now);
	const { file, ...rest } = request;
	let text: string;
	try {
		// The bot's reading (UTF-8 whatever the file says): Blob.text() would honour a UTF-16 byte order mark.
		text = decodeAsBot(await file.arrayBuffer());
	} catch (error) {
		return {
			id: request.id,
			ok: false,
			unreadable: true,
			error: error instanceof Error ? error.message : String(error),
		};
	}
	return answerCsvRequest({ ...rest, kind: "check", text }, memory, now);
}

/** Answers one request whose text is at hand; `memory` holds the last result between calls. */
export function answerCsvRequest(
	request: Exclude<CsvCheckRequest, { kind: "checkFile" }>,
	memory: { current?: CheckMemory },
	now: () => number = () => performance.now(),
): CsvCheckReply {
	if (request.kind === "check") {
		const started = now();
		const result = checkImportCsv(request.text, request.template, { privateChannel: request.privateChannel });
		memory.current = { checkId: request.id, result };
		return {
			id: request.id,
			ok: true,
			kind: "check",
			checkId: request.id,
			summary: summarize(result),
			milliseconds: now() - started,
		};
	}
	const held = memory.current;
	if (!held || held.checkId !== request.checkId)
		return { id: request.id, ok: false, error: "This check was replaced by a newer one." };
	let rows = held.result.rows;
	if (request.onlyToFix) {
		held.toFix ??= rows.filter(needsWork);
		rows = held.toFix;
	}
	const start = Math.max(0, request.start);
	return {
		id: request.id,
		ok: true,
		kind: "rows",
		rows: rows.slice(start, start + Math.max(0, request.count)),
		total: rows.length,
	};
}

// Only inside a worker: a unit test imports the functions above in Node.
const workerScope = (globalThis as { WorkerGlobalScope?: abstract new () => unknown }).WorkerGlobalScope;
if (workerScope !== undefined && globalThis instanceof workerScope) {
	const scope = self as unknown as {
		postMessage(message: CsvCheckReply): void;
		onmessage: ((event: MessageEvent<CsvCheckRequest>) => void) | null;
	};
	const memory: { current?: CheckMemory } = {};
	scope.onmessage = (event) => {
		answerCsvMessage(event.data, memory).then(
			(reply) => scope.postMessage(reply),
			(error: unknown) =>
				scope.postMessage({
					id: event.data.id,
					ok: false,
					error: error instanceof Error ? error.message : String(error),
				}),
		);
	};
}
