// Plain notation in messages read as the bot 4.7.2 reads it; each expected text is the bot's own answer to a play
// of the oracle corpus (tests/fixtures/bot-oracle/plays.json.gz), the play's id beside it.
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../src/dice/bot";
import { answerCommand, answerMessage, type SampleServer } from "../../../src/dice/commands";
import dndEn from "../../../static/templates/dnd-5e.en.json";
import dndFr from "../../../static/templates/dnd-5e.fr.json";

/** A server that was never configured, with no sheet registered. */
function bare(locale: "fr" | "en"): SampleServer {
	return { locale, channel: "table-de-jeu", disableThread: false, template: locale === "fr" ? dndFr : dndEn };
}

function firstPost(message: string, server: SampleServer, faces: number[]): string | undefined {
	const answer = answerMessage(message, server, facesSource(faces));
	return answer.rolled ? answer.posts[0]?.content : undefined;
}

describe("a message's notation as the bot reads it", () => {
	it("drops `+0` on a server never configured, in both languages (play-52-81, play-52-83)", () => {
		for (const locale of ["fr", "en"] as const)
			expect(firstPost("1d20+0", bare(locale), [10])).toBe("*<@100000000000000001>*\n `1d20` ⟶ `[10]` = ` [10] `");
	});

	it("cuts from a message with `#` the comparison that follows an explosion: it is not the roll's (play-52-8284, play-52-6936)", () => {
		expect(firstPost("8d4!p>=2 # fuite", bare("en"), [3, 1, 2])).toBe(
			"*<@100000000000000001>*\n *fuite*\n  `8d4!p` ⟶ `[3, 1, 2, 3, 1, 2, 3, 1]` = ` [16] `",
		);
		expect(firstPost("3d4!p<=1 # attaque surprise", bare("fr"), [3, 1, 3])).toBe(
			"*<@100000000000000001>*\n *attaque surprise*\n  `3d4!p` ⟶ `[3, 1, 3]` = ` [7] `",
		);
	});

	it("cuts an explosion written after a comparison (play-52-6167)", () => {
		const cut = firstPost("1d20ro>=2*6+7d20!p+4 # fuite", bare("fr"), [5]);
		expect(cut).toContain("`⩾ 2*6+7d20: 2*6+[5, 5, 5, 5, 5, 5, 5] ═ 47`");
		expect(cut).not.toContain("!p+4");
	});

	it("prefers the `#` comment to the text after the first space when the roll is read whole (play-52-185)", () => {
		expect(firstPost("{8d10!>=10} # attaque surprise", bare("fr"), [9, 8])).toContain("*attaque surprise*\n");
	});

	it("refuses an empty comparison `1d20>=` as the bot does: core compares with `=` (play-52-48 to play-52-51)", () => {
		const said = {
			fr: "Impossible de reconnaître la valeur à comparer pour le dé `1d20` : `13⩾=`",
			en: "Can't recognize the compared value for the dice `1d20` : `13⩾=`",
		};
		for (const locale of ["fr", "en"] as const) {
			const [reply] = answerCommand("roll", { dice: "1d20>=" }, bare(locale), facesSource([13]));
			expect(reply?.ephemeral).toBe(true);
			expect(reply?.embeds?.[0]?.description).toBe(said[locale]);
			expect(reply?.embeds?.[0]?.footer).toBe("invalidDice.compare");
			const answer = answerMessage("1d20>=", bare(locale), facesSource([13]));
			expect(answer).toMatchObject({ rolled: false, privateError: said[locale] });
		}
		const equal = answerMessage("1d20==", bare("en"), facesSource([2]));
		expect(equal).toMatchObject({ privateError: "Can't recognize the compared value for the dice `1d20` : `2==`" });
	});

	it("rolls nothing for `[… # comment]` when a digit comes before the `#`: a bulk roll without a count (play-52-5587)", () => {
		expect(answerMessage("Roll [9d6 # sneak attack] maintenant", bare("en"), facesSource([3]))).toEqual({
			rolled: false,
		});
		expect(answerMessage("Je tente [9d4 # attaque] maintenant", bare("fr"), facesSource([3]))).toEqual({
			rolled: false,
		});
		// No digit before the `#` (play-52-3081): dice-roller reads it as its own comment and the bracket rolls.
		expect(firstPost("Roll [5dF # attaque]", bare("en"), [1])).toContain("`5dF#attaque` ⟶ `[");
	});

	it("quotes in an unreadable threshold's error the dice the message handler left on the result (play-52-12095)", () => {
		// With `#`, what was rolled, its comparison too.
		expect(answerMessage("5d17r<=3+ # fuite", bare("fr"), facesSource([7]))).toMatchObject({
			privateError: "Impossible de reconnaître la valeur à comparer pour le dé `5d17r<=3+` : `35⩽3+`",
		});
		// A comment after the first space, written into the dice (play-52-2687).
		expect(answerMessage("3d12!!=2*10d100dl10 [Épée longue]", bare("fr"), facesSource([5]))).toMatchObject({
			privateError:
				"Impossible de reconnaître la valeur à comparer pour le dé `3d12! /* [Épée longue] */` : `15≠2*10d100dl10`",
		});
	});

	it("drops the `*` of a comment read after the first space, as the bot's escaped text loses them (play-52-10900)", () => {
		expect(firstPost("5d100 + 8d20+10d2*10d6", bare("en"), [11])).toBe(
			"*<@100000000000000001>*\n *+ 8d20+10d210d6*\n  `5d100` ⟶ `[11, 11, 11, 11, 11]` = ` [55] `",
		);
		// After `#`, the comment keeps them (the reply shows `×` as `*`).
		expect(firstPost("1d4 # 2*3", bare("fr"), [2])).toContain("*2*3*");
	});

	it("logs an unreadable /roll opposition as written, sign and all (play-52-9952)", () => {
		const logged = { ...bare("fr"), settings: { logs: true } };
		const posts = answerCommand("roll", { dice: "5d6r>3+4d12d4*5d10ro<=4+10" }, logged, facesSource([3]));
		expect(posts[0]).toMatchObject({ where: "logs", content: "```\n<=4+10\n```" });
		expect(posts[1]?.embeds?.[0]?.description).toBe(
			"Impossible de reconnaître la valeur à comparer dans `4+10`. Est ce que la valeur est un nombre ?",
		);
	});

	it("cuts after `#` from the loose second comparison on, a true opposition read apart (play-52-8214)", () => {
		const failure = { fr: "Échec", en: "Failure" };
		for (const locale of ["fr", "en"] as const)
			expect(firstPost("4d4r<4+4=30=21 # fuite", bare(locale), [3])).toBe(
				`*<@100000000000000001>* (\`< 4+4 ═ 8\`)\n *fuite*\n  **${failure[locale]}** — \`4d4r\` ⟶ \`[3, 3, 3, 3]\` = \`[12] > 4+4 ═ 8\``,
			);
	});

	it("refuses a /roll opposition dice-roller cannot read with its error, the value quoted (play-52-5560, play-52-2203)", () => {
		const [fr] = answerCommand("roll", { dice: "d6ro>=4+9+8*9d8r=1 coup de poing" }, bare("fr"), facesSource([3]));
		expect(fr?.embeds?.[0]).toMatchObject({
			description:
				'Le dé `1 coup de poing` est invalide.\n\nJournalisation :\n`SyntaxError: Expected "%", "*", "**", "+", "-", "/", "^", or whitespace but "c" found.`.',
			footer: "roll",
		});
		const [en] = answerCommand("roll", { dice: "9d12/5d2ro=1+10d10r>=3+4d8kh" }, bare("en"), facesSource([3]));
		expect(en?.embeds?.[0]).toMatchObject({
			description:
				"The dice type `3+4d8kh` is invalid.\n\nLogs:\n`SyntaxError: Expected [1-9] but end of input found.`",
			footer: "roll",
		});
	});
	it("rolls a `#` message with its spaces, as core does, and quotes the last word of its dice (play-52-6203)", () => {
		const server = { ...bare("fr"), settings: { deleteAfter: 60000 } };
		// A fudge die's faces 1, 2, 3 are -1, 0, 1.
		expect(firstPost("5dF + 5-9 # fuite", server, [2, 2, 1, 2, 2])).toBe(
			"*<@100000000000000001>*\n *fuite*\n  5dF + `5-9` ⟶ `[0, 0, -1, 0, 0]+5-9` = ` [-5] `",
		);
	});

	it("leaves out of the dice a comment core cuts at ` [`, spaces and all (play-52-3515)", () => {
		const server = { ...bare("fr"), settings: { sortOrder: "sd" as const } };
		const reply = firstPost("4#4d29!! [Épée longue]", server, [27, 25, 10, 1]) ?? "";
		expect(reply.startsWith("*<@100000000000000001>*\n *longue]*\n  `4d29!!` ⟶ `[")).toBe(true);
		expect(reply.split("\n  `4d29!!` ⟶ ")).toHaveLength(5);
	});
	it("lets a message be when core throws on its threshold, once the opposition is out (play-52-7063, play-52-4416)", () => {
		// `=1+3d2ro>=3`: core drops the `>=` of the value and rolls `1+3d2ro3`, which dice-roller refuses.
		expect(answerMessage("6d20ro=1+3d2ro>2+Volonté>=3", bare("en"), facesSource([3]))).toEqual({ rolled: false });
		// `<2*d4r<1` after the unreadable opposition: core rolls `2*d4r1`, which dice-roller refuses too.
		expect(answerMessage("9d10!p<2*d4r<=1+$+12<1", bare("fr"), facesSource([3]))).toEqual({ rolled: false });
		// A threshold whose value holds no second sign once the opposition is out still rolls (play-52-11109).
		expect(firstPost("10d8r>3-9d100ro>2", bare("en"), [5])).toContain("(__opposition__)");
	});
});
