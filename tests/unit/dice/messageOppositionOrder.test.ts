// A message's rolled opposition: the message handler rolls the message first (`isRolling`) and reads the
// opposition after (`parseComparator`), so its dice come last; `/roll` reads it before the roll.
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../src/dice/bot";
import { answerMessage, type SampleServer } from "../../../src/dice/commands";

const server = (locale: "fr" | "en"): SampleServer => ({
	locale,
	channel: "table-de-jeu",
	disableThread: true,
	template: {},
});

describe("a message's rolled opposition draws after the roll", () => {
	// play-52-10266: the threshold's 3d6, then the roll's 2d20, then the opposition's 8d6.
	const faces = [4, 3, 3, 17, 4, 3, 3, 4, 6, 5, 1, 3, 5];
	const cases = [
		{ locale: "fr" as const, word: "Succès" },
		{ locale: "en" as const, word: "Success" },
	];
	it.each(cases)("$locale: 2d20ro>=3-3d6!=3+8d6+1", ({ locale, word }) => {
		const answer = answerMessage("2d20ro>=3-3d6!=3+8d6+1", server(locale), facesSource(faces));
		expect(answer.rolled).toBe(true);
		if (!answer.rolled) return;
		const opposition = "≠ 3+8d6+1: 3+[3, 3, 4, 6, 5, 1, 3, 5]+1 ═ 34";
		expect(answer.posts[0]?.content).toBe(
			`*<@100000000000000001>* (\`${opposition}\`)\n **${word}** — \`2d20ro\` ⟶ \`[17, 4]\` = \`[21] ${opposition}\`` +
				" (__opposition__)  & `⩾ 3-3d6: 3-[4, 3, 3] ═ -7` (__base__)",
		);
	});

	it("leaves the roll's dice first when the opposition is not shown (play-52-3070)", () => {
		const faces = [17, 6, 20, 3, 1, 3, 3, 1, 2, 2, 5, 5];
		const answer = answerMessage("2d20!!<16-9+5d3r>=3*2d10", server("fr"), facesSource(faces));
		expect(answer.rolled).toBe(true);
		if (!answer.rolled) return;
		expect(answer.posts[0]?.content).toBe(
			"*<@100000000000000001>*\n `2d20!!<16-9+5d3r` ⟶ `[17, 26!!]-9+[3, 2r, 3, 3, 2r]` = ` [47] `",
		);
	});
});
