// How formulas meet a player's sheet: a macro read one way by the validator and
// another at roll time is noted with the {{Name}} fix; a statistic whose minimum
// leaves 0 dice is noted with what the bot answers.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { fromBotTemplate } from "../../../src/template/convert";
import { emptyTemplateForm, type TemplateForm } from "../../../src/template/formModel";
import { doubleBraceFix, formulaNotes, macroMeaningChange } from "../../../src/template/sheetFormulas";

function blades(formula: string, min = "0"): TemplateForm {
	return {
		...emptyTemplateForm(),
		diceType: "{$d6>=6}",
		statistics: [
			{ name: "Skirmish", min, max: "4", combination: "", exclude: false },
			{ name: "Prowl", min: "1", max: "4", combination: "", exclude: false },
		],
		macros: [{ name: "Skirmish roll", formula }],
	};
}

describe("a macro whose meaning changes on the sheet", () => {
	test("the issue's example: Skirmishd6kh1>=6 is 2d6kh1>=6 for the validator, 2>=6 at roll time", () => {
		expect(macroMeaningChange("Skirmishd6kh1>=6", [{ name: "Skirmish", value: 2 }])).toEqual({
			validated: "2d6kh1>=6",
			atRoll: "2>=6",
		});
		expect(macroMeaningChange("{{Skirmish}}d6kh1>=6", [{ name: "Skirmish", value: 2 }])).toBeUndefined();
		expect(macroMeaningChange("1d20+Force", [{ name: "Force", value: 12 }])).toBeUndefined();
	});

	test("the fix wraps the glued name in double braces", () => {
		expect(doubleBraceFix("Skirmishd6kh1>=6", [{ name: "Skirmish", value: 2 }])).toBe("{{Skirmish}}d6kh1>=6");
		expect(doubleBraceFix("1d20+Force", [{ name: "Force", value: 2 }])).toBeUndefined();
	});

	test("the builder notes it, with a fix that reads alike both ways and rolls", () => {
		const notes = formulaNotes(blades("Skirmishd6kh1>=6", "1"), { kind: "macro", index: 0 });
		expect(notes).toEqual([
			{ kind: "meaningChange", validated: "1d6kh1>=6", atRoll: "1>=6", fix: "{{Skirmish}}d6kh1>=6" },
		]);
		expect(formulaNotes(blades("{{Skirmish}}d6kh1>=6", "1"), { kind: "macro", index: 0 })).toEqual([]);
	});

	test("Fate dice meet a lone statistic starting with F: the bot rolls 4d<value>", () => {
		const form: TemplateForm = {
			...emptyTemplateForm(),
			statistics: [{ name: "Fight", min: "0", max: "4", combination: "", exclude: false }],
			macros: [{ name: "Plain", formula: "4dF+2" }],
		};
		const [note] = formulaNotes(form, { kind: "macro", index: 0 });
		expect(note).toMatchObject({ kind: "meaningChange", validated: "4df+2" });
		expect(note?.kind === "meaningChange" && note?.atRoll).toMatch(/^4d[1-4]\+2$/);
	});
});

describe("a number of dice that can reach 0", () => {
	test("a statistic with minimum 0 used as $d6 in the type die", () => {
		expect(formulaNotes(blades("1d6"), { kind: "diceType" })).toEqual([
			{ kind: "zeroDice", statistic: "Skirmish", value: 0, rolled: "{0d6>=6}" },
		]);
		expect(formulaNotes(blades("1d6", "1"), { kind: "diceType" })).toEqual([]);
	});

	test("and in a macro, through the {{Name}} form", () => {
		expect(formulaNotes(blades("{{Skirmish}}d6kh1>=6"), { kind: "macro", index: 0 })).toEqual([
			{ kind: "zeroDice", statistic: "Skirmish", value: 0, rolled: "0d6kh1>=6" },
		]);
	});
});

describe("one zero-dice warning per roll, for the statistics /dbroll offers", () => {
	test("Blades from the gallery: one note naming each action and attribute that can be 0", () => {
		const form = fromBotTemplate(
			JSON.parse(readFileSync("static/templates/blades-style.en.json", "utf8")) as Parameters<
				typeof fromBotTemplate
			>[0],
		);
		const notes = formulaNotes(form, { kind: "diceType" }).filter((note) => note.kind === "zeroDice");
		expect(notes).toHaveLength(1);
		const [note] = notes;
		const names = note?.kind === "zeroDice" ? note.statistic.split(", ") : [];
		// Twelve actions at 0, and the three attributes: a sum of min(action, 1) is 0 when all four are.
		expect(names).toHaveLength(15);
		expect(names).toEqual(expect.arrayContaining(["Hunt", "Wreck", "Insight", "Prowess", "Resolve"]));
		expect(note).toMatchObject({ value: 0, rolled: "0d6kh1>=6", several: true });
	});

	test("an excluded statistic is left out of the type die's warnings, a computed one at 0 is in", () => {
		const form: TemplateForm = {
			...emptyTemplateForm(),
			diceType: "$d6kh1>=6",
			statistics: [
				{ name: "Hunt", min: "1", max: "4", combination: "", exclude: false },
				{ name: "Stash", min: "0", max: "40", combination: "", exclude: true },
				{ name: "Spare", min: "", max: "", combination: "Hunt-1", exclude: false },
			],
		};
		expect(formulaNotes(form, { kind: "diceType" })).toEqual([
			{ kind: "zeroDice", statistic: "Spare", value: 0, rolled: "0d6kh1>=6" },
		]);
	});
});
