/** Bulk rolls (`N#…`) answered as the bot 4.7.2 answers them, each case taken from the oracle's corpus (seed 52). */
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../src/dice/bot";
import { answerCommand, answerMessage, type SampleServer } from "../../../src/dice/commands";

function server(locale: "fr" | "en", settings?: SampleServer["settings"]): SampleServer {
	return { locale, channel: "table-de-jeu", disableThread: false, template: {}, ...(settings ? { settings } : {}) };
}

describe("a bulk roll compared with a single =", () => {
	it("is refused after its first roll with math.js's report, the dice quoted as core rolled them (play-52-907)", () => {
		const [post] = answerCommand("roll", { dice: "4#3d20=7" }, server("fr"), facesSource([4, 5, 6]));
		expect(post?.ephemeral).toBe(true);
		expect(post?.embeds?.[0]?.description).toBe(
			"Le dé `3d20` est invalide.\n\nJournalisation :\n`SyntaxError: Invalid left hand side of assignment operator = (char 3)`.",
		);
		expect(post?.embeds?.[0]?.footer).toBe("roll");
		// math.js points past the first total: one digit puts the sign at char 2.
		const [english] = answerCommand("roll", { dice: "5#1d8=1" }, server("en"), facesSource([3]));
		expect(english?.embeds?.[0]?.description).toBe(
			"The dice type `1d8` is invalid.\n\nLogs:\n`SyntaxError: Invalid left hand side of assignment operator = (char 2)`",
		);
	});

	it("quotes the dice with the server's order written in, and dice-roller's own refusal comes first (play-52-16573)", () => {
		const sorted = server("en", { sortOrder: "sd" });
		const [post] = answerCommand("roll", { dice: "4#3d100=19" }, sorted, facesSource([40, 50, 60]));
		expect(post?.embeds?.[0]?.description).toMatch(/^The dice type `3d100sd` is invalid\./);
		const [refused] = answerCommand("roll", { dice: "6#2d100dl=16" }, server("fr"), facesSource([4]));
		expect(refused?.embeds?.[0]?.description).toBe(
			"Le dé `2d100dl` est invalide.\n\nJournalisation :\n`SyntaxError: Expected [1-9] but end of input found.`.",
		);
	});
});

describe("a message holding # read by the bot's chained reader", () => {
	const first = (message: string, on: SampleServer, faces: number[]) => {
		const answer = answerMessage(message, on, facesSource(faces));
		return answer.rolled ? answer.posts[0]?.content : undefined;
	};

	it("loses everything from its second sign on, `!` counted as one (play-52-9129, play-52-19027)", () => {
		expect(first("4#2d10!!=29", server("en", {}), [9, 9, 6, 5, 9, 7, 2, 7])).toBe(
			"*<@100000000000000001>*\n `2d10!!` ⟶ `[9, 9]` = ` [18] `\n `2d10!!` ⟶ `[6, 5]` = ` [11] `\n `2d10!!` ⟶ `[9, 7]` = ` [16] `\n `2d10!!` ⟶ `[2, 7]` = ` [9] `",
		);
		expect(first("2#2d21!p=12 coup de poing", server("fr", {}), [11, 2, 9, 18])).toBe(
			"*<@100000000000000001>*\n *coup de poing*\n  `2d21!p` ⟶ `[11, 2]` = ` [13] `\n  `2d21!p` ⟶ `[9, 18]` = ` [27] `",
		);
	});

	it("keeps the opposition the reply reads by the bot's own pattern (play-52-10504)", () => {
		expect(first("2#4d100ro>=3<14", server("en", {}), [20, 34, 18, 78, 90, 50, 16, 16])).toBe(
			"*<@100000000000000001>* (`< 14`)\n **Failure** — `4d100ro` ⟶ `[20, 34, 18, 78]` = `[150] > 14` (__opposition__)  & `⩾ 3` (__base__)\n **Failure** —  `4d100ro` ⟶ `[90, 50, 16, 16]` = `[172] > 14`",
		);
	});
});

describe("a bulk roll in braces, {N#roll>=X}", () => {
	it("is written as core's bulk roll writes it: no verdict, the dice of a roll that passes starred (play-52-68)", () => {
		const [post] = answerCommand("roll", { dice: "{3#1d20>=10}" }, server("fr"), facesSource([5, 20, 2]));
		expect(post?.content).toBe(
			"*<@100000000000000001>*\n `1d20>=10` ⟶ `[5]` = ` [5] `\n `1d20>=10` ⟶ `[20×]` = ` [20] `\n `1d20>=10` ⟶ `[2]` = ` [2] `",
		);
		const [english] = answerCommand("roll", { dice: "{2#2d6>=8}" }, server("en"), facesSource([3, 6, 1, 2]));
		expect(english?.content).toBe(
			"*<@100000000000000001>*\n `2d6>=8` ⟶ `[3×, 6×]` = ` [9] `\n `2d6>=8` ⟶ `[1, 2]` = ` [3] `",
		);
	});
});

describe("a message on a server with disableCompare", () => {
	const counting = (locale: "fr" | "en") => server(locale, { disableCompare: true });
	const first = (message: string, on: SampleServer, faces: number[]) => {
		const answer = answerMessage(message, on, facesSource(faces));
		return answer.rolled ? answer.posts[0]?.content : undefined;
	};

	it("wraps a bulk roll in braces, so core reads it as {N#…} (play-52-700)", () => {
		const faces = [7, 6, 6, 12, 7, 1, 12, 1, 4, 7, 1, 1];
		expect(first("3#4d12>=15", counting("en"), faces)).toBe(
			"*<@100000000000000001>*\n `4d12>=15` ⟶ `[7×, 6×, 6×, 12×]` = ` [31] `\n `4d12>=15` ⟶ `[7×, 1×, 12×, 1×]` = ` [21] `\n `4d12>=15` ⟶ `[4, 7, 1, 1]` = ` [13] `",
		);
	});

	it("rolls a roll in brackets as written, then turns its comparison into a count (play-52-9243, play-52-10552)", () => {
		expect(first("J'attaque [4d3<=1] maintenant", counting("fr"), [3, 2, 1, 3])).toBe(
			"*<@100000000000000001>*\n `4d3<=1` ⟶ `[3,2,1×,3]` = ` [0] `",
		);
		// A bulk roll's lines are joined by `;`, which the count leaves alone: each line keeps its verdict.
		expect(first("Roll [2#3d3ro>2] maintenant", counting("en"), [3, 3, 2, 1, 1, 3])).toMatch(
			/^\*<@100000000000000001>\* \(`> 2`\)\n \*\*Success\*\* — `3d3ro` ⟶ /,
		);
	});
});

describe("a bulk message naming a statistic", () => {
	it("is headed by the statistic on its own line, as the chained reader hands it to the reply (play-52-18750)", () => {
		const sheet = { name: "brann", values: [{ name: "Wits", value: 5 }] };
		const on: SampleServer = { ...server("en", {}), sheet };
		const answer = answerMessage("2#2d2+$Wits", on, facesSource([1, 1, 2, 1]));
		expect(answer.rolled ? answer.posts[0]?.content : undefined).toBe(
			"**__Brann__** (*<@100000000000000001>*)\n[__Wits__]\n `2d2+5` ⟶ `[1, 1]+5` = ` [7] `\n `2d2+5` ⟶ `[2, 1]+5` = ` [8] `",
		);
	});
});

describe("a one-line bulk roll in brackets on a server with disableCompare", () => {
	it("is counted from core's total, the number of rolls that pass (play-52-822)", () => {
		const on = server("en", { disableCompare: true });
		const answer = answerMessage("Roll [1#3d8>=10]", on, facesSource([4, 5, 3]));
		// The roll passes (12), so core's total is 1 roll, which fails `>=10`: the bot counts 0, not the 12's 1.
		expect(answer.rolled ? answer.posts[0]?.content : undefined).toBe(
			"*<@100000000000000001>*\n `3d8>=10` ⟶ `[4,5,3]` = ` [0] `",
		);
	});
});

describe("any message on a server with disableCompare", () => {
	const counting = (locale: "fr" | "en") => server(locale, { disableCompare: true });

	it("is wrapped in braces whatever it holds, which core takes off again (play-52-2417, play-52-9473)", () => {
		// Two signs the bot's opposition pattern does not pair: the whole text is wrapped, then read as one roll.
		const faces = [8, 5, 7, 6, 7, 1, 1, 8, 6, 5];
		const answer = answerMessage("1d100!p>4+5d8!>6/4+5", counting("fr"), facesSource(faces));
		expect(answer.rolled ? answer.posts[0]?.content : undefined).toBe(
			"*<@100000000000000001>*\n `1d100!p>21.25` ⟶ `[5]` = ` [0] `",
		);
		// `{+1d100}` loses its braces, and dice-roller refuses `+1d100`: the bot lets the message be.
		expect(answerMessage("+1d100", counting("en"), facesSource([57])).rolled).toBe(false);
		expect(answerMessage("+1d100", server("en", {}), facesSource([57])).rolled).toBe(true);
	});
});

describe("a threshold that comes to an infinity", () => {
	it("is kept by /roll's reply as core keeps math.js's value (play-52-10113)", () => {
		const [post] = answerCommand("roll", { dice: "1d20>=18-3/0" }, server("en"), facesSource([6]));
		expect(post?.content).toBe(
			"*<@100000000000000001>* (`⩾ 18-3/0 ═ -Infinity`)\n **Success** — `1d20` ⟶ `[6]` = `[6] ⩾ 18-3/0 ═ -Infinity`",
		);
		const [french] = answerCommand("roll", { dice: "1d20>=5/0" }, server("fr"), facesSource([6]));
		expect(french?.content).toMatch(/^\*<@100000000000000001>\* \(`⩾ 5\/0 ═ Infinity`\)\n \*\*Échec\*\* — /);
		// math.js's 0/0 is NaN, which nothing passes.
		const [nan] = answerCommand("roll", { dice: "1d20>=0/0" }, server("en"), facesSource([8]));
		expect(nan?.content).toBe(
			"*<@100000000000000001>* (`⩾ 0/0 ═ NaN`)\n **Failure** — `1d20` ⟶ `[8]` = `[8] ⩽ 0/0 ═ NaN`",
		);
	});
});

describe("a message with an opposition and a # comment on a server with disableCompare", () => {
	it("keeps its # and so reaches the chained reader, which takes the comparisons out loosely (play-52-11033)", () => {
		const on = server("en", { disableCompare: true });
		const answer = answerMessage("4d8!<3!=20>12 # fuite", on, facesSource([3, 7, 6, 5]));
		// `!=20>12` goes, then `{4d8!<3}` is summed: the sign belongs to the explosion.
		expect(answer.rolled ? answer.posts[0]?.content : undefined).toBe(
			"*<@100000000000000001>*\n *fuite*\n  `4d8!<3` ⟶ `[3, 7, 6, 5]` = ` [21] `",
		);
	});
});

describe("a roll that does not start the message on a server with disableCompare", () => {
	it("is rolled, as the handler's braces make it a roll for the bot (play-52-14886)", () => {
		const message = "(2d12)+1 Jet de perception";
		const counted = answerMessage(message, server("fr", { disableCompare: true }), facesSource([4, 5]));
		expect(counted.rolled ? counted.posts[0]?.content : undefined).toBe(
			"*<@100000000000000001>*\n *Jet de perception*\n  `(2d12)+1` ⟶ `([4, 5])+1` = ` [10] `",
		);
		// Without the setting the text after the first space does not start with dice: the bot lets it be.
		expect(answerMessage(message, server("fr", {}), facesSource([4, 5])).rolled).toBe(false);
	});
});
