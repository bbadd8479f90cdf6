// plugins/bot-command-catalogue: the bot's commands, descriptions in the locale being built only.
declare module "@site-bot-commands/commands.json" {
	const commands: readonly import("@site/src/data/botCommands").BotCommand[];
	export default commands;
}
