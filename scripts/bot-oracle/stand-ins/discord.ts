/**
 * Discord stood in at its HTTP door. The bot runs on the real discord.js: its interactions, messages, guilds and
 * channels are discord.js' own classes built from the payloads Discord's gateway sends, and every request discord.js
 * would send to Discord's API is answered here and recorded instead. So the bot's handlers, discord.js' reply, edit,
 * follow-up and thread code all run as they do in production; only the far side of the wire is ours.
 */
import * as Djs from "discord.js";
import { BOT_ID, CHANNEL_ID, GUILD_ID, PLAYER_ID } from "../ids";

/** One request discord.js sent: the bot's action, as Discord would have received it. */
export interface Sent {
	method: string;
	route: string;
	body?: Record<string, unknown>;
	/** Names of the files attached (a reply over 4,000 characters goes as a file). */
	files?: string[];
	/** Contents of the attached text files. */
	fileTexts?: string[];
	/** Set when the request was made by a timer the bot armed, after that many milliseconds. */
	afterMs?: number;
	/** The id of the message Discord's answer describes (the one posted, edited or fetched). */
	answered?: string;
}

let nextId = 400000000000000000n;
export function snowflake(): string {
	nextId += 1n;
	return nextId.toString();
}

export const botUser = {
	id: BOT_ID,
	username: "Dicelette",
	discriminator: "0",
	global_name: null,
	avatar: null,
	bot: true,
};
export const playerUser = {
	id: PLAYER_ID,
	username: "lou",
	discriminator: "0",
	global_name: "Lou",
	avatar: null,
};

/** A text channel of the sample server, as the gateway describes it. */
export function rawTextChannel(id: string, name: string) {
	return { id, type: Djs.ChannelType.GuildText, name, guild_id: GUILD_ID, position: 0, permission_overwrites: [] };
}

/** Everyone may read, write and make threads; the player is no moderator unless a case says so. */
const MEMBER_PERMISSIONS = (
	Djs.PermissionFlagsBits.ViewChannel |
	Djs.PermissionFlagsBits.SendMessages |
	Djs.PermissionFlagsBits.SendMessagesInThreads |
	Djs.PermissionFlagsBits.CreatePublicThreads |
	Djs.PermissionFlagsBits.ReadMessageHistory |
	Djs.PermissionFlagsBits.EmbedLinks |
	Djs.PermissionFlagsBits.AttachFiles |
	Djs.PermissionFlagsBits.UseApplicationCommands
).toString();
const BOT_PERMISSIONS = Djs.PermissionFlagsBits.Administrator.toString();

export function rawGuild(locale: "fr" | "en-US", channels: ReturnType<typeof rawTextChannel>[]) {
	return {
		id: GUILD_ID,
		name: "Table de jeu",
		owner_id: "100000000000000009",
		preferred_locale: locale,
		roles: [
			{ id: GUILD_ID, name: "@everyone", permissions: MEMBER_PERMISSIONS, position: 0, color: 0, hoist: false },
			{ id: "500000000000000000", name: "Dicelette", permissions: BOT_PERMISSIONS, position: 1, color: 0 },
		],
		channels,
		threads: [],
		members: [
			{ user: botUser, roles: ["500000000000000000"], joined_at: "2024-01-01T00:00:00.000Z" },
			{ user: playerUser, roles: [], joined_at: "2024-01-01T00:00:00.000Z" },
		],
		emojis: [],
		stickers: [],
		features: [],
		member_count: 2,
		// discord.js gives a guild the shard its gateway packet came on.
		shardId: 0,
	};
}

/** A message as Discord returns it when the bot posts one. */
export function rawMessage(
	channelId: string,
	body: Record<string, unknown> = {},
	author: Record<string, unknown> = botUser,
) {
	return {
		id: snowflake(),
		channel_id: channelId,
		guild_id: GUILD_ID,
		author,
		content: (body.content as string | undefined) ?? "",
		embeds: (body.embeds as unknown[] | undefined) ?? [],
		components: (body.components as unknown[] | undefined) ?? [],
		attachments: [],
		mentions: [],
		mention_roles: [],
		mention_everyone: false,
		pinned: false,
		tts: false,
		timestamp: new Date(0).toISOString(),
		edited_timestamp: null,
		flags: typeof body.flags === "number" ? body.flags : 0,
		type: 0,
	};
}

/** More requests than any answer of the bot makes: past it, a play is looping. */
const REQUEST_BUDGET = 400;

interface Route {
	method: string;
	pattern: RegExp;
	answer: (match: RegExpMatchArray, body: Record<string, unknown>, query: URLSearchParams) => unknown;
}

/** Discord's answer when a resource does not exist: discord.js raises its own DiscordAPIError from it. */
function unknown(code: number, message: string, method: string, url: string): never {
	throw new Djs.DiscordAPIError({ code, message }, code, 404, method, url, { body: undefined, files: undefined });
}

/**
 * The far side of the wire for one bot client: what each route answers, and the log of what was sent. Channels,
 * threads and messages the bot creates are remembered, so it finds its own thread and messages again.
 */
export class FakeDiscord {
	readonly sent: Sent[] = [];
	/** Set while the timers the bot armed are run, so their requests carry the delay. */
	afterMs: number | undefined;
	readonly threads = new Map<string, Record<string, unknown>>();
	readonly messages = new Map<string, ReturnType<typeof rawMessage>>();
	readonly channels = new Map<string, Record<string, unknown>>();
	/** Discord's content network: each file a message carries, by its address (the plays' own, and the bot's). */
	readonly files = new Map<string, { text: string; contentType: string }>();
	/** The files of the request being answered, which the message Discord returns carries as attachments. */
	#attached: { name: string; text: string }[] = [];
	readonly #routes: Route[];

	constructor() {
		const route = (method: string, pattern: RegExp, answer: Route["answer"]): Route => ({ method, pattern, answer });
		const withAttachments = (message: ReturnType<typeof rawMessage>) => {
			const attachments = this.#attached.map(({ name, text }) => {
				const id = snowflake();
				const url = `https://cdn.discordapp.com/attachments/${message.channel_id}/${id}/${name}`;
				const contentType = name.endsWith(".json") ? "application/json; charset=utf-8" : "application/octet-stream";
				this.files.set(url, { text, contentType });
				return { id, filename: name, size: text.length, url, proxy_url: url, content_type: contentType };
			});
			if (attachments.length) Object.assign(message, { attachments });
			return message;
		};
		const postMessage = (channelId: string, body: Record<string, unknown>) => {
			if (!this.channels.has(channelId) && !this.threads.has(channelId))
				unknown(10003, "Unknown Channel", "POST", channelId);
			const message = withAttachments(rawMessage(channelId, body));
			this.messages.set(message.id, message);
			return message;
		};
		const editMessage = (messageId: string, body: Record<string, unknown>) => {
			const message = this.messages.get(messageId);
			if (!message) unknown(10008, "Unknown Message", "PATCH", messageId);
			Object.assign(message, {
				content: (body.content as string | undefined) ?? message.content,
				embeds: (body.embeds as unknown[] | undefined) ?? message.embeds,
			});
			return message;
		};
		this.#routes = [
			route("POST", /^\/interactions\/(\d+)\/[^/]+\/callback$/, (_m, body) => {
				const data = (body.data ?? {}) as Record<string, unknown>;
				const message = rawMessage(CHANNEL_ID, data);
				this.messages.set(`@original`, message);
				return {
					interaction: { id: _m[1], type: 2, response_message_id: message.id, response_message_loading: false },
					resource: { type: body.type, message },
				};
			}),
			route("PATCH", /^\/webhooks\/\d+\/[^/]+\/messages\/(@|%40)original$/, (_m, body) => {
				const message = this.messages.get("@original") ?? rawMessage(CHANNEL_ID);
				this.messages.set("@original", message);
				return Object.assign(message, {
					content: (body.content as string | undefined) ?? message.content,
					embeds: (body.embeds as unknown[] | undefined) ?? message.embeds,
				});
			}),
			route(
				"GET",
				/^\/webhooks\/\d+\/[^/]+\/messages\/(@|%40)original$/,
				() => this.messages.get("@original") ?? rawMessage(CHANNEL_ID),
			),
			route("DELETE", /^\/webhooks\/\d+\/[^/]+\/messages\/(@|%40)original$/, () => undefined),
			route("POST", /^\/webhooks\/\d+\/[^/]+$/, (_m, body) => rawMessage(CHANNEL_ID, body)),
			route("POST", /^\/channels\/(\d+)\/messages$/, (m, body) => postMessage(m[1] as string, body)),
			route("PATCH", /^\/channels\/\d+\/messages\/(\d+)$/, (m, body) => editMessage(m[1] as string, body)),
			route("DELETE", /^\/channels\/\d+\/messages\/(\d+)$/, () => undefined),
			route("GET", /^\/channels\/(\d+)\/messages\/(\d+)$/, (m) => {
				const message = this.messages.get(m[2] as string);
				if (!message || message.channel_id !== m[1]) unknown(10008, "Unknown Message", "GET", m[0]);
				return message;
			}),
			route("GET", /^\/channels\/(\d+)\/messages$/, (m, _body, query) => {
				// Newest first, paged as Discord pages them: `before`, `after`, `limit` (50 unless told).
				const before = query.get("before");
				const after = query.get("after");
				const limit = Number(query.get("limit") ?? 50);
				return [...this.messages.entries()]
					.filter(([key, message]) => key !== "@original" && message.channel_id === m[1])
					.map(([, message]) => message)
					.filter((message) => !before || BigInt(message.id) < BigInt(before))
					.filter((message) => !after || BigInt(message.id) > BigInt(after))
					.sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1))
					.slice(0, limit);
			}),
			route("POST", /^\/channels\/(\d+)\/threads$/, (m, body) => {
				const thread = {
					id: snowflake(),
					type: (body.type as number | undefined) ?? Djs.ChannelType.PublicThread,
					name: body.name,
					guild_id: GUILD_ID,
					parent_id: m[1],
					owner_id: BOT_ID,
					thread_metadata: { archived: false, auto_archive_duration: 1440, locked: false },
					message_count: 0,
					member_count: 1,
				};
				this.threads.set(thread.id, thread);
				return thread;
			}),
			route("GET", /^\/guilds\/\d+\/threads\/active$/, () => ({ threads: [...this.threads.values()], members: [] })),
			route("GET", /^\/channels\/\d+\/threads\/archived\/(public|private)$/, () => ({
				threads: [],
				members: [],
				has_more: false,
			})),
			route("GET", /^\/channels\/(\d+)$/, (m) => {
				const found = this.channels.get(m[1] as string) ?? this.threads.get(m[1] as string);
				if (!found) unknown(10003, "Unknown Channel", "GET", m[0]);
				return found;
			}),
			route("GET", /^\/guilds\/\d+\/channels$/, () => [...this.channels.values()]),
			route("GET", /^\/guilds\/\d+\/members\/(\d+)$/, (m) => {
				const user = m[1] === BOT_ID ? botUser : m[1] === PLAYER_ID ? playerUser : undefined;
				if (!user) unknown(10007, "Unknown Member", "GET", m[0]);
				return { user, roles: [], joined_at: "2024-01-01T00:00:00.000Z" };
			}),
			route("GET", /^\/users\/(\d+)$/, (m) => {
				const user = m[1] === BOT_ID ? botUser : m[1] === PLAYER_ID ? playerUser : undefined;
				if (!user) unknown(10013, "Unknown User", "GET", m[0]);
				return user;
			}),
			route("POST", /^\/users\/@me\/channels$/, (_m, body) => {
				const dm = { id: `9${String(body.recipient_id).slice(1)}`, type: Djs.ChannelType.DM, recipients: [playerUser] };
				this.channels.set(dm.id, dm);
				return dm;
			}),
			route("PUT", /^\/applications\/\d+\/(guilds\/\d+\/)?commands$/, (_m, body) => body),
			route("GET", /^\/applications\/\d+\/(guilds\/\d+\/)?commands$/, () => []),
			route("PUT", /^\/channels\/\d+\/(messages\/)?pins\/\d+$/, () => undefined),
			route("POST", /^\/interactions\/\d+\/[^/]+\/callback\?.*$/, () => ({})),
		];
	}

	/** Answers one request of discord.js' REST client, recording it first. */
	async request(options: {
		method: string;
		fullRoute: string;
		body?: unknown;
		query?: URLSearchParams;
		files?: { name: string; data: unknown }[];
	}): Promise<unknown> {
		const body = (options.body ?? {}) as Record<string, unknown>;
		const files = options.files?.map((file) => file.name);
		const fileTexts = options.files?.map((file) =>
			Buffer.isBuffer(file.data) ? file.data.toString("utf8") : String(file.data),
		);
		const entry: Sent = { method: options.method.toUpperCase(), route: options.fullRoute };
		if (options.body !== undefined) entry.body = structuredClone(body);
		if (files?.length) Object.assign(entry, { files, fileTexts });
		this.#attached = (files ?? []).map((name, index) => ({ name, text: fileTexts?.[index] ?? "" }));
		if (this.afterMs !== undefined) entry.afterMs = this.afterMs;
		this.sent.push(entry);
		// A handler that keeps asking (a page of messages after another) is stopped here rather than left to loop.
		if (this.sent.length > REQUEST_BUDGET) throw new Error(`over ${REQUEST_BUDGET} requests in one play`);
		if (process.env.ORACLE_TRACE === "requests") process.stderr.write(`${entry.method} ${entry.route}\n`);
		for (const candidate of this.#routes) {
			if (candidate.method !== entry.method) continue;
			const match = options.fullRoute.match(candidate.pattern);
			if (!match) continue;
			const answer = candidate.answer(match, body, options.query ?? new URLSearchParams()) as
				| Record<string, unknown>
				| undefined;
			const message = (answer?.resource as { message?: { id: string } } | undefined)?.message ?? answer;
			if (typeof message?.id === "string" && "channel_id" in message) entry.answered = message.id;
			return structuredClone(answer);
		}
		throw new Error(`the Discord stand-in has no answer for ${entry.method} ${options.fullRoute}`);
	}
}
