import { describe, expect, it } from "vitest";
import { drawStream } from "../../../scripts/bot-oracle/draws";
import { facesSource } from "../../../src/dice/bot";
import { answerCommand, answerMessage, type SampleServer } from "../../../src/dice/commands";

/** The oracle's sample server: a converted one, no sheet, threads on. */
function server(locale: "fr" | "en", settings: SampleServer["settings"] = {}): SampleServer {
	return { locale, channel: "table-de-jeu", disableThread: false, settings, template: {} };
}

describe("a {{ }} block core cannot work out (bot oracle, seed 52)", () => {
	it("/roll answers core's FormulaError: the block quoted, replaceFormulasInDice as the footer (play-52-642)", () => {
		const [post] = answerCommand("roll", { dice: "{{{Agilité+2}}d6<2}" }, server("fr"), facesSource([3]));
		expect(post?.ephemeral).toBe(true);
		expect(post?.embeds?.[0]).toEqual({
			color: "Red",
			author: "Erreur",
			description: "Formule invalide : `{{{Agilité+2}}`",
			footer: "replaceFormulasInDice",
		});
		const [english] = answerCommand("roll", { dice: "{{{Agilité+2}}d12!=10}" }, server("en"), facesSource([3]));
		expect(english?.embeds?.[0]?.description).toBe("Invalid formula: `{{{Agilité+2}}`");
	});

	it("logs the block first when the server has a logs channel (play-52-16184)", () => {
		const posts = answerCommand(
			"roll",
			{ dice: "{{{Agilité+2}}d20<=15}" },
			server("en", { logs: true }),
			facesSource([]),
		);
		expect(posts.map((post) => post.where)).toEqual(["logs", "channel"]);
		expect(posts[0]?.content).toBe("```\n{{{Agilité+2}}\n```");
	});

	it("refuses an unknown $name before the block (play-52-235)", () => {
		const [post] = answerCommand("roll", { dice: "{{{Agilité+2}}d20<=10}+{$d10!<=3}" }, server("en"), facesSource([]));
		expect(post?.embeds?.[0]).toEqual({
			color: "Red",
			author: "Error",
			description: "The dice contains unknown statistics: ``$d10``. Verify the values before reprocessing.",
			footer: "unknown_stats",
		});
	});

	it("a message with a # comment is told privately, in the server's language (play-52-3065, play-52-16591)", () => {
		const english = answerMessage("{{{Agilité+2}}d20>9} # attaque surprise", server("en"), facesSource([]));
		expect(english).toEqual({ rolled: false, privateError: "Invalid formula: `{{{Agilité+2}}`", logged: [] });
		const french = answerMessage("{{{Agilité+2}}d6=5} # fuite", server("fr"), facesSource([]));
		expect(french.rolled === false && french.privateError).toBe("Formule invalide : `{{{Agilité+2}}`");
	});

	it("a message without one stays unanswered, as isRolling swallows the error", () => {
		expect(answerMessage("{{{Agilité+2}}d20>9}", server("en"), facesSource([]))).toEqual({ rolled: false });
	});
});

describe("a message's {{ }} blocks, worked out before the bot reads it (bot oracle, seed 52)", () => {
	it("drops a block that comes to 0 with the +0 it leaves (play-52-18572)", () => {
		const answer = answerMessage("1d%-{{5-5}}/1d2 # fuite", server("fr"), facesSource([99, 1]));
		expect(answer.rolled && answer.posts[0]?.content).toBe(
			"*<@100000000000000001>*\n *fuite*\n  `1d%/1d2` ⟶ `[99]/[1]` = ` [99] `",
		);
	});

	it("works out a block in the comment too (play-52-17426)", () => {
		const answer = answerMessage(
			"7d10 + {{1-5}}+3/6d10d4",
			{ ...server("en"), disableThread: true },
			facesSource([6, 3, 10, 1, 9, 10, 10]),
		);
		expect(answer.rolled && answer.posts[0]?.content).toBe(
			"*<@100000000000000001>*\n *+ -4+3/6d10d4*\n  `7d10` ⟶ `[6, 3, 10, 1, 9, 10, 10]` = ` [49] `",
		);
	});

	it("reads an unreadable opposition from the message as typed, its block as 0 (play-52-13015)", () => {
		const answer = answerMessage("10d20!!=13+10d3-9d3r<3+{{5-3}}", server("fr"), facesSource([]));
		expect(answer.rolled === false && answer.privateError).toBe(
			"Impossible de reconnaître la valeur à comparer dans `3+0`. Est ce que la valeur est un nombre ?",
		);
	});
});

describe("a roll reply over Discord's 4,000 characters (bot oracle, seed 52)", () => {
	it("keeps its first line and attaches the rest as roll_result.md; the thread copy is whole (play-52-18972)", () => {
		const posts = answerCommand("roll", { dice: "{2d10!>=1}" }, server("fr"), facesSource([5]));
		const [reply, copy] = posts;
		expect(reply?.content).toBe("*<@100000000000000001>*");
		expect(reply?.files?.map((file) => file.name)).toEqual(["roll_result.md"]);
		expect(reply?.files?.[0]?.text.startsWith(" `2d10!>=1` ⟶ `[5!, 5!,")).toBe(true);
		expect(`${reply?.content}\n${reply?.files?.[0]?.text}`).toBe(copy?.content);
	});

	it("keeps a comment line in the message and takes it out of the file (play-52-2871)", () => {
		const answer = answerMessage("{2d10!>=1} # fuite", server("en"), facesSource([5]));
		const reply = answer.rolled ? answer.posts[0] : undefined;
		expect(reply?.content).toBe("*<@100000000000000001>*\n*fuite*");
		expect(reply?.files?.[0]?.text.startsWith("`2d10!>=1` ⟶")).toBe(true);
	});

	it("with linkToLogs, the reply's text becomes the whole roll and its link, the file staying (play-52-1022)", () => {
		const answer = answerMessage("{2d10!>=1} # fuite", server("en", { linkToLogs: true }), facesSource([5]));
		const reply = answer.rolled ? answer.posts[0] : undefined;
		expect(reply?.content?.startsWith("*<@100000000000000001>*\n *fuite*\n  `2d10!>=1` ⟶")).toBe(true);
		expect(
			reply?.content?.endsWith(
				"\n\n-# ↪ https://discord.com/channels/200000000000000000/400000000000000001/400000000000000002",
			),
		).toBe(true);
		expect(reply?.files).toHaveLength(1);
	});

	it("sends a reply of 4,000 characters or fewer as text alone", () => {
		const [reply] = answerCommand("roll", { dice: "1d20" }, server("en"), facesSource([7]));
		expect(reply?.files).toBeUndefined();
	});
});

describe("a message's comment with stars (bot oracle, seed 52)", () => {
	it("has them escaped, then taken out with the /* */ markers they make: `/* note */` reads `/ note /` (play-52-77)", () => {
		for (const locale of ["fr", "en"] as const) {
			const answer = answerMessage("1d20 /* note */", { ...server(locale), settings: undefined }, facesSource([10]));
			expect(answer.rolled && answer.posts[0]?.content).toBe(
				"*<@100000000000000001>*\n */ note /*\n  `1d20` ⟶ `[10]` = ` [10] `",
			);
		}
	});
});

describe("disableCompare on a braced roll in a message (bot oracle, seed 52)", () => {
	const counting = (locale: "fr" | "en") => server(locale, { disableCompare: true });

	it("a braced roll with more than a # comment is braced twice and not rolled (play-52-6220)", () => {
		expect(answerMessage("{12d6<=4} [Épée longue]", counting("fr"), facesSource([3]))).toEqual({ rolled: false });
	});

	it("a braced roll and a # comment: the dice its {{ }} reading rolls are drawn first, unused (play-52-9074)", () => {
		// The discarded 2d6 takes the 5 and the 4; the pool shown is the next two dice.
		const answer = answerMessage("{2d6>=2} # fuite", counting("fr"), facesSource([5, 4, 6, 6]));
		expect(answer.rolled && answer.posts[0]?.content).toBe(
			"*<@100000000000000001>*\n *fuite*\n  `2d6>=2` ⟶ `[6×, 6×]` = ` [2] `",
		);
	});

	it("only the notation before `!` is drawn (play-52-19476), none when a second comparison is cut (play-52-10090)", () => {
		const exploding = answerMessage(
			"{4d6!=1} # attaque surprise",
			counting("en"),
			facesSource([1, 2, 6, 2, 4, 3, 3, 6]),
		);
		expect(exploding.rolled && exploding.posts[0]?.content).toContain("`4d6!=1` ⟶ `[4, 3, 3, 6]` = ` [16] `");
		const cut = answerMessage("{1d10!<=5} # fuite", counting("en"), facesSource([7, 2]));
		expect(cut.rolled && cut.posts[0]?.content).toContain("`1d10!<=5` ⟶ `[7]` = ` [7] `");
	});
});

describe("an opposition naming a statistic in /roll (bot oracle, seed 52)", () => {
	it("is read once the sheet's values are in: `2}+$Discrétion` holds no dice (play-52-18078)", () => {
		const sheet = { name: "Maëlle", values: [{ name: "Discrétion", value: 1 }], imported: true as const };
		const [post] = answerCommand(
			"roll",
			{ dice: "{11d20>=5}+{9d6>2}+$Discrétion" },
			{ ...server("fr"), sheet },
			facesSource([3]),
		);
		expect(post?.embeds?.[0]).toEqual({
			color: "Red",
			author: "Erreur",
			description: "Impossible de reconnaître la valeur à comparer dans `2}+1`. Est ce que la valeur est un nombre ?",
			footer: "opposition",
		});
	});
});

describe("a message's # reading keeps the whole formula as the roll's dice (bot oracle, seed 52)", () => {
	it("which the unreadable-threshold error quotes (play-52-13834)", () => {
		// The play's own dice: with them core cannot work the threshold out.
		const answer = answerMessage("2d6ro<=4/3d100/1d%*{{1*3}} # fuite", server("en"), drawStream(1224414516));
		expect(answer.rolled === false && answer.privateError).toBe(
			"Can't recognize the compared value for the dice `2d6ro<=4/3d100/1d%*3` : `3⩽4/3d100/1d%*3`",
		);
	});
});

describe("a message's # reading cuts what follows an explosion's `!` as an opposition (bot oracle, seed 52)", () => {
	it("rolls `9d8!+…+5>25 # …` without its comparison (play-52-13912)", () => {
		const answer = answerMessage("9d8!+6*1d10+5>25 # attaque surprise", server("en"), facesSource([2]));
		expect(answer.rolled && answer.posts[0]?.content).toBe(
			"*<@100000000000000001>*\n *attaque surprise*\n  `9d8!+6×1d10+5` ⟶ `[2, 2, 2, 2, 2, 2, 2, 2, 2]+6×[2]+5` = ` [35] `",
		);
	});

	it("keeps a roll's own comparison and its opposition (play-52-14901)", () => {
		const answer = answerMessage("1d20>3 # fuite", server("fr"), facesSource([12]));
		expect(answer.rolled && answer.posts[0]?.content).toContain("`[12] > 3`");
	});
});
