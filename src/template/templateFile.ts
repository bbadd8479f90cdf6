/**
 * Reading a template file, for the form's JSON import and the validator
 * command: the name says JSON, the size is at most 1 MB, the bytes can be read
 * and are UTF-8 (one rule for both: the bot reads the file as UTF-8, so a
 * UTF-16 file is refused, and a UTF-8 byte order mark, as some Windows editors
 * write, is skipped), the text is not empty and is JSON, and then the template
 * is checked. Its first stage, the bytes decoded, is `decodeTemplateFile.ts`
 * (no dice, so the page can run it); the way back, a form written as the
 * file's JSON, is `toBotTemplateJson` in `convert.ts`.
 */

import { decodeTemplateFile, type TemplateFileLike } from "./decodeTemplateFile";
import type { TemplateFileProblem } from "./errorCodes";
import { type TemplateVerdict, validateTemplateJson } from "./validate";

export type { TemplateFileLike } from "./decodeTemplateFile";

export type TemplateFileResult =
	| { kind: "fileProblem"; problem: TemplateFileProblem }
	| { kind: "verdict"; verdict: TemplateVerdict };

export async function readTemplateFile(file: TemplateFileLike): Promise<TemplateFileResult> {
	const read = await decodeTemplateFile(file);
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
