// A reply example of the docs: the bot's answer to a command or a message,
// drawn as Discord draws it. The answer is worked out at build time by
// src/mdx/remarkBotReplies.ts, which turns the example's attributes (`roll`,
// `dice`…) into the ones below, so a page shows it with no engine to load, and
// reads its markdown into lines, so the page carries no markdown reader either.
// Nothing in a drawing but a spoiler can be used: the page does not hydrate it.
import { translate } from "@docusaurus/Translate";
import type { Block } from "../DiscordMarkdown";
import DiscordMessage from "../DiscordReply/Message";
import StaticUntilUsed from "../StaticUntilUsed";

interface Props {
	/** What the bot rolled, as the page writes it. */
	roll: string;
	/** Written by the build: the message in Discord's markdown, and its lines as JSON (`Block[]`). */
	content?: string;
	lines?: string;
	/** `roll`, `dbroll`, `macro`, or `message` for dice typed in a message. */
	command?: string;
	/** `"true"` for an ephemeral reply. */
	hidden?: string;
	/** The player who rolled: the id the message mentions, and the name shown for it. */
	userId?: string;
	userName?: string;
}

export default function BotReply({ roll, content, lines, command, hidden, userId = "", userName = "" }: Props) {
	if (content === undefined || lines === undefined) {
		return (
			<p role="alert">
				{translate({
					id: "botReply.notBuilt",
					message: "Cet exemple de réponse n'a pas été calculé à la construction du site.",
					description: "A reply example whose build step did not run",
				})}
			</p>
		);
	}
	const blocks = JSON.parse(lines) as Block[];
	const interaction =
		command === "message" ? { user: userName, message: roll } : { user: userName, command: `/${command}` };
	return (
		// Its height off screen: the header and the line above it, and about 1.4rem a line (a phone wraps some).
		<StaticUntilUsed wake="use" estimate={`${5.5 + 1.4 * blocks.length}rem`}>
			<DiscordMessage
				content={content}
				read={() => blocks}
				ephemeral={hidden === "true"}
				interaction={interaction}
				names={{ [userId]: userName }}
				source="model"
			/>
		</StaticUntilUsed>
	);
}
