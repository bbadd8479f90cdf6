import { describe, expect, test } from "vitest";
import { parseInline, parseMessage, plainText } from "../../../src/components/DiscordMarkdown";
import { must } from "../../../src/dice";

const names = (id: string) => (id === "1" ? "Lou" : "?");

describe("Discord's markdown", () => {
	test("marks nest and escapes stay text", () => {
		expect(parseInline("**a *b* __c__** \\*d")).toEqual([
			{
				type: "bold",
				children: [
					{ type: "text", text: "a " },
					{ type: "italic", children: [{ type: "text", text: "b" }] },
					{ type: "text", text: " " },
					{ type: "underline", children: [{ type: "text", text: "c" }] },
				],
			},
			{ type: "text", text: " *d" },
		]);
	});

	test("code keeps its marks as text and its spaces, but one beside a backtick of its text", () => {
		expect(parseInline("` **[14]** `")).toEqual([{ type: "code", text: " **[14]** " }]);
		expect(parseInline("`` `a` ``")).toEqual([{ type: "code", text: "`a`" }]);
		expect(parseInline("``a`b``")).toEqual([{ type: "code", text: "a`b" }]);
	});

	test("mentions, spoilers, strike and underscore italics", () => {
		const pieces = parseInline("*<@1>* ||secret|| ~~no~~ _yes_ snake_case_name");
		expect(pieces.map((piece) => piece.type)).toEqual([
			"italic",
			"text",
			"spoiler",
			"text",
			"strike",
			"text",
			"italic",
			"text",
		]);
		expect(plainText(pieces, names)).toBe("@Lou secret no yes snake_case_name");
	});

	test("a mark that closes nothing is text", () => {
		expect(parseInline("2 * 3 = 6 ** and __")).toEqual([{ type: "text", text: "2 * 3 = 6 ** and __" }]);
		expect(parseInline("a < b | c")).toEqual([{ type: "text", text: "a < b | c" }]);
	});

	test("line kinds: quotes, subtext, headings, and the rest quoted after >>>", () => {
		const blocks = parseMessage("\n# Title\n> quoted\n-# small\nplain\n>>> all\nthe rest\n");
		expect(blocks.map((block) => [block.kind, block.quoted])).toEqual([
			["heading1", false],
			["quote", true],
			["subtext", false],
			["line", false],
			["quote", true],
			["quote", true],
		]);
	});

	test("the bot's roll text reads in order", () => {
		const text = "*<@1>* (`⩾ 12`)\n **Succès** — `1d20+3` ⟶ `[11]+3` = `[14] ⩾ 12`";
		const lines = parseMessage(text).map((block) => plainText(block.children, names));
		expect(lines).toEqual(["@Lou (⩾ 12)", " Succès — 1d20+3 ⟶ [11]+3 = [14] ⩾ 12"]);
	});
});

describe("a server's own emoji", () => {
	test("stands as its name, as Discord's alt text, before the math reply's empty italic", () => {
		const [block] = parseMessage("<:math:1394002540143710358>_ _[__Force__]");
		expect(block?.children.slice(0, 2)).toEqual([
			{ type: "emoji", name: "math" },
			{ type: "italic", children: [{ type: "text", text: " " }] },
		]);
		expect(plainText(must(block, "no block parsed").children, names)).toBe(":math: [Force]");
	});
});
