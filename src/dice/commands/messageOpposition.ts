// The opposition of a message the bot's message handler cannot read: the refusal it then sends the player privately.
import { takeOpposition } from "../bot";
import { rollExpression } from "../engine";
import { DiceError } from "../errors";
import { notationBounds } from "../notation";
import { withSortOrder } from "../singleRoll";
import type { SortOrder } from "../types";
import type { SampleSheet } from "./server";

/**
 * `parseOpposition`: the second comparison's value when it is neither a number nor a roll (the bot then fails),
 * and the comparison as written, which the error's message (logged) holds. The message reader takes it out as
 * `/roll` does (`takeOpposition`); a value with a `d` must also roll.
 */
export function unreadableOpposition(
	content: string,
	sheet: SampleSheet | undefined,
	order: SortOrder | undefined,
): { value: string; comparison: string; logs?: string } | undefined {
	let taken: ReturnType<typeof takeOpposition>;
	try {
		taken = takeOpposition(content, sheet?.values);
	} catch (error) {
		if (error instanceof DiceError && error.code === "invalidOpposition") {
			const value = String(error.values.value ?? "");
			return { value, comparison: String(error.values.comparison ?? value) };
		}
		throw error;
	}
	const value = taken.opposition?.value;
	if (value === undefined || !/d/i.test(value)) return undefined;
	if (rollExpression(value).ok) return undefined;
	// Core hands the value, the server's order written in, to the dice roller whole; the parser's refusal is the
	// error then (`21 coup de poing` holds a `d`), quoting that text.
	// A value holding `;` is read as a shared roll, whose first part alone reaches the dice roller.
	const handed = withSortOrder(value.split(";")[0] ?? value, order);
	try {
		notationBounds(handed);
	} catch (error) {
		if (error instanceof DiceError && error.logs !== undefined)
			return { value: handed, comparison: value, logs: error.logs };
	}
	return { value, comparison: value };
}
