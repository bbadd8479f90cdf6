import { execFileSync } from "node:child_process";
import path from "node:path";
import type { BotCommand } from "../../src/data/botCommands";

/** Where the generated data lives, relative to the project root. */
export const GENERATED_MODULE = "src/data/botCommands.generated.ts";

/**
 * The text of the generated data module. The data is written as compact JSON and laid out by the project's own
 * formatter (biome), so the file reads like hand-formatted code and passes `npm run lint` as it is written.
 */
export function renderModule(release: string, commands: readonly BotCommand[], projectRoot: string): string {
	const text = `// Written by \`npm run bot-commands -- BOT_CHECKOUT\` from the bot's source: regenerate it, do not edit it.
// The bot's private commands (apps/bot/src/commands/private/) are left out: the bot registers them only on its
// developers' own servers, where they try out features; no reader of the site can use them.
import type { BotCommand } from "./botCommandTypes";

/** The bot release the command set was read from. */
export const BOT_RELEASE = ${JSON.stringify(release)};

export const botCommands: readonly BotCommand[] = ${JSON.stringify(commands)};
`;
	return execFileSync(
		path.join(projectRoot, "node_modules/.bin/biome"),
		["format", `--stdin-file-path=${GENERATED_MODULE}`],
		{
			cwd: projectRoot,
			input: text,
			encoding: "utf8",
		},
	);
}
