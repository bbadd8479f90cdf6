/**
 * The server template's criticals that `/roll` and a message take (4.7.2: `getCritical` of `apps/bot/src/utils/roll.ts`,
 * core's `includeDiceType` and `rollCustomCritical` of `parse_result/src/custom_critical.ts`). A roll whose dice are the
 * template's dice type gets the template's critical success and failure and its custom criticals, each worked out
 * without a statistic: one whose value still holds `$` is left out, and a `{{ }}` block that does not work out
 * (Call of Cthulhu's `{{$ < 50 ? 96 : 100}}`) makes the bot fail before it rolls.
 */

import { type BotCustomCritical, substituteDollarNames } from "../bot";
import { splitRollComment } from "../comments";
import { evaluateInlineMath, InlineMathError } from "../inlineMath";
import { rollNotation } from "../notation";
import { evaluateOperand } from "../operand";
import { type RandomSource, withRandomSource } from "../random";
import { foldText } from "../standardize";
import type { ComparisonSign } from "../types";
import { textsFor } from "./commandTexts";
import type { PostedMessage, SampleServer, SampleSheet, ServerTemplate, thrownError } from "./server";

export type ServerCriticals =
	| { critical?: ServerTemplate["critical"]; customCriticals: BotCustomCritical[] }
	/** The block core's `replaceFormulaInDice` could not work out, which the bot's error quotes. */
	| { failing: string };

const SINGLE_DIE = /\b1d(\d+)/gi;
/** core's `SIGN_REGEX`: a comparison, not an explosion's `!>` or `!<`. */
const HAS_SIGN = /==|!=|(?<![!<>])>=|(?<![!<>])<=|(?<!!)(?<![<>])>|(?<!!)(?<![<>])<|(?<!!)(?<![<>])=/;
/** core's `SIGN_REMOVER`: from the first sign to the end. */
const FROM_SIGN = /([><=]|!=)+.*$/;
const EXP_BLOCK = /\{exp(.*?)\}/g;
const WILDCARD = "\u0000";

/**
 * `includeDiceType`: the dice type (its comparison and `{exp}` taken off, `1dN` read as `dN`) found as a whole word in
 * the roll's dice, read the same way; with statistics, its first `$` stands for anything.
 */
function includesDiceType(dice: string, diceType: string | undefined, withStatistics: boolean): boolean {
	if (!diceType) return false;
	let type = diceType.replace(SINGLE_DIE, "d$1");
	let rolled = dice.replace(SINGLE_DIE, "d$1");
	const wild = withStatistics && type.includes("$");
	if (wild) type = type.replace("$", WILDCARD);
	if (HAS_SIGN.test(type)) {
		type = type.replace(FROM_SIGN, "").trim();
		rolled = rolled.replace(FROM_SIGN, "").trim();
	}
	if (type.includes("{exp")) {
		type = type.replace(EXP_BLOCK, "").trim();
		rolled = rolled.replace(EXP_BLOCK, "").trim();
	}
	// The template's text is escaped, so the pattern is a literal with at most one lazy wildcard.
	let pattern = type.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	if (wild) pattern = pattern.replace(WILDCARD, ".+?");
	return new RegExp(`\\b${pattern}\\b`, "i").test(rolled);
}

/** One custom critical as `rollCustomCritical` works it out with no statistic; undefined when left out. */
function workedOut(name: string, custom: NonNullable<ServerTemplate["customCritical"]>[string]) {
	// `generateStatsDice` standardizes the value, then works out its blocks, dice inside them rolled.
	const value = evaluateInlineMath(foldText(custom.value), (notation) => rollNotation(notation).total);
	if (value.includes("$")) return undefined;
	try {
		const sign = custom.sign as ComparisonSign;
		return {
			name,
			sign,
			value: evaluateOperand(value, "invalidCritical").value,
			onNaturalDice: custom.onNaturalDice === true,
		};
	} catch {
		// A value mathjs cannot read either: left out here, where the bot's error handler would answer.
		return undefined;
	}
}

/**
 * What `getCritical` gives a roll on the server: nothing unless its dice are the template's dice type. Call it where
 * a random source is set, as dice inside a block are rolled.
 */
export function serverCriticals(template: ServerTemplate, dice: string, withStatistics: boolean): ServerCriticals {
	if (!includesDiceType(dice, template.diceType, withStatistics)) return { customCriticals: [] };
	const customCriticals: BotCustomCritical[] = [];
	for (const [name, custom] of Object.entries(template.customCritical ?? {})) {
		try {
			const critical = workedOut(name, custom);
			if (critical) customCriticals.push(critical);
		} catch (error) {
			if (error instanceof InlineMathError) return { failing: error.block };
			throw error;
		}
	}
	return { critical: template.critical, customCriticals };
}

/**
 * `/roll`'s criticals (`baseRoll`): the server's for the line's dice, its statistics put in and its comment left out,
 * then the `critical_success` and `critical_failure` options, which replace a custom critical of the same name and,
 * given at all, the template's critical success and failure.
 */
export function slashRollCriticals(
	given: readonly BotCustomCritical[],
	line: string,
	server: SampleServer,
	sheet: SampleSheet | undefined,
	random: RandomSource,
): ServerCriticals {
	const dice = substituteDollarNames(splitRollComment(line).roll, sheet?.values ?? []).text;
	const withStatistics = sheet !== undefined || server.settings !== undefined;
	const found = withRandomSource(random, () => serverCriticals(server.template, dice, withStatistics));
	if ("failing" in found) return found;
	const byName = new Map(found.customCriticals.map((custom) => [custom.name, custom]));
	for (const custom of given) byName.set(custom.name, custom);
	return { critical: given.length > 0 ? undefined : found.critical, customCriticals: [...byName.values()] };
}

/** core's FormulaError for a critical's block, as the command's error handler answers it. */
export function criticalBlockError(block: string, server: SampleServer, thrown: typeof thrownError): PostedMessage[] {
	return thrown(textsFor(server.locale).invalidFormula(block), block, server, "replaceFormulasInDice");
}

/** `/roll` refuses an unreadable opposition and unknown statistics before it looks at the template's criticals. */
export function refusedBeforeCriticals(refusal: readonly PostedMessage[]): boolean {
	const footer = refusal.at(-1)?.embeds?.[0]?.footer;
	return footer === "opposition" || footer === "unknown_stats";
}
