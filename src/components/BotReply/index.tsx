// A reply example of the docs: the command or message a player sends, and the
// bot's answer drawn as Discord draws it. The answer is worked out at build
// time by src/mdx/remarkBotReplies.ts (the `post` attribute), so a page shows
// it with no engine to load.
import { translate } from "@docusaurus/Translate";
import type { ReplyPost } from "@site/src/mdx/remarkBotReplies";
import DiscordReply from "../DiscordReply";

interface Props {
	/** What the bot rolls, as the page writes it; also read by the build. */
	roll: string;
	/** Written by the build from the other attributes. */
	post?: string;
}

export default function BotReply({ post }: Props) {
	if (!post) {
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
	const reply = JSON.parse(post) as ReplyPost;
	const names = { [reply.user.id]: reply.user.name };
	const interaction =
		reply.command === "message"
			? { user: reply.user.name, message: reply.roll }
			: { user: reply.user.name, command: `/${reply.command}` };
	return (
		<DiscordReply
			content={reply.content}
			ephemeral={reply.ephemeral}
			interaction={interaction}
			names={names}
			source="model"
		/>
	);
}
