/**
 * Discord's markdown, the subset a message shows: per line, a quote (`> `,
 * `>>> ` for the rest), subtext (`-# `) or a heading (`#` to `###`); inline,
 * bold, italics (`*` and `_`), underline, strike, code, spoilers, user
 * mentions and a server's own emoji (`<:name:id>`), with `\` escapes. The rules follow simple-markdown, which Discord's
 * client is built on. The result is data: a view writes every piece as a text
 * node, so nothing a message holds is read as HTML.
 */

export type Inline =
	| { type: "text"; text: string }
	| { type: "code"; text: string }
	| { type: "mention"; id: string }
	| { type: "emoji"; name: string }
	| { type: "bold" | "italic" | "underline" | "strike" | "spoiler"; children: Inline[] };

type BlockKind = "line" | "quote" | "subtext" | "heading1" | "heading2" | "heading3";

export interface Block {
	kind: BlockKind;
	/** A quoted line can itself be subtext or a heading. */
	quoted: boolean;
	children: Inline[];
}

type Wrapper = Extract<Inline, { children: Inline[] }>["type"];

interface Rule {
	match: RegExp;
	make: (capture: RegExpExecArray) => Inline;
}

/** A code span drops one space at each end when it has one at both (as Discord shows it). */
function codeText(inner: string): string {
	return inner.length > 1 && inner.startsWith(" ") && inner.endsWith(" ") && inner.trim().length > 0
		? inner.slice(1, -1)
		: inner;
}

function wrap(type: Wrapper, inner: string): Inline {
	return { type, children: parseInline(inner) };
}

// Order matters: longer marks before the single ones they start with.
const RULES: readonly Rule[] = [
	{ match: /^\\([^0-9A-Za-z\s])/, make: ([, captured = ""]) => ({ type: "text", text: captured }) },
	{ match: /^(`+)([\s\S]*?[^`])\1(?!`)/, make: ([, , text = ""]) => ({ type: "code", text: codeText(text) }) },
	{ match: /^<@!?(\d+)>/, make: ([, captured = ""]) => ({ type: "mention", id: captured }) },
	{ match: /^<a?:(\w+):\d+>/, make: ([, captured = ""]) => ({ type: "emoji", name: captured }) },
	{ match: /^\|\|([\s\S]+?)\|\|/, make: ([, captured = ""]) => wrap("spoiler", captured) },
	{ match: /^\*\*([\s\S]+?)\*\*(?!\*)/, make: ([, captured = ""]) => wrap("bold", captured) },
	{ match: /^__([\s\S]+?)__(?!_)/, make: ([, captured = ""]) => wrap("underline", captured) },
	{ match: /^~~([\s\S]+?)~~/, make: ([, captured = ""]) => wrap("strike", captured) },
	{
		match: /^_((?:__|\\[\s\S]|[^\\_])+?)_(?![\p{L}\p{N}])/u,
		make: ([, captured = ""]) => wrap("italic", captured),
	},
	{
		match: /^\*(?=\S)((?:\*\*|\\[\s\S]|\s+(?:\\[\s\S]|[^\s*\\]|\*\*)|[^\s*\\])+?)\*(?!\*)/,
		make: ([, captured = ""]) => wrap("italic", captured),
	},
];

/** Characters where a mark may start; text runs up to the next one. */
const SPECIAL = /[\\`<|*_~]/;

function pushText(pieces: Inline[], text: string): void {
	const last = pieces[pieces.length - 1];
	if (last?.type === "text") last.text += text;
	else pieces.push({ type: "text", text });
}

/** The inline pieces of one line. */
export function parseInline(source: string): Inline[] {
	const pieces: Inline[] = [];
	let rest = source;
	while (rest.length > 0) {
		let matched = false;
		if (SPECIAL.test(rest.charAt(0))) {
			for (const rule of RULES) {
				const capture = rule.match.exec(rest);
				if (!capture) continue;
				const piece = rule.make(capture);
				if (piece.type === "text") pushText(pieces, piece.text);
				else pieces.push(piece);
				rest = rest.slice(capture[0].length);
				matched = true;
				break;
			}
		}
		if (matched) continue;
		// A mark that opens nothing is text, and so is everything up to the next possible mark.
		const next = rest.slice(1).search(SPECIAL);
		const end = next === -1 ? rest.length : next + 1;
		pushText(pieces, rest.slice(0, end));
		rest = rest.slice(end);
	}
	return pieces;
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

/** A message's lines, each with its kind; Discord drops the blank space around a message. */
export function parseMessage(content: string): Block[] {
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
