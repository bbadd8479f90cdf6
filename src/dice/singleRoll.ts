/** One roll line rolled: the reading is the bot model's (`bot/line.ts`), the dice are dice-roller's. */
import { type ComparedValues, type CriticalMarker, compare, judge, readCompared, splitLine } from "./bot";
import { rollNotation } from "./notation";
import type { RollLine, SortOrder } from "./types";

/**
 * Core's `setSortOrder`: the server's order put into a roll that names none (no `s` anywhere), before its last
 * modifier or comparison, else at its end; dice-roller then lists the dice in that order.
 */
export function withSortOrder(notation: string, sort: SortOrder | undefined): string {
	if (!sort || /s/i.test(notation)) return notation;
	const last = /([+\-*/%^]\d+|([><=!]+\d+f)|([><=]|!=)+\d+)$/.exec(notation);
	return last ? `${notation.slice(0, last.index)}${sort}${notation.slice(last.index)}` : `${notation}${sort}`;
}

/** `opposition`: the one `/roll` took out of the line, already worked out; it only counts where the line compares. */
export function rollSingle(
	text: string,
	markers: readonly CriticalMarker[],
	opposition?: ComparedValues["opposition"],
	sort?: SortOrder,
): RollLine {
	const parts = splitLine(text);
	if (parts.kind === "targetCount") {
		const rolled = rollNotation(withSortOrder(parts.notation, sort));
		return { kind: "roll", ...rolled, natural: rolled.total, counts: parts.counts };
	}
	const { exploding, comparison } = parts;
	// Core rolls a threshold that holds dice before the dice it is compared with.
	const compared = comparison ? readCompared({ sign: comparison.sign, text: comparison.right }, opposition) : undefined;
	// The bot's reply refuses an unresolved threshold of 0 that the dice cannot both pass and fail.
	const unresolved = compared?.base.unresolved === true && compared.base.value === 0;
	const rolled = rollNotation(withSortOrder(parts.notation, sort), unresolved);
	let total = rolled.total;
	let dice = rolled.dice;
	let expression = rolled.expression;
	if (exploding) {
		dice = dice.map((die) => ({
			...die,
			counted: !die.dropped && compare(die.value, exploding.sign, exploding.value),
		}));
		total = dice.filter((die) => die.counted).length;
		expression = comparison ? exploding.written : `${exploding.written}${exploding.after}`;
	}
	const line: RollLine = {
		kind: "roll",
		expression,
		detail: rolled.detail,
		dice,
		total,
		natural: exploding ? total : rolled.natural,
		counts: exploding !== undefined,
	};
	if (!compared) return line;
	const natural = exploding ? total : rolled.natural;
	return { ...line, ...judge(total, natural, compared, markers, rolled.bounds) };
}
