/**
 * A template file's bytes read as the bot reads them, before its content is
 * checked: the name says JSON, the size is at most 1 MB, the bytes can be read
 * and are UTF-8. No dice and no math here, so the builder reads an imported
 * file in the page and leaves the rest to the checks' worker.
 */
import type { TemplateFileProblem } from "./errorCodes";
import { MAX_TEMPLATE_FILE_BYTES } from "./limits";

export interface TemplateFileLike {
	name: string;
	size: number;
	type?: string;
	arrayBuffer(): Promise<ArrayBuffer | Uint8Array>;
}

export type DecodedTemplateFile =
	| { kind: "fileProblem"; problem: TemplateFileProblem }
	| { kind: "text"; text: string };

function looksLikeJsonFile(name: string, type?: string): boolean {
	return /\.json$/i.test(name) || type === "application/json";
}

function startsWithUtf16Mark(bytes: Uint8Array): boolean {
	return bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}

/** The file's text, before its content is checked: the checks that need no dice. */
export async function decodeTemplateFile(file: TemplateFileLike): Promise<DecodedTemplateFile> {
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
