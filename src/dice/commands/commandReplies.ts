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
 * - `/display`: `commands/tools/display.ts`, its three embeds.
 * - The sheet commands' options: `rollOptions.ts`.
 */

import {
	type BotReading,
	botPost,
	capitalize,
	SAMPLE_USER,
	substituteAtRoll,
	type TakenOpposition,
	tidySigns,
} from "../bot";
import type { SampleCharacter } from "../character";
import { rollExpression } from "../engine";
import { evaluateInlineMath } from "../inlineMath";
import type { RandomSource } from "../random";
import { calcReply } from "./calcReplies";
import { textsFor } from "./commandTexts";
import { macroCaught, noSheet, noStatisticsThrown, refusedRoll } from "./refusals";
import { criticalOptions, withExpression, withOpposition, withThreshold } from "./rollOptions";
import {
	type BotEmbed,
	ephemeralError,
	errorEmbed,
	type GivenOptions,
	type PostedMessage,
	placeRoll,
	type SampleServer,
	type SampleSheet,
	thrownError,
} from "./server";
import { templateCriticals } from "./templateCriticals";

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

/** The error embed the bot answers an unreadable opposition with: its cause as the footer, seen by the player only. */
function oppositionError(value: string, locale: string): PostedMessage[] {
	const embed = { ...errorEmbed(textsFor(locale).oppositionUnread(value), locale), footer: "opposition" };
	return [{ where: "channel", embeds: [embed], ephemeral: true }];
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
	/** How the command answers an error its roll throws: the error handler's embed, unless the command catches it. */
	thrown?: typeof thrownError;
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
	});
	const thrown = request.thrown ?? thrownError;
	if (!attempt.ok) return refusedRoll(attempt.error, request.formula, server, thrown);
	const result = request.comment ? { ...attempt.result, comment: request.comment } : attempt.result;
	const post = botPost(
		result,
		{ ...request.reading, character: request.character, userId: request.userId },
		server.locale,
	);
	if (post.error) return thrown(post.content, post.error.message, server, post.error.cause);
	return placeRoll(post.content, request.hidden, server);
}

/** The sheet's character when the options name none or name it; undefined for another name. */
function sheetFor(options: GivenOptions, server: SampleServer, userId: string): SampleSheet | undefined {
	// The sample server has one registered player, the reader.
	if (userId !== SAMPLE_USER.id) return undefined;
	const named = options.character?.trim();
	if (!server.sheet) return undefined;
	if (!named || fold(named) === fold(server.sheet.name)) return server.sheet;
	return undefined;
}

function isStatisticExcluded(server: SampleServer, name: string): boolean {
	const entry = Object.entries(server.template.statistics ?? {}).find(([key]) => fold(key) === fold(name));
	return entry?.[1].exclude === true;
}

function dbroll(options: GivenOptions, server: SampleServer, random: RandomSource, userId: string): PostedMessage[] {
	const texts = textsFor(server.locale);
	const { locale, template } = server;
	const statistic = options.statistic?.trim();
	const sheet = sheetFor(options, server, userId);
	// `getStatistics` answers first when it finds no sheet; `execute` then throws, and the error handler follows up.
	if (!sheet) return [...noSheet(options, server, true), ...noStatisticsThrown(server)];
	if (statistic && isStatisticExcluded(server, statistic)) {
		return [{ where: "channel", content: texts.excluded, ephemeral: true }];
	}
	const diceType = template.diceType?.trim();
	if (diceType?.includes("$") && !statistic)
		return [{ where: "channel", content: texts.shouldSelect, ephemeral: true }];
	let formula = diceType;
	let header: string | undefined;
	if (statistic && diceType?.includes("$")) {
		// The statistic as the bot finds it: its exact name, else the first whose name holds what was typed.
		const found =
			sheet.values.find((value) => fold(value.name) === fold(statistic)) ??
			sheet.values.find((value) => fold(value.name).includes(fold(statistic)));
		if (!found) {
			// A BotError of `getStatistic`: the sheet's character named in brackets, the cause as the footer.
			const text = texts.statNotFound(fold(statistic), sheet.name ? `(${capitalize(sheet.name)})` : "");
			return thrownError(text, text, server, "STAT_FETCH");
		}
		formula = diceType.replaceAll("$", String(found.value));
		header = found.name;
	}
	if (!formula) return [{ where: "channel", content: texts.noDice, ephemeral: true }];
	const opposed = withOpposition(
		withThreshold(withExpression(formula, options.expression, sheet), options.success_threshold),
		options.opposition,
		sheet,
	);
	if ("unread" in opposed) return oppositionError(opposed.unread, locale);
	formula = opposed.formula;
	const customs = criticalOptions(options, locale);
	// The template's custom criticals, worked out for this statistic, then those given as options over them.
	const dollar = header === undefined ? undefined : sheet.values.find((value) => value.name === header)?.value;
	const fromTemplate = templateCriticals(template, sheet, dollar).filter(
		(custom) => !customs.some((given) => given.name === custom.name),
	);
	return rollAndPlace(
		{
			formula,
			opposition: opposed.opposition,
			// Criticals given as options replace the template's critical success and failure.
			reading: {
				critical: customs.length > 0 ? undefined : template.critical,
				customCriticals: [...fromTemplate, ...customs],
				header,
			},
			comment: options.comments?.trim() || undefined,
			character: template.charName ? sheet.name : undefined,
			hidden: isTrue(options.hidden),
			userId,
		},
		server,
		random,
	);
}

function macro(options: GivenOptions, server: SampleServer, random: RandomSource, userId: string): PostedMessage[] {
	const texts = textsFor(server.locale);
	const { locale, template } = server;
	const sheet = sheetFor(options, server, userId);
	if (!sheet) return noSheet(options, server);
	const wanted = options.name ?? "";
	const entries = Object.entries(template.damage ?? {});
	// The name as the bot standardizes it: a macro typed short is not found (the oracle's plays show no prefix found).
	const found = entries.find(([name]) => fold(name) === fold(wanted));
	// The bot names the macro as typed and the sheet's character (empty for a sheet without a name).
	if (!found) return ephemeralError(texts.macroNotFound(capitalize(wanted), capitalize(sheet.name)), locale);
	const [name, stored] = found;
	const prepared = substituteAtRoll(stored, sheet.values);
	const opposed = withOpposition(
		withThreshold(withExpression(prepared, options.expression, sheet), options.success_threshold),
		options.opposition,
		sheet,
	);
	if ("unread" in opposed) return oppositionError(opposed.unread, locale);
	return rollAndPlace(
		{
			formula: opposed.formula,
			opposition: opposed.opposition,
			reading: { customCriticals: criticalOptions(options, locale), header: name },
			comment: options.comments?.trim() || undefined,
			character: template.charName ? sheet.name : undefined,
			hidden: isTrue(options.hidden),
			userId,
			thrown: macroCaught,
		},
		server,
		random,
	);
}

function roll(options: GivenOptions, server: SampleServer, random: RandomSource, userId: string): PostedMessage[] {
	const dice = options.dice?.trim() ?? "";
	const customs = criticalOptions(options, server.locale);
	const sheet = sheetFor(options, server, userId);
	return rollAndPlace(
		{
			formula: dice,
			command: "roll",
			// /roll puts a registered player's values in place of `$name`, and nothing else.
			sheet: sheet ? { statistics: sheet.values, command: "roll" } : undefined,
			reading: { customCriticals: customs },
			comment: options.comments?.trim() || undefined,
			hidden: isTrue(options.hidden),
			userId,
		},
		server,
		random,
	);
}

/** `/math` and `/calc` (`calcReplies.ts`), placed as a roll is; a refusal is an error embed in the channel. */
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
			character: sheet && server.template.charName ? sheet.name : undefined,
			userId,
		},
		server.locale,
		random,
	);
	if (!answer.ok) return [{ where: "channel", embeds: [errorEmbed(answer.error, server.locale)], ephemeral: hidden }];
	return placeRoll(answer.text, hidden, server);
}

/** A macro as `/display` shows it: core's `generateStatsDice`, the sheet's values put in, then `{{ }}` worked out. */
function shownMacro(formula: string, sheet: SampleSheet): string {
	// Registration stores an empty macro as `_ _`, which /display then shows as code.
	if (formula.trim() === "") return "_ _";
	const text = substituteAtRoll(formula, sheet.values);
	try {
		// Core tidies the signs once the blocks are worked out: `+{{-4}}` shows as `-4`.
		return tidySigns(
			evaluateInlineMath(text, () => {
				throw new Error("a die inside {{ }}");
			}),
		);
	} catch {
		// The bot leaves the formula as it is when its calculation fails.
		return text;
	}
}

/** `/display`: the character embed, the statistics embed and the macros embed, posted in the channel. */
function display(options: GivenOptions, server: SampleServer): PostedMessage[] {
	const texts = textsFor(server.locale);
	const player = options.player ?? SAMPLE_USER.id;
	const sheet = sheetFor(options, server, player);
	if (!sheet) {
		// `getRecordChar` finds no record: the member, and the character asked for in lower case (`display.ts`).
		const named = options.character?.trim().toLowerCase();
		const who = named ? `<@${player}> (${named})` : `<@${player}>`;
		return [{ where: "channel", embeds: [errorEmbed(texts.notRegistered(who), server.locale)], ephemeral: false }];
	}
	const statistics = sheet.values.map((value) => ({
		name: capitalize(value.name),
		value: `\`${value.value}\``,
		inline: true,
	}));
	// Registration stores the template's macros under their names as written (features/user.ts).
	const macros = Object.entries(server.template.damage ?? {}).map(([name, formula]) => ({
		name,
		value: `\`${shownMacro(formula, sheet)}\``,
		inline: true,
	}));
	const embeds: BotEmbed[] = [
		{
			color: "Gold",
			title: texts.character,
			// The member's avatar, beside the character's name.
			thumbnail: true,
			fields: [
				{ name: texts.player, value: `<@${options.player ?? SAMPLE_USER.id}>`, inline: true },
				{ name: texts.character, value: capitalize(sheet.name) || texts.notSet, inline: true },
			],
		},
	];
	if (statistics.length > 0) embeds.push({ color: "Aqua", title: texts.statistics, fields: statistics });
	if (macros.length > 0) embeds.push({ color: "Green", title: texts.macro, fields: macros });
	return [{ where: "channel", embeds, ephemeral: false }];
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
			return dbroll(options, server, random, userId);
		case "macro":
		case "gm macro":
			return macro(options, server, random, userId);
		case "math":
			return calculation("math", options, server, random, userId);
		case "calc":
		case "gm calc":
			return calculation("calc", options, server, random, userId);
		default:
			return display(options, server);
	}
}
