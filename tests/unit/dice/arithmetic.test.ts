// Formulas are data: every shape below must be refused by the syntax check,
// before math.js runs anything, and quickly.
import { describe, expect, test } from "vitest";
import {
	checkFormula,
	evaluateFormula,
	evaluateFormulaNumber,
	FORMULA_FUNCTIONS,
	FormulaError,
	MAX_FORMULA_LENGTH,
} from "../../../src/dice";

function refusal(formula: string): FormulaError {
	try {
		checkFormula(formula);
	} catch (error) {
		if (error instanceof FormulaError) return error;
		throw error;
	}
	throw new Error(`"${formula}" was accepted`);
}

describe("what formulas can hold", () => {
	test.each([
		["1 + 2 * 3", 7],
		["(10 - 4) / 3", 2],
		["7 % 4", 3],
		["2 ^ 10", 1024],
		["-3 + +2", -1],
		["ceil(7 / 2) + floor(7 / 2)", 7],
		["round(2.5) + fix(-2.5) + abs(-1)", 2],
		["max(1, 5, 3) - min(4, 2)", 3],
		["sqrt(16) + cbrt(27) + pow(2, 3)", 15],
		["log10(1000) + log2(8) + sign(-4)", 5],
		["mod(10, 3)", 1],
		["12 < 50 ? 96 : 100", 96],
		["2 * pi > 6", 1],
	])("%s = %d", (formula, expected) => {
		expect(evaluateFormulaNumber(formula)).toBe(expected);
	});

	test("comparisons give booleans", () => {
		expect(evaluateFormula("3 >= 2")).toBe(true);
		expect(evaluateFormula("1 < 2 < 1")).toBe(false);
		expect(evaluateFormula("not (1 == 1) or 2 != 3")).toBe(true);
	});

	test("a name that is not allowed is reported as unknown, with its name", () => {
		const error = refusal("Dex + 2");
		expect(error.reason).toBe("unknownName");
		expect(error.part).toBe("Dex");
	});
});

// The advisory's path and its relatives: the constructor chain, property
// access, function definitions, assignments, matrices, strings, config.
const SANDBOX_ESCAPES = [
	'[1].get.constructor("return process")()',
	"cos.constructor('return 1')()",
	"f(x) = x; f(1)",
	"a = 1",
	"x.y",
	"{a: 1}.a",
	'"text"',
	"[1, 2, 3]",
	"1:1e8",
	"config({number: 'BigNumber'})",
	"import({a: 1})",
	"evaluate('1')",
	"parse('1')",
	"createUnit('zorg')",
	"ones(10000, 10000)",
	"sum(ones(10000, 10000))",
	"zeros(1e5, 1e5)",
	"range(1, 1e8)",
	"matrix([1])",
	"1; 2",
	"5!",
	"[1][1]",
	"(1)[1]",
	"typed.constructor",
	"simplify('x')",
];

describe("refused before evaluation", () => {
	test.each(SANDBOX_ESCAPES)("%s", (formula) => {
		const error = refusal(formula);
		expect(["forbiddenFunction", "forbiddenSyntax", "unknownName", "syntax"]).toContain(error.reason);
		expect(error.formula).toBe(formula);
		expect(() => evaluateFormula(formula)).toThrow(FormulaError);
	});

	test("functions outside the list are named in the refusal", () => {
		expect(refusal("config({number: 'BigNumber'})")).toMatchObject({ reason: "forbiddenFunction", part: "config" });
		expect(refusal("ones(3, 3)")).toMatchObject({ reason: "forbiddenFunction", part: "ones" });
	});

	test("no formula changes the evaluator: later formulas still give numbers", () => {
		for (const formula of SANDBOX_ESCAPES) expect(() => evaluateFormula(formula)).toThrow();
		expect(evaluateFormula("1 / 3")).toBeCloseTo(0.3333);
		expect(typeof evaluateFormula("2 + 2")).toBe("number");
	});

	test("long and deeply nested formulas are refused before parsing", () => {
		expect(refusal(`${"1+".repeat(MAX_FORMULA_LENGTH)}1`).reason).toBe("tooLong");
		expect(refusal(`${"(".repeat(200)}1${")".repeat(200)}`).reason).toBe("tooDeep");
	});

	test("every allowed function exists in the evaluator", () => {
		for (const name of FORMULA_FUNCTIONS) {
			const args = name === "pow" || name === "mod" ? "(8, 2)" : "(8)";
			expect(typeof evaluateFormula(`${name}${args}`)).toBe("number");
		}
	});
});
