/**
 * Reads the requests discord.js sent as the messages a player's server shows in the end: each post with its last
 * edit, where it went, whether only the player sees it, and when the bot deleted it. A reading of Discord's API,
 * not of the bot.
 */
import type { OracleEmbed, OraclePost, OracleVerdict } from "./case";
import { CHANNEL_ID, HIDDEN_ID, LOGS_ID, RESULTS_ID, SHEETS_CHANNEL_ID, TEMPLATE_CHANNEL_ID } from "./ids";
import type { FakeDiscord, Sent } from "./stand-ins/discord";

const EPHEMERAL = 1 << 6;

function embedOf(raw: Record<string, unknown>): OracleEmbed {
	const embed: OracleEmbed = {};
	if (typeof raw.color === "number") embed.color = raw.color;
	const author = raw.author as { name?: string } | undefined;
	if (author?.name) embed.author = author.name;
	if (typeof raw.title === "string") embed.title = raw.title;
	if (typeof raw.description === "string") embed.description = raw.description;
	const fields = raw.fields as { name: string; value: string; inline?: boolean }[] | undefined;
	if (fields?.length) embed.fields = fields.map((field) => ({ ...field, inline: field.inline ?? false }));
	const footer = raw.footer as { text?: string } | undefined;
	if (footer?.text) embed.footer = footer.text;
	if (raw.thumbnail) embed.thumbnail = true;
	return embed;
}

/** The text of a Components v2 message (a reply of 2,001 to 4,000 characters goes as a text display). */
function componentsText(components: unknown): string | undefined {
	if (!Array.isArray(components)) return undefined;
	const texts = components
		.map((component) => (component as { type?: number; content?: string }).content)
		.filter((text): text is string => typeof text === "string");
	return texts.length ? texts.join("\n") : undefined;
}

function apply(post: OraclePost, body: Record<string, unknown> | undefined, sent: Sent): void {
	if (!body) return;
	const content = typeof body.content === "string" ? body.content : componentsText(body.components);
	if (content !== undefined) post.content = content;
	if (Array.isArray(body.embeds)) post.embeds = body.embeds.map((raw) => embedOf(raw as Record<string, unknown>));
	if (typeof body.flags === "number" && body.flags & EPHEMERAL) post.ephemeral = true;
	if (sent.files?.length) post.files = sent.files.map((name, index) => ({ name, text: sent.fileTexts?.[index] ?? "" }));
	const reference = body.message_reference as { message_id?: string } | undefined;
	if (reference?.message_id) post.repliesToPlayer = true;
}

function placeOf(channelId: string, fake: FakeDiscord): string {
	if (channelId === CHANNEL_ID) return "channel";
	if (channelId === LOGS_ID) return "logs";
	if (channelId === RESULTS_ID) return "results";
	if (channelId === HIDDEN_ID) return "hidden";
	if (channelId === TEMPLATE_CHANNEL_ID) return "template";
	if (channelId === SHEETS_CHANNEL_ID) return "sheets";
	const thread = fake.threads.get(channelId);
	if (thread) return `thread ${thread.name}`;
	if (fake.channels.get(channelId)?.type === 1) return "dm";
	return `channel ${channelId}`;
}

/** The posts a play leaves, in the order they were first sent, and the deletion of the player's message. */
export function recordedPosts(
	sent: readonly Sent[],
	fake: FakeDiscord,
	playerMessageId?: string,
): Pick<OracleVerdict, "posts" | "inputDeletedAfter"> {
	const posts: OraclePost[] = [];
	const byId = new Map<string, OraclePost>();
	let original: OraclePost | undefined;
	let inputDeletedAfter: number | undefined;
	for (const entry of sent) {
		const interaction = entry.route.match(/^\/interactions\/\d+\/[^/]+\/callback$/);
		const onOriginal = /^\/webhooks\/\d+\/[^/]+\/messages\/(@|%40)original$/.test(entry.route);
		const followUp = /^\/webhooks\/\d+\/[^/]+$/.test(entry.route);
		const channelPost = entry.route.match(/^\/channels\/(\d+)\/messages$/);
		const channelMessage = entry.route.match(/^\/channels\/(\d+)\/messages\/(\d+)$/);
		if (interaction && entry.method === "POST") {
			original = { where: "reply" };
			apply(original, entry.body?.data as Record<string, unknown> | undefined, entry);
			posts.push(original);
		} else if (onOriginal && entry.method === "PATCH") {
			original ??= posts[posts.push({ where: "reply" }) - 1];
			if (original) apply(original, entry.body, entry);
		} else if (onOriginal && entry.method === "DELETE" && original) {
			original.deletedAfter = entry.afterMs ?? 0;
		} else if (followUp && entry.method === "POST") {
			const post: OraclePost = { where: "followUp" };
			apply(post, entry.body, entry);
			posts.push(post);
		} else if (channelPost && entry.method === "POST") {
			const post: OraclePost = { where: placeOf(channelPost[1] as string, fake) };
			apply(post, entry.body, entry);
			posts.push(post);
			if (entry.answered) byId.set(entry.answered, post);
		} else if (channelMessage && entry.method === "PATCH") {
			const post = byId.get(channelMessage[2] as string);
			if (post) apply(post, entry.body, entry);
		} else if (channelMessage && entry.method === "DELETE") {
			const id = channelMessage[2] as string;
			if (id === playerMessageId) inputDeletedAfter = entry.afterMs ?? 0;
			const post = byId.get(id);
			if (post) post.deletedAfter = entry.afterMs ?? 0;
			// The reply to a command is also a message of the channel: its id is the one its callback answered.
			else if (original && sent.some((other) => other.answered === id && /callback$/.test(other.route)))
				original.deletedAfter = entry.afterMs ?? 0;
		}
	}
	const result: Pick<OracleVerdict, "posts" | "inputDeletedAfter"> = { posts };
	if (inputDeletedAfter !== undefined) result.inputDeletedAfter = inputDeletedAfter;
	return result;
}
