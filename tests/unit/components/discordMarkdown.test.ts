import { expect, test } from "vitest";
import { splitMarkdown } from "../../../src/components/RollBlock/RollOutput/discordMarkdown";

const plain = { bold: false, underline: false, italic: false, code: false };

test("a judged line: bold label, code spans trimmed of one space each side", () => {
	expect(splitMarkdown("**Succès** — `1d20+3` ⟶ `[14]+3` = ` [17] `")).toEqual([
		{ ...plain, text: "Succès", bold: true },
		{ ...plain, text: " — " },
		{ ...plain, text: "1d20+3", code: true },
		{ ...plain, text: " ⟶ " },
		{ ...plain, text: "[14]+3", code: true },
		{ ...plain, text: " = " },
		{ ...plain, text: "[17]", code: true },
	]);
});

test("underlined header, italic comment and an escaped star stay text", () => {
	expect(splitMarkdown("[__Force__] *a \\* b*")).toEqual([
		{ ...plain, text: "[" },
		{ ...plain, text: "Force", underline: true },
		{ ...plain, text: "] " },
		{ ...plain, text: "a * b", italic: true },
	]);
});

test("a lone backtick is kept as written", () => {
	expect(splitMarkdown("a ` b")).toEqual([{ ...plain, text: "a ` b" }]);
});
