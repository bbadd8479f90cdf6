import type { RollResult } from "../types";

/**
 * Core's line keeps the dice as they were typed, spaces and all (`5dF + 5-9: [0, 0, -1, 0, 0]+5-9 = -5`); the
 * reply then quotes only its last word (`5dF + \`5-9\``).
 */
export function withTypedSpaces(result: RollResult, typed: string): RollResult {
	const [line, ...others] = result.lines;
	if (line === undefined || others.length > 0 || line.kind !== "roll") return result;
	let end = 0;
	for (const character of line.expression) {
		while (end < typed.length && /\s/.test(typed[end] ?? "") && character !== typed[end]) end += 1;
		if (typed[end] !== character) return result;
		end += 1;
	}
	return { ...result, lines: [{ ...line, expression: typed.slice(0, end) }] };
}
