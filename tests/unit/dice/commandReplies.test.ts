import { describe, expect, it } from "vitest";
import { rollExpression } from "../../../src/dice";
import { facesSource, SAMPLE_USER } from "../../../src/dice/bot";
import { answerCommand, answerMessage, type SampleServer, threadName } from "../../../src/dice/commands";
import dndEn from "../../../static/templates/dnd-5e.en.json";
import dndFr from "../../../static/templates/dnd-5e.fr.json";

function server(locale: "fr" | "en", disableThread = false): SampleServer {
	const strength = locale === "fr" ? "Force" : "Strength";
	return {
		locale,
		channel: "table-de-jeu",
		disableThread,
		template: locale === "fr" ? dndFr : dndEn,
		sheet: {
			name: "maëlle",
			values: [
				{ name: strength, value: 14 },
				{ name: locale === "fr" ? "Dextérité" : "Dexterity", value: 12 },
				{ name: locale === "fr" ? "Sagesse" : "Wisdom", value: 9 },
				{ name: locale === "fr" ? "Perception passive" : "Passive Perception", value: 9 },
			],
		},
	};
}

describe("answerCommand on the sample server", () => {
	it("posts /roll in the channel, deleted after 3 minutes, and copies it into the 🎲 thread", () => {
		const posts = answerCommand("roll", { dice: "1d20+5" }, server("en"), facesSource([12]));
		expect(posts.map((post) => post.where)).toEqual(["channel", "thread"]);
		expect(posts[0]?.deletedAfter).toBe(180_000);
		expect(posts[0]?.content).toBe(posts[1]?.content);
		expect(posts[0]?.content).toContain(`<@${SAMPLE_USER.id}>`);
		expect(posts[0]?.content).toContain("`1d20+5` ⟶ `[12]+5` = ` [17] `");
		expect(threadName("table-de-jeu")).toBe("🎲 table de jeu");
	});

	it("answers in the channel only when threads are disabled, ephemeral when hidden", () => {
		const posts = answerCommand("roll", { dice: "1d6", hidden: "true" }, server("fr", true), facesSource([3]));
		expect(posts).toHaveLength(1);
		expect(posts[0]?.ephemeral).toBe(true);
		expect(posts[0]?.deletedAfter).toBeUndefined();
	});

	it("answers bad dice with the bot's error embed, in the server's language", () => {
		const [post] = answerCommand("roll", { dice: "1d" }, server("fr"), facesSource([3]));
		expect(post?.ephemeral).toBe(true);
		expect(post?.embeds?.[0]).toEqual({ color: "Red", author: "Erreur", description: "Le dé `1d` est invalide." });
		const [english] = answerCommand("roll", { dice: "xyz" }, server("en"), facesSource([3]));
		expect(english?.embeds?.[0]?.description).toBe("The dice `xyz` is invalid.");
	});

	it("rolls a statistic of the gallery template for the sheet: its value for $, named as the sheet names it", () => {
		const [post] = answerCommand("dbroll", { statistic: "force" }, server("fr"), facesSource([20]));
		expect(post?.content).toBe(
			"**__Maëlle__** (*<@100000000000000001>*)\n[__Force__]\n `1d20+2` ⟶ `[20]+2` = ` [22] `",
		);
	});

	it("refuses a statistic the template excludes and asks for one when $ needs it, as the bot words it", () => {
		const [excluded] = answerCommand("dbroll", { statistic: "Passive Perception" }, server("en"), facesSource([5]));
		expect(excluded?.content).toBe("This statistic is excluded: you cannot roll for it.");
		const [missing] = answerCommand("dbroll", {}, server("en"), facesSource([5]));
		expect(missing?.content).toBe("You need to select a statistic to roll a dice.");
	});

	it("rolls a macro with the sheet's values, and names an unknown one", () => {
		const [post] = answerCommand("macro", { name: "longsword" }, server("en"), facesSource([6]));
		expect(post?.content).toContain("[__Longsword__]");
		expect(post?.content).toContain("`1d8+2` ⟶ `[6]+2` = ` [8] `");
		const [unknown] = answerCommand("macro", { name: "axe" }, server("en"), facesSource([6]));
		// As the bot oracle's plays show it: the macro as typed, capitalized, and the sheet's character.
		expect(unknown?.embeds?.[0]?.description).toBe("`Axe` is not saved in `Maëlle`.");
	});

	it("applies expression and success_threshold to a sheet roll", () => {
		const [post] = answerCommand(
			"dbroll",
			{ statistic: "Strength", expression: "2", success_threshold: ">=15" },
			server("en"),
			facesSource([10]),
		);
		expect(post?.content).toContain("(`⩾ 15`)");
		expect(post?.content).toContain("**Failure** — `1d20+2+2` ⟶ `[10]+2+2` = `[14] ⩽ 15`");
	});

	it("shows the sheet with /display: character, statistics and macros embeds", () => {
		const [post] = answerCommand("display", {}, server("fr"), facesSource([1]));
		expect(post?.embeds?.map((embed) => [embed.color, embed.title])).toEqual([
			["Gold", "Personnage"],
			["Aqua", "Statistiques"],
			["Green", "Macro"],
		]);
		expect(post?.embeds?.[1]?.fields?.[0]).toEqual({ name: "Force", value: "`14`", inline: true });
		// The macros under their names as the template writes them, the sheet's values put in and worked out.
		expect(post?.embeds?.[2]?.fields?.[1]).toEqual({ name: "Épée longue", value: "`1d8+2`", inline: true });
	});

	it("rolls /gm dbroll for the player named, and finds no sheet for another member", () => {
		const [post] = answerCommand("gm dbroll", { statistic: "sagesse", hidden: "true" }, server("fr"), facesSource([4]));
		expect(post?.ephemeral).toBe(true);
		const [other] = answerCommand("gm dbroll", { statistic: "sagesse", player: "2" }, server("fr"), facesSource([4]));
		expect(other?.embeds?.[0]?.author).toBe("Erreur");
	});

	it("posts /math and /calc as rolls are posted, and refuses a bad sign with the bot's error embed", () => {
		const posts = answerCommand("math", { expression: "1d20+2" }, server("en"), facesSource([13]));
		expect(posts.map((post) => post.where)).toEqual(["channel", "thread"]);
		expect(posts[0]?.content).toContain("`1d20+2` → `[13]+2` = `15`");
		const [refused] = answerCommand(
			"calc",
			{ statistic: "Strength", sign: "x", expression: "2" },
			server("en"),
			facesSource([1]),
		);
		expect(refused?.ephemeral).toBe(false);
		expect(refused?.embeds?.[0]?.description).toContain("You used: `x`.");
	});

	it("quotes an unreadable opposition folded as the bot's generateStatsDice leaves it, its label too", () => {
		const [post] = answerCommand("roll", { dice: "1d20>5>1 [Épée longue]" }, server("en"), facesSource([12]));
		expect(post?.embeds?.[0]?.description).toBe(
			"Can't recognize the value in `1 [epee longue]`. Is the value a number?",
		);
		// With a registered sheet, its statistics are put in before the value is quoted.
		const [sheet] = answerCommand("roll", { dice: "1d20>5>3+$Strength" }, server("en"), facesSource([12]));
		expect(sheet?.embeds?.[0]?.description).toBe("Can't recognize the value in `3+14`. Is the value a number?");
	});

	it("quotes an unreadable threshold's dice as core keeps them: braces kept, the server's order not written in", () => {
		const sorted = { ...server("en"), settings: { sortOrder: "sa" as const } };
		const refusal = (dice: string, on: SampleServer, faces: number[]) =>
			answerCommand("roll", { dice }, on, facesSource(faces)).find((post) => post.embeds)?.embeds?.[0]?.description;
		expect(refusal("1d20+1>=abc", sorted, [12])).toBe(
			"Can't recognize the compared value for the dice `1d20+1` : `13⩾abc`",
		);
		expect(refusal("{1d8!,1d6!}kh1>=abc", server("en"), [3, 2])).toBe(
			"Can't recognize the compared value for the dice `{1d8!,1d6!}kh1` : `3⩾abc`",
		);
	});

	it("refuses a message's opposition holding a d as the dice roller refuses it, the server's order written in", () => {
		const sorted = { ...server("en"), settings: { sortOrder: "sd" as const } };
		const answer = answerMessage("3d8>=8<=25 coup de poing", sorted, facesSource([4, 5, 6]));
		expect(answer.rolled).toBe(false);
		const error = answer.rolled ? undefined : answer.privateError;
		expect(error).toMatch(
			/^The dice type `25 coup de poingsd` is invalid\.\n\nLogs:\n`SyntaxError: Expected .* but "c" found\.`$/,
		);
		// Without a d the value is an unreadable opposition, quoted folded.
		const plain = answerMessage("3d8>=8<=25 Attaque", sorted, facesSource([4, 5, 6]));
		expect(plain.rolled ? undefined : plain.privateError).toBe(
			"Can't recognize the value in `25 attaque`. Is the value a number?",
		);
	});

	it("answers a compared message with its count of successes on a server with disableCompare", () => {
		const counting = { ...server("en"), settings: { disableCompare: true } };
		const first = (message: string, faces: number[]) => {
			const answer = answerMessage(message, counting, facesSource(faces));
			return answer.rolled ? answer.posts[0]?.content : undefined;
		};
		// A pool core counts itself: no verdict, the total is the number of dice that pass.
		expect(first("1d100>26", [7])).toBe("*<@100000000000000001>*\n `1d100>26` ⟶ `[7]` = ` [0] `");
		// A roll core cannot pool: the total compared gives 0 or 1, each die passing on its own is marked.
		expect(first("d12/5d6<=2", [8, 1, 5, 5, 3, 2])).toBe(
			"*<@100000000000000001>*\n `d12/5d6<=2` ⟶ `[8]/[1×,5,5,3,2×]` = ` [1] `",
		);
		expect(first("d20*0*10>=5", [6])).toBe("*<@100000000000000001>*\n `d20×0×10>=5` ⟶ `[6×]×0×10` = ` [0] `");
		// A second comparison is dropped before the roll is wrapped: no opposition is shown.
		expect(first("2d%-1d10+7>=8=7", [28, 50, 6])).toBe(
			"*<@100000000000000001>*\n `2d%-1d10+7>=8` ⟶ `[28×,50×]-[6]+7` = ` [1] `",
		);
		// Without the setting the same roll is judged.
		const judged = answerMessage("d10<=25", server("en"), facesSource([10]));
		expect(judged.rolled && judged.posts[0]?.content).toContain("**Success**");
	});

	it("places /math as sendResult does: never-deleted replies still go after 3 minutes, hidden ones by hiddenRoll", () => {
		const withSettings = (settings: SampleServer["settings"]) => ({ ...server("en"), settings });
		const math = (settings: SampleServer["settings"], hidden: boolean) =>
			answerCommand("math", { expression: "2+2", hidden: String(hidden) }, withSettings(settings), facesSource([1]));
		// A roll's reply is kept with deleteAfter 0; the tools' sender reads 0 as unset.
		expect(math({ deleteAfter: 0 }, false).map((post) => [post.where, post.deletedAfter])).toEqual([
			["channel", 180_000],
			["thread", undefined],
		]);
		expect(math({ hiddenRoll: true }, true).map((post) => [post.where, post.ephemeral])).toEqual([["channel", true]]);
		expect(math({ hiddenRoll: "channel" }, true).map((post) => [post.where, post.ephemeral])).toEqual([
			["channel", true],
			["hidden", false],
		]);
		// Not hidden, the hidden-rolls setting changes nothing.
		expect(math({ hiddenRoll: true }, false).map((post) => post.where)).toEqual(["channel", "thread"]);
	});

	it("answers a character the player has not registered as getStatistics does: not registered, then the throw", () => {
		// `isSerializedNameEquals` holds whenever the names differ, so the bot never says which character it missed.
		const [post, followUp] = answerCommand(
			"dbroll",
			{ statistic: "Force", character: "bob" },
			server("fr"),
			facesSource([1]),
		);
		expect(post?.ephemeral).toBe(true);
		expect(post?.embeds?.[0]?.description).toBe("Vous n'êtes pas enregistré !");
		expect(followUp?.followUp).toBe(true);
	});

	it("posts a total that is not finite as the bot does, while the playground's reading still refuses it", () => {
		// The bot posts dice-roller's total as it is: a division by zero gives ` [Infinity] `, not an error embed.
		const [post] = answerCommand("roll", { dice: "4d3/0*7d20" }, server("en", true), facesSource([1, 2, 3, 3]));
		expect(post?.embeds).toBeUndefined();
		expect(post?.content).toMatch(/`4d3\/0×7d20` ⟶ `\[1, 2, 3, 3\]\/0×\[.*\]` = ` \[Infinity\] `$/);
		const [negative] = answerCommand("roll", { dice: "2dF/0-5" }, server("fr", true), facesSource([1, 1]));
		expect(negative?.content).toContain("= ` [-Infinity] `");
		// A chat message is the same reply.
		const message = answerMessage("10d2/0", server("en"), facesSource([1]));
		expect(message.rolled && message.posts[0]?.content).toMatch(/= ` \[Infinity\] `$/);
		// A shared roll's `&` lines carry it on: `[Infinity]×5` is ` Infinity `.
		const [shared] = answerCommand("roll", { dice: "2d3/0;&*5;&-6" }, server("en", true), facesSource([1, 2]));
		expect(shared?.content).toContain("◈ `[2d3/0]×5` ⟶ `[Infinity]×5` = ` Infinity `");
		expect(shared?.content).toContain("◈ `[2d3/0]-6` ⟶ `[Infinity]-6` = ` Infinity `");
		// The playground and roll blocks roll with `command: "roll"` and no `nonFinite`: they refuse on purpose.
		const refused = rollExpression("4d3/0*7d20", { command: "roll" });
		expect(refused.ok ? undefined : refused.error.code).toBe("notFinite");
	});
});
