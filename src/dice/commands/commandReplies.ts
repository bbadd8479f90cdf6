/**
 * What the bot posts for a slash command on a server (4.7.2), for the commands
 * the site can run on a sample server: `/roll`, `/dbroll`, `/macro`, `/calc`,
 * `/math`, the `/gm` subcommands, and `/display`. The roll text is `botPost`'s; this
 * module adds where each message goes and the embeds the bot answers with.
 * - Where: `apps/bot/src/messages/roll_handler.ts` (`handleRollResult`): in a
 *   channel whose name does not start with 🎲, with threads enabled, the reply
 *   goes to the channel, is deleted after `deleteAfter` (3 minutes unless set),
 *   and its copy goes to the thread `🎲 channel name` (`messages/thread.ts`).
 *   `hidden` makes the channel reply ephemeral.
 * - Sheet rolls: `apps/bot/src/utils/roll.ts` (`rollStatistique`, `rollMacro`),
 *   `helpers` `extractRollOptions` (the options), `messages/embeds.ts` (`embedError`).
 * - Whose sheet: `sheetLookup.ts`; the formula a sheet command rolls: `sheetRoll.ts`; the options:
 *   `rollOptions.ts`; `/display`: `displayReply.ts`.
 */

import {
	type BotReading,
	botPost,
	capitalize,
	macroHeader,
	SAMPLE_USER,
	slashRollStatistics,
	substituteAtRoll,
	substituteDollarNames,
	type TakenOpposition,
} from "../bot";
import type { SampleCharacter } from "../character";
import { rollExpression } from "../engine";
import type { RandomSource } from "../random";
import { calcReply } from "./calcReplies";
import { textsFor } from "./commandTexts";
import { display } from "./displayReply";
import { macroCaught, noSheet, noStatisticsThrown, refusedRoll } from "./refusals";
import { rollCharacter } from "./rollCharacter";
import { criticalOptions, withOpposition } from "./rollOptions";
import {
	ephemeralError,
	errorEmbed,
	type GivenOptions,
	type PostedMessage,
	placeCalculation,
	placeRoll,
	type SampleServer,
	type SampleSheet,
	thrownError,
} from "./server";
import { criticalBlockError, refusedBeforeCriticals, slashRollCriticals } from "./serverCriticals";
import { findCharacter, macroSource, standardize } from "./sheetLookup";
import { composeSheetRoll, failingBlock } from "./sheetRoll";
import { sheetCriticals } from "./templateCriticals";

/** The commands this module answers, by their English path. */
export const ANSWERED_COMMANDS = [
	"roll",
	"dbroll",
	"macro",
	"calc",
	"math",
	"display",
	"gm roll",
	"gm dbroll",
	"gm macro",
	"gm calc",
] as const;
export type AnsweredCommand = (typeof ANSWERED_COMMANDS)[number];

/** Lower case without accents, as the bot's `standardize()` compares names. */
function fold(text: string): string {
	return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/**
 * An opposition `parseOpposition` cannot read: a BotError, its cause as the footer and the value as its message,
 * answered by the error handler, or by `/macro`'s own catch.
 */
function oppositionError(value: string, server: SampleServer, thrown: typeof thrownError): PostedMessage[] {
	return thrown(textsFor(server.locale).oppositionUnread(value), value, server, "opposition");
}

/** The `expression` and `success_threshold` options, as `extractRollOptions` hands them on. */
function sheetOptions(options: GivenOptions): { expression?: string; threshold?: string } {
	return { expression: options.expression, threshold: options.success_threshold?.replace(/\s+/g, "") || undefined };
}

function isTrue(value: string | undefined): boolean {
	return value === "true" || value === "True";
}

interface RollRequest {
	formula: string;
	/** The player's sheet, for `/roll`'s `$name`. */
	sheet?: SampleCharacter;
	/** `/roll` takes a second comparison out as the opposition; a template's formula does not. */
	command?: "roll";
	/** The `opposition` option of `/dbroll` and `/macro`. */
	opposition?: TakenOpposition["opposition"];
	reading: BotReading;
	comment?: string;
	character?: string;
	hidden: boolean;
	userId: string;
	/**
	 * `/roll` heads its reply with the statistics its `$name`s read (`infoRoll`), and quotes a formula it cannot
	 * roll with the sheet's values put in, as it handed it to core.
	 */
	slashRoll?: boolean;
	/** How the command answers an error its roll throws: the error handler's embed, unless the command catches it. */
	thrown?: typeof thrownError;
	/** A block of the template's criticals that `/roll` cannot work out: its error comes before the roll's own. */
	failingCritical?: string;
}

function rollAndPlace(request: RollRequest, server: SampleServer, random: RandomSource): PostedMessage[] {
	const { formula, sheet: character, command, opposition } = request;
	// `verifyStatMatcherPattern` drops every `+0` and `-0` of the text before core rolls it (`1d20+0` is `1d20`).
	const text = formula.replaceAll("+0", "").replaceAll("-0", "");
	const attempt = rollExpression(text, {
		random,
		character,
		command,
		opposition,
		sortOrder: server.settings?.sortOrder,
		nonFinite: "keep",
	});
	const thrown = request.thrown ?? thrownError;
	const { failingCritical } = request;
	if (!attempt.ok) {
		const quoted = request.slashRoll && character ? substituteDollarNames(text, character.statistics).text : text;
		const refused = refusedRoll(attempt.error, request.slashRoll ? quoted : request.formula, server, thrown);
		if (failingCritical === undefined || refusedBeforeCriticals(refused)) return refused;
		return criticalBlockError(failingCritical, server, thrown);
	}
	if (failingCritical !== undefined) return criticalBlockError(failingCritical, server, thrown);
	const read = request.slashRoll && character ? slashRollStatistics(text, character.statistics) : undefined;
	const { comment: readComment, ...header } = read ?? {};
	const comment = request.comment ?? readComment;
	const result = comment ? { ...attempt.result, comment } : attempt.result;
	const reading = read ? { ...request.reading, ...header } : request.reading;
	const post = botPost(result, { ...reading, character: request.character, userId: request.userId }, server.locale);
	if (post.error) return thrown(post.content, post.error.message, server, post.error.cause);
	return placeRoll(post.content, request.hidden, server);
}

/** The sheet's character when the options name none or name it; undefined for another name. */
function sheetFor(options: GivenOptions, server: SampleServer, userId: string): SampleSheet | undefined {
	// The sample server has one registered player, the reader.
	if (userId !== SAMPLE_USER.id) return undefined;
	const named = options.character?.trim();
	if (!server.sheet) return undefined;
	if (!named) return server.sheet;
	return fold(server.sheet.name) === fold(named) ? server.sheet : undefined;
}

function isStatisticExcluded(server: SampleServer, name: string): boolean {
	const entry = Object.entries(server.template.statistics ?? {}).find(([key]) => fold(key) === fold(name));
	return entry?.[1].exclude === true;
}

/**
 * The statistic `/dbroll` rolls on (`getRightValue`): the sheet's by the name typed, else the first of the
 * template's names that holds it. Undefined when the sheet has no such value; `name` is the one the bot reports.
 */
function statisticFor(
	typed: string,
	server: SampleServer,
	values: SampleSheet["values"],
): { name: string; value?: { name: string; value: number } } {
	const wanted = standardize(typed.trim());
	const exact = values.find((value) => standardize(value.name) === wanted);
	if (exact) return { name: wanted, value: exact };
	const listed = Object.keys(server.template.statistics ?? {}).find((name) => standardize(name).includes(wanted));
	if (!listed) return { name: wanted };
	const name = standardize(listed.trim());
	return { name, value: values.find((value) => standardize(value.name) === name) };
}

function dbroll(
	options: GivenOptions,
	server: SampleServer,
	random: RandomSource,
	userId: string,
	gm: boolean,
): PostedMessage[] {
	const texts = textsFor(server.locale);
	const { locale, template } = server;
	const statistic = options.statistic?.trim();
	const diceType = template.diceType?.trim();
	const needsStatistic = diceType?.includes("$") === true;
	const found = findCharacter(options, server, userId);
	if (found.from === "none" && !gm) {
		// `getStatistics` answers first when it finds no sheet to read; `execute` then throws, and the error
		// handler follows up. (`/gm dbroll` skips that answer and rolls on the template alone.)
		if (!found.typed) return [...noSheet(options, server, true), ...noStatisticsThrown(server)];
		if (needsStatistic) return [...ephemeralError(texts.youRegistered, locale), ...noStatisticsThrown(server)];
	}
	// A character not found rolls on the template alone, under the name typed.
	const values = found.from === "none" ? [] : found.sheet.values;
	const character = found.from === "none" ? found.typed : found.character;
	if (statistic && isStatisticExcluded(server, statistic)) {
		return [{ where: "channel", content: texts.excluded, ephemeral: true }];
	}
	if (needsStatistic && !statistic) return [{ where: "channel", content: texts.shouldSelect, ephemeral: true }];
	let formula = diceType;
	let header: string | undefined;
	let dollar: number | undefined;
	if (statistic && diceType && needsStatistic) {
		const picked = statisticFor(statistic, server, values);
		if (!picked.value) {
			// A BotError of `getRightValue`, its cause as the footer.
			const text =
				found.from === "none"
					? found.typed
						? texts.statNoCharacter(capitalize(found.typed), picked.name)
						: texts.statNoUser(picked.name)
					: texts.statNotFound(picked.name, character ? `(${capitalize(character)})` : "");
			return thrownError(text, text, server, "STAT_FETCH");
		}
		dollar = picked.value.value;
		formula = diceType.replaceAll("$", String(dollar));
		header = picked.value.name;
	}
	if (!formula) return [{ where: "channel", content: texts.noDice, ephemeral: true }];
	const sheet: SampleSheet = { name: character ?? "", values };
	const composed = composeSheetRoll(formula, sheetOptions(options), values, dollar);
	const opposed = withOpposition(composed, options.opposition, sheet);
	if ("unread" in opposed) return oppositionError(opposed.unread, server, thrownError);
	formula = opposed.formula;
	const { given, customCriticals } = sheetCriticals(options, server, sheet, dollar, false);
	return rollAndPlace(
		{
			formula,
			opposition: opposed.opposition,
			// Criticals given as options replace the template's critical success and failure.
			reading: {
				critical: given.length > 0 ? undefined : template.critical,
				customCriticals,
				header,
			},
			comment: options.comments?.trim() || undefined,
			character,
			hidden: isTrue(options.hidden),
			userId,
		},
		server,
		random,
	);
}

function macro(
	options: GivenOptions,
	server: SampleServer,
	random: RandomSource,
	userId: string,
	gm: boolean,
): PostedMessage[] {
	const texts = textsFor(server.locale);
	const { locale } = server;
	const found = findCharacter(options, server, userId);
	const source = macroSource(found, server);
	// `macro.ts` refuses a player without a sheet when the template has no macros to fall back on.
	const hasSheet = userId === SAMPLE_USER.id && server.sheet !== undefined;
	if (!gm && !hasSheet && Object.keys(source.macros).length === 0) return ephemeralError(texts.noData, locale);
	const wanted = options.name ?? "";
	// The name as the bot standardizes it, untrimmed: a macro typed short is not found.
	const stored = Object.entries(source.macros).find(([name]) => standardize(name) === standardize(wanted));
	// The bot names the macro as typed and the character it carries (nothing when it has none).
	if (!stored) return ephemeralError(texts.macroNotFound(capitalize(wanted), source.character ?? ""), locale);
	const sheet: SampleSheet = { name: source.character ?? "", values: source.statistics };
	const prepared = substituteAtRoll(stored[1], sheet.values);
	const failing = failingBlock(prepared);
	if (failing !== undefined) {
		// `composeRollBase` works the blocks out before rolling: core's FormulaError, which `/macro` catches and
		// `/gm macro` leaves to the error handler (the block as the message, its step as the cause).
		const text = texts.invalidFormula(failing);
		return (gm ? thrownError : macroCaught)(text, failing, server, "replaceFormulasInDice");
	}
	const opposed = withOpposition(
		composeSheetRoll(prepared, sheetOptions(options), sheet.values),
		options.opposition,
		sheet,
	);
	// `/macro` catches what its roll throws; `/gm macro` leaves it to the error handler.
	const thrown = gm ? thrownError : macroCaught;
	if ("unread" in opposed) return oppositionError(opposed.unread, server, thrown);
	const { customCriticals } = sheetCriticals(options, server, sheet, undefined, true);
	return rollAndPlace(
		{
			formula: opposed.formula,
			// The sheet's values are in already; a `$` the threshold brought stays for core, which compares it as 0.
			sheet: { statistics: [], dollarLeft: true },
			opposition: opposed.opposition,
			// The header is the name as typed (`infoRoll.name`), capitalized, less a compared statistic in parentheses.
			reading: {
				customCriticals,
				header: macroHeader(capitalize(wanted), sheet.values, opposed.formula),
			},
			comment: options.comments?.trim() || undefined,
			character: source.character,
			hidden: isTrue(options.hidden),
			userId,
			thrown,
		},
		server,
		random,
	);
}

function roll(options: GivenOptions, server: SampleServer, random: RandomSource, userId: string): PostedMessage[] {
	const customs = criticalOptions(options, server.locale);
	const { dice, character, sheet } = rollCharacter(options.dice?.trim() ?? "", server, userId);
	const criticals = slashRollCriticals(customs, dice, server, sheet, random);
	const failing = "failing" in criticals;
	return rollAndPlace(
		{
			formula: dice,
			command: "roll",
			// /roll puts a registered player's values in place of `$name`, and nothing else.
			sheet: sheet ? { statistics: sheet.values, command: "roll" } : undefined,
			reading: failing ? { customCriticals: customs } : criticals,
			failingCritical: failing ? criticals.failing : undefined,
			slashRoll: true,
			comment: options.comments?.trim() || undefined,
			character,
			hidden: isTrue(options.hidden),
			userId,
		},
		server,
		random,
	);
}

/**
 * `/math` and `/calc` (`calcReplies.ts`), placed by `sendResult` as the bot's tools are; a refusal is an error embed
 * in the channel.
 */
function calculation(
	command: "math" | "calc",
	options: GivenOptions,
	server: SampleServer,
	random: RandomSource,
	userId: string,
): PostedMessage[] {
	const sheet = sheetFor(options, server, userId);
	if (!sheet && (command === "calc" || options.character)) return noSheet(options, server);
	const hidden = isTrue(options.hidden);
	const answer = calcReply(
		{
			command,
			options,
			statistics: sheet?.values ?? [],
			attributes: server.settings !== undefined,
			character: sheet && server.template.charName ? sheet.name : undefined,
			userId,
		},
		server.locale,
		random,
	);
	if (!answer.ok) return [{ where: "channel", embeds: [errorEmbed(answer.error, server.locale)], ephemeral: hidden }];
	return placeCalculation(answer.text, hidden, server);
}

/**
 * The bot's messages for one of ANSWERED_COMMANDS typed on the sample server,
 * with the dice drawn from `random`. The `/gm` subcommands roll for the player
 * their `player` option names (the reader when it is empty).
 */
export function answerCommand(
	command: AnsweredCommand,
	options: GivenOptions,
	server: SampleServer,
	random: RandomSource,
): PostedMessage[] {
	const userId = (command.startsWith("gm ") ? options.player : undefined) ?? SAMPLE_USER.id;
	switch (command) {
		case "roll":
		case "gm roll":
			return roll(options, server, random, userId);
		case "dbroll":
		case "gm dbroll":
			return dbroll(options, server, random, userId, command === "gm dbroll");
		case "macro":
		case "gm macro":
			return macro(options, server, random, userId, command === "gm macro");
		case "math":
			return calculation("math", options, server, random, userId);
		case "calc":
		case "gm calc":
			return calculation("calc", options, server, random, userId);
		default:
			return display(options, server);
	}
}
