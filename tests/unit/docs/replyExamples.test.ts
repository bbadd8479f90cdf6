// Every reply of the bot shown in the docs (a ```text block holding `⟶`, both
// languages) is printed again by the bot model: its input is found next to it
// (the `:::roll[...]` title, the roll block, or the command typed just before),
// its dice are read from the reply itself, and the model's text for those dice,
// with Discord's markdown and the mention line left out, must be the page's text.
// A hand-written reply that differs from what the bot prints fails here.
// A reply whose input is a sheet's roll says so in a comment before it:
// {/* bot-reply: roll="1d20+3>=12" header="Force" */}.
import "regexp.escape/auto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { botMessage } from "../../../src/dice/bot";
import { rollExpression } from "../../../src/dice/engine";

const ROOTS = ["docs", "i18n/en/docusaurus-plugin-content-docs/current"];

function mdxFiles(directory: string): string[] {
	return readdirSync(directory).flatMap((entry) => {
		const full = path.join(directory, entry);
		if (statSync(full).isDirectory()) return mdxFiles(full);
		return full.endsWith(".mdx") ? [full] : [];
	});
}

interface Reply {
	file: string;
	line: number;
	text: string;
	input?: string;
	header?: string;
}

const FENCE = /^```text\n([\s\S]*?)\n```$/gm;
const ROLL_TITLE = /^:::roll\[`([^`]+)`/;
const ROLL_BLOCK = /<RollBlock notation="([^"]+)"/;
const COMMAND = /^\/(?:roll|r) (?:dé|dice):(.+)$/;
const ANNOTATION = /\{\/\* bot-reply: roll="([^"]+)"(?: header="([^"]+)")? \*\/\}\s*$/;

/** The input of the reply at `offset`: an annotation, the admonition's title, its roll block, or the command just before. */
function inputOf(text: string, offset: number, end: number): Pick<Reply, "input" | "header"> {
	const before = text.slice(0, offset);
	const annotated = ANNOTATION.exec(before);
	if (annotated) return { input: annotated[1], header: annotated[2] };
	// The admonition that holds the reply, if any: from its opening `:::` to its closing one.
	const opening = before.lastIndexOf("\n:::");
	const closing = before.lastIndexOf("\n:::\n");
	if (opening >= 0 && opening !== closing) {
		const title = ROLL_TITLE.exec(before.slice(opening + 1));
		if (title) return { input: title[1] };
		const rest = text.slice(end);
		const block = ROLL_BLOCK.exec(text.slice(opening, end + rest.indexOf("\n:::")));
		if (block) return { input: block[1] };
	}
	// A roll block right after the reply.
	const after = ROLL_BLOCK.exec(text.slice(end, end + 200));
	if (after && text.slice(end, end + (after.index ?? 0)).trim().length === 0) return { input: after[1] };
	// A raw formula or a /roll command in the code block just before.
	const previous = [...before.matchAll(FENCE)].pop();
	if (previous && before.slice((previous.index ?? 0) + previous[0].length).trim().length < 200) {
		const typed = previous[1].trim();
		const command = COMMAND.exec(typed);
		if (command) return { input: command[1] };
		if (!typed.startsWith("/") && !typed.includes("⟶")) return { input: typed };
	}
	return {};
}

const replies: Reply[] = ROOTS.flatMap((root) =>
	mdxFiles(root).flatMap((file) => {
		const text = readFileSync(file, "utf8");
		return [...text.matchAll(FENCE)]
			.filter((match) => match[1].includes("⟶"))
			.map((match) => {
				const offset = match.index ?? 0;
				const line = text.slice(0, offset).split("\n").length;
				return { file, line, text: match[1], ...inputOf(text, offset, offset + match[0].length) };
			});
	}),
);

/** The faces a reply shows, in the order they were drawn: the first brackets after each arrow of a rolled line. */
function facesOf(reply: string, shared: boolean): number[] {
	const arrows = reply.split("\n").filter((line) => line.includes("⟶"));
	const rolled = arrows.filter((line) => !line.trimStart().startsWith("◈"));
	// A hidden first roll (`(1d100);&<=65`) shows only formula lines: the first gives its face.
	const lines = rolled.length > 0 ? rolled : arrows.slice(0, 1);
	const faces: number[] = [];
	for (const line of shared ? lines.slice(0, 1) : lines) {
		const detail = /⟶ \[([^\]]*)\]/.exec(line);
		if (!detail) continue;
		for (const face of detail[1].split(",")) faces.push(Number.parseInt(face.replace(/[!d*×]/g, "").trim(), 10));
	}
	return faces;
}

/** Gives the faces in order, then again (a hidden shared roll draws its first part twice). */
function fixed(values: readonly number[]) {
	let at = 0;
	return {
		next() {
			const face = values[at % values.length];
			at += 1;
			return face - 1;
		},
	};
}

/**
 * The model does not rebuild a shared roll's segment labels (`&*2[critique]`
 * printed `◈ critique — …`; see `bot/reply.ts`): they are taken off the page's
 * line before comparing, and only where the input names one.
 */
function withoutSegmentLabels(text: string, input: string): string {
	const labels = [...input.matchAll(/;[^;]*\[([^\]]+)\]/g)].map((match) => match[1]);
	return labels.reduce((shown, label) => shown.replaceAll(`◈ ${label} — `, "◈ "), text);
}

/** The bot's Discord text as a page shows it: no markdown, no mention line (a lone threshold in brackets). */
function asShown(message: string): string {
	const lines = message
		.split("\n")
		.map((line) =>
			line
				.replaceAll("**", "")
				.replaceAll("__", "")
				.replaceAll("`", "")
				.replaceAll("\\*", "*")
				.replace(/(^|\s)\*([^*]+)\*(?=\s|$)/g, "$1$2")
				.replace(/\s+/g, " ")
				.trim(),
		)
		.filter((line) => line.length > 0);
	if (lines.length > 0 && /^\(.*\)$/.test(lines[0])) lines.shift();
	return lines.join("\n");
}

test("the docs show the bot's replies in both languages, and each has its input next to it", () => {
	for (const root of ROOTS)
		expect(replies.filter((reply) => reply.file.startsWith(root)).length).toBeGreaterThanOrEqual(15);
	const orphans = replies.filter((reply) => reply.input === undefined).map((reply) => `${reply.file}:${reply.line}`);
	expect(orphans).toEqual([]);
});

describe.each(replies.filter((reply) => reply.input !== undefined))("$file:$line", (reply) => {
	test(`${reply.input} prints what the page shows`, () => {
		const input = reply.input as string;
		const locale = reply.file.startsWith("docs") ? "fr" : "en";
		const faces = facesOf(reply.text, input.includes(";"));
		expect(faces.length, "the reply shows its dice").toBeGreaterThan(0);
		const rolled = rollExpression(input, { random: fixed(faces) });
		if (!rolled.ok) throw new Error(`${input}: ${rolled.error.code}`);
		const message = botMessage(rolled.result, { header: reply.header }, locale);
		const expected = asShown(message.text);
		if (process.env.UPDATE_REPLIES === "1" && withoutSegmentLabels(reply.text.trim(), input) !== expected) {
			// A maintainer's rewrite of the page with the model's text: `UPDATE_REPLIES=1 npx vitest run THIS_FILE`.
			const page = readFileSync(reply.file, "utf8");
			writeFileSync(reply.file, page.replace(`\`\`\`text\n${reply.text}\n\`\`\``, `\`\`\`text\n${expected}\n\`\`\``));
			return;
		}
		expect(withoutSegmentLabels(reply.text.trim(), input)).toBe(expected);
	});
});
