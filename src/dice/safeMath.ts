/**
 * Calculations typed by readers (`{{ ... }}` blocks, comparison values,
 * shared-roll formulas) are evaluated with the template module's math.js
 * instance, but only with numbers, operators and the functions listed below:
 * a web page should not build a 10,000 x 10,000 matrix because someone typed
 * `ones(10000, 10000)`. The bot accepts all of math.js; the docs name these.
 */
import { evaluateExpression } from "../template/math";
import { DiceError, errorText } from "./errors";

const ALLOWED_NAMES = new Set([
	"abs",
	"ceil",
	"floor",
	"round",
	"fix",
	"trunc",
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
	"pi",
	"e",
	"and",
	"or",
	"not",
	"xor",
	"true",
	"false",
]);
const ALLOWED_CHARACTERS = /^[\d\s.+\-*/%^(),<>=!?:a-z_]*$/i;
const NAME = /[a-z_][a-z0-9_]*/gi;
/** Digits written as an exponent (`1e3`) are numbers, not the constant `e`. */
const SCIENTIFIC = /\d(?:\.\d*)?e[+-]?\d+/gi;

/** Throws `unsupportedMath` when the text uses a name or character outside the list. */
export function assertSafeMath(text: string): void {
	if (!ALLOWED_CHARACTERS.test(text)) throw new DiceError("unsupportedMath", { name: text });
	const withoutNumbers = text.replace(SCIENTIFIC, "0");
	for (const [name] of withoutNumbers.matchAll(NAME)) {
		if (!ALLOWED_NAMES.has(name.toLowerCase())) throw new DiceError("unsupportedMath", { name });
	}
}

/** Evaluates a calculation to a finite number (true and false count as 1 and 0). */
export function evaluateSafeNumber(text: string): number {
	assertSafeMath(text);
	let result: unknown;
	try {
		result = evaluateExpression(text);
	} catch (error) {
		throw new DiceError("invalidMath", { formula: text, details: errorText(error) });
	}
	if (typeof result === "boolean") return result ? 1 : 0;
	if (typeof result === "number" && Number.isFinite(result)) return result;
	throw new DiceError("invalidMath", { formula: text, details: String(result) });
}
