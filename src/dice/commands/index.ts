/**
 * The sample server of the command box: the bot's slash commands and plain
 * messages answered on a server set up as the docs describe it (Dicelette
 * 4.7.2). It stands above the engine, which it rolls with, and the model of
 * the bot (`../bot`), whose reply text it posts; nothing below imports it.
 *
 * - `commandReplies.ts`: `/roll`, `/dbroll`, `/macro` (their `opposition`
 *   option), `/display` and the `/gm` subcommands, as embeds;
 *   `rollOptions.ts`, `templateCriticals.ts` and `refusals.ts` are its parts.
 * - `calcReplies.ts`: `/calc` and `/math`.
 * - `messageRoll.ts`: a plain message, `apps/bot/src/events/on_message_send.ts`.
 * - `server.ts`: the sample server, its settings, and where each message goes;
 *   `commandTexts.ts`: the bot's words in both languages.
 */

export { calcReply } from "./calcReplies";
export { ANSWERED_COMMANDS, type AnsweredCommand, answerCommand } from "./commandReplies";
export { answerMessage, type MessageAnswer } from "./messageRoll";
export {
	type BotEmbed,
	type GivenOptions,
	type PostedMessage,
	type SampleServer,
	type ServerTemplate,
	threadName,
} from "./server";
export { prepareCriticalValue } from "./templateCriticals";
