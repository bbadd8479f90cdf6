/**
 * Calculations typed by readers in roll blocks (`{{ ... }}` blocks, comparison
 * values, shared-roll formulas) go through the same checked evaluation as
 * template formulas, with the roll engine's error codes.
 */
import { checkFormula, evaluateFormulaNumber, FormulaError } from "./arithmetic";
import { DiceError, errorText } from "./errors";

function toDiceError(error: unknown, text: string): DiceError {
	if (error instanceof FormulaError && error.reason === "notANumber")
		return new DiceError("notFinite", { formula: text });
	if (error instanceof FormulaError && error.reason !== "syntax" && error.reason !== "notANumber") {
		return new DiceError("unsupportedMath", { name: error.part || text });
	}
	return new DiceError("invalidMath", { formula: text, details: errorText(error) });
}

/** Throws `unsupportedMath` when the text holds anything but numbers, operators and the allowed functions. */
export function assertSafeMath(text: string): void {
	try {
		checkFormula(text);
	} catch (error) {
		const refusal = toDiceError(error, text);
		if (refusal.code === "unsupportedMath") throw refusal;
	}
}

/** Evaluates a calculation to a finite number (true and false count as 1 and 0). */
export function evaluateSafeNumber(text: string): number {
	try {
		return evaluateFormulaNumber(text);
	} catch (error) {
		throw toDiceError(error, text);
	}
}
