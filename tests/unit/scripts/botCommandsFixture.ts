/**
 * A miniature of the bot's repository, laid out like the real one: the same entry points, translation files and
 * ways of building commands (translation keys, a helper function in another package reached through a tsconfig
 * alias, conditional options, a subcommand group, localized choices, a context-menu entry, a private command).
 */
export const fixtureFiles: Record<string, string> = {
	"package.json": JSON.stringify({ name: "dicelette", version: "9.1.0" }),
	"tsconfig.json": `{
		// comments are allowed, as in the bot's own tsconfig
		"compilerOptions": { "paths": { "@dicelette/helpers": ["./packages/helpers/index.js"] } }
	}`,
	"packages/localization/locales/en.json": JSON.stringify({
		common: { dice: "dice", hidden: "hidden", character: "character", delete: "delete" },
		roll: { name: "roll", description: "Roll dice" },
		sheet: { name: "sheet", show: "show", order: "order", asc: "ascending", desc: "descending" },
		link: { name: "Copy link" },
		test: { name: "test" },
	}),
	"packages/localization/locales/fr.json": JSON.stringify({
		common: { dice: "dé", hidden: "caché", character: "personnage", delete: "supprimer" },
		roll: { name: "lancer", description: "Lancer des dés" },
		sheet: { name: "fiche", show: "montrer", order: "ordre", asc: "croissant" },
		link: { name: "Copier le lien" },
	}),
	"packages/helpers/index.ts": `export * from "./src/options";`,
	"packages/helpers/src/options.ts": `
import type * as Djs from "discord.js";
export function characterOptions(builder: Djs.SlashCommandSubcommandBuilder, withHidden = false) {
	builder.addStringOption((option) => option.setNames("common.character").setAutocomplete(true));
	if (withHidden) builder.addBooleanOption((option) => option.setNames("common.hidden"));
	return builder;
}`,
	"apps/bot/src/commands/index.ts": `
import { PRIVATE } from "./private";
import { roll } from "./roll";
import sheet from "./sheet";
export const COMMANDS = [roll, sheet];
export const ALL = [...COMMANDS, ...PRIVATE];
export * from "./menus";`,
	"apps/bot/src/commands/roll.ts": `
import * as Djs from "discord.js";
import { t } from "@dicelette/localization";
export const roll = {
	data: new Djs.SlashCommandBuilder()
		.setNames("roll.name")
		.setDescriptions("roll.description")
		.addStringOption((option) => option.setNames("common.dice").setRequired(true).setMaxLength(200))
		.addIntegerOption((option) =>
			option.setName(t("common.hidden")).setDescription("no translation").setMinValue(1).setMaxValue(6),
		),
	async execute(interaction: Djs.ChatInputCommandInteraction) {
		await interaction.reply(t("roll.name"));
	},
};`,
	"apps/bot/src/commands/sheet.ts": `
import * as Djs from "discord.js";
import { cmdLn, t } from "@dicelette/localization";
import { characterOptions } from "@dicelette/helpers";
const order = (key: string, value: string) => ({ name: t(key), name_localizations: cmdLn(key), value });
export default {
	data: new Djs.SlashCommandBuilder()
		.setNames("sheet.name")
		.addSubcommand((sub) => characterOptions(sub.setNames("sheet.show"), true))
		.addSubcommandGroup((group) =>
			group.setNames("common.delete").addSubcommand((sub) =>
				characterOptions(sub)
					.setNames("common.dice")
					.addStringOption((option) =>
						option.setNames("sheet.order").addChoices(order("sheet.asc", "a"), order("sheet.desc", "d")),
					),
			),
		),
};`,
	"apps/bot/src/commands/menus.ts": `
import * as Djs from "discord.js";
import { cmdLn, t } from "@dicelette/localization";
export const contextMenus = [
	new Djs.ContextMenuCommandBuilder()
		.setName(t("link.name"))
		.setNameLocalizations(cmdLn("link.name"))
		.setType(Djs.ApplicationCommandType.Message),
];`,
	"apps/bot/src/commands/private/index.ts": `
import * as Djs from "discord.js";
export const PRIVATE = [{ data: new Djs.SlashCommandBuilder().setNames("test.name") }];`,
};
