/**
 * Reading a template file, for the form's JSON import and the validator
 * command: the name says JSON, the size is at most 1 MB, the bytes can be read
 * and are UTF-8 (one rule for both: the bot reads the file as UTF-8, so a
 * UTF-16 file is refused, and a UTF-8 byte order mark, as some Windows editors
 * write, is skipped), the text is not empty and is JSON, and then the template
 * is checked.
 */
import type { TemplateFileProblem } from "./errorCodes";
import { MAX_TEMPLATE_FILE_BYTES } from "./limits";
import { type TemplateVerdict, validateTemplateJson } from "./validate";

export interface TemplateFileLike {
	name: string;
	size: number;
	type?: string;
	arrayBuffer(): Promise<ArrayBuffer | Uint8Array>;
}

export type TemplateFileResult =
	| { kind: "fileProblem"; problem: TemplateFileProblem }
	| { kind: "verdict"; verdict: TemplateVerdict };

export type TemplateFileText = { kind: "fileProblem"; problem: TemplateFileProblem } | { kind: "text"; text: string };

export function looksLikeJsonFile(name: string, type?: string): boolean {
	return /\.json$/i.test(name) || type === "application/json";
}

function startsWithUtf16Mark(bytes: Uint8Array): boolean {
	return bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}

/** The file's text, before its content is checked: the checks that need no dice. */
export async function readTemplateFileText(file: TemplateFileLike): Promise<TemplateFileText> {
	if (!looksLikeJsonFile(file.name, file.type)) return { kind: "fileProblem", problem: "invalidType" };
	if (file.size > MAX_TEMPLATE_FILE_BYTES) return { kind: "fileProblem", problem: "tooLarge" };
	let bytes: Uint8Array;
	try {
		const read = await file.arrayBuffer();
		bytes = read instanceof Uint8Array ? read : new Uint8Array(read);
	} catch {
		return { kind: "fileProblem", problem: "readError" };
	}
	if (startsWithUtf16Mark(bytes)) return { kind: "fileProblem", problem: "notUtf8" };
	// As the bot reads it: UTF-8, a byte that is not UTF-8 read as U+FFFD.
	return { kind: "text", text: new TextDecoder("utf-8").decode(bytes) };
}

export async function readTemplateFile(file: TemplateFileLike): Promise<TemplateFileResult> {
	const read = await readTemplateFileText(file);
	return read.kind === "text" ? parseTemplateText(read.text) : read;
}

const BYTE_ORDER_MARK = "\uFEFF";

/** The text of a template file, checked; an empty or non-JSON text is a file problem told in plain words. */
export function parseTemplateText(text: string): TemplateFileResult {
	const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
	if (body.trim().length === 0) return { kind: "fileProblem", problem: "empty" };
	let parsed: unknown;
	try {
		parsed = JSON.parse(body);
	} catch {
		return { kind: "fileProblem", problem: "notJson" };
	}
	return { kind: "verdict", verdict: validateTemplateJson(parsed) };
}
