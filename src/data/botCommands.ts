/**
 * The bot's public command set as data: every slash command, subcommand group, subcommand, context-menu entry and
 * option, with its French and English names. The data itself is `botCommands.generated.ts`, written by
 * `npm run bot-commands -- BOT_CHECKOUT` from the bot's source; this module holds its types and the lookups the site
 * uses (search words, the docs' command check).
 */
import { BOT_RELEASE, botCommands } from "./botCommands.generated";
import type { BotCommand, BotCommandEntry, BotLocale, BotOption } from "./botCommandTypes";
import { entriesOf, formatCommandPath } from "./commandEntries";

export type {
	BotCommand,
	BotCommandEntry,
	BotLocale,
	BotOption,
	BotOptionChoice,
	BotOptionType,
	BotSlashCommand,
	BotSubcommand,
	BotSubcommandGroup,
	LocalizedName,
} from "./botCommandTypes";
export { BOT_RELEASE, botCommands, formatCommandPath };

/** The two languages of the site, which are also the two languages the bot translates its commands into. */
export const botLocales: readonly BotLocale[] = ["fr", "en"];

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
