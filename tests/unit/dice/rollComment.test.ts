// /roll's comment, split as the bot splits it (extractDiceData, then core's splitDiceComment): the cases are
// the corpus lines that the site's earlier rule (the first space ends the roll) printed otherwise.
import { describe, expect, test } from "vitest";
import { rollExpression, splitRollComment } from "../../../src/dice";
import { botMessage, facesSource } from "../../../src/dice/bot";

describe("splitRollComment", () => {
	test.each([
		// The first run of ASCII word characters followed by a space starts the comment.
		["1d100 cc", { roll: "1d100", comment: "cc" }],
		["1d20+5 Attaque à l'épée", { roll: "1d20+5", comment: "Attaque à l'épée" }],
		// After `!!` no word ends before the space: the first is `Épée`'s final e (é is not an ASCII letter).
		["1d100!! [Épée longue]", { roll: "1d100!!", comment: "longue]" }],
		// No word before a space at all: core's marker rule, and its comment has no opening bracket.
		["d6!! [Arc] tir", { roll: "d6!!", comment: "Arc] tir" }],
		// A taken comment with a star is escaped first, so it is not found in the line, which keeps it all.
		["5d10 + 3d20*2", { roll: "5d10 + 3d20*2", comment: "+ 3d20\\*2" }],
		// `{{ }}` blocks are masked: their spaces start nothing.
		["1d20+{{1 + 2}} coup", { roll: "1d20+{{1 + 2}}", comment: "coup" }],
		["1d20", { roll: "1d20" }],
	])("%j", (text, expected) => {
		expect(splitRollComment(text)).toEqual(expected);
	});
});

test("/roll keeps words after an explosion in the roll, and the bot's roller refuses them", () => {
	// Corpus case expr-36-168: `coup ` is the first word with a space, so `1d10!! coup` is what core rolls.
	const attempt = rollExpression("1d10!! coup de poing", { command: "roll", random: facesSource([7]) });
	expect(attempt.ok).toBe(false);
	const sheet = rollExpression("1d10!! [Épée longue]", { command: "roll", random: facesSource([7]) });
	if (!sheet.ok) throw new Error(sheet.error.code);
	expect(botMessage(sheet.result, {}, "fr").text).toBe("\n *longue]*\n  `1d10!!` ⟶ `[7]` = ` [7] `");
});
