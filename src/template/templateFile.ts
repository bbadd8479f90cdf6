/**
 * Reading a template file, for the form's JSON import and the validator
 * command: the name says JSON, the size is at most 1 MB, the text can be read,
 * is not empty and is JSON (a byte order mark, as some Windows editors write,
 * is skipped), and then the template is judged.
 */
import type { TemplateFileProblem } from "./errorCodes";
import { MAX_TEMPLATE_FILE_BYTES } from "./limits";
import { type TemplateVerdict, validateTemplateJson } from "./validate";

export interface TemplateFileLike {
	name: string;
	size: number;
	type?: string;
	text(): Promise<string>;
}

export type TemplateFileResult =
	| { kind: "fileProblem"; problem: TemplateFileProblem }
	| { kind: "verdict"; verdict: TemplateVerdict };

export function looksLikeJsonFile(name: string, type?: string): boolean {
	return /\.json$/i.test(name) || type === "application/json";
}

export async function readTemplateFile(file: TemplateFileLike): Promise<TemplateFileResult> {
	if (!looksLikeJsonFile(file.name, file.type)) return { kind: "fileProblem", problem: "invalidType" };
	if (file.size > MAX_TEMPLATE_FILE_BYTES) return { kind: "fileProblem", problem: "tooLarge" };
	let text: string;
	try {
		text = await file.text();
	} catch {
		return { kind: "fileProblem", problem: "readError" };
	}
	return parseTemplateText(text);
}

const BYTE_ORDER_MARK = "\uFEFF";

/** The text of a template file, judged; an empty or non-JSON text is a file problem told in plain words. */
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
