/**
 * The options of the sheet commands (`/dbroll`, `/macro`, their `/gm` forms) as the bot reads them before it rolls:
 * `helpers/src/commands/options.ts` (`extractRollOptions`, `parseRollCriticalOption`), `utils/roll.ts`
 * and `parse_result/src/custom_critical.ts` (`parseOpposition`); the expression and threshold are `sheetRoll.ts`'s.
 */

import { type BotCustomCritical, botWords, substituteAtRoll, type TakenOpposition } from "../bot";
import { rollExpression } from "../engine";
import type { ComparisonSign } from "../types";
import type { GivenOptions, SampleSheet } from "./server";

const SIGNED = /^(>=|<=|==|!=|>|<|=)\s*(-?\d+(?:\.\d+)?)$/;

/** `critical_success` / `critical_failure` as `parseRollCriticalOption` reads them: a bare number means `==`. */
function criticalOption(text: string | undefined, name: string): BotCustomCritical | undefined {
	const given = text?.replace(/\s+/g, "");
	if (!given) return undefined;
	const match = SIGNED.exec(/^-?\d+$/.test(given) ? `==${given}` : given);
	if (!match) return undefined;
	return { name, sign: match[1] as ComparisonSign, value: Number(match[2]), onNaturalDice: false };
}

/** The custom criticals the options give, failure first as the bot merges them. */
export function criticalOptions(options: GivenOptions, locale: string): BotCustomCritical[] {
	const words = botWords(locale);
	return [
		criticalOption(options.critical_failure, words.criticalFailure),
		criticalOption(options.critical_success, words.criticalSuccess),
	].filter((critical): critical is BotCustomCritical => critical !== undefined);
}

/** A formula's own comparison sign, `{{ }}` blocks and critical blocks aside. */
function comparisonOf(formula: string): string | undefined {
	const bare = formula.replace(/\{\{.*?\}\}/g, "0").replace(/\{\*?c[fs]:[^}]*\}/gi, "");
	return /(>=|<=|==|!=|>|<|=)/.exec(bare)?.[1];
}

/**
 * The `opposition` option as `parseOpposition` reads it: the sheet's names put in, its own sign or else the
 * roll's; a number or dice, else the bot's error. It counts only when the roll has a comparison: it is then
 * written as a second comparison, which the reply shows as the opposition.
 */
export function withOpposition(
	formula: string,
	given: string | undefined,
	sheet: SampleSheet,
): { formula: string; opposition?: TakenOpposition["opposition"] } | { unread: string } {
	const value = given?.trim();
	if (!value) return { formula };
	const own = comparisonOf(formula);
	const replaced = substituteAtRoll(value, sheet.values);
	const signed = /^([><=!]+)(.+)$/.exec(replaced);
	const sign = signed?.[1] ?? own;
	const compared = signed?.[2] ?? replaced;
	if (!sign) return { formula };
	const isNumber = compared.trim() !== "" && Number.isFinite(Number(compared));
	// Core rolls the value only when it holds dice.
	if (!isNumber && !(/d/i.test(compared) && rollExpression(compared).ok)) return { unread: compared };
	// The roll draws its dice first, even when the line has no comparison to use it with, as the bot does.
	return { formula, opposition: { sign: (sign === "=" ? "==" : sign) as ComparisonSign, value: compared.trim() } };
}
