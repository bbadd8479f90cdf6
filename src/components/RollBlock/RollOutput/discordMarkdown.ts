/**
 * The few Discord markdown marks the bot's result text uses, cut into styled
 * pieces so that React can show them as text nodes: `**bold**`, `__underline__`,
 * `*italic*`, `` `code` `` and the escaped star `\*`. Nothing is parsed as HTML.
 */
export interface MarkdownPiece {
	text: string;
	bold: boolean;
	underline: boolean;
	italic: boolean;
	code: boolean;
}

/** A code span drops one space at each end when it has one at both (CommonMark, as Discord shows it). */
function codeText(inner: string): string {
	return inner.length > 1 && inner.startsWith(" ") && inner.endsWith(" ") && inner.trim().length > 0
		? inner.slice(1, -1)
		: inner;
}

export function splitMarkdown(line: string): MarkdownPiece[] {
	const pieces: MarkdownPiece[] = [];
	const style = { bold: false, underline: false, italic: false };
	let text = "";
	const flush = () => {
		if (text.length > 0) pieces.push({ text, ...style, code: false });
		text = "";
	};
	let index = 0;
	while (index < line.length) {
		const rest = line.slice(index);
		if (rest.startsWith("\\*")) {
			text += "*";
			index += 2;
		} else if (rest.startsWith("`")) {
			const end = line.indexOf("`", index + 1);
			if (end === -1) {
				text += "`";
				index += 1;
				continue;
			}
			flush();
			pieces.push({ text: codeText(line.slice(index + 1, end)), ...style, code: true });
			index = end + 1;
		} else if (rest.startsWith("**")) {
			flush();
			style.bold = !style.bold;
			index += 2;
		} else if (rest.startsWith("__")) {
			flush();
			style.underline = !style.underline;
			index += 2;
		} else if (rest.startsWith("*")) {
			flush();
			style.italic = !style.italic;
			index += 1;
		} else {
			text += line[index];
			index += 1;
		}
	}
	flush();
	return pieces;
}
