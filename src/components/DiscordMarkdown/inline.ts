// The inline rules of the Discord markdown reader (see index.ts): each of simple-markdown's
// regexes as a forward scan, over tables built once per line.

export type Inline =
	| { type: "text"; text: string }
	| { type: "code"; text: string }
	| { type: "mention"; id: string }
	| { type: "emoji"; name: string }
	| { type: "bold" | "italic" | "underline" | "strike" | "spoiler"; children: Inline[] };

type Wrapper = Extract<Inline, { children: Inline[] }>["type"];

/**
 * Marks nested deeper than this are shown as the text they are. No message of
 * the bot nests more than three; the cap keeps a line of 10,000 `*` (2,500
 * bold levels to simple-markdown) from overflowing the stack of the reader or
 * of React.
 */
const MAX_DEPTH = 12;

/** Characters where a mark may start; text runs up to the next one. */
const SPECIAL = new Set(["\\", "`", "<", "|", "*", "_", "~"]);
const ESCAPABLE = /[^0-9A-Za-z\s]/;
const SPACE = /\s/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MENTION = /<@!?(\d+)>/y;
const EMOJI = /<a?:(\w+):\d+>/y;

/**
 * A code span keeps its spaces, but for one space between a backtick of its text and the fence
 * (`` `` `a` `` `` shows `` `a` ``). Source: simple-markdown's `inlineCode` rule
 * (`INLINE_CODE_ESCAPE_BACKTICKS_R`), which Discord's client is built on and which
 * discord-markdown-parser, the reader of the bot's dashboard, uses as it is; CommonMark's rule (one
 * space dropped at each end) is not Discord's. `` ` [17] ` ``, the bot's total, shows its padding.
 */
function codeText(inner: string): string {
	return inner.replace(/^ (?= *`)|(` *) $/g, "$1");
}

function pushText(pieces: Inline[], text: string): void {
	if (text.length === 0) return;
	const last = pieces[pieces.length - 1];
	if (last?.type === "text") last.text += text;
	else pieces.push({ type: "text", text });
}

/** One line's tables, built once: where each run of backticks ends, runs by length, the next mark. */
class Line {
	readonly text: string;
	/** For each backtick, the end (exclusive) of the run it belongs to. */
	private readonly runEnd: Int32Array;
	/** The starts of the runs of each length, in order. */
	private readonly runsOfLength = new Map<number, number[]>();
	/** The run lengths that occur, longest first. */
	private readonly lengths: number[];
	/** For each index, the first mark character at or after it (the line's length if none). */
	private readonly nextMark: Int32Array;

	constructor(text: string) {
		this.text = text;
		const size = text.length;
		this.runEnd = new Int32Array(size);
		this.nextMark = new Int32Array(size + 1);
		this.nextMark[size] = size;
		let end = -1;
		for (let at = size - 1; at >= 0; at -= 1) {
			const char = text.charAt(at);
			this.nextMark[at] = SPECIAL.has(char) ? at : (this.nextMark[at + 1] ?? size);
			if (char === "`") {
				if (end === -1) end = at + 1;
				this.runEnd[at] = end;
				if (at === 0 || text.charAt(at - 1) !== "`") {
					const starts = this.runsOfLength.get(end - at) ?? [];
					starts.push(at);
					this.runsOfLength.set(end - at, starts);
					end = -1;
				}
			}
		}
		for (const starts of this.runsOfLength.values()) starts.reverse();
		this.lengths = [...this.runsOfLength.keys()].sort((a, b) => b - a);
	}

	/** The first mark at or after `at`, or `limit`. */
	markFrom(at: number, limit: number): number {
		return Math.min(this.nextMark[at] ?? limit, limit);
	}

	endOfRun(at: number): number {
		return this.runEnd[at] ?? at + 1;
	}

	/**
	 * simple-markdown's code span, `` /^(`+)([\s\S]*?[^`])\1(?!`)/ ``, at `at`:
	 * the opening run is the rest of its run of backticks, or shorter when no run of
	 * that length follows; the closing run is the first later run of exactly that
	 * length. Gives the opening length and where the closing run starts.
	 */
	codeSpan(at: number, limit: number): { open: number; close: number } | undefined {
		const end = this.endOfRun(at);
		const most = end - at;
		for (const length of this.lengths) {
			if (length > most) continue;
			const starts = this.runsOfLength.get(length) ?? [];
			let low = 0;
			let high = starts.length;
			while (low < high) {
				const middle = (low + high) >> 1;
				if ((starts[middle] ?? 0) < end) low = middle + 1;
				else high = middle;
			}
			const close = starts[low];
			if (close !== undefined && close + length <= limit) return { open: length, close };
		}
		return undefined;
	}
}

/** A closing pair (`**`, `__`, `~~`, `||`) searched from a start; once it is missing from a start, it is missing after. */
class PairSearch {
	private missingFrom = Number.POSITIVE_INFINITY;

	constructor(
		private readonly line: string,
		private readonly mark: string,
		/** `**` and `__` must not be followed by a third. */
		private readonly notTripled: boolean,
	) {}

	find(from: number, limit: number): number {
		if (from >= this.missingFrom) return -1;
		const { line, mark } = this;
		for (let at = from; at + 2 <= limit; at += 1) {
			if (line.charAt(at) !== mark || line.charAt(at + 1) !== mark) continue;
			if (this.notTripled && at + 2 < limit && line.charAt(at + 2) === mark) continue;
			return at;
		}
		this.missingFrom = from;
		return -1;
	}
}

/**
 * The two italics, scanned token by token as their regexes read the text. The
 * scan from any token boundary ends the same way whoever started it, so each
 * boundary's outcome is kept and no stretch of a line is scanned twice.
 */
class ItalicSearch {
	private readonly known = new Map<number, number>();

	constructor(
		private readonly limit: number,
		private readonly step: (at: number) => number | "close" | "fail",
	) {}

	/** Where the closing mark is, scanning from the boundary `at` (after a first token), or -1. */
	closeFrom(at: number): number {
		const path: number[] = [];
		let result = -1;
		let position = at;
		while (position < this.limit) {
			const seen = this.known.get(position);
			if (seen !== undefined) {
				result = seen;
				break;
			}
			path.push(position);
			const next = this.step(position);
			if (next === "close") {
				result = position;
				break;
			}
			if (next === "fail") break;
			position = next;
		}
		for (const visited of path) this.known.set(visited, result);
		return result;
	}
}

const isSpace = (char: string) => char !== "" && SPACE.test(char);

/**
 * `_` italics, simple-markdown's `/^_((?:__|\\[\s\S]|[^\\_])+?)_(?![\p{L}\p{N}])/u`:
 * the first `_` not followed by a letter or digit closes it; an `_` followed
 * by one ends the attempt.
 */
function underscoreStep(line: string, limit: number): (at: number) => number | "close" | "fail" {
	return (at) => {
		const char = line.charAt(at);
		if (char === "_") {
			if (at + 1 >= limit) return "close";
			const next = line.codePointAt(at + 1) ?? 0;
			return LETTER_OR_DIGIT.test(String.fromCodePoint(next)) ? "fail" : "close";
		}
		if (char === "\\") return at + 1 < limit ? at + 2 : "fail";
		return at + 1;
	};
}

/** One token of `*` italics, simple-markdown's `(?:\*\*|\\[\s\S]|\s+(?:\\[\s\S]|[^\s*\\]|\*\*)|[^\s*\\])`. */
function starToken(line: string, limit: number, at: number): number | "fail" {
	const char = line.charAt(at);
	if (char === "*") return at + 1 < limit && line.charAt(at + 1) === "*" ? at + 2 : "fail";
	if (char === "\\") return at + 1 < limit ? at + 2 : "fail";
	if (!isSpace(char)) return at + 1;
	let after = at;
	while (after < limit && isSpace(line.charAt(after))) after += 1;
	if (after >= limit) return "fail";
	const next = line.charAt(after);
	if (next === "\\") return after + 1 < limit ? after + 2 : "fail";
	if (next === "*") return after + 1 < limit && line.charAt(after + 1) === "*" ? after + 2 : "fail";
	return after + 1;
}

/**
 * `*` italics, `/^\*(?=\S)(TOKEN+?)\*(?!\*)/`: after a first token, the first
 * `*` that no second `*` follows closes it.
 */
function starStep(line: string, limit: number): (at: number) => number | "close" | "fail" {
	return (at) => {
		if (line.charAt(at) === "*" && (at + 1 >= limit || line.charAt(at + 1) !== "*")) return "close";
		return starToken(line, limit, at);
	};
}

/** The inline pieces of `line` between `from` and `limit`, at a nesting depth. */
function parseRange(line: Line, from: number, limit: number, depth: number): Inline[] {
	const text = line.text;
	const pieces: Inline[] = [];
	const pairs = {
		spoiler: new PairSearch(text, "|", false),
		bold: new PairSearch(text, "*", true),
		underline: new PairSearch(text, "_", true),
		strike: new PairSearch(text, "~", false),
	};
	const underscores = new ItalicSearch(limit, underscoreStep(text, limit));
	const stars = new ItalicSearch(limit, starStep(text, limit));

	const wrap = (type: Wrapper, start: number, end: number): Inline => ({
		type,
		children:
			depth + 1 >= MAX_DEPTH
				? [{ type: "text", text: text.slice(start, end) }]
				: parseRange(line, start, end, depth + 1),
	});

	/** The piece a mark at `at` opens, and where it ends; undefined when it opens none. */
	const markAt = (at: number): { piece?: Inline; text?: string; end: number } | undefined => {
		const char = text.charAt(at);
		const second = at + 1 < limit ? text.charAt(at + 1) : "";
		if (char === "\\") return ESCAPABLE.test(second) ? { text: second, end: at + 2 } : undefined;
		if (char === "`") {
			const span = line.codeSpan(at, limit);
			if (!span) return { text: text.slice(at, line.endOfRun(at)), end: line.endOfRun(at) };
			return {
				piece: { type: "code", text: codeText(text.slice(at + span.open, span.close)) },
				end: span.close + span.open,
			};
		}
		if (char === "<") {
			for (const [pattern, make] of [
				[MENTION, (id: string): Inline => ({ type: "mention", id })],
				[EMOJI, (name: string): Inline => ({ type: "emoji", name })],
			] as const) {
				pattern.lastIndex = at;
				const found = pattern.exec(text);
				if (found && found.index + found[0].length <= limit)
					return { piece: make(found[1] ?? ""), end: at + found[0].length };
			}
			return undefined;
		}
		const pair = (type: Wrapper, search: PairSearch): { piece: Inline; end: number } | undefined => {
			if (second !== char) return undefined;
			const close = search.find(at + 3, limit);
			return close === -1 ? undefined : { piece: wrap(type, at + 2, close), end: close + 2 };
		};
		if (char === "|") return pair("spoiler", pairs.spoiler);
		if (char === "~") return pair("strike", pairs.strike);
		if (char === "*") {
			const bold = pair("bold", pairs.bold);
			if (bold) return bold;
			if (second === "" || isSpace(second)) return undefined;
			const first = starToken(text, limit, at + 1);
			if (first === "fail") return undefined;
			const close = stars.closeFrom(first);
			return close === -1 ? undefined : { piece: wrap("italic", at + 1, close), end: close + 1 };
		}
		if (char === "_") {
			const underline = pair("underline", pairs.underline);
			if (underline) return underline;
			// The first token: `__`, an escaped character or any other but `\` and `_`.
			let first: number;
			if (second === "_") first = at + 2 < limit && text.charAt(at + 2) === "_" ? at + 3 : -1;
			else if (second === "\\") first = at + 2 < limit ? at + 3 : -1;
			else first = second === "" ? -1 : at + 2;
			if (first === -1) return undefined;
			const close = underscores.closeFrom(first);
			return close === -1 ? undefined : { piece: wrap("italic", at + 1, close), end: close + 1 };
		}
		return undefined;
	};

	let at = from;
	while (at < limit) {
		const found = SPECIAL.has(text.charAt(at)) ? markAt(at) : undefined;
		if (found) {
			if (found.piece) pieces.push(found.piece);
			else pushText(pieces, found.text ?? "");
			at = found.end;
			continue;
		}
		// A mark that opens nothing is text, and so is everything up to the next possible mark.
		const end = line.markFrom(at + 1, limit);
		pushText(pieces, text.slice(at, end));
		at = end;
	}
	return pieces;
}

/** The inline pieces of one line. */
export function parseInline(source: string): Inline[] {
	return parseRange(new Line(source), 0, source.length, 0);
}
