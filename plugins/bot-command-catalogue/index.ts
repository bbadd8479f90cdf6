// The command box lists the bot's commands with their descriptions in the reader's language only. Docusaurus builds
// each locale on its own; at build time this writes the locale's catalogue (every name in both languages, which the
// box keys on, and the descriptions in the locale being built) and the alias `@site-bot-commands` names it, so the
// box's chunk carries one language of descriptions, not two.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import type { BotCommand, BotLocale } from "../../src/data/botCommands";
import { botCommands } from "../../src/data/botCommands.generated";

/** A copy of the catalogue whose descriptions keep the locale's text only. */
export function catalogueFor(commands: readonly BotCommand[], locale: BotLocale): unknown {
	return JSON.parse(
		JSON.stringify(commands, (key, value) =>
			key === "description" && value && typeof value === "object" ? { [locale]: value[locale] } : value,
		),
	);
}

export default function botCommandCataloguePlugin(context: LoadContext): Plugin {
	const locale = context.i18n.currentLocale as BotLocale;
	const folder = path.join(context.generatedFilesDir, "bot-command-catalogue", locale);
	return {
		name: "bot-command-catalogue",
		async loadContent() {
			mkdirSync(folder, { recursive: true });
			writeFileSync(path.join(folder, "commands.json"), JSON.stringify(catalogueFor(botCommands, locale)));
		},
		configureWebpack() {
			return { resolve: { alias: { "@site-bot-commands": folder } } };
		},
	};
}
