/**
 * The bot's public command set as data: every slash command, subcommand group, subcommand, context-menu entry and
 * option, with its French and English names. The data itself is `botCommands.generated.ts`, written by
 * `npm run bot-commands -- BOT_CHECKOUT` from the bot's source; this module holds its types and the lookups the site
 * uses (search words, the docs' command check).
 */
import { BOT_RELEASE, botCommands } from "./botCommands.generated";
import { entriesOf, formatCommandPath } from "./commandEntries";

export { BOT_RELEASE, botCommands, formatCommandPath };

/** The two languages of the site, which are also the two languages the bot translates its commands into. */
export type BotLocale = "fr" | "en";
export const botLocales: readonly BotLocale[] = ["fr", "en"];

/** A name as Discord shows it to a user whose application is in French or in English. */
export type LocalizedName = Readonly<Record<BotLocale, string>>;

export type BotOptionType =
	| "string"
	| "integer"
	| "number"
	| "boolean"
	| "user"
	| "channel"
	| "role"
	| "mentionable"
	| "attachment";

export interface BotOptionChoice {
	readonly name: LocalizedName;
	/** The value the bot receives; absent when the source takes it from a library the generator does not read. */
	readonly value?: string | number;
}

/** The line Discord shows under a command's or an option's name, as the bot words it in each language. */
type Described = { readonly description?: LocalizedName };

export interface BotOption extends Described {
	readonly name: LocalizedName;
	readonly type: BotOptionType;
	readonly required: boolean;
	/** Discord asks the bot for suggestions while the user types. */
	readonly autocomplete?: boolean;
	readonly minValue?: number;
	readonly maxValue?: number;
	readonly minLength?: number;
	readonly maxLength?: number;
	readonly choices?: readonly BotOptionChoice[];
	/** Kinds of channel accepted by a channel option, by their discord.js names (`GuildText`, `PublicThread`…). */
	readonly channelTypes?: readonly string[];
}

export interface BotSubcommand extends Described {
	readonly kind: "subcommand";
	readonly name: LocalizedName;
	readonly options: readonly BotOption[];
}

export interface BotSubcommandGroup extends Described {
	readonly kind: "group";
	readonly name: LocalizedName;
	readonly subcommands: readonly BotSubcommand[];
}

export interface BotSlashCommand extends Described {
	readonly kind: "slash";
	readonly name: LocalizedName;
	/** Options of a command without subcommands; Discord allows either options or subcommands, not both. */
	readonly options: readonly BotOption[];
	readonly subcommands: readonly (BotSubcommand | BotSubcommandGroup)[];
}

/** An entry of the menu Discord opens on a message (`message`) or a member (`user`). */
interface BotContextMenuEntry {
	readonly kind: "message" | "user";
	readonly name: LocalizedName;
}

export type BotCommand = BotSlashCommand | BotContextMenuEntry;

/**
 * One node of the command tree with its full path: a slash command, a subcommand group, a subcommand or a
 * context-menu entry. `path` holds the names from the command down, in each language.
 */
export interface BotCommandEntry extends Described {
	readonly kind: "command" | "group" | "subcommand" | "contextMenu";
	readonly path: Readonly<Record<BotLocale, readonly string[]>>;
	/** The user can run it as it is: a command without subcommands, a subcommand or a context-menu entry. */
	readonly invocable: boolean;
	readonly options: readonly BotOption[];
}

/** Flattens a command set (the bot's whole set unless told) into its entries, parents before children. */
export function listCommandEntries(commands: readonly BotCommand[] = botCommands): BotCommandEntry[] {
	return entriesOf(commands);
}

const defaultEntries = listCommandEntries();

/** The slash-command paths the user can run, in one language (`roll`, `config display general`…). */
export function commandPaths(locale: BotLocale, entries: readonly BotCommandEntry[] = defaultEntries): string[] {
	return entries
		.filter((entry) => entry.invocable && entry.kind !== "contextMenu")
		.map((entry) => formatCommandPath(entry, locale));
}

/** The entry whose path, in that language, is `path` (names separated by spaces, without the slash). */
export function findCommandEntry(
	path: string,
	locale: BotLocale,
	entries: readonly BotCommandEntry[] = defaultEntries,
): BotCommandEntry | undefined {
	const wanted = path.trim().split(/\s+/).join(" ");
	return entries.find((entry) => formatCommandPath(entry, locale) === wanted);
}

/** The options of the command or subcommand at `path` in that language; undefined when there is no such path. */
export function commandOptions(
	path: string,
	locale: BotLocale,
	entries: readonly BotCommandEntry[] = defaultEntries,
): readonly BotOption[] | undefined {
	return findCommandEntry(path, locale, entries)?.options;
}

/**
 * Every distinct name of a command, group, subcommand or context-menu entry, in both languages: the words a reader
 * may type to find a command, whichever language their Discord is in.
 */
export function commandWords(entries: readonly BotCommandEntry[] = defaultEntries): string[] {
	const words = new Set<string>();
	for (const entry of entries) for (const locale of botLocales) words.add(entry.path[locale].at(-1) ?? "");
	words.delete("");
	return [...words];
}
