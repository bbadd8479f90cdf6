/**
 * Turns Prism's token tree into lines of flat tokens: what Docusaurus' code-block
 * components render, one `<div class="token-line">` per line and one `<span>` per
 * token. The shapes match prism-react-renderer's `normalizeTokens`, which those
 * components were written against (tests/unit/code-highlighting checks the two
 * agree on every code block of the docs).
 */
import type Prism from "prismjs";

/** A run of text within one line, with the token types it sits in, outermost first. */
export interface LineToken {
	types: string[];
	content: string;
	/** Set on the single token of an otherwise empty line. */
	empty?: boolean;
}

const LINE_BREAK = /\r\n|\r|\n/;

/** Adds token types after `types`, unless the last one is already the same (nested tokens of one kind). */
function withTypes(types: string[], added: string | string[]): string[] {
	if (typeof added === "string") return types[types.length - 1] === added ? types : [...types, added];
	return [...types, ...added];
}

/** An empty line still needs a token, or the line would collapse to no height. */
function fillIfEmpty(line: LineToken[]): void {
	const [only] = line;
	if (only === undefined) {
		line.push({ types: ["plain"], content: "\n", empty: true });
	} else if (line.length === 1 && only.content === "") {
		only.content = "\n";
		only.empty = true;
	}
}

/**
 * @param stream what `Prism.tokenize` returned (or the whole code as one string
 *   when the language has no grammar)
 */
export function toTokenLines(stream: Prism.TokenStream): LineToken[][] {
	let line: LineToken[] = [];
	const lines: LineToken[][] = [line];

	const addText = (text: string, types: string[]) => {
		const [first = "", ...rest] = text.split(LINE_BREAK);
		line.push({ types, content: first });
		for (const piece of rest) {
			fillIfEmpty(line);
			line = [];
			lines.push(line);
			line.push({ types, content: piece });
		}
	};

	const walk = (items: Prism.TokenStream, types: string[], topLevel: boolean) => {
		for (const item of Array.isArray(items) ? items : [items]) {
			if (typeof item === "string") {
				// Text between tokens is "plain" at the top, and takes its parent's types inside a token.
				addText(item, topLevel ? ["plain"] : types);
				continue;
			}
			let itemTypes = withTypes(types, item.type);
			if (item.alias) itemTypes = withTypes(itemTypes, item.alias);
			if (typeof item.content === "string") addText(item.content, itemTypes);
			else walk(item.content, itemTypes, false);
		}
	};

	walk(stream, [], true);
	fillIfEmpty(line);
	return lines;
}
