/**
 * A value a roll is compared to, or a critical threshold: a number, a roll
 * (`1d20+3`, rolled now) or a calculation.
 */

import { evaluateFormula, FormulaError } from "./arithmetic";
import { DiceError } from "./errors";
import { keepingNonFinite, rollNotation } from "./notation";
import { prepareNotation } from "./preparedNotation";
import { evaluateSafeNumber } from "./safeMath";
import type { Operand } from "./types";

const NUMBER = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;
export const HAS_DIE = /\d*d(\d|%|F|\()/i;

type OperandCode = "invalidComparison" | "invalidCritical";

/** What a value that cannot be worked out becomes: the math refusal as it is, anything else the caller's code. */
function refusal(error: unknown, code: OperandCode, value: string): DiceError {
	if (error instanceof DiceError && (error.code === "unsupportedMath" || error.code === "notFinite")) return error;
	// dice-roller's own report stays with the refusal: the bot prints it for a threshold it could not roll.
	return new DiceError(code, { value }, error instanceof DiceError ? error.logs : undefined);
}

export function evaluateOperand(text: string, code: OperandCode): Operand {
	const trimmed = text.trim();
	if (trimmed.length === 0) throw new DiceError(code, { value: text });
	if (NUMBER.test(trimmed)) return { value: Number(trimmed) };
	try {
		if (HAS_DIE.test(trimmed)) {
			const rolled = rollNotation(trimmed.replace(/d\((\d+)\)/g, "d$1"));
			return { value: rolled.total, rolled: { expression: rolled.expression, detail: rolled.detail } };
		}
		return { value: calculated(trimmed), calculation: trimmed.replace(/\s/g, "") };
	} catch (error) {
		throw refusal(error, code, trimmed);
	}
}

/** A calculation's value; in a command's reply an infinite one is kept, as core keeps math.js's `18-3/0`, or NaN. */
function calculated(text: string): number {
	if (keepingNonFinite()) {
		try {
			const value = evaluateFormula(text);
			if (value === Number.POSITIVE_INFINITY || value === Number.NEGATIVE_INFINITY) return value;
		} catch (error) {
			// math.js's NaN (`0/0`) is compared as it is; any other refusal gets its code below.
			if (error instanceof FormulaError && error.reason === "notANumber") return Number.NaN;
		}
	}
	return evaluateSafeNumber(text);
}

/**
 * `evaluateOperand` read once for many rolls (the odds' sampling): the value,
 * or its notation parsed. What it refuses is thrown when the value is asked
 * for, where a roll would throw it.
 */
export function prepareOperand(text: string, code: OperandCode): () => number {
	const trimmed = text.trim();
	if (trimmed.length === 0) {
		return () => {
			throw new DiceError(code, { value: text });
		};
	}
	if (NUMBER.test(trimmed)) {
		const value = Number(trimmed);
		return () => value;
	}
	try {
		if (HAS_DIE.test(trimmed)) {
			const notation = prepareNotation(trimmed.replace(/d\((\d+)\)/g, "d$1"));
			return () => {
				try {
					return notation.roll().total;
				} catch (error) {
					throw refusal(error, code, trimmed);
				}
			};
		}
		const value = evaluateSafeNumber(trimmed);
		return () => value;
	} catch (error) {
		return () => {
			throw refusal(error, code, trimmed);
		};
	}
}
