/**
 * Discord's markdown, the one reader behind every drawing of a message (the
 * command box's replies, the docs' examples, a roll block's result). Per line:
 * a quote (`> `, `>>> ` for the rest), subtext (`-# `) or a heading (`#` to
 * `###`); inline: bold, italics (`*` and `_`), underline, strike, code,
 * spoilers, user mentions and a server's own emoji (`<:name:id>`), with `\`
 * escapes. The rules are simple-markdown's, which Discord's client is built on;
 * each is matched by a forward scan instead of a backtracking regex, so a line
 * is read in time linear in its length (times the nesting depth, which is
 * capped). The result is data: a view writes every piece as a text node.
 *
 * It replaced two readers that disagreed: the roll block's toggled a style at
 * each mark and closed a code span at the next backtick; simple-markdown nests
 * marks and closes a span on a run of the same length, as Discord shows them.
 */

import { type Inline, parseInline } from "./inline";

export type { Inline } from "./inline";
export { parseInline } from "./inline";

type BlockKind = "line" | "quote" | "subtext" | "heading1" | "heading2" | "heading3";

export interface Block {
	kind: BlockKind;
	/** A quoted line can itself be subtext or a heading. */
	quoted: boolean;
	children: Inline[];
}

const LINE_KINDS: readonly [RegExp, BlockKind][] = [
	[/^-# +/, "subtext"],
	[/^### +/, "heading3"],
	[/^## +/, "heading2"],
	[/^# +/, "heading1"],
];

function block(line: string, quoted: boolean): Block {
	for (const [mark, kind] of LINE_KINDS) {
		const found = mark.exec(line);
		if (found) return { kind, quoted, children: parseInline(line.slice(found[0].length)) };
	}
	return { kind: quoted ? "quote" : "line", quoted, children: parseInline(line) };
}

function readMessage(content: string): Block[] {
	const lines = content.trim().split("\n");
	const blocks: Block[] = [];
	let quoteRest = false;
	for (const line of lines) {
		if (quoteRest) {
			blocks.push(block(line, true));
			continue;
		}
		if (line.startsWith(">>> ")) {
			quoteRest = true;
			blocks.push(block(line.slice(4), true));
		} else if (line.startsWith("> ")) blocks.push(block(line.slice(2), true));
		else blocks.push(block(line, false));
	}
	return blocks;
}

/** The last messages read, so that drawing a channel again reads only its new messages. */
const read = new Map<string, Block[]>();
const KEPT = 200;

/** A message's lines, each with its kind; Discord drops the blank space around a message. */
export function parseMessage(content: string): Block[] {
	const kept = read.get(content);
	if (kept) {
		read.delete(content);
		read.set(content, kept);
		return kept;
	}
	const blocks = readMessage(content);
	read.set(content, blocks);
	if (read.size > KEPT) read.delete(read.keys().next().value ?? "");
	return blocks;
}

/** The text a piece shows, mentions as `@name`: what a reader copies, and what tests compare. */
export function plainText(pieces: readonly Inline[], names: (id: string) => string): string {
	return pieces
		.map((piece) => {
			if (piece.type === "text" || piece.type === "code") return piece.text;
			if (piece.type === "mention") return `@${names(piece.id)}`;
			if (piece.type === "emoji") return `:${piece.name}:`;
			return plainText(piece.children, names);
		})
		.join("");
}
