/**
 * Plays cases through the bot's own handlers: the `interactionCreate` listener of `events/on_interaction.ts` (which
 * runs the command's `execute` and, when it throws, `interactionError` of `events/on_error.ts`) and the
 * `messageCreate` listener of `events/on_message_send.ts`, registered on the bot's own client as `apps/bot/index.ts`
 * registers them. Discord, the database and logging are the stand-ins of `stand-ins/`; the dice draw from a seeded
 * stream the site replays. Nothing of the bot's reply logic is written here.
 */
import { mkdirSync, mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { evalCombinaison } from "@dicelette/core";
import * as Djs from "discord.js";
import { MockAgent, setGlobalDispatcher, fetch as undiciFetch } from "undici";
import type { OracleCase, OracleSheet, OracleVerdict } from "./case";
import { drawStream } from "./draws";
import { galleryFile } from "./generate";
import {
	APPLICATION_ID,
	CHANNEL_ID,
	GUILD_ID,
	HIDDEN_ID,
	LOGS_ID,
	PLAYER_ID,
	RESULTS_ID,
	SHEETS_CHANNEL_ID,
	TEMPLATE_CHANNEL_ID,
} from "./ids";
import { recordedPosts } from "./record";
import {
	botUser,
	FakeDiscord,
	playerUser,
	rawGuild,
	rawMessage,
	rawTextChannel,
	type Sent,
	snowflake,
} from "./stand-ins/discord";
import { loggedProblems } from "./stand-ins/tslog";

// The bot's client writes ./data/status.json when it starts: give it a folder of its own.
const workDir = mkdtempSync(path.join(tmpdir(), "bot-oracle-"));
process.chdir(workDir);
mkdirSync(path.join(workDir, "data"), { recursive: true });

// The same order as apps/bot/index.ts: utils, the client, then the events.
await import("@dicelette/utils");
const { client } = (await import("client")) as { client: import("@dicelette/client").EClient };
const event = await import("event");

const fake = new FakeDiscord();
// Every request discord.js makes goes through REST#request: answered and recorded by the stand-in.
(client.rest as unknown as { request: typeof fake.request }).request = (options) => fake.request(options);
/** discord.js' structures as its gateway code builds them: from the client and Discord's payload. */
type Built<T> = new (client: Djs.Client, data: unknown) => T;
const build = <T>(structure: unknown, data: unknown) => new (structure as Built<T>)(client, data);
Object.assign(client, { user: build<Djs.ClientUser>(Djs.ClientUser, botUser) });
Object.assign(client, {
	application: build<Djs.ClientApplication>(Djs.ClientApplication, { id: APPLICATION_ID, name: "Dicelette" }),
});

event.onInteraction(client);
event.onMessageSend(client);
event.onError(client);
const [interactionHandler] = client.listeners("interactionCreate") as ((i: Djs.BaseInteraction) => Promise<void>)[];
const [messageHandler] = client.listeners("messageCreate") as ((m: Djs.Message) => Promise<void>)[];
if (!interactionHandler || !messageHandler) throw new Error("the bot registered no interaction or message handler");
const onInteraction = interactionHandler;
const onMessage = messageHandler;

// Core is a CommonJS package: it requires rpg-dice-roller's CommonJS build, a module apart from the ES one, and the
// dice are that copy's.
const { NumberGenerator } = createRequire(import.meta.url)(
	"@dice-roller/rpg-dice-roller",
) as typeof import("@dice-roller/rpg-dice-roller");

/** Timers the bot arms during a play (a reply deleted after three minutes): kept, then run in order of delay. */
interface Armed {
	delay: number;
	run: () => unknown;
}
let armed: Armed[] = [];
const realSetTimeout = globalThis.setTimeout;
function armTimers(): void {
	globalThis.setTimeout = ((run: () => unknown, delay?: number, ...args: unknown[]) => {
		if ((delay ?? 0) >= 1000) {
			armed.push({ delay: delay ?? 0, run: () => run(...(args as [])) });
			return { unref() {}, ref() {}, hasRef: () => false, refresh() {} } as unknown as NodeJS.Timeout;
		}
		return realSetTimeout(run, delay, ...args);
	}) as typeof setTimeout;
}

/** Lets the bot's background work (the thread copy after the reply) finish: until nothing new is sent. */
async function settle(): Promise<void> {
	let quiet = 0;
	let seen = fake.sent.length;
	for (let round = 0; round < 2000 && quiet < 20; round++) {
		await new Promise((resolve) => setImmediate(resolve));
		if (fake.sent.length === seen) quiet += 1;
		else {
			seen = fake.sent.length;
			quiet = 0;
		}
	}
}

function setUpServer(item: OracleCase): void {
	client.guilds.cache.clear();
	client.channels.cache.clear();
	fake.channels.clear();
	fake.threads.clear();
	fake.messages.clear();
	const channels = [
		rawTextChannel(CHANNEL_ID, item.server.channel),
		rawTextChannel(LOGS_ID, "logs"),
		rawTextChannel(RESULTS_ID, "resultats"),
		rawTextChannel(HIDDEN_ID, "jets-caches"),
		rawTextChannel(TEMPLATE_CHANNEL_ID, "modele"),
		rawTextChannel(SHEETS_CHANNEL_ID, "fiches"),
	];
	for (const channel of channels) fake.channels.set(channel.id, channel);
	(client.guilds as unknown as { _add(data: unknown): Djs.Guild })._add(
		rawGuild(item.lang === "fr" ? "fr" : "en-US", channels),
	);
	for (const key of ["settings", "characters", "template", "guildLocale", "userSettings", "criticalCount"] as const)
		(client[key] as unknown as { clear(): void }).clear();
	client.trivialCache.clear();
	if (item.server.settings) client.settings.set(GUILD_ID, structuredClone(item.server.settings));
}

/** An option's value as a play gives it: text, a number or a flag, or a file, a channel or a member of the server. */
type OptionValue =
	| string
	| number
	| boolean
	| { attachment: { name: string; contentType: string; text: string } }
	| { channel: string }
	| { user: string };

/** The interaction Discord's gateway sends for a slash command, as the bot's client receives it. */
function interactionFor(
	item: Pick<OracleCase & { kind: "command" }, "command" | "subcommand" | "lang" | "moderator"> & {
		options: Record<string, OptionValue>;
		channel: string;
	},
): Djs.ChatInputCommandInteraction {
	const locale = item.lang === "fr" ? "fr" : "en-US";
	const resolved: Record<string, Record<string, unknown>> = {};
	const options = Object.entries(item.options).map(([name, value]) => ({ name, ...typedOption(value, resolved) }));
	const data = {
		id: snowflake(),
		name: item.command,
		type: 1,
		options: item.subcommand ? [{ name: item.subcommand, type: 1, options }] : options,
		...(Object.keys(resolved).length ? { resolved } : {}),
	};
	const permissions = item.moderator ? Djs.PermissionFlagsBits.Administrator.toString() : "2248473465835073";
	return build<Djs.ChatInputCommandInteraction>(Djs.ChatInputCommandInteraction, {
		id: snowflake(),
		application_id: APPLICATION_ID,
		type: Djs.InteractionType.ApplicationCommand,
		token: "token",
		version: 1,
		data,
		guild_id: GUILD_ID,
		channel_id: CHANNEL_ID,
		channel: rawTextChannel(CHANNEL_ID, item.channel),
		member: {
			user: playerUser,
			roles: [],
			permissions,
			joined_at: "2024-01-01T00:00:00.000Z",
			deaf: false,
			mute: false,
		},
		locale,
		guild_locale: locale,
		app_permissions: Djs.PermissionFlagsBits.Administrator.toString(),
		entitlements: [],
		authorizing_integration_owners: { 0: GUILD_ID },
		context: 0,
		attachment_size_limit: 8388608,
	});
}

function typedOption(value: OptionValue, resolved: Record<string, Record<string, unknown>>) {
	const { ApplicationCommandOptionType: Type } = Djs;
	if (typeof value === "boolean") return { type: Type.Boolean, value };
	if (typeof value === "number") return { type: Type.Number, value };
	if (typeof value === "string") return { type: Type.String, value };
	if ("attachment" in value) {
		const id = snowflake();
		const { name, contentType, text } = value.attachment;
		const url = `https://cdn.discordapp.com/attachments/${TEMPLATE_CHANNEL_ID}/${id}/${name}`;
		fake.files.set(url, { text, contentType });
		resolved.attachments = {
			...resolved.attachments,
			[id]: { id, filename: name, size: text.length, url, proxy_url: url, content_type: contentType },
		};
		return { type: Type.Attachment, value: id };
	}
	if ("channel" in value) {
		const channel = fake.channels.get(value.channel);
		resolved.channels = { ...resolved.channels, [value.channel]: { ...channel, permissions: "2248473465835073" } };
		return { type: Type.Channel, value: value.channel };
	}
	resolved.users = { ...resolved.users, [value.user]: playerUser };
	resolved.members = { ...resolved.members, [value.user]: { roles: [], joined_at: "2024-01-01T00:00:00.000Z" } };
	return { type: Type.User, value: value.user };
}

/**
 * Discord's content network stood in: the bot downloads a play's attachments, and discord.js the pictures the bot
 * attaches by address (the tutorial's, under the template), through undici, whose dispatcher every copy of it shares.
 * A play's attachment answers with its text; any other address with a few bytes of picture.
 */
const network = new MockAgent();
network.disableNetConnect();
network
	.get(() => true)
	.intercept({ path: () => true, method: () => true })
	.reply((request) => {
		const file = fake.files.get(new URL(request.path, request.origin).href);
		if (file)
			return { statusCode: 200, data: file.text, responseOptions: { headers: { "content-type": file.contentType } } };
		return {
			statusCode: 200,
			data: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
			responseOptions: { headers: { "content-type": "image/png" } },
		};
	})
	.persist();
setGlobalDispatcher(network);
// Node's own fetch comes with a copy of undici that keeps a dispatcher of its own: the bot's downloads go through the
// package's, which this one answers.
globalThis.fetch = undiciFetch as unknown as typeof fetch;

// The gateway stood in: a request for the server's members is answered with the packet Discord sends back, handed to
// discord.js' own packet handling, as its websocket hands it once the client is ready.
const ws = client.ws as unknown as {
	status: number;
	shards: Map<number, unknown>;
	handlePacket(packet: unknown, shard: unknown): boolean;
};
ws.status = Djs.Status.Ready;
const gateway = {
	id: 0,
	send(payload: { op: number; d: { nonce?: string } }) {
		if (payload.op !== Djs.GatewayOpcodes.RequestGuildMembers) return;
		const { members } = rawGuild("fr", []);
		const d = { guild_id: GUILD_ID, members, nonce: payload.d.nonce, chunk_index: 0, chunk_count: 1, not_found: [] };
		setImmediate(() => ws.handlePacket({ t: "GUILD_MEMBERS_CHUNK", d }, gateway));
	},
};
ws.shards.set(0, gateway);

/** One CSV field, quoted as a spreadsheet writes it. */
const csvField = (value: string) => `"${value.replaceAll('"', '""')}"`;

/**
 * The server's template and the player's sheet, as an admin leaves them: `/template register` with the gallery's file
 * (sheets posted in their own channel), then `/import` with one row for the player. What these two commands send is
 * not part of the play.
 */
async function registerSheet(item: OracleCase, sheet: OracleSheet): Promise<Record<string, number> | undefined> {
	const admin = {
		command: "template",
		subcommand: "register",
		lang: item.lang,
		moderator: true,
		channel: item.server.channel,
	};
	const text = galleryFile(sheet.template);
	const attachment = { name: "template.json", contentType: "application/json; charset=utf-8", text };
	await onInteraction(
		interactionFor({
			...admin,
			options: {
				channel: { channel: TEMPLATE_CHANNEL_ID },
				template: { attachment },
				public_channel: { channel: SHEETS_CHANNEL_ID },
			},
		}),
	);
	await settle();
	if (!sheet.registered) return undefined;
	const template = JSON.parse(text) as { statistics?: Record<string, { combinaison?: string }> };
	const names = Object.keys(template.statistics ?? {});
	// A computed statistic is worked out as registering works it out, by core's evalCombinaison.
	const combinations = Object.fromEntries(
		Object.entries(template.statistics ?? {}).flatMap(([name, rule]) =>
			rule.combinaison ? [[name, rule.combinaison]] : [],
		),
	);
	const stats = { ...sheet.stats, ...evalCombinaison(combinations, sheet.stats) };
	const header = ["user", "charName", "avatar", "channel", ...names, "dice"];
	const row = [PLAYER_ID, sheet.charName ?? "", "", "", ...names.map((name) => String(stats[name] ?? "")), ""];
	const csv = `${header.map(csvField).join(",")}\n${row.map(csvField).join(",")}\n`;
	await onInteraction(
		interactionFor({
			...admin,
			command: "import",
			subcommand: undefined,
			options: { csv: { attachment: { name: "fiches.csv", contentType: "text/csv; charset=utf-8", text: csv } } },
		}),
	);
	await settle();
	// Registered only when the bot stored the player (its /import refuses a row whose statistic is 0, for one).
	const users = client.settings.get(GUILD_ID, "user") as Record<string, unknown> | undefined;
	return users?.[PLAYER_ID] ? stats : undefined;
}

function messageFor(item: OracleCase & { kind: "message" }): Djs.Message {
	const channel = client.channels.cache.get(CHANNEL_ID) as Djs.TextChannel;
	const raw = {
		...rawMessage(CHANNEL_ID, { content: item.content }, playerUser),
		member: { roles: [], joined_at: "2024-01-01T00:00:00.000Z" },
	};
	fake.messages.set(raw.id, raw);
	return (channel.messages as unknown as { _add(data: unknown): Djs.Message })._add(raw);
}

/**
 * Core hands rpg-dice-roller one of its named engines (nodeCrypto unless told): each keeps its identity, as core
 * compares engines by it, and draws from `stream`.
 */
function drawFrom(stream: { next(): number }): void {
	const engines = NumberGenerator.engines as unknown as Record<string, { next(): number }>;
	for (const name of ["nodeCrypto", "nativeMath", "browserCrypto"]) {
		const engine = engines[name];
		if (engine) engine.next = () => stream.next();
	}
	(NumberGenerator.generator as unknown as { engine: unknown }).engine = engines.nodeCrypto;
}

/** A play's command with its `player` option as the member it names, as Discord sends a user option. */
function asCommand(item: OracleCase & { kind: "command" }) {
	const options: Record<string, OptionValue> = { ...item.options };
	if (typeof options.player === "string") options.player = { user: options.player };
	return { ...item, options, channel: item.server.channel };
}

/** Plays one case and returns every request the bot made, read as the messages it sent. */
export async function play(item: OracleCase): Promise<OracleVerdict> {
	setUpServer(item);
	fake.sent.length = 0;
	loggedProblems.length = 0;
	armed = [];
	const stream = drawStream(item.drawSeed);
	armTimers();
	let thrown: string | undefined;
	let playerMessageId: string | undefined;
	let registered: Record<string, number> | undefined;
	try {
		if (item.server.sheet) {
			// Registering rolls the template's dice to check them: from a stream of its own, not the play's.
			drawFrom(drawStream(0));
			registered = await registerSheet(item, item.server.sheet);
			if (process.env.ORACLE_TRACE === "setup" || process.env.ORACLE_TRACE === "stacks")
				process.stderr.write(
					`${JSON.stringify(recordedPosts(fake.sent, fake).posts, null, 1)}\n${loggedProblems.join("\n")}\n`,
				);
			fake.sent.length = 0;
			loggedProblems.length = 0;
			armed = [];
		}
		drawFrom(stream);
		if (item.kind === "command") await onInteraction(interactionFor(asCommand(item)));
		else {
			const message = messageFor(item);
			playerMessageId = message.id;
			await onMessage(message);
		}
		await settle();
		for (const timer of armed.sort((a, b) => a.delay - b.delay)) {
			fake.afterMs = timer.delay;
			await timer.run();
			await settle();
		}
	} catch (error) {
		thrown = error instanceof Error ? error.message : String(error);
	} finally {
		fake.afterMs = undefined;
		globalThis.setTimeout = realSetTimeout;
	}
	const sent: Sent[] = fake.sent.map((entry) => structuredClone(entry));
	const verdict: OracleVerdict = { ...recordedPosts(sent, fake, playerMessageId), draws: stream.used() };
	if (registered) verdict.registered = registered;
	if (thrown) verdict.thrown = thrown;
	if (loggedProblems.length) verdict.logged = [...loggedProblems];
	return verdict;
}
