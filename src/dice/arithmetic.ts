/**
 * The one place where formulas typed by people (template combinations, `{{ }}`
 * blocks, comparison values, roll-block calculations) are evaluated. A formula
 * is data: it is parsed, its syntax tree is checked against what the bot's
 * formulas hold, and only then compiled by a math.js instance that has nothing
 * else (no matrices, strings, `config` or `import` can be reached from a formula).
 */
import {
	absDependencies,
	addDependencies,
	andDependencies,
	cbrtDependencies,
	ceilDependencies,
	compileDependencies,
	create,
	divideDependencies,
	eDependencies,
	equalDependencies,
	expDependencies,
	type FactoryFunctionMap,
	fixDependencies,
	floorDependencies,
	largerDependencies,
	largerEqDependencies,
	log2Dependencies,
	log10Dependencies,
	logDependencies,
	type MathNode,
	maxDependencies,
	minDependencies,
	modDependencies,
	multiplyDependencies,
	notDependencies,
	orDependencies,
	parseDependencies,
	piDependencies,
	powDependencies,
	roundDependencies,
	signDependencies,
	smallerDependencies,
	smallerEqDependencies,
	sqrtDependencies,
	subtractDependencies,
	unaryMinusDependencies,
	unaryPlusDependencies,
	unequalDependencies,
	xorDependencies,
} from "mathjs";

/** Functions a formula may call: rounding, bounds, powers and logarithms. */
export const FORMULA_FUNCTIONS: readonly string[] = [
	"abs",
	"ceil",
	"floor",
	"round",
	"fix",
	"min",
	"max",
	"sqrt",
	"cbrt",
	"pow",
	"exp",
	"log",
	"log10",
	"log2",
	"mod",
	"sign",
];
/** Constants a formula may name. */
export const FORMULA_CONSTANTS: readonly string[] = ["pi", "e", "true", "false"];
/** math.js operator functions behind `+ - * / % ^`, comparisons and `and or xor not`. */
const FORMULA_OPERATORS = new Set([
	"add",
	"subtract",
	"multiply",
	"divide",
	"mod",
	"pow",
	"unaryMinus",
	"unaryPlus",
	"smaller",
	"larger",
	"smallerEq",
	"largerEq",
	"equal",
	"unequal",
	"and",
	"or",
	"xor",
	"not",
]);
const COMPARISONS = new Set(["smaller", "larger", "smallerEq", "largerEq", "equal", "unequal"]);

/** Longest formula evaluated: far above any real one, low enough that parsing stays instant. */
export const MAX_FORMULA_LENGTH = 500;
/** Deepest nesting of parentheses: the parser recurses once per level. */
const MAX_FORMULA_NESTING = 20;
/** Arguments of one function call (`max(a, b, ...)`). */
const MAX_ARGUMENTS = 25;

/**
 * math.js types its `*Dependencies` exports as entries of a string-keyed record, so each may read as
 * missing: checked here once, at load, so a renamed export fails loudly rather than half-building math.
 */
function presentDependencies(named: Record<string, FactoryFunctionMap | undefined>): FactoryFunctionMap {
	const present: FactoryFunctionMap = {};
	for (const [name, dependencies] of Object.entries(named)) {
		if (dependencies === undefined) throw new Error(`Internal error: math.js exports no ${name}`);
		present[name] = dependencies;
	}
	return present;
}

// Only what the allowed functions and operators need: created once, never exposed.
const math = create(
	presentDependencies({
		parseDependencies,
		compileDependencies,
		addDependencies,
		subtractDependencies,
		multiplyDependencies,
		divideDependencies,
		modDependencies,
		powDependencies,
		unaryMinusDependencies,
		unaryPlusDependencies,
		smallerDependencies,
		largerDependencies,
		smallerEqDependencies,
		largerEqDependencies,
		equalDependencies,
		unequalDependencies,
		andDependencies,
		orDependencies,
		xorDependencies,
		notDependencies,
		absDependencies,
		ceilDependencies,
		floorDependencies,
		roundDependencies,
		fixDependencies,
		minDependencies,
		maxDependencies,
		sqrtDependencies,
		cbrtDependencies,
		expDependencies,
		logDependencies,
		log10Dependencies,
		log2Dependencies,
		signDependencies,
		piDependencies,
		eDependencies,
	}),
	{ number: "number" },
);

/** Why a formula is refused, with the part of it that is at fault. */
export type FormulaRefusal =
	| "tooLong"
	| "tooDeep"
	| "syntax"
	/** A name that is neither an allowed function nor a constant: usually a statistic that does not exist. */
	| "unknownName"
	/** A function outside the list (`config`, `import`, `ones`...). */
	| "forbiddenFunction"
	/** Syntax a formula never needs: assignments, property access, matrices, ranges, strings... */
	| "forbiddenSyntax"
	| "notANumber";

export class FormulaError extends Error {
	constructor(
		readonly reason: FormulaRefusal,
		readonly formula: string,
		readonly part = "",
	) {
		super(`${reason}: ${part || formula}`);
		this.name = "FormulaError";
	}
}

/** How people see the syntax a formula may not hold, to name it in the refusal. */
const SYNTAX_SIGNS: Record<string, string> = {
	ArrayNode: "[ ]",
	AssignmentNode: "=",
	BlockNode: ";",
	FunctionAssignmentNode: "=",
	IndexNode: "[ ]",
	ObjectNode: "{ }",
	RangeNode: ":",
};

function nestingDepth(text: string): number {
	let depth = 0;
	let deepest = 0;
	for (const character of text) {
		if (character === "(") deepest = Math.max(deepest, ++depth);
		else if (character === ")") depth -= 1;
	}
	return deepest;
}

function checkNode(node: MathNode, formula: string, names: ReadonlySet<string>): void {
	switch (node.type) {
		case "ConstantNode": {
			const { value } = node as MathNode & { value: unknown };
			if (typeof value !== "number" && typeof value !== "boolean") {
				throw new FormulaError("forbiddenSyntax", formula, typeof value === "string" ? '"' : String(value));
			}
			return;
		}
		case "SymbolNode": {
			const { name } = node as MathNode & { name: string };
			if (!FORMULA_CONSTANTS.includes(name) && !names.has(name)) {
				const reason = FORMULA_FUNCTIONS.includes(name) ? "syntax" : "unknownName";
				throw new FormulaError(reason, formula, name);
			}
			return;
		}
		case "ParenthesisNode":
			checkNode((node as MathNode & { content: MathNode }).content, formula, names);
			return;
		case "OperatorNode": {
			const { fn, op, args } = node as MathNode & { fn: string; op: string; args: MathNode[] };
			if (!FORMULA_OPERATORS.has(fn)) throw new FormulaError("forbiddenSyntax", formula, op);
			for (const argument of args) checkNode(argument, formula, names);
			return;
		}
		case "ConditionalNode": {
			const { condition, trueExpr, falseExpr } = node as MathNode & {
				condition: MathNode;
				trueExpr: MathNode;
				falseExpr: MathNode;
			};
			for (const part of [condition, trueExpr, falseExpr]) checkNode(part, formula, names);
			return;
		}
		case "RelationalNode": {
			const { conditionals, params } = node as MathNode & { conditionals: string[]; params: MathNode[] };
			if (!conditionals.every((name) => COMPARISONS.has(name))) throw new FormulaError("forbiddenSyntax", formula);
			for (const parameter of params) checkNode(parameter, formula, names);
			return;
		}
		case "FunctionNode": {
			const { fn, args } = node as MathNode & { fn: MathNode; args: MathNode[] };
			const name = fn.type === "SymbolNode" ? (fn as MathNode & { name: string }).name : "";
			if (!FORMULA_FUNCTIONS.includes(name))
				throw new FormulaError("forbiddenFunction", formula, name || fn.toString());
			if (args.length > MAX_ARGUMENTS) throw new FormulaError("tooLong", formula);
			for (const argument of args) checkNode(argument, formula, names);
			return;
		}
		case "AccessorNode": {
			const { index } = node as MathNode & { index: { dotNotation: boolean } };
			throw new FormulaError("forbiddenSyntax", formula, index.dotNotation ? "." : "[ ]");
		}
		default:
			throw new FormulaError("forbiddenSyntax", formula, SYNTAX_SIGNS[node.type] ?? node.type);
	}
}

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * Parses a formula and checks every part of it before anything runs; `names`
 * are values given at evaluation (none unless told).
 * Throws a `FormulaError` naming the formula and the part at fault.
 */
export function checkFormula(formula: string, names: ReadonlySet<string> = NO_NAMES): MathNode {
	if (formula.length > MAX_FORMULA_LENGTH) throw new FormulaError("tooLong", formula.slice(0, 40));
	if (nestingDepth(formula) > MAX_FORMULA_NESTING) throw new FormulaError("tooDeep", formula);
	let tree: MathNode;
	try {
		tree = math.parse(formula);
	} catch (error) {
		throw new FormulaError("syntax", formula, error instanceof Error ? error.message : String(error));
	}
	checkNode(tree, formula, names);
	return tree;
}

type Compiled = { evaluate(): unknown };
const compiled = new Map<string, Compiled>();
const COMPILED_CACHE_SIZE = 1000;

function compile(formula: string): Compiled {
	const known = compiled.get(formula);
	if (known) return known;
	const result = checkFormula(formula).compile();
	if (compiled.size >= COMPILED_CACHE_SIZE) compiled.clear();
	compiled.set(formula, result);
	return result;
}

/**
 * Evaluates a checked formula to a number or a boolean (comparisons). Throws a
 * `FormulaError` when the formula is refused or gives anything else.
 */
export function evaluateFormula(formula: string): number | boolean {
	const result = compile(formula).evaluate();
	if (typeof result === "boolean") return result;
	if (typeof result === "number" && !Number.isNaN(result)) return result;
	throw new FormulaError("notANumber", formula);
}

/** Evaluates a formula that must give a finite number; `true` and `false` count as 1 and 0. */
export function evaluateFormulaNumber(formula: string): number {
	const result = evaluateFormula(formula);
	if (typeof result === "boolean") return result ? 1 : 0;
	if (Number.isFinite(result)) return result;
	throw new FormulaError("notANumber", formula);
}

/**
 * A checked formula whose `names` are given at each evaluation: compiled once,
 * evaluated many times (a roll's total, between the dice drawn). The raw value
 * comes back, whatever its type, for the caller to read as dice-roller would.
 */
export function compileFormula(
	formula: string,
	names: readonly string[],
): (values: ReadonlyMap<string, number>) => unknown {
	const compiledFormula = checkFormula(formula, new Set(names)).compile();
	// A formula holds no assignment (checked above): the values are only read.
	return (values) => compiledFormula.evaluate(values);
}
