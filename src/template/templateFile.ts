/**
 * Reading a template file, for the form's JSON import and the validator
 * command: the name says JSON, the size is at most 1 MB, the text can be read,
 * and then the template is judged.
 */
import type { TemplateFileProblem } from "./errorCodes";
import { MAX_TEMPLATE_FILE_BYTES } from "./limits";
import { type TemplateVerdict, validateTemplateText } from "./validate";

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
	return { kind: "verdict", verdict: validateTemplateText(text) };
}
