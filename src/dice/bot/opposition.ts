/**
 * The opposition `/roll` takes out of a line before @dicelette/core reads it
 * (the bot's `base_roll.ts` with `OPPOSITION` and `parseOpposition`): a second
 * comparison anywhere in the text, `1d20>=10>14`, or `2d12!>10+6d10>=3` where
 * the first sign belongs to the explosion. A template's formula (`/macro`)
 * has no such step: core reads the whole comparison.
 */
import { DiceError } from "../errors";
import { foldText, standardizeNotation } from "../standardize";
import type { ComparisonSign } from "../types";
import { substituteAtRoll } from "./substitution";

const OPPOSITION = /(?<first>(([><=]|!=)+)([^<>=!]+))(?<second>(([><=]|!=)+)([^<>=!]+))/;
/** Core's `REMOVER_PATTERN.CRITICAL_BLOCK`: `{cs:…}` blocks are not comparisons. */
const CRITICAL_BLOCK = /\{\*?c[fs]:([<>=]|!=)+.+?\}/gim;
/** `{{…}}` blocks count as a 0 when the bot looks for the opposition's value. */
const FORMULA_BLOCK = /\{\{[^{}]*\}\}/g;
/** The bot's `TARGET_VALUE`: a line in braces (a comment may follow) is handed to core as it is. */
export const TARGET_VALUE = /^\{(?<dice>.*?)}(?<comments>(?:^|\s)# ?(.*))?$/;
const SIGNED = /^(?<sign>[><=!]+)(?<value>.+)$/s;
const COMPARISON_SIGNS: ReadonlySet<string> = new Set(["<", ">", "<=", ">=", "=", "==", "!="]);

export interface TakenOpposition {
	/** The line without its second comparison, as core receives it. */
	text: string;
	/** The opposition's sign and the value text the bot rolls or reads as a number. */
	opposition?: { sign: ComparisonSign; value: string };
}

/** The line without its second comparison, unread: what the message reader rolls before it reads the opposition. */
export function withoutOpposition(text: string): string {
	if (TARGET_VALUE.test(text)) return text;
	const found = OPPOSITION.exec(text.replace(CRITICAL_BLOCK, ""))?.groups?.second;
	return found === undefined ? text : text.replace(found, "").trim();
}

/**
 * `processChainedDiceRoll`'s own, looser pattern (a message holding `#`): `!` counts as a sign and any text as a
 * value, so `5#4d20!p>3` loses `>3`, and `4#2d10!!=29` its `=29`; everything from the second sign on is taken out.
 */
const CHAINED_OPPOSITION = /(?<first>([><=!]+)(.+?))(?<second>([><=!]+)(.+))/;

/**
 * A message's roll (holding `#`, or shared) as the bot's chained reader rolls it: without its second comparison,
 * unread; a `{{ }}` block is searched as 0, its signs not the roll's.
 */
export function withoutChainedOpposition(text: string): string {
	const found = CHAINED_OPPOSITION.exec(text.replace(CRITICAL_BLOCK, "").replace(FORMULA_BLOCK, "0"))?.groups?.second;
	return found === undefined ? text : text.replace(found, "").trim();
}

/**
 * Takes the second comparison out of a `/roll` line. The value is checked as
 * `parseOpposition` checks it: a roll (its text holds a `d`) or a number;
 * anything else makes the bot refuse the line. `statistics`: the player's sheet, which the refusal quotes put in.
 */
export function takeOpposition(
	text: string,
	statistics: readonly { name: string; value: number }[] = [],
): TakenOpposition {
	if (TARGET_VALUE.test(text)) return { text };
	const found = OPPOSITION.exec(text.replace(CRITICAL_BLOCK, ""))?.groups?.second;
	const read = OPPOSITION.exec(text.replace(CRITICAL_BLOCK, "").replace(FORMULA_BLOCK, "0"))?.groups?.second;
	const rest = found === undefined ? text : text.replace(found, "").trim();
	if (read === undefined) return { text: rest };
	const signed = SIGNED.exec(read)?.groups;
	const sign = signed?.sign ?? "";
	const value = signed?.value ?? "";
	if (!COMPARISON_SIGNS.has(sign) || value.length === 0) {
		throw new DiceError("invalidOpposition", { value: read.trim(), comparison: read.trim() });
	}
	const withoutComment = (text: string) => text.replace(/\s+(#|\/\/).*$/s, "").trim();
	const beforeComment = withoutComment(value);
	const isNumber = value.trim().length > 0 && !Number.isNaN(Number(value));
	// parseOpposition reads the value after generateStatsDice: the whole text folded, `[labels]` too, and the
	// sheet's statistics put in (`16+$Force` is `16+20`); only then does a `d` make it a roll (`4+$SpotHidden`: none).
	const quoted = statistics.length > 0 ? substituteAtRoll(value.trim(), statistics) : foldText(value.trim());
	if (!/d/i.test(withoutComment(quoted)) && !isNumber) {
		throw new DiceError("invalidOpposition", { value: quoted, comparison: read.trim() });
	}
	// The bot's getRoll standardizes what it rolls: `5D12` is `5d12`.
	const standardized = standardizeNotation(beforeComment);
	return { text: rest, opposition: { sign: sign === "=" ? "==" : (sign as ComparisonSign), value: standardized } };
}
