import { describe, expect, it } from "vitest";
import { facesSource } from "../../../src/dice/bot";
import { answerCommand, answerMessage, type SampleServer } from "../../../src/dice/commands";
import dndEn from "../../../static/templates/dnd-5e.en.json";
import dndFr from "../../../static/templates/dnd-5e.fr.json";

// Shared rolls (`;&`) typed as plain messages, with the bot's (4.7.2) text from the oracle's corpus (seed 52).
const server = (locale: "fr" | "en"): SampleServer => ({
	locale,
	channel: "table-de-jeu",
	disableThread: false,
	template: locale === "fr" ? dndFr : dndEn,
});
const MENTION = "*<@100000000000000001>*";

function reply(message: string, locale: "fr" | "en", faces: number[]): string | undefined {
	const answer = answerMessage(message, server(locale), facesSource(faces));
	return answer.rolled ? answer.posts[0]?.content : undefined;
}

describe("a shared roll in a message", () => {
	it("drops a comment that no # marks (play 367, 85)", () => {
		for (const locale of ["fr", "en"] as const)
			expect(reply("3d2+2;&*4 [Épée longue]", locale, [1, 1, 2])).toBe(
				`${MENTION}\n ※ \`3d2+2\` ⟶ \`[1, 1, 2]+2\` = \` [6] \`\n ◈ \`[3d2+2]×4\` ⟶ \`[6]×4\` = \` 24 \``,
			);
		// The first space ends the roll: what follows, the shared part too, is that dropped comment.
		expect(reply("1d20 [Attack];&+1d6 [Damage]", "en", [17])).toBe(`${MENTION}\n \`1d20\` ⟶ \`[17]\` = \` [17] \``);
	});

	it("keeps a comment marked with #", () => {
		expect(reply("2d6+3;&*2 # Coup d'épée", "fr", [1, 1])).toBe(
			`${MENTION}\n *Coup d'épée*\n  ※ \`2d6+3\` ⟶ \`[1, 1]+3\` = \` [5] \`\n  ◈ \`[2d6+3]×2\` ⟶ \`[5]×2\` = \` 10 \``,
		);
	});

	it("cuts from a second sign, an explosion's ! counting as one (plays 2101, 4711)", () => {
		expect(reply("6d6!!=2;&-6;&+5 Jet de perception", "fr", [3, 1, 2, 3, 3, 4])).toBe(
			`${MENTION}\n \`6d6!!\` ⟶ \`[3, 1, 2, 3, 3, 4]\` = \` [16] \``,
		);
		expect(reply("9d3!p/5-4d8;&*6=28", "en", [1, 2, 1, 2, 1, 2, 1, 2, 1, 1, 1, 2, 7])).toBe(
			`${MENTION}\n ※ \`9d3!p/5-4d8\` ⟶ \`[1, 2, 1, 2, 1, 2, 1, 2, 1]/5-[1, 1, 2, 7]\` = \` [-8.4] \`\n` +
				` ◈ \`[9d3!p/5-4d8]×6\` ⟶ \`[-8.4]×6\` = \` -50.400000000000006 \``,
		);
	});

	it("cuts there even past an opposition the handler would read (play 12164)", () => {
		expect(reply("4d2!<=1-1d4r>=3+6d2ro<=1;&-4<18", "fr", [2, 2, 2, 2, 3])).toBe(
			`${MENTION}\n \`4d2!<=1-1d4r\` ⟶ \`[2, 2, 2, 2]-[3]\` = \` [5] \``,
		);
	});

	it("is no shared roll when the only ; is in the opposition, which goes with it (play 9965)", () => {
		const faces = [7, 56, 68, 72, 59, 8, 90, 72, 2, 2, 2, 1, 2, 7];
		expect(reply("8d100!*4d2!<2+1d8r>=1+d8;&-6", "fr", faces)).toBe(
			`${MENTION}\n \`8d100!×4d2!<2+1d8r\` ⟶ \`[7, 56, 68, 72, 59, 8, 90, 72]×[2, 2, 2, 1!, 2]+[7]\` = \` [3895] \``,
		);
	});

	it("rolls the message read at its first space when that cut leaves no roll, the # comment kept (play 2570)", () => {
		expect(reply("{8d10!>=10} # attaque surprise", "fr", [9, 3, 8, 7, 5, 6, 4, 8])).toBe(
			`${MENTION}\n *attaque surprise*\n  \`8d10!>=10\` ⟶ \`[9, 3, 8, 7, 5, 6, 4, 8]\` = \` [50] \``,
		);
	});
});

describe("a shared roll in a message, from the player's sheet", () => {
	it("names the statistic on the line of the part that reads it, with no header (play 6501)", () => {
		const withSheet: SampleServer = {
			...server("fr"),
			sheet: { name: "ivo", values: [{ name: "Dextérité", value: 15 }] },
		};
		const answer = answerMessage("9d4;&-5+$Dextérité", withSheet, facesSource([2, 4, 1, 4, 2, 3, 3, 1, 4]));
		expect(answer.rolled && answer.posts[0]?.content).toBe(
			`**__Ivo__** (${MENTION})\n ※ \`9d4\` ⟶ \`[2, 4, 1, 4, 2, 3, 3, 1, 4]\` = \` [24] \`\n` +
				` ◈ __Dextérité__ — \`[9d4]-5+15\` ⟶ \`[24]-5+15\` = \` 34 \``,
		);
	});
});

describe("a shared roll's compared part", () => {
	it("shows its comparison as given, a statistic put in, then the value tested (play 8516)", () => {
		for (const [locale, failure, strength] of [
			["fr", "Échec", "Force"],
			["en", "Failure", "Strength"],
		] as const) {
			const withSheet: SampleServer = {
				...server(locale),
				sheet: { name: "ivo", values: [{ name: strength, value: 55 }] },
			};
			const posts = answerCommand(
				"roll",
				{ dice: `5d10*2;&+5<=7+$${strength}` },
				withSheet,
				facesSource([5, 10, 8, 9, 5]),
			);
			expect(posts[0]?.content).toBe(
				`**__Ivo__** (${MENTION})\n ※ **${failure}** — \`5d10×2\` ⟶ \`[5, 10, 8, 9, 5]×2\` = \`[74] ⩾ 7+55 ═ 62\`\n` +
					` ◈ __${strength}__ — **${failure}** — \`[5d10×2]+5<=7+55\` ⟶ \`[74]+5<=7+55\` = \` 79>=62 \``,
			);
		}
	});
});

describe("a shared roll's labelled part", () => {
	it("is headed by its label twice, core's and the bot's (play 97)", () => {
		for (const locale of ["fr", "en"] as const)
			expect(reply("2d6+3;&*2[critique] # Coup d'épée", locale, [1, 1])).toBe(
				`${MENTION}\n *Coup d'épée*\n  ※ \`2d6+3\` ⟶ \`[1, 1]+3\` = \` [5] \`\n` +
					`  ◈ __critique__ — __critique__ — \`[2d6+3]×2\` ⟶ \`[5]×2\` = \` 10 \``,
			);
	});
});

describe("a shared roll in braces", () => {
	it("is rolled without its braces, in /roll and in a message (plays 52, 53)", () => {
		const expected = `${MENTION}\n ※ \`4d8\` ⟶ \`[2, 6, 1, 3]\` = \` [12] \`\n ◈ \`[4d8]+3\` ⟶ \`[12]+3\` = \` 15 \``;
		for (const locale of ["fr", "en"] as const) {
			expect(reply("{4d8;&+3}", locale, [2, 6, 1, 3])).toBe(expected);
			const posts = answerCommand("roll", { dice: "{4d8;&+3}" }, server(locale), facesSource([2, 6, 1, 3]));
			expect(posts[0]?.content).toBe(expected);
		}
	});

	it("counts a compared part as 1 or 0, a ※ line judged on that line's unread total", () => {
		const posts = answerCommand("roll", { dice: "{6d2;&+4;&+1>=29}" }, server("en"), facesSource([1, 1, 1, 2, 1, 1]));
		expect(posts[0]?.content).toBe(
			`${MENTION}\n ※ **Failure** — \`6d2\` ⟶ \`[1, 1, 1, 2, 1, 1]\` = \`[7] ⩽ 29\`\n` +
				` ◈ \`[6d2]+4\` ⟶ \`[7]+4\` = \` 11 \`\n ※ **Failure** — [6d2]+1>=29 ⟶ 0`,
		);
	});
});

describe("a shared roll in a message on a server with disableCompare", () => {
	it("is put in braces, so its compared part is counted (play 12979)", () => {
		const counting: SampleServer = { ...server("fr"), settings: { disableCompare: true } };
		const answer = answerMessage("6d2;&+4;&+1>=29", counting, facesSource([1, 1, 1, 2, 1, 1]));
		expect(answer.rolled && answer.posts[0]?.content).toBe(
			`${MENTION}\n ※ **Échec** — \`6d2\` ⟶ \`[1, 1, 1, 2, 1, 1]\` = \`[7] ⩽ 29\`\n` +
				` ◈ \`[6d2]+4\` ⟶ \`[7]+4\` = \` 11 \`\n ※ **Échec** — [6d2]+1>=29 ⟶ 0`,
		);
	});
});

describe("an opposition holding a shared roll", () => {
	it("is refused quoting its first part, which alone reaches the dice roller (play 11945)", () => {
		const answer = answerMessage("9d12+3d100ro<=2+6d3ro<=1+6d10kl;&+3;&+1", server("fr"), facesSource([5]));
		expect(answer.rolled ? undefined : answer.privateError).toBe(
			"Le dé `1+6d10kl` est invalide.\n\nJournalisation :\n`SyntaxError: Expected [1-9] but end of input found.`.",
		);
		const english = answerMessage("9d12+3d100ro<=2+6d3ro<=1+6d10kl;&+3;&+1", server("en"), facesSource([5]));
		expect(english.rolled ? undefined : english.privateError).toMatch(/^The dice type `1\+6d10kl` is invalid\./);
	});
});

describe("a message whose opposition cannot be read", () => {
	it("is left alone when no path rolls it once the opposition is out, its comment put back (play 17883)", () => {
		const answer = answerMessage("(7d2!p>=1)+1;&*2>8 # attaque surprise", server("fr"), facesSource([1]));
		expect(answer).toEqual({ rolled: false });
	});

	it("is refused privately when the shared-roll path rolls what was typed (play 7748)", () => {
		const answer = answerMessage("(1d4!<=3*7*0+2d8d1)/2<15 # attaque surprise", server("en"), facesSource([2]));
		expect(answer.rolled ? undefined : answer.privateError).toBe(
			"Can't recognize the value in `15 # attaque surprise`. Is the value a number?",
		);
	});
});
