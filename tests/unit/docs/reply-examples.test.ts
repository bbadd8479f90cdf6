/**
 * Every reply of the bot a page shows comes from the model of the bot: written as
 * `<BotReply roll="…" dice="…" />`, worked out at build time by
 * src/mdx/remarkBotReplies.ts. A reply typed by hand (the bot's arrow `⟶` after
 * a roll, or a line opening with the bot's verdict) is listed, in both
 * languages, and fails; so does an example the model cannot roll.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type ReplyExample, replyExample } from "../../../src/mdx/remarkBotReplies";

const root = path.resolve(import.meta.dirname, "../../..");
const trees = {
	fr: ["docs", "src/pages"],
	en: ["i18n/en/docusaurus-plugin-content-docs/current", "i18n/en/docusaurus-plugin-content-pages"],
} as const;

function mdxFiles(folder: string): string[] {
	let entries: import("node:fs").Dirent[];
	try {
		entries = readdirSync(path.join(root, folder), { withFileTypes: true });
	} catch {
		return [];
	}
	return entries.flatMap((entry) => {
		const relative = path.join(folder, entry.name);
		if (entry.isDirectory()) return mdxFiles(relative);
		return /\.mdx?$/.test(entry.name) ? [relative] : [];
	});
}

const ELEMENT = /<BotReply\s((?:"[^"]*"|[^"/>])*)\/>/g;
const ATTRIBUTE = /(\w+)="([^"]*)"/g;
/** What only a reply holds: a roll, the bot's arrow, then its detail; or a line opening on the bot's verdict. */
const HAND_WRITTEN = [
	/\S+ ⟶ \S/,
	/^\s*(?:\*\*)?(?:◈ |※ )?(?:Succès|Échec|Success|Failure)(?: critique| critical)?(?:\*\*)? — /im,
];

interface Found {
	file: string;
	line: number;
	text: string;
}

function handWritten(file: string, text: string): Found[] {
	const withoutExamples = text.replace(ELEMENT, (element) => element.replace(/[^\n]/g, " "));
	const found: Found[] = [];
	withoutExamples.split("\n").forEach((line, index) => {
		if (HAND_WRITTEN.some((pattern) => pattern.test(line))) found.push({ file, line: index + 1, text: line.trim() });
	});
	return found;
}

function examples(text: string): { line: number; example: ReplyExample }[] {
	return [...text.matchAll(ELEMENT)].map((match) => {
		const [, inside = ""] = match;
		const attributes = Object.fromEntries([...inside.matchAll(ATTRIBUTE)].map((pair) => [pair[1], pair[2]]));
		const line = text.slice(0, match.index).split("\n").length;
		return { line, example: attributes as unknown as ReplyExample };
	});
}

type Locale = keyof typeof trees;
const locales = Object.keys(trees) as Locale[];
const filesOf = (locale: Locale) =>
	trees[locale].flatMap(mdxFiles).map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
/** The examples each language's build shows: a page's own, and those of any file marked for that language. */
function examplesIn(locale: Locale) {
	return locales.flatMap((tree) =>
		filesOf(tree).flatMap(({ file, text }) =>
			examples(text)
				.filter(({ example }) => (example.locale ?? tree) === locale)
				.map((found) => ({ file, ...found })),
		),
	);
}

describe.each(locales)("reply examples in %s", (locale) => {
	const files = filesOf(locale);

	it("no page shows a reply typed by hand", () => {
		expect(files.length).toBeGreaterThan(30);
		const found = files.flatMap(({ file, text }) => handWritten(file, text));
		expect(found.map((hit) => `${hit.file}:${hit.line} ${hit.text}`)).toEqual([]);
	});

	it("the model rolls every example, and each one shows the faces it names", () => {
		const all = examplesIn(locale);
		expect(all.length).toBeGreaterThanOrEqual(24);
		for (const { file, line, example } of all) {
			const post = (() => {
				try {
					return replyExample(example, locale);
				} catch (error) {
					throw new Error(`${file}:${line}: ${(error as Error).message}`);
				}
			})();
			expect(post.content, `${file}:${line}`).toMatch(/^\*\*__.+__\*\* \(\*<@\d+>\*\)|^\*<@\d+>\*/);
			const firstFace = example.dice.trim().split(/[\s,]+/)[0];
			expect(post.content, `${file}:${line}`).toContain(firstFace);
		}
	});
});

describe("both languages", () => {
	it("show as many reply examples", () => {
		expect(examplesIn("fr").length).toBe(examplesIn("en").length);
	});
});
