/**
 * Arithmetic used by templates (`{{ ... }}` blocks, combination formulas,
 * comparison values) is evaluated with math.js, as the bot does. The instance
 * below cannot redefine itself: functions that import code, create units or
 * re-enter the parser are replaced by ones that throw, following math.js'
 * security notes, because imported templates are someone else's text.
 */
import { all, create } from "mathjs";

const math = create(all);
const evaluate = math.evaluate.bind(math);

function disabled(name: string) {
	return () => {
		throw new Error(`Function ${name} is disabled`);
	};
}

math.import(
	{
		import: disabled("import"),
		createUnit: disabled("createUnit"),
		evaluate: disabled("evaluate"),
		parse: disabled("parse"),
		simplify: disabled("simplify"),
		derivative: disabled("derivative"),
		resolve: disabled("resolve"),
		compile: disabled("compile"),
	},
	{ override: true },
);

/** Evaluates an expression and returns math.js' raw result (number, boolean, matrix...). Throws on syntax errors. */
export function evaluateExpression(expression: string): unknown {
	return evaluate(expression);
}

/** Evaluates an expression that must give a finite real number. */
export function evaluateNumber(expression: string): number {
	const result = evaluate(expression);
	if (typeof result === "number" && Number.isFinite(result)) return result;
	if (typeof result === "boolean") return result ? 1 : 0;
	throw new Error(`"${expression}" does not give a number`);
}
