/**
 * The sample server the site's command box plays on, and where the bot's messages land on it: the settings that
 * move a reply (`apps/bot/src/messages/roll_handler.ts`, `handleRollResult`), the thread copy
 * (`messages/thread.ts`), and what the error handlers post (`events/on_error.ts`, `events/on_message_send.ts`).
 */
import { textsFor } from "./commandTexts";

/** A template as the bot stores it (the gallery's JSON files), the parts a roll reads. */
export interface ServerTemplate {
	charName?: boolean;
	diceType?: string;
	critical?: { success?: number; failure?: number };
	/** Named outcomes by a comparison of their own; the value may name statistics, `$` and `{{ }}`. */
	customCritical?: Record<string, { sign: string; value: string; onNaturalDice?: boolean; affectSkill?: boolean }>;
	statistics?: Record<string, { min?: number; max?: number; combinaison?: string; exclude?: boolean }>;
	damage?: Record<string, string>;
}

/**
 * The server's settings that change where a reply goes, by the names of the bot's database (`GuildData`); absent,
 * a setting is one the server never set.
 */
interface ServerSettings {
	/** The reader's channel is the server's results channel (`rollChannel`): rolls are answered there, not copied. */
	rollChannel?: boolean;
	/** Milliseconds before the bot deletes a roll it copied into the thread (`deleteAfter`; 3 minutes unless set, 0: never). */
	deleteAfter?: number;
	/** The server has a logs channel (`logs`): the bot posts there the errors a roll raises. */
	logs?: boolean;
	/** `context`: the thread copy links back to the message the roll answers. */
	context?: boolean;
	/** `linkToLogs`: the channel reply links to its copy in the thread. */
	linkToLogs?: boolean;
	/** `sortOrder`: each roll's dice listed in this order, and a bulk roll's lines by total. */
	sortOrder?: "sa" | "sd";
	/**
	 * `hiddenRoll`: where a hidden `/math` or `/calc` goes. `true`: an ephemeral reply alone; `"channel"`: the server's
	 * hidden-rolls channel gets the copy the thread would have had.
	 */
	hiddenRoll?: true | "channel";
	/** `disableCompare`: a compared roll typed as a message is answered with its count of successes. */
	disableCompare?: boolean;
}

/** The ids the sample server's links are written with: Discord's own, which only a real server gives. */
const SAMPLE_IDS = {
	guild: "200000000000000000",
	channel: "300000000000000000",
	thread: "400000000000000001",
	message: "400000000000000002",
};

/** `createUrl` of `parse_result/src/utils.ts`: a link under the message, to a log or to the context. */
function linked(content: string, url: string, label?: string): string {
	return `${content}\n\n-# ↪ ${label ? `[${label}](<${url}>)` : url}`;
}

/** The options as the reader gave them, by their English names (`dice`, `statistic`…); booleans as `true`/`false`. */
export type GivenOptions = Readonly<Record<string, string>>;

/** A registered character: its name and every statistic's value (combinations worked out). */
export interface SampleSheet {
	name: string;
	values: readonly { name: string; value: number }[];
	/**
	 * Registered by `/import` (`commands/admin/import.ts`), which capitalizes every word of the macros' names in the
	 * sheet's embeds; the sheet's own form keeps the template's names as written.
	 */
	imported?: true;
}

/** The sample server: its language, the channel the reader types in, its settings, its template and one sheet. */
export interface SampleServer {
	locale: "fr" | "en";
	/** The channel's name, without `#`. */
	channel: string;
	/** `/config result_channel disable_thread`: false copies each roll into the 🎲 thread. */
	disableThread: boolean;
	settings?: ServerSettings;
	template: ServerTemplate;
	/** The reader's registered character; absent: the reader has none on this server. */
	sheet?: SampleSheet;
}

/** An embed as Discord draws it; colours are discord.js' names for the ones the bot uses. */
export interface BotEmbed {
	color: "Red" | "Gold" | "Aqua" | "Green";
	/** The small line above the title (the error embed's "Error"). */
	author?: string;
	title?: string;
	description?: string;
	fields?: readonly { name: string; value: string; inline: boolean }[];
	/** The small line under the fields (an error embed's cause). */
	footer?: string;
	/** A small picture at the top right (the member's avatar on `/display`). */
	thumbnail?: true;
}

/** One message the bot sends, and where (`logs`: the server's logs channel; `hidden`: its hidden-rolls channel). */
export interface PostedMessage {
	where: "channel" | "thread" | "logs" | "hidden";
	content?: string;
	embeds?: readonly BotEmbed[];
	/** Seen only by who typed the command. */
	ephemeral: boolean;
	/** Sent after the command's first answer (`followUp`), as the error handler does once a reply went. */
	followUp?: true;
	/** Milliseconds after which the bot deletes it (the channel reply when a thread holds the copy). */
	deletedAfter?: number;
	/** Text files attached: a roll reply over Discord's 4,000 characters sends the rest of its text as one. */
	files?: readonly { name: string; text: string }[];
}

/** `deleteAfter` when the server has not set it (`roll_handler.ts`). */
const DEFAULT_DELETE_AFTER = 180_000;

/** The bot's error embed (`embedError`): red, "Error" as its author, the sentence as its description, the cause below. */
export function errorEmbed(description: string, locale: string, footer?: string): BotEmbed {
	const embed: BotEmbed = { color: "Red", author: textsFor(locale).error, description };
	return footer ? { ...embed, footer } : embed;
}

export const ephemeralError = (description: string, locale: string, footer?: string): PostedMessage[] => [
	{ where: "channel", embeds: [errorEmbed(description, locale, footer)], ephemeral: true },
];

/** What the bot's logs channel receives when a handler throws (`on_error.ts`, `on_message_send.ts`): the error's message as code. */
export function loggedError(message: string, server: SampleServer): PostedMessage[] {
	return server.settings?.logs ? [{ where: "logs", content: `\`\`\`\n${message}\n\`\`\``, ephemeral: false }] : [];
}

/**
 * A command that throws, answered by the bot's error handler (`interactionError`): the error logged, then an
 * ephemeral error embed.
 */
export function thrownError(
	description: string,
	message: string,
	server: SampleServer,
	footer?: string,
): PostedMessage[] {
	return [...loggedError(message, server), ...ephemeralError(description, server.locale, footer)];
}

/** Past this length `replyToSource` keeps the reply's first line and attaches the rest (`roll_result.md`). */
const LONGEST_REPLY = 4000;

/**
 * A roll reply as `replyToSource` sends it: over 4,000 characters, its first line, then the first line of the rest
 * that is a comment in `*` (`COMPILED_COMMENTS`), the rest attached without that comment.
 */
function asReply(content: string): Pick<PostedMessage, "content" | "files"> {
	if (content.length <= LONGEST_REPLY) return { content };
	const [first = "", ...others] = content.split("\n");
	let rest = others.join("\n");
	let summary = first;
	const comment = /^(?:_ _|\s+)?(\*.*?\*)$/m.exec(rest)?.[1];
	if (comment && comment.length <= LONGEST_REPLY) {
		summary += `\n${comment}`;
		rest = rest.replace(comment, "").trim();
	}
	return { content: summary, files: [{ name: "roll_result.md", text: rest }] };
}

/**
 * Where a roll's message goes on the sample server (`handleRollResult`): in a results channel (the server's, or any
 * whose name starts with 🎲), or with threads off, the reply alone; otherwise the reply, deleted after `deleteAfter`
 * unless it is 0, and its copy in the thread.
 */
export function placeRoll(content: string, hidden: boolean, server: SampleServer): PostedMessage[] {
	const inThread = server.channel.startsWith("🎲") || server.settings?.rollChannel === true;
	if (server.disableThread || inThread) return [{ where: "channel", ...asReply(content), ephemeral: hidden }];
	const deleteAfter = server.settings?.deleteAfter ?? DEFAULT_DELETE_AFTER;
	const { guild, channel, thread, message } = SAMPLE_IDS;
	const url = (place: string) => `https://discord.com/channels/${guild}/${place}/${message}`;
	// `linkToLogs` edits the reply's text to the whole roll and its link; the file stays attached.
	const sent = asReply(content);
	const shown = server.settings?.linkToLogs ? linked(content, url(thread)) : sent.content;
	const reply: PostedMessage = { where: "channel", ...sent, content: shown, ephemeral: hidden };
	const copied = server.settings?.context ? linked(content, url(channel), textsFor(server.locale).context) : content;
	return [
		deleteAfter === 0 ? reply : { ...reply, deletedAfter: deleteAfter },
		{ where: "thread", content: copied, ephemeral: false },
	];
}

/**
 * Where `/math` and `/calc` post (`messages/send.ts`, `sendResult`, which these commands call without the roll
 * handler): `hidden` alone decides the ephemeral flag, `hiddenRoll` then sends it privately or to its own channel,
 * and the reply is deleted after `deleteAfter` or 3 minutes when that is 0
 * (the bot reads 0 as unset here).
 */
export function placeCalculation(content: string, hidden: boolean, server: SampleServer): PostedMessage[] {
	const hiddenRoll = hidden ? server.settings?.hiddenRoll : undefined;
	if (hiddenRoll === true) return [{ where: "channel", content, ephemeral: true }];
	// The hidden-rolls channel takes the place of the results channel, so the reader's own channel no longer is one.
	const resultsHere = hiddenRoll === undefined && server.settings?.rollChannel === true;
	if (server.disableThread || server.channel.startsWith("🎲") || resultsHere)
		return [{ where: "channel", content, ephemeral: hidden }];
	const { guild, channel, thread, message } = SAMPLE_IDS;
	const url = (place: string) => `https://discord.com/channels/${guild}/${place}/${message}`;
	const copied = server.settings?.context ? linked(content, url(channel), textsFor(server.locale).context) : content;
	const shown = server.settings?.linkToLogs ? linked(content, url(thread)) : content;
	// The reply first, as for a roll: the order the reader sees it in (the bot's copy races its reply).
	return [
		{
			where: "channel",
			content: shown,
			ephemeral: hidden,
			deletedAfter: server.settings?.deleteAfter || DEFAULT_DELETE_AFTER,
		},
		{ where: hiddenRoll === "channel" ? "hidden" : "thread", content: copied, ephemeral: false },
	];
}

/** The thread the bot copies rolls into for this channel (`threadToSend`). */
export function threadName(channel: string): string {
	return `🎲 ${channel.replaceAll("-", " ")}`;
}
