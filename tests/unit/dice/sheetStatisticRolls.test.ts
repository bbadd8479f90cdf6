// Rolls that name a sheet's statistic (`$Name`) in `/roll` and in messages, on the gallery's templates, with the
// bot's own text (4.7.2, cases of tests/fixtures/bot-oracle/plays.json.gz) as what is expected.
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../src/dice/bot";
import { answerCommand, answerMessage, type SampleServer, type ServerTemplate } from "../../../src/dice/commands";
import cthulhuEn from "../../../static/templates/call-of-cthulhu-7e.en.json";
import cthulhuFr from "../../../static/templates/call-of-cthulhu-7e.fr.json";
import dndEn from "../../../static/templates/dnd-5e.en.json";
import dndFr from "../../../static/templates/dnd-5e.fr.json";
import warhammerEn from "../../../static/templates/warhammer-4e.en.json";
import warhammerFr from "../../../static/templates/warhammer-4e.fr.json";

function server(
	locale: "fr" | "en",
	template: ServerTemplate,
	values: Record<string, number>,
	settings?: SampleServer["settings"],
): SampleServer {
	return {
		locale,
		channel: "table-de-jeu",
		disableThread: true,
		template,
		...(settings ? { settings } : {}),
		sheet: { name: "Ivo", values: Object.entries(values).map(([name, value]) => ({ name, value })), imported: true },
	};
}

function messageText(message: string, on: SampleServer, faces: number[]): string | undefined {
	const answer = answerMessage(message, on, facesSource(faces));
	return answer.rolled ? answer.posts[0]?.content : undefined;
}

describe("a message naming a statistic", () => {
	it("names the statistic with each word capitalized, as /roll does (play-52-2216)", () => {
		const fr = server("fr", cthulhuFr, { "Trouver objet caché": 77 });
		expect(messageText("1d20+$Trouverobjetcaché", fr, [7])).toBe(
			"**__Ivo__** (*<@100000000000000001>*)\n [__Trouver Objet Caché__] \n_ _ `1d20+77` ⟶ `[7]+77` = ` [84] `",
		);
		const en = server("en", cthulhuEn, { "Spot hidden": 70 });
		expect(messageText("1d20+$SpotHidden", en, [7])).toBe(
			"**__Ivo__** (*<@100000000000000001>*)\n [__Spot Hidden__] \n_ _ `1d20+70` ⟶ `[7]+70` = ` [77] `",
		);
	});
});

describe("a message reading the sheet that does not start with dice", () => {
	it("is left alone, as the statistics it reads become a comment (play-52-15316, play-52-9139)", () => {
		const fr = server("fr", cthulhuFr, { Charisme: 10 }, {});
		for (const message of ["(1d6)+$Charisme", "+1d6+$Charisme"])
			expect(answerMessage(message, fr, facesSource([5]))).toEqual({ rolled: false });
		// Without a statistic, the same roll is answered.
		expect(messageText("(1d6)+2", fr, [5])).toBe("*<@100000000000000001>*\n `(1d6)+2` ⟶ `([5])+2` = ` [7] `");
	});
});

describe("a message with a statistic in its comment alone", () => {
	it("is refused as unknown statistics, the sheet's own name included, as core checks the whole message (play-52-13516)", () => {
		const unknown = (message: string, on: SampleServer) => {
			const answer = answerMessage(message, on, facesSource([3]));
			return answer.rolled ? undefined : answer.privateError;
		};
		const en = server("en", cthulhuEn, { Health: 5 });
		expect(unknown("10d4 # sneak attack+$Health", en)).toBe(
			"The dice contains unknown statistics: ``$Health``. Verify the values before reprocessing.",
		);
		const fr = server("fr", cthulhuFr, { Charisme: 8 });
		expect(unknown("d6+d10/11 coup de poing+$Charisme", fr)).toBe(
			"Le dé contient des valeurs inconnues: ``$Charisme``. Merci de les vérifier.",
		);
		// A statistic in the roll too: the comment is not checked, and rides along as written.
		expect(messageText("1d6+$Charisme coup de poing+$Charisme", fr, [3])).toBe(
			"**__Ivo__** (*<@100000000000000001>*)\n [__Charisme__] *coup de poing+$Charisme*\n  `1d6+8` ⟶ `[3]+8` = ` [11] `",
		);
	});
});

describe("an opposition naming a statistic", () => {
	it("is read once the sheet's values are in: a name holding a d is no roll (play-52-1060, play-52-5071, play-52-5048)", () => {
		const en = server("en", cthulhuEn, { "Spot Hidden": 95 }, { logs: true });
		expect(answerCommand("roll", { dice: "1d20>7+3d10ro=4+$SpotHidden" }, en, facesSource([3]))).toEqual([
			// The logs receive the comparison as written, the player the value as read.
			{ where: "logs", content: "```\n=4+$SpotHidden\n```", ephemeral: false },
			{
				where: "channel",
				ephemeral: true,
				embeds: [
					{
						color: "Red",
						author: "Error",
						description: "Can't recognize the value in `4+95`. Is the value a number?",
						footer: "opposition",
					},
				],
			},
		]);
		const fr = server("fr", cthulhuFr, { "Capacité de combat": 24 });
		const answer = answerMessage("6d8!<6*0/7d10ro=1+10+$Capacitédecombat", fr, facesSource([3]));
		expect(answer.rolled ? undefined : answer.privateError).toBe(
			"Impossible de reconnaître la valeur à comparer dans `1+10+24`. Est ce que la valeur est un nombre ?",
		);
	});
});

describe("a threshold a statistic leaves with letters", () => {
	it("is handed to the dice roller when it holds a d, whose refusal is the bot's (play-52-1118)", () => {
		// `$Sang` is the sheet's Sang-froid: `-froid` is left, and core rolls `1-froid` as dice.
		const refusal = (locale: "fr" | "en") => {
			const on = server(locale, locale === "fr" ? cthulhuFr : cthulhuEn, { "Sang-froid": 1 });
			return answerCommand("roll", { dice: "1d20<=$Sang-froid" }, on, facesSource([3]))[0]?.embeds?.[0];
		};
		const found =
			'Expected "(", "-", "abs", "ceil", "cos", "d", "d%", "dF", "exp", "floor", "log", "max", "min", "pow", "round", "sign", "sin", "sqrt", "tan", "{", [0-9], [1-9], or whitespace but "f" found.';
		expect(refusal("fr")).toEqual({
			color: "Red",
			author: "Erreur",
			description: `Le dé \`1-froid\` est invalide.\n\nJournalisation :\n\`SyntaxError: ${found}\`.`,
			footer: "roll",
		});
		expect(refusal("en")?.description).toBe(
			`The dice type \`1-froid\` is invalid.\n\nLogs:\n\`SyntaxError: ${found}\``,
		);
	});
});

describe("the server template's criticals in /roll and in messages", () => {
	const fumble = "{{$ < 50 ? 96 : 100}}";

	it("fails on Call of Cthulhu's fumble block for a roll of its dice type, before rolling (play-52-18997, play-52-13996)", () => {
		const logged = { logs: true } as const;
		const fr = server("fr", cthulhuFr, { Force: 87 }, logged);
		expect(answerCommand("roll", { dice: "1d100<=$Force" }, fr, facesSource([7]))).toEqual([
			{ where: "logs", content: `\`\`\`\n${fumble}\n\`\`\``, ephemeral: false },
			{
				where: "channel",
				ephemeral: true,
				embeds: [
					{
						color: "Red",
						author: "Erreur",
						description: `Formule invalide : \`${fumble}\``,
						footer: "replaceFormulasInDice",
					},
				],
			},
		]);
		// `d100` anywhere as a word is the dice type, compared or not.
		const en = server("en", cthulhuEn, { Size: 51 });
		const [post] = answerCommand("roll", { dice: "8d100/1d100+$Size" }, en, facesSource([13]));
		expect(post?.embeds?.[0]?.description).toBe(`Invalid formula: \`${fumble}\``);
		// Not the dice type: rolled as usual.
		const [other] = answerCommand("roll", { dice: "3d100+$Size" }, en, facesSource([13]));
		expect(other?.content).toContain("`3d100+51` ⟶ `[13, 13, 13]+51` = ` [90] `");
	});

	it("answers unknown statistics and an unreadable opposition before the template's criticals", () => {
		const en = server("en", cthulhuEn, { Size: 51 });
		const [unknown] = answerCommand("roll", { dice: "1d100<=$Nothing" }, en, facesSource([13]));
		expect(unknown?.embeds?.[0]?.footer).toBe("unknown_stats");
		const [opposed] = answerCommand("roll", { dice: "1d100<=$Size<=abc" }, en, facesSource([13]));
		expect(opposed?.embeds?.[0]?.description).toBe("Can't recognize the value in `abc`. Is the value a number?");
	});

	it("tells the player of a message privately, and logs the block (play-52-18614)", () => {
		const en = server("en", cthulhuEn, { Sanity: 83 }, { logs: true });
		const answer = answerMessage("1d100<=$Sanity", en, facesSource([2]));
		expect(answer).toEqual({
			rolled: false,
			privateError: `Invalid formula: \`${fumble}\``,
			logged: [{ where: "logs", content: `\`\`\`\n${fumble}\n\`\`\``, ephemeral: false }],
		});
		const fr = server("fr", cthulhuFr, { Chance: 49 }, { disableCompare: true });
		const counted = answerMessage("1d100<=$Chance", fr, facesSource([32]));
		expect(counted.rolled ? undefined : counted.privateError).toBe(`Formule invalide : \`${fumble}\``);
	});

	it("names Warhammer's automatic success and failure, the critical's threshold in the header (play-52-506, play-52-12361)", () => {
		const fr = server("fr", warhammerFr, { Force: 36 });
		const [post] = answerCommand("roll", { dice: "1d100<=$Force" }, fr, facesSource([5]));
		expect(post?.content).toBe(
			"**__Ivo__** (*<@100000000000000001>*) (`⩽ 5`)\n[__Force__]\n **Réussite automatique** — `1d100` ⟶ `[5]` = `[5] ⩽ 36`",
		);
		const en = server("en", warhammerEn, { Initiative: 24 });
		expect(messageText("1d100<=$Initiative", en, [97])).toBe(
			"**__Ivo__** (*<@100000000000000001>*) (`⩾ 96`)\n [__Initiative__] \n_ _ **Automatic failure** — `1d100` ⟶ `[97]` = `[97] ⩾ 24`",
		);
		// Between the two, the roll's own verdict.
		expect(messageText("1d100<=$Initiative", en, [20])).toBe(
			"**__Ivo__** (*<@100000000000000001>*) (`⩽ 24`)\n [__Initiative__] \n_ _ **Success** — `1d100` ⟶ `[20]` = `[20] ⩽ 24`",
		);
	});
});

describe("which rolls take the template's criticals", () => {
	// A custom critical that always fails to work out shows whether a roll's dice are the template's dice type.
	function takesCriticals(dice: string, diceType: string, registered: boolean): boolean {
		const template: ServerTemplate = { diceType, customCritical: { Probe: { sign: ">=", value: "{{$}}" } } };
		const on = server("en", template, { Force: 3 });
		const posts = answerCommand("roll", { dice }, registered ? on : { ...on, sheet: undefined }, facesSource([3]));
		return posts.some((post) => post.embeds?.[0]?.footer === "replaceFormulasInDice");
	}

	it("reads the dice type as core's includeDiceType does", () => {
		// Blades' `$d6kh1>=6`: with statistics (a line that reads one), `$` stands for any count.
		expect(takesCriticals("3d6kh1+$Force>=6", "$d6kh1>=6", true)).toBe(true);
		expect(takesCriticals("3d6kh1>=6", "$d6kh1>=6", true)).toBe(false);
		expect(takesCriticals("3d6kh1>=6", "$d6kh1>=6", false)).toBe(false);
		// `1dN` and `dN` are one dice type; `8d100` is not `d100`.
		expect(takesCriticals("d100+5", "1d100<=$", false)).toBe(true);
		expect(takesCriticals("8d100+5", "1d100<=$", false)).toBe(false);
		// Only what stands before the roll's first sign counts.
		expect(takesCriticals("1d20>=d100", "1d100<=$", true)).toBe(false);
		// The template's text is a literal: its braces and `+` are not a pattern.
		expect(takesCriticals("{1d8!, 1d6!}kh1", "{1d{{2*$+2}}!, 1d6!}kh1>=4", true)).toBe(false);
		expect(takesCriticals("1d20+3", "1d20+{{floor(($-10)/2)}}", true)).toBe(false);
	});
});

describe("a /roll comment behind a marker", () => {
	it("has its statistics put in and named, when the dice end in a sign the comment split skips (play-52-10348)", () => {
		const faces = [9, 14, 8, 10, 14, 2, 13];
		const registered = server("fr", dndFr, { Charisme: 8 });
		const fr = {
			...registered,
			sheet: { name: "Maëlle", values: [{ name: "Charisme", value: 8 }], imported: true as const },
		};
		const [post] = answerCommand("roll", { dice: "7d15!! # attaque+$Charisme @Maëlle" }, fr, facesSource(faces));
		expect(post?.content).toBe(
			"**__Maelle__** (*<@100000000000000001>*)\n[__Charisme__] *attaque+8*\n  `7d15!!` ⟶ `[9, 14, 8, 10, 14, 2, 13]` = ` [70] `",
		);
		const en = server("en", dndEn, { Charisma: 12 });
		const [english] = answerCommand("roll", { dice: "2d6!! # parley+$Charisma" }, en, facesSource([3, 4]));
		expect(english?.content).toBe(
			"**__Ivo__** (*<@100000000000000001>*)\n[__Charisma__] *parley+12*\n  `2d6!!` ⟶ `[3, 4]` = ` [7] `",
		);
		// After a plain word and a space, /roll takes the comment out first: it keeps its `$name`.
		const [plain] = answerCommand("roll", { dice: "2d6 # parley+$Charisma" }, en, facesSource([3, 4]));
		expect(plain?.content).toContain("*parley+$Charisma*");
	});
});
