// The site's Discord markdown reader (src/components/DiscordMarkdown) against discord-markdown-parser,
// the library the bot's own dashboard reads messages with (simple-markdown's rules with Discord's own),
// over every message text the bot posted in the repository's corpora (tests/fixtures). Both readings
// are flattened to runs of text, each with the marks it is drawn with, and compared run for run.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { parse } from "discord-markdown-parser";
import { expect, test } from "vitest";
import { type Block, type Inline, parseMessage } from "../../../src/components/DiscordMarkdown";

type Run = { marks: string; text: string };

/** Each character with its marks, sorted, neighbours with the same marks joined. */
function push(runs: Run[], marks: readonly string[], text: string): void {
	if (text.length === 0) return;
	const key = [...marks].sort().join("+");
	const last = runs[runs.length - 1];
	if (last && last.marks === key) last.text += text;
	else runs.push({ marks: key, text });
}

const OURS: Record<Extract<Inline, { children: Inline[] }>["type"], string> = {
	bold: "bold",
	italic: "italic",
	underline: "underline",
	strike: "strike",
	spoiler: "spoiler",
};

function oursInline(runs: Run[], pieces: readonly Inline[], marks: readonly string[]): void {
	for (const piece of pieces) {
		if (piece.type === "text") push(runs, marks, piece.text);
		else if (piece.type === "code") push(runs, [...marks, "code"], piece.text);
		else if (piece.type === "mention") push(runs, [...marks, "mention"], `@${piece.id}`);
		else if (piece.type === "emoji") push(runs, [...marks, "emoji"], `:${piece.name}:`);
		else oursInline(runs, piece.children, [...marks, OURS[piece.type]]);
	}
}

function ours(text: string): Run[] {
	const runs: Run[] = [];
	parseMessage(text).forEach((block: Block, index) => {
		if (index > 0) push(runs, [], "\n");
		const marks = [block.quoted ? "quote" : "", block.kind.startsWith("heading") ? block.kind : ""];
		if (block.kind === "subtext") marks.push("subtext");
		oursInline(
			runs,
			block.children,
			marks.filter((mark) => mark !== ""),
		);
	});
	return runs;
}

type Node = { type: string; content?: string | Node[]; level?: number; id?: string; name?: string; target?: string };

const THEIRS: Record<string, string> = {
	strong: "bold",
	em: "italic",
	underline: "underline",
	strikethrough: "strike",
	spoiler: "spoiler",
	blockQuote: "quote",
	subtext: "subtext",
};

function theirsNodes(runs: Run[], nodes: readonly Node[], marks: readonly string[]): void {
	for (const node of nodes) {
		const { type, content } = node;
		if (type === "br" || type === "newline") push(runs, [], "\n");
		else if (type === "inlineCode") push(runs, [...marks, "code"], String(content));
		else if (type === "user") push(runs, [...marks, "mention"], `@${node.id}`);
		else if (type === "emoji") push(runs, [...marks, "emoji"], `:${node.name}:`);
		else if (type === "twemoji") push(runs, marks, node.name ?? "");
		else if (type === "heading") {
			theirsNodes(runs, content as Node[], [...marks, `heading${node.level}`]);
			// A heading is a block: it ends its line, which the site's reader keeps as a line break.
			push(runs, [], "\n");
		} else if (typeof content === "string") push(runs, marks, content);
		else if (Array.isArray(content)) theirsNodes(runs, content, THEIRS[type] ? [...marks, THEIRS[type]] : marks);
	}
}

function theirs(text: string): Run[] {
	const runs: Run[] = [];
	// Discord drops the blank space around a message before it reads it, as the site's reader does.
	theirsNodes(runs, parse(text.trim(), "normal") as Node[], []);
	while (runs.length > 0 && runs[runs.length - 1]?.marks === "" && /^\n+$/.test(runs[runs.length - 1]?.text ?? ""))
		runs.pop();
	return runs;
}

/** Every message text the bot posted in the corpora: roll replies, command posts, embed texts, the oracle's plays. */
function corpusTexts(): string[] {
	const texts = new Set<string>();
	const take = (value: unknown, key?: string): void => {
		if (typeof value === "string") {
			if (key && ["text", "content", "description", "value"].includes(key) && value.trim() !== "") texts.add(value);
		} else if (Array.isArray(value)) for (const item of value) take(item, key);
		else if (value && typeof value === "object") for (const [name, item] of Object.entries(value)) take(item, name);
	};
	for (const file of [
		"bot-posts.json",
		"bot-result-text.json",
		"bot-command-posts.json",
		"bot-calc-posts.json",
		"bot-message-posts.json",
		"bot-display-posts.json",
	])
		take(JSON.parse(readFileSync(`tests/fixtures/${file}`, "utf8")));
	const plays = JSON.parse(gunzipSync(readFileSync("tests/fixtures/bot-oracle/plays.json.gz")).toString("utf8"));
	take(plays);
	return [...texts];
}

/**
 * What the site's reader leaves out, each a rule of the library and of Discord: an address in angle
 * brackets (`<https://…>`, the bot's links to a log) is a link shown without them, and a fenced block
 * (```) is a code block. The drawings show both as the bot's text; any other difference fails.
 */
const LEFT_OUT: readonly [string, (text: string) => boolean][] = [
	["autolink", (text) => /<https?:\/\/[^\s>]+>/.test(text)],
	["fenced code block", (text) => text.includes("```")],
];

test("the reader reads the bot's messages as discord-markdown-parser does, but for the rules it leaves out", () => {
	const texts = corpusTexts();
	// simple-markdown turns a tab into four spaces before reading (its `preprocess`): layout, not a rule.
	const differing = texts.filter(
		(text) => JSON.stringify(ours(text.replace(/\t/g, "    "))) !== JSON.stringify(theirs(text)),
	);
	const byCause = LEFT_OUT.map(([cause, holds]) => `${cause} ${differing.filter(holds).length}`);
	console.log(
		`agreeing ${texts.length - differing.length} / ${texts.length}; differing by cause: ${byCause.join(", ")}`,
	);
	const unexplained = differing.filter((text) => !LEFT_OUT.some(([, holds]) => holds(text)));
	expect(texts.length).toBeGreaterThan(15_000);
	expect(unexplained.map((text) => ({ text, ours: ours(text), theirs: theirs(text) }))).toEqual([]);
}, 60_000);

test("a code span keeps its spaces, as simple-markdown's inlineCode rule does", () => {
	for (const text of ["` [17] `", "`` `a` ``", "`  a`", "`a `"]) expect(ours(text)).toEqual(theirs(text));
	expect(ours("= ` [17] `")).toEqual([
		{ marks: "", text: "= " },
		{ marks: "code", text: " [17] " },
	]);
});
