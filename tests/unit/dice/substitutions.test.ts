// Text substitutions applied before a roll: `$`, statistic names, `{exp}`,
// `{{ }}` math, operators, standardisation, and the names a formula could not place.
import { describe, expect, test } from "vitest";
import {
	closestName,
	evaluateInlineMath,
	InlineMathError,
	normalizeOperators,
	replaceExpPlaceholders,
	replaceStatisticNames,
	rollNotation,
	standardizeNotation,
	substituteDollar,
	substituteStatisticNames,
	unknownWords,
} from "../../../src/dice";

const rollTotal = (notation: string) => rollNotation(notation).total;

describe("substitutions", () => {
	test("$ is replaced everywhere", () => {
		expect(substituteDollar("1d20+$>=$", 7)).toBe("1d20+7>=7");
	});

	test("statistic names: any case; with accents folded for macros, in the template's order", () => {
		const values = [
			{ name: "Dextérité", value: 4 },
			{ name: "Force", value: 9 },
		];
		expect(substituteStatisticNames("1d6+FORCE+dexterite", values, { foldAccents: true })).toBe("1d6+9+4");
		expect(substituteStatisticNames("force*2+Dextérité", values, { foldAccents: false })).toBe("9*2+4");
		expect(substituteStatisticNames("dexterite", values, { foldAccents: false })).toBe("dexterite");
		expect(substituteStatisticNames("1d6+(x)", [{ name: "(x)", value: 2 }], { foldAccents: true })).toBe("1d6+2");
		expect(replaceStatisticNames("1d6+force", values, { foldAccents: true })).toEqual({
			text: "1d6+9",
			used: ["Force"],
		});
	});

	test("{exp} placeholders take their default, or 1", () => {
		expect(replaceExpPlaceholders("1d20+{exp || 4}+{exp}")).toBe("1d20+4+1");
		expect(replaceExpPlaceholders("1d20+{exp}", 12)).toBe("1d20+12");
	});

	test("{{ }} blocks are evaluated, dice inside rolled", () => {
		expect(evaluateInlineMath("1d20+{{ceil(7/2)}}", rollTotal)).toBe("1d20+4");
		expect(evaluateInlineMath("{{1d1*3}}", rollTotal)).toBe("3");
		expect(evaluateInlineMath("{{40 < 50 ? 96 : 100}}", rollTotal)).toBe("96");
		expect(() => evaluateInlineMath("1d20+{{ceil(7/)}}", rollTotal)).toThrow(InlineMathError);
	});

	test("operators are written the way the bot reads them", () => {
		expect(normalizeOperators("1d6+-2=>5--1")).toBe("1d6-2>=5+1");
	});

	test("a roll is lower case without accents, except labels and Fate dice", () => {
		expect(standardizeNotation("4DF+Élan [Coup Épique]")).toBe("4dF+elan [Coup Épique]");
	});
});

describe("names a formula could not place", () => {
	test("words that are neither notation nor a function", () => {
		expect(unknownWords("1d20+dex")).toEqual(["dex"]);
		expect(unknownWords("2d6kh1+4dF+floor(3/2) [Force] # Agilité")).toEqual([]);
		expect(unknownWords("1d100<=Forse*2")).toEqual(["Forse"]);
	});

	test("the closest statistic: a name it starts, else within a third of its length", () => {
		const names = ["Force", "Dextérité", "Constitution"];
		expect(closestName("Dex", names)).toBe("Dextérité");
		expect(closestName("forse", names)).toBe("Force");
		expect(closestName("Constitutoin", names)).toBe("Constitution");
		expect(closestName("Charisme", names)).toBeUndefined();
		expect(closestName("", names)).toBeUndefined();
	});
});
