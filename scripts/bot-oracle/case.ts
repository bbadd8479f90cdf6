/** A play of the bot oracle: who types what, where, on which server; and what the bot sent back. */

/** A gallery template and a sheet registered for the player, as registering leaves them. */
export interface OracleSheet {
	/** The template file of the gallery, `static/templates/<file>`. */
	template: string;
	/** The character's name; absent for a template without names (`charName: false`). */
	charName?: string;
	/** Each statistic's value, by the template's name. */
	stats: Record<string, number>;
	/** Whether the sheet is registered (a play without one shows the bot's refusal). */
	registered: boolean;
}

export interface OracleServer {
	/** The channel the player types in. */
	channel: string;
	/** The server's stored settings (`GuildData` of the bot's database); absent: a server that never set any. */
	settings?: Record<string, unknown>;
	sheet?: OracleSheet;
}

interface Common {
	id: string;
	lang: "fr" | "en";
	server: OracleServer;
	/** The seed of the dice both sides draw (`draws.ts`). */
	drawSeed: number;
	/** The player may manage roles (a moderator). */
	moderator?: boolean;
}

export type OracleCase =
	| (Common & {
			kind: "command";
			/** The command's name as Discord sends it (its default name). */
			command: string;
			subcommand?: string;
			/** Options by their default names. */
			options: Record<string, string | number | boolean>;
	  })
	| (Common & { kind: "message"; content: string });

export interface OracleEmbed {
	color?: number;
	author?: string;
	title?: string;
	description?: string;
	fields?: { name: string; value: string; inline: boolean }[];
	footer?: string;
	thumbnail?: boolean;
}

/** One message the bot sent, as the player's server shows it in the end. */
export interface OraclePost {
	/** `reply`: the command's answer; `followUp`; `channel`, `thread`, `dm`, `logs`…: a message posted there. */
	where: string;
	ephemeral?: boolean;
	content?: string;
	embeds?: OracleEmbed[];
	/** Files attached, with their text (a reply over 4,000 characters). */
	files?: { name: string; text: string }[];
	/** Milliseconds after which the bot deleted it. */
	deletedAfter?: number;
	/** Sent as a reply to the player's message. */
	repliesToPlayer?: boolean;
}

export interface OracleVerdict {
	posts: OraclePost[];
	/** The player's message deleted by the bot (message plays), after that many milliseconds (0: at once). */
	inputDeletedAfter?: number;
	/** Numbers drawn from the dice stream. */
	draws: number;
	/** A handler that threw past the bot's own error handling. */
	thrown?: string;
	/** What the bot logged at warn level and above. */
	logged?: string[];
}

/** A play before the generator gives it its id, language and dice. */
export type OraclePlayInput = OracleCase extends infer Play
	? Play extends OracleCase
		? Omit<Play, "id" | "lang" | "drawSeed">
		: never
	: never;
