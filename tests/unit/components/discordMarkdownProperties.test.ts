// The Discord markdown reader on generated hostile text (fixed seeds): it never throws, nests no deeper
// than its cap, drops only mark characters, and on short lines reads exactly as simple-markdown's
// regex rules do (the reference below, which backtracks and is only safe on short text).
import { describe, expect, test } from "vitest";
import { type Inline, parseInline, parseMessage, plainText } from "../../../src/components/DiscordMarkdown";
import { chance } from "../../fuzz/generators/random";

/** simple-markdown's inline rules as regexes, the way the site read them before: the reference. */
function reference(source: string): Inline[] {
	// simple-markdown's own inlineCode content rule (INLINE_CODE_ESCAPE_BACKTICKS_R).
	const codeText = (inner: string) => inner.replace(/^ (?= *`)|(` *) $/g, "$1");
	const wrap = (type: "bold" | "italic" | "underline" | "strike" | "spoiler", inner: string): Inline => ({
		type,
		children: reference(inner),
	});
	const rules: [RegExp, (found: RegExpExecArray) => Inline][] = [
		[/^\\([^0-9A-Za-z\s])/, (found) => ({ type: "text", text: found[1] ?? "" })],
		[/^(`+)([\s\S]*?[^`])\1(?!`)/, (found) => ({ type: "code", text: codeText(found[2] ?? "") })],
		[/^<@!?(\d+)>/, (found) => ({ type: "mention", id: found[1] ?? "" })],
		[/^<a?:(\w+):\d+>/, (found) => ({ type: "emoji", name: found[1] ?? "" })],
		[/^\|\|([\s\S]+?)\|\|/, (found) => wrap("spoiler", found[1] ?? "")],
		[/^\*\*([\s\S]+?)\*\*(?!\*)/, (found) => wrap("bold", found[1] ?? "")],
		[/^__([\s\S]+?)__(?!_)/, (found) => wrap("underline", found[1] ?? "")],
		[/^~~([\s\S]+?)~~/, (found) => wrap("strike", found[1] ?? "")],
		[/^_((?:__|\\[\s\S]|[^\\_])+?)_(?![\p{L}\p{N}])/u, (found) => wrap("italic", found[1] ?? "")],
		[
			/^\*(?=\S)((?:\*\*|\\[\s\S]|\s+(?:\\[\s\S]|[^\s*\\]|\*\*)|[^\s*\\])+?)\*(?!\*)/,
			(found) => wrap("italic", found[1] ?? ""),
		],
	];
	const pieces: Inline[] = [];
	const push = (text: string) => {
		const last = pieces[pieces.length - 1];
		if (last?.type === "text") last.text += text;
		else pieces.push({ type: "text", text });
	};
	let rest = source;
	outer: while (rest.length > 0) {
		if (/[\\`<|*_~]/.test(rest.charAt(0))) {
			for (const [pattern, make] of rules) {
				const found = pattern.exec(rest);
				if (!found) continue;
				const piece = make(found);
				if (piece.type === "text") push(piece.text);
				else pieces.push(piece);
				rest = rest.slice(found[0].length);
				continue outer;
			}
		}
		const next = rest.slice(1).search(/[\\`<|*_~]/);
		const end = next === -1 ? rest.length : next + 1;
		push(rest.slice(0, end));
		rest = rest.slice(end);
	}
	return pieces;
}

const MARKS = ["*", "_", "`", "~", "|", "\\"];
const WORDS = ["a", "b", "é", "字", "ß", "7", " ", "  ", "\t", "🎲", "Ж", "ا"];
const names = (id: string) => id;

function depth(pieces: readonly Inline[]): number {
	let most = 0;
	for (const piece of pieces) if ("children" in piece) most = Math.max(most, 1 + depth(piece.children));
	return most;
}

/** True when `shown` is `source` with only characters of `droppable` taken out. */
function dropsOnly(source: string, shown: string, droppable: string): boolean {
	let at = 0;
	for (const char of source) {
		if (shown.startsWith(char, at)) at += char.length;
		else if (!droppable.includes(char)) return false;
	}
	return at === shown.length;
}

function shortLine(random: ReturnType<typeof chance>): string {
	const parts: string[] = [];
	const length = random.int(1, 20);
	while (parts.join("").length < length) {
		const kind = random.int(0, 9);
		if (kind < 5) parts.push(random.pick(MARKS).repeat(random.int(1, 3)));
		else if (kind < 9) parts.push(random.pick(WORDS));
		else parts.push(random.pick(["<@12>", "<@!3>", "<:d:4>", "<@", "<:x:", ">"]));
	}
	return parts.join("").slice(0, 20);
}

/** Long shapes: runs of every mark, nesting, unclosed spans, mixed scripts. */
function hostileLine(random: ReturnType<typeof chance>): string {
	const size = random.pick([1, 2, 3, 50, 999, 2000, 4000, 10000]);
	const mark = random.pick(MARKS);
	const word = random.pick(WORDS);
	switch (random.int(0, 6)) {
		case 0:
			return mark.repeat(size);
		case 1:
			return `${mark}${word}`.repeat(Math.ceil(size / 2)).slice(0, size);
		case 2: {
			const opens = Array.from({ length: Math.min(size, 500) }, () => random.pick(["**", "__", "~~", "||", "*", "_"]));
			return `${opens.join("")}${word}${[...opens].reverse().join("")}`;
		}
		case 3:
			return `${"`".repeat(random.int(1, 40))}${word.repeat(size)}`;
		case 4:
			return Array.from({ length: size }, () => random.pick([...MARKS, ...WORDS])).join("");
		case 5:
			return `${"<@".repeat(size / 2)}${"1".repeat(size)}`;
		default:
			return Array.from({ length: Math.ceil(size / 3) }, () => `${"`".repeat(random.int(1, 5))}${word}`).join("");
	}
}

describe("the Discord markdown reader on generated text", () => {
	test("short lines read exactly as simple-markdown's regex rules (20,000 lines, seed 56)", () => {
		const random = chance(56);
		for (let count = 0; count < 20_000; count += 1) {
			const line = shortLine(random);
			expect(parseInline(line), JSON.stringify(line)).toEqual(reference(line));
		}
	});

	test("hostile lines never throw, nest within the cap and drop only marks (400 lines, seed 4000)", () => {
		const random = chance(4000);
		for (let count = 0; count < 400; count += 1) {
			const line = hostileLine(random);
			const label = `${JSON.stringify(line.slice(0, 40))}… (${line.length})`;
			const pieces = parseInline(line);
			expect(depth(pieces), label).toBeLessThanOrEqual(12);
			const shown = plainText(pieces, names);
			if (!line.includes("<")) expect(dropsOnly(line, shown, "*_~|`\\ "), label).toBe(true);
			expect(() => parseMessage(`> ${line}\n-# ${line}`)).not.toThrow();
		}
	});

	test("text without marks is shown whole, and escaped marks are shown as written", () => {
		const random = chance(7);
		for (let count = 0; count < 500; count += 1) {
			const words = Array.from({ length: random.int(1, 300) }, () => random.pick(WORDS)).join("");
			expect(plainText(parseInline(words), names)).toBe(words);
			const marks = Array.from({ length: random.int(1, 300) }, () => random.pick([...MARKS, ...WORDS])).join("");
			const escaped = [...marks].map((char) => (MARKS.includes(char) ? `\\${char}` : char)).join("");
			expect(plainText(parseInline(escaped), names)).toBe(marks);
		}
	});

	test("10,000 stars or underscores nest no deeper than the cap and keep their text", () => {
		for (const mark of ["*", "_", "~", "|"]) {
			const pieces = parseInline(mark.repeat(10_000));
			expect(depth(pieces)).toBeLessThanOrEqual(12);
			expect(plainText(pieces, names).length).toBeGreaterThan(0);
		}
		// The deepest level shows its marks as text: the run is not lost.
		// Twelve bold levels take four stars each; the rest is text.
		const shown = plainText(parseInline("*".repeat(10_000)), names);
		expect(shown.length).toBe(10_000 - 4 * 12);
		expect(shown.replaceAll("*", "")).toBe("");
	});

	test("a run of 2,000 backticks with no closing run is text; one with a closing run is code", () => {
		const ticks = "`".repeat(2000);
		expect(parseInline(ticks)).toEqual([{ type: "text", text: ticks }]);
		expect(parseInline(`${ticks}a${ticks}`)).toEqual([{ type: "code", text: "a" }]);
		expect(parseInline("```a`")).toEqual([{ type: "code", text: "``a" }]);
	});
});
