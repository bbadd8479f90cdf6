/**
 * What the bot answers when it does not roll: a formula core refuses, a missing sheet, an error a command catches.
 * Each answer follows the path the bot takes: a sentence of its own, or its error handler (`events/on_error.ts`).
 */

import { capitalize, DOLLAR_NAME } from "../bot";
import type { DiceError } from "../errors";
import { foldText } from "../standardize";
import { type Texts, textsFor } from "./commandTexts";
import {
	ephemeralError,
	type GivenOptions,
	loggedError,
	type PostedMessage,
	type SampleServer,
	thrownError,
} from "./server";
import { failingBlock } from "./sheetRoll";

/**
 * A roll core refuses. What it throws, the bot's error handler answers with the error's own sentence and core's
 * cause as the footer, and logs the error's message (its formula); when core gives no roll, `rollWithInteraction`
 * answers with one sentence.
 */
export function refusedRoll(
	error: DiceError,
	formula: string,
	server: SampleServer,
	thrown = thrownError,
): PostedMessage[] {
	const texts = textsFor(server.locale);
	// A `{{ }}` block core's `replaceFormulaInDice` cannot work out (three braces among them) is met inside its roll,
	// after `verifyStatMatcherPattern` has refused any `$name` left.
	const blockFailed = error.code === "tripleBraces" || error.code === "invalidMath";
	if (error.code === "unknownStatistic" || error.code === "noStatisticForDollar" || blockFailed) {
		// The names core's `verifyStatMatcherPattern` finds left once the sheet's are put in, each quoted, as its
		// DiceTypeError lists them.
		const known = new Set((server.sheet?.values ?? []).map((value) => foldText(value.name)));
		const left = [...formula.matchAll(DOLLAR_NAME)].filter((match) => !known.has(foldText(match[1] ?? "")));
		if (left.length > 0) {
			const stats = left.map((match) => `\`${match[0]}\``).join(", ");
			return thrown(texts.unknownStats(stats), stats, server, "unknown_stats");
		}
	}
	const { code, values, logs } = error;
	const block = blockFailed ? failingBlock(formula) : undefined;
	// Core's FormulaError: the block as its message, its step as the cause.
	if (block !== undefined) return thrown(texts.invalidFormula(block), block, server, "replaceFormulasInDice");
	if ((code === "invalidNotation" || code === "equalsInRepeat") && logs !== undefined) {
		// A bulk roll compared with `=` is refused after its first roll, quoting the dice core rolled.
		const dice = String(values.dice ?? values.notation);
		return thrown(texts.invalidDiceType(dice, logs), dice, server, "roll");
	}
	// A compared value holding dice that dice-roller refuses (`=1 coup de poing`): its DiceTypeError quotes the value.
	if (code === "invalidComparison" && logs !== undefined) {
		const value = String(values.value);
		return thrown(texts.invalidDiceType(value, logs), value, server, "roll");
	}
	if (code === "repeatCount") {
		const dice = String(values.dice);
		const reason = String(values.reason) as keyof Texts["bulk"];
		return thrown(texts.bulk[reason](dice, Number(values.max)), dice, server, reason);
	}
	if (code === "repeatInShared") return thrown(texts.noBulkRoll, formula, server, "noBulkRoll");
	if (code === "invalidOpposition") {
		const value = String(values.value);
		// The logs channel gets the error's message: the comparison as written, sign and all (`<=4+10`, `!=3+$Cool`).
		return thrown(texts.oppositionUnread(value), String(values.comparison ?? value), server, "opposition");
	}
	return ephemeralError(texts.invalidDice(formula), server.locale);
}

/**
 * `/macro` catches what its roll throws and answers with `error.generic.e`, handing it the message where the sentence
 * expects the error: the bot prints the placeholder itself (`commands/roll/macro.ts`), a bug shown as the bot shows it.
 */
export const macroCaught: typeof thrownError = (_description, _message, server) =>
	ephemeralError("{{- e.message}}", server.locale);

/**
 * The bot's refusal when the sheet is not found: the character named, or else the member (`getStatistics`, for
 * `/dbroll`, says "you are not registered"; the others that the sheet cannot be found).
 */
export function noSheet(options: GivenOptions, server: SampleServer, statistics = false): PostedMessage[] {
	const texts = textsFor(server.locale);
	const named = options.character?.trim();
	const member = statistics ? texts.youRegistered : texts.userNotFound;
	return ephemeralError(named ? texts.charNotFound(capitalize(named)) : member, server.locale);
}

/** `/dbroll`'s `execute` throws when `getStatistics` gave nothing: logged, then an error following the first reply. */
export function noStatisticsThrown(server: SampleServer): PostedMessage[] {
	const message = "No userStatistique, options or ul found for dbRoll command";
	const [logged, answer] = [loggedError(message, server), ephemeralError(`## [Error]\n${message}`, server.locale)];
	return [...logged, ...answer.map((post) => ({ ...post, followUp: true as const }))];
}
