/**
 * A value a roll is compared to, or a critical threshold: a number, a roll
 * (`1d20+3`, rolled now) or a calculation.
 */
import { DiceError } from "./errors";
import { rollNotation } from "./notation";
import { evaluateSafeNumber } from "./safeMath";
import type { Operand } from "./types";

const NUMBER = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;
export const HAS_DIE = /\d*d(\d|%|F|\()/i;

export function evaluateOperand(text: string, code: "invalidComparison" | "invalidCritical"): Operand {
	const trimmed = text.trim();
	if (trimmed.length === 0) throw new DiceError(code, { value: text });
	if (NUMBER.test(trimmed)) return { value: Number(trimmed) };
	try {
		if (HAS_DIE.test(trimmed)) {
			const rolled = rollNotation(trimmed.replace(/d\((\d+)\)/g, "d$1"));
			return { value: rolled.total, rolled: { expression: rolled.expression, detail: rolled.detail } };
		}
		return { value: evaluateSafeNumber(trimmed) };
	} catch (error) {
		if (error instanceof DiceError && error.code === "unsupportedMath") throw error;
		throw new DiceError(code, { value: trimmed });
	}
}
