// A message of the bot drawn as Discord draws it (see Message.tsx), its markdown
// read in the browser: the command box's replies, written as the reader types.
import { parseMessage } from "../DiscordMarkdown";
import DiscordMessage, { type DiscordMessageProps, Lines } from "./Message";

export { mentionNames } from "./Message";

type DiscordReplyProps = Omit<DiscordMessageProps, "read">;

/** Discord's markdown as lines; a quote's lines keep their bar. */
export function Markdown({ text, names }: { text: string; names: (id: string) => string }) {
	return <Lines text={text} read={parseMessage} names={names} />;
}

export default function DiscordReply(props: DiscordReplyProps) {
	return <DiscordMessage {...props} read={parseMessage} />;
}
