// The builder's test roll of a macro against what the model of the bot answers to /macro on the same sheet with
// the same dice: a spaced statistic name read word by word as the bot reads it when a player rolls
// (`1d100<=Weapon Skill` is compared with Weapon Skill and keeps "skill" as its comment), and the header of a
// compared macro naming a statistic between parentheses, which the bot prints without it.
import { describe, expect, test } from "vitest";
import { seededSource } from "../../../src/dice";
import { answerCommand, botMessage, facesSource, macroHeader } from "../../../src/dice/bot";
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
		sheet: { name: "Lou", values: values.map(({ name, value }) => ({ name, value })) },
	};
	const [posted] = answerCommand("macro", { name: macro }, server, facesSource(faces));
	return posted?.content ?? "";
}

describe("the builder's test roll of a macro shows what the bot shows", () => {
	test.for([0, 1, 2])("macro %i, the sample sheet at its minimum, maximum and at random", (index) => {
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

	test('1d100<=Weapon Skill: compared with Weapon Skill\'s value, "skill" left as a comment, as the bot rolls it', () => {
		const tried = testRollMacro(form(), 0, seededSource(3), { draw: "lowest" });
		if (!tried.attempt.ok) throw new Error(tried.attempt.error.message);
		const text = botMessage(tried.attempt.result, tried.reading, "en").text;
		expect(text).toContain("[__Strike__] *skill*");
		expect(text).toMatch(/ = `\[\d+\] [⩽⩾] 22`/);
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
