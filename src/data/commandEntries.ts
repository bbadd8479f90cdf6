// The command tree's entries and paths, apart from the data (botCommands.generated.ts), so that the command box
// can read the catalogue of its own language (plugins/bot-command-catalogue) without bundling both.
import type { BotCommand, BotCommandEntry, BotLocale, LocalizedName } from "./botCommandTypes";

function pathOf(parents: readonly LocalizedName[], name: LocalizedName): BotCommandEntry["path"] {
	return {
		fr: [...parents.map((parent) => parent.fr), name.fr],
		en: [...parents.map((parent) => parent.en), name.en],
	};
}

/** Flattens a command set into its entries, parents before children, in the bot's order. */
export function entriesOf(commands: readonly BotCommand[]): BotCommandEntry[] {
	const entries: BotCommandEntry[] = [];
	for (const command of commands) {
		if (command.kind !== "slash") {
			entries.push({ kind: "contextMenu", path: pathOf([], command.name), invocable: true, options: [] });
			continue;
		}
		entries.push({
			kind: "command",
			path: pathOf([], command.name),
			description: command.description,
			invocable: command.subcommands.length === 0,
			options: command.options,
		});
		for (const child of command.subcommands) {
			if (child.kind === "subcommand") {
				entries.push({
					kind: "subcommand",
					path: pathOf([command.name], child.name),
					description: child.description,
					invocable: true,
					options: child.options,
				});
				continue;
			}
			entries.push({
				kind: "group",
				path: pathOf([command.name], child.name),
				description: child.description,
				invocable: false,
				options: [],
			});
			for (const subcommand of child.subcommands)
				entries.push({
					kind: "subcommand",
					path: pathOf([command.name, child.name], subcommand.name),
					description: subcommand.description,
					invocable: true,
					options: subcommand.options,
				});
		}
	}
	return entries;
}

/** A path as it is typed after the slash: names separated by one space (`config display general`). */
export function formatCommandPath(entry: BotCommandEntry, locale: BotLocale): string {
	return entry.path[locale].join(" ");
}
