/**
 * The site's side of the bot oracle (scripts/bot-oracle/): each play given to the model of the bot's command and
 * message entry points (`answerCommand`, `answerMessage`), the dice drawn from the play's stream, and the answer
 * read as the oracle reads what the bot sent. `comparePlay` says whether the two agree, and when not, which known
 * cause explains it.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { OracleCase, OracleEmbed, OraclePost, OracleVerdict } from "../../scripts/bot-oracle/case";
import { drawStream } from "../../scripts/bot-oracle/draws";
import { galleryTemplate } from "../../scripts/bot-oracle/generate";
import { CHANNEL_ID, HIDDEN_ID, LOGS_ID } from "../../scripts/bot-oracle/ids";
import {
	type AnsweredCommand,
	answerCommand,
	answerMessage,
	type BotEmbed,
	type PostedMessage,
	type SampleServer,
	type ServerTemplate,
	threadName,
} from "../../src/dice/commands";

export type OraclePlay = OracleCase & { bot: OracleVerdict };

export interface OracleCorpus {
	release: string;
	commit: string;
	seed: number;
	plays: OraclePlay[];
}

export const ORACLE_CORPUS = new URL("../fixtures/bot-oracle/plays.json.gz", import.meta.url);

export function loadOracleCorpus(file: URL | string = ORACLE_CORPUS): OracleCorpus {
	return JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")) as OracleCorpus;
}

/** discord.js' values of the colour names the model uses (`Colors`). */
const COLOURS: Record<BotEmbed["color"], number> = {
	Red: 0xed4245,
	Gold: 0xf1c40f,
	Aqua: 0x1abc9c,
	Green: 0x57f287,
};

/** The sample server of the model for a play: its language, channel and the settings the model reads. */
function serverOf(play: OraclePlay): SampleServer {
	const settings = play.server.settings ?? {};
	const modelled: SampleServer["settings"] = {};
	if (settings.rollChannel === CHANNEL_ID) modelled.rollChannel = true;
	if (typeof settings.deleteAfter === "number") modelled.deleteAfter = settings.deleteAfter;
	if (settings.logs === LOGS_ID) modelled.logs = true;
	if (settings.context === true) modelled.context = true;
	if (settings.linkToLogs === true) modelled.linkToLogs = true;
	if (settings.sortOrder === "sa" || settings.sortOrder === "sd") modelled.sortOrder = settings.sortOrder;
	if (settings.hiddenRoll === true) modelled.hiddenRoll = true;
	if (settings.hiddenRoll === HIDDEN_ID) modelled.hiddenRoll = "channel";
	if (settings.disableCompare === true) modelled.disableCompare = true;
	const sheet = play.server.sheet;
	const registered = play.bot.registered;
	return {
		locale: play.lang,
		channel: play.server.channel,
		disableThread: settings.disableThread === true,
		// A server that never set anything has no settings at all, which the bot's message handler reads apart.
		...(play.server.settings ? { settings: modelled } : {}),
		template: sheet ? (galleryTemplate(sheet.template) as ServerTemplate) : {},
		...(sheet && registered
			? {
					sheet: {
						name: sheet.charName ?? "",
						values: Object.entries(registered).map(([name, value]) => ({ name, value })),
						// The oracle registers its sheets with /import.
						imported: true,
					},
				}
			: {}),
	};
}

function embedOf(embed: BotEmbed): OracleEmbed {
	const read: OracleEmbed = { color: COLOURS[embed.color] };
	if (embed.author) read.author = embed.author;
	if (embed.title) read.title = embed.title;
	if (embed.description) read.description = embed.description;
	if (embed.fields?.length) read.fields = embed.fields.map((field) => ({ ...field }));
	if (embed.footer) read.footer = embed.footer;
	if (embed.thumbnail) read.thumbnail = true;
	return read;
}

function postOf(posted: PostedMessage, channel: string, asReply: boolean): OraclePost {
	const where = posted.followUp
		? "followUp"
		: posted.where === "thread"
			? `thread ${threadName(channel)}`
			: posted.where === "logs" || posted.where === "hidden"
				? posted.where
				: asReply
					? "reply"
					: "channel";
	const post: OraclePost = { where };
	if (posted.ephemeral) post.ephemeral = true;
	if (posted.content !== undefined) post.content = posted.content;
	if (posted.embeds?.length) post.embeds = posted.embeds.map(embedOf);
	if (posted.deletedAfter !== undefined) post.deletedAfter = posted.deletedAfter;
	if (posted.files?.length) post.files = posted.files.map((file) => ({ ...file }));
	return post;
}

/** The command path the model answers for a play, or undefined for one it does not. */
function commandOf(play: OracleCase & { kind: "command" }): AnsweredCommand {
	return (play.subcommand ? `${play.command} ${play.subcommand}` : play.command) as AnsweredCommand;
}

/** What the site answers to a play, read as the oracle reads the bot's messages. */
export function sitePlay(play: OraclePlay): Pick<OracleVerdict, "posts" | "inputDeletedAfter"> {
	const stream = drawStream(play.drawSeed);
	const server = serverOf(play);
	if (play.kind === "command") {
		const options = Object.fromEntries(Object.entries(play.options).map(([name, value]) => [name, String(value)]));
		const posts = answerCommand(commandOf(play), options, server, stream);
		// The thread copy goes after the reply in the model; the bot posts it first and then answers.
		return { posts: posts.map((posted) => postOf(posted, server.channel, true)) };
	}
	const answer = answerMessage(play.content, server, stream);
	if (!answer.rolled) {
		// The handler's catch logs the error (with a logs channel), then tells the player privately.
		const logged = (answer.logged ?? []).map((posted) => postOf(posted, server.channel, false));
		return { posts: answer.privateError ? [...logged, { where: "dm", content: answer.privateError }] : logged };
	}
	const posts = answer.posts.map((posted) => {
		const post = postOf(posted, server.channel, false);
		if (answer.keepsInput && post.where === "channel") post.repliesToPlayer = true;
		return post;
	});
	return answer.keepsInput ? { posts } : { posts, inputDeletedAfter: 0 };
}

/** Discord's links to a message: their ids are the harness's (its snowflakes) on one side and the site's sample on the other. */
const MESSAGE_LINK = /https:\/\/discord\.com\/channels\/\d+\/\d*\/?\d*/g;

/**
 * A value with its objects' keys sorted, so that two answers compare by what they hold, not by how they were built;
 * the ids in message links are left out.
 */
function sortedKeys(value: unknown): unknown {
	if (typeof value === "string") return value.replace(MESSAGE_LINK, "https://discord.com/channels/…");
	if (Array.isArray(value)) return value.map(sortedKeys);
	if (value === null || typeof value !== "object") return value;
	return Object.fromEntries(
		Object.entries(value)
			.filter(([, inner]) => inner !== undefined)
			.sort(([a], [b]) => a.localeCompare(b))
			.map(([key, inner]) => [key, sortedKeys(inner)]),
	);
}

/** The posts in a stable order (the bot's thread copy and its reply race), for a comparison that reads content. */
function canonical(verdict: Pick<OracleVerdict, "posts" | "inputDeletedAfter">): string {
	const posts = [...verdict.posts].sort((a, b) => a.where.localeCompare(b.where));
	return JSON.stringify(sortedKeys({ posts, inputDeletedAfter: verdict.inputDeletedAfter }));
}

export interface PlayComparison {
	agree: boolean;
	site: Pick<OracleVerdict, "posts" | "inputDeletedAfter">;
	/** Set when the site throws: a crash is a difference of its own. */
	crash?: string;
}

export function comparePlay(play: OraclePlay): PlayComparison {
	let site: PlayComparison["site"];
	try {
		site = sitePlay(play);
	} catch (error) {
		return { agree: false, site: { posts: [] }, crash: error instanceof Error ? error.message : String(error) };
	}
	return { agree: canonical(site) === canonical(play.bot), site };
}

export const ORACLE_PENDING = new URL("../fixtures/bot-oracle/pending.json", import.meta.url);

/**
 * The plays the site does not yet answer as the bot does, by family, as play numbers (`play-SEED-N`): written by
 * `npm run bot-oracle:report -- --write-pending`, so a fix shows as a shorter list and a regression as a play
 * missing from it.
 */
export interface OraclePending {
	seed: number;
	byFamily: Record<string, number[]>;
}

export const ORACLE_DELIBERATE = new URL("../fixtures/bot-oracle/deliberate.json", import.meta.url);

/**
 * The differences the site keeps on purpose, each listed once with its reason, and the plays (`family:number`) that
 * show it. A listed play must still differ: one that agrees leaves the list.
 */
export interface OracleDeliberate {
	seed: number;
	differences: { name: string; reason: string; plays: string[] }[];
}

/** `family:number`, the key pending.json and deliberate.json share. */
export function playKey(play: OracleCase): string {
	return `${familyOf(play)}:${playNumber(play.id)}`;
}

/** Which deliberate difference names each listed play. */
export function deliberatePlays(deliberate: OracleDeliberate): Map<string, string> {
	const named = new Map<string, string>();
	for (const difference of deliberate.differences) for (const key of difference.plays) named.set(key, difference.name);
	return named;
}

export function playNumber(id: string): number {
	return Number(id.slice(id.lastIndexOf("-") + 1));
}

/** The play's family for the agreement tables: the command path, or `message`. */
export function familyOf(play: OracleCase): string {
	if (play.kind === "message") return "message";
	return play.subcommand ? `${play.command} ${play.subcommand}` : play.command;
}
