import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
	csvLine,
	type IssueDraft,
	issueLink,
	MAX_TITLE_LENGTH,
	MAX_URL_LENGTH,
} from "../../../src/components/ReportProblem/issueUrl";

const issueUrl = (draft: IssueDraft) => issueLink(draft).url;

import { siteFacts } from "../../../src/data/siteFacts";

const draft = (fields: IssueDraft["fields"]): IssueDraft => ({
	repositoryUrl: "https://github.com/Dicelette/dicelette.github.io",
	title: "Dice playground: 1d20",
	facts: [
		{ label: "Page:", value: "https://dicelette.github.io/en/docs/introduction/expression" },
		{ label: "Language:", value: "en" },
		{ label: "Bot release the site describes:", value: "4.7.2" },
	],
	fields,
	prompt: "What is wrong:",
	truncated: "(shortened: {count} more characters)",
});

const read = (url: string) => {
	const parsed = new URL(url);
	return {
		path: parsed.origin + parsed.pathname,
		title: parsed.searchParams.get("title"),
		body: parsed.searchParams.get("body") ?? "",
	};
};

describe("a pre-filled issue's address", () => {
	it("opens a new issue on the repository with the title, the facts and each field quoted in a code block", () => {
		const { path, title, body } = read(issueUrl(draft([{ label: "Expression", value: "1d20+5>=15 # a & b" }])));
		expect(path).toBe("https://github.com/Dicelette/dicelette.github.io/issues/new");
		expect(title).toBe("Dice playground: 1d20");
		expect(body).toBe(
			[
				"- Page: https://dicelette.github.io/en/docs/introduction/expression\n- Language: en\n- Bot release the site describes: 4.7.2",
				"### Expression\n\n```text\n1d20+5>=15 # a & b\n```",
				"What is wrong:",
			].join("\n\n"),
		);
	});

	it("quotes a value holding backticks with a longer fence", () => {
		const { body } = read(issueUrl(draft([{ label: "Shown", value: "a ```b``` c" }])));
		expect(body).toContain("````text\na ```b``` c\n````");
	});

	it("shortens the longest value to fit, and says how much was left out", () => {
		const long = "x".repeat(20_000);
		const url = issueUrl(
			draft([
				{ label: "Template", value: long },
				{ label: "Shown", value: "short" },
			]),
		);
		expect(url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
		const { body } = read(url);
		expect(body).toMatch(/\(shortened: \d+ more characters\)/);
		expect(body).toContain("```text\nshort\n```");
	});
});

describe("a report link over the limit, whatever the script", () => {
	const scripts = { latin: "1d20+", accented: "éàüç", cjk: "骰子投掷", emoji: "🎲" };
	for (const [name, piece] of Object.entries(scripts)) {
		it(`fits ${MAX_URL_LENGTH} characters after encoding with a 5,000-character ${name} expression, and says what it cut`, () => {
			const expression = piece.repeat(Math.ceil(5000 / piece.length)).slice(0, 5000);
			const { url, cuts } = issueLink({
				...draft([
					{ label: "Expression", value: expression },
					{ label: "Sample character", value: `Force=3 ${piece.repeat(50)}` },
					{ label: "Shown", value: `${expression} ⟶ ${piece.repeat(400)}` },
				]),
				title: `Dice playground: ${expression}`,
			});
			expect(url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
			const { title, body } = read(url);
			// The title by rule: its first characters and an ellipsis.
			expect(Array.from(title ?? "")).toHaveLength(MAX_TITLE_LENGTH);
			expect(title?.endsWith("…")).toBe(true);
			expect(cuts.title).toBe(Array.from(`Dice playground: ${expression}`).length - (MAX_TITLE_LENGTH - 1));
			// Each cut value says so in the body, and the link says it before the click.
			expect(cuts.fields.map((field) => field.label)).toContain("Expression");
			for (const field of cuts.fields) expect(body).toContain(`(shortened: ${field.count} more characters)`);
			// A character is never split in two: the body decodes to whole characters.
			expect(body).not.toContain("\uFFFD");
		});
	}

	it("cuts nothing, and says nothing, when the link fits", () => {
		expect(issueLink(draft([{ label: "Expression", value: "1d20" }])).cuts).toEqual({ title: 0, fields: [] });
	});
});

describe("a CSV row written back", () => {
	it("quotes the cells that need it, as the file would", () => {
		expect(csvLine(["a", "b;c", 'say "hi"', "two\nlines"])).toBe('a;"b;c";"say ""hi""";"two\nlines"');
	});
});

describe("the site's repository", () => {
	it("is the one the build config names", () => {
		const config = readFileSync(path.resolve(import.meta.dirname, "../../../docusaurus.config.ts"), "utf8");
		const owner = config.match(/organizationName: "([^"]+)"/)?.[1];
		const name = config.match(/projectName: "([^"]+)"/)?.[1];
		expect(siteFacts.siteRepositoryUrl).toBe(`https://github.com/${owner}/${name}`);
	});
});
