/**
 * The shapes of the bot's command set (botCommands.ts holds the data's lookups). Apart, so that the generated data
 * and the entry lookups can name them without importing the module that imports them.
 */

/** The two languages of the site, which are also the two languages the bot translates its commands into. */
export type BotLocale = "fr" | "en";

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
