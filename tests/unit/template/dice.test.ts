// Formula substitutions and the roll check they feed.
import { describe, expect, test } from "vitest";
import { checkComparisonValue, checkRoll, hasCriticalMarkers, rollTotal } from "../../../src/template/diceCheck";
import {
	evaluateInlineMath,
	InlineMathError,
	normalizeOperators,
	replaceExpPlaceholders,
	substituteDollar,
	substituteStatisticNames,
} from "../../../src/template/formula";

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
	});

	test("{exp} placeholders take their default, or 1", () => {
		expect(replaceExpPlaceholders("1d20+{exp || 4}+{exp}")).toBe("1d20+4+1");
	});

	test("{{ }} blocks are evaluated, dice inside rolled", () => {
		expect(evaluateInlineMath("1d20+{{ceil(7/2)}}", rollTotal)).toBe("1d20+4");
		expect(evaluateInlineMath("{{1d1*3}}", rollTotal)).toBe("3");
		expect(() => evaluateInlineMath("1d20+{{ceil(7/)}}", rollTotal)).toThrow(InlineMathError);
	});

	test("operators are written the way the bot reads them", () => {
		expect(normalizeOperators("1d6+-2=>5--1")).toBe("1d6-2>=5+1");
	});
});

describe("checkRoll", () => {
	test.each([
		"1d20+5>=15",
		"1d100<=50",
		"{5d10>=8}",
		"3d6!",
		"6d10!>>=8",
		"2d20kh1+3",
		"4dF+2",
		"1d20 # attack",
		"1d8+3 [fire]",
		"1d20+5;&>=15",
		"3#1d6",
		"1d20>=1d6+10",
		"d(6)+1",
		"1d20=>12",
		"1d20+{{ceil(5/2)}}",
	])("%s rolls", (notation) => {
		expect(checkRoll(notation)).toEqual({ ok: true });
	});

	test.each(["1d20+", "5+3", "", "1d0", "0d6", "1d20>=abc", "1d6+$", "1d20+force", "200#1d6", "1d20+{{2*}}"])(
		"%s does not roll",
		(notation) => {
			const check = checkRoll(notation);
			expect(check.ok).toBe(false);
			if (!check.ok) expect(check.logs.length).toBeGreaterThan(0);
		},
	);

	test("comparison values: numbers, formulas or dice", () => {
		expect(checkComparisonValue("15").ok).toBe(true);
		expect(checkComparisonValue("round(50/2)").ok).toBe(true);
		expect(checkComparisonValue("1d6").ok).toBe(true);
		expect(checkComparisonValue("force").ok).toBe(false);
	});

	test("critical markers are detected", () => {
		expect(hasCriticalMarkers("1d20{cs:>=19}")).toBe(true);
		expect(hasCriticalMarkers("1d20{*cf:<=2}")).toBe(true);
		expect(hasCriticalMarkers("{1d20>=19}")).toBe(false);
	});
});
