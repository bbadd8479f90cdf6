// The builder's test roll of a macro as the bot rolls it: a spaced statistic name met word by word when a player
// rolls (`1d100<=Weapon Skill` reaches core as `1d100<=45 skill`, which core's roll refuses: "skill" has no
// comment mark), and the header of a compared macro naming a statistic between parentheses, which the bot prints
// without it, against the model of the bot's /macro on the same sheet with the same dice.
import { describe, expect, test } from "vitest";
import { seededSource } from "../../../src/dice";
import { botMessage, facesSource, macroHeader } from "../../../src/dice/bot";
import { answerCommand } from "../../../src/dice/commands";
import { emptyTemplateForm, type TemplateForm } from "../../../src/template/formModel";
import { testRollMacro } from "../../../src/template/testRoll";

const row = (name: string, min: string, max: string) => ({ name, min, max, combination: "", exclude: false });

function form(): TemplateForm {
	return {
		...emptyTemplateForm(),
		diceType: "1d100<=$",
		statistics: [row("Weapon Skill", "22", "40"), row("Ballistic Skill", "22", "40"), row("Melee", "30", "60")],
		macros: [
			{ name: "Strike", formula: "1d100<=Weapon Skill" },
			{ name: "Melee Attack (Melee)", formula: "1d100<=Melee" },
			{ name: "Melee Damage (Melee)", formula: "1d10+Melee" },
		],
	};
}

/** What the model of the bot posts for /macro on the test roll's sheet, the dice falling on `faces`. */
function botAnswer(macro: string, values: readonly { name: string; value: number }[], faces: number[]): string {
	const template = form();
	const server = {
		locale: "en" as const,
		channel: "rolls",
		disableThread: true,
		template: {
			diceType: template.diceType,
			statistics: Object.fromEntries(template.statistics.map((each) => [each.name, { min: 1, max: 99 }])),
			damage: Object.fromEntries(template.macros.map((each) => [each.name, each.formula])),
		},
		// A sheet without a character name: the test roll names no character, and the bot names one when it has it.
		sheet: { name: "", values: values.map(({ name, value }) => ({ name, value })) },
	};
	const [posted] = answerCommand("macro", { name: macro }, server, facesSource(faces));
	return posted?.content ?? "";
}

describe("the builder's test roll of a macro shows what the bot shows", () => {
	test.for([1, 2])("macro %i, the sample sheet at its minimum, maximum and at random", (index) => {
		for (let seed = 1; seed <= 20; seed += 1) {
			const tried = testRollMacro(form(), index, seededSource(seed), { draw: seed === 1 ? "lowest" : "random" });
			if (!tried.attempt.ok) throw new Error(tried.attempt.error.message);
			const preview = botMessage(tried.attempt.result, tried.reading, "en").text;
			const name = form().macros[index]?.name ?? "";
			const faces = tried.attempt.result.lines.flatMap((line) => line.dice.map((die) => die.value));
			const posted = botAnswer(name, tried.sheet.values, faces);
			// The post starts with the mention; the rest is the test roll's text.
			expect(posted).toBe(`*<@100000000000000001>*${preview}`);
		}
	});

	test("1d100<=Weapon Skill: refused as core refuses 1d100<=45 skill, never judged", () => {
		for (const draw of ["lowest", "highest", "random"] as const) {
			const tried = testRollMacro(form(), 0, seededSource(3), { draw });
			const weaponSkill = tried.sheet.values.find((each) => each.name === "Weapon Skill")?.value;
			expect(tried.attempt.ok).toBe(false);
			if (tried.attempt.ok) continue;
			expect(tried.attempt.error.code).toBe("invalidNotation");
			expect(tried.attempt.error.values).toEqual({
				notation: `1d100<=${weaponSkill} skill`,
				found: "s",
				position: `1d100<=${weaponSkill} `.length + 1,
			});
		}
		// A comment after it goes first, as core's splitDiceComment takes it; the rest is still refused.
		const marked = { ...form(), macros: [{ name: "Strike", formula: "1d100<=Weapon Skill # parry" }] };
		const commented = testRollMacro(marked, 0, seededSource(3), { draw: "lowest" });
		expect(commented.attempt.ok).toBe(false);
		if (!commented.attempt.ok) expect(commented.attempt.error.values.notation).toBe("1d100<=22 skill");
	});

	test("a compared macro naming a statistic is headed without it; one with no comparison keeps its name", () => {
		const attack = testRollMacro(form(), 1, seededSource(4));
		expect(attack.reading.header).toBe("Melee Attack");
		const damage = testRollMacro(form(), 2, seededSource(4));
		expect(damage.reading.header).toBe("Melee Damage (Melee)");
		const sheet = [{ name: "Mêlée", value: 40 }];
		expect(macroHeader("Attaque (mêlée) rapide", sheet, "1d100<=40")).toBe("Attaque  rapide");
		expect(macroHeader("Attaque (Agilité)", sheet, "1d100<=40")).toBe("Attaque (Agilité)");
		expect(macroHeader("(Mêlée)", sheet, "1d100<=40")).toBe("(Mêlée)");
		// A critical block is not the roll's comparison (core takes it out first).
		expect(macroHeader("Attaque (Mêlée)", sheet, "1d100{cs:<=5}")).toBe("Attaque (Mêlée)");
	});
});
