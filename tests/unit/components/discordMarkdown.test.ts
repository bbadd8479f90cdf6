import { expect, test } from "vitest";
import { parseInline } from "../../../src/components/DiscordMarkdown";

// The bot's result lines, read by the reader the command box uses too.
test("a judged line: bold label, code spans with their spaces (simple-markdown's inlineCode rule)", () => {
	expect(parseInline("**Succès** — `1d20+3` ⟶ `[14]+3` = ` [17] `")).toEqual([
		{ type: "bold", children: [{ type: "text", text: "Succès" }] },
		{ type: "text", text: " — " },
		{ type: "code", text: "1d20+3" },
		{ type: "text", text: " ⟶ " },
		{ type: "code", text: "[14]+3" },
		{ type: "text", text: " = " },
		{ type: "code", text: " [17] " },
	]);
});

test("underlined header, italic comment and an escaped star stay text", () => {
	expect(parseInline("[__Force__] *a \\* b*")).toEqual([
		{ type: "text", text: "[" },
		{ type: "underline", children: [{ type: "text", text: "Force" }] },
		{ type: "text", text: "] " },
		{ type: "italic", children: [{ type: "text", text: "a * b" }] },
	]);
});

test("a lone backtick is kept as written", () => {
	expect(parseInline("a ` b")).toEqual([{ type: "text", text: "a ` b" }]);
});

test("a code span opened by two backticks closes on two, not on the first one", () => {
	expect(parseInline("``a`b`` c")).toEqual([
		{ type: "code", text: "a`b" },
		{ type: "text", text: " c" },
	]);
});
