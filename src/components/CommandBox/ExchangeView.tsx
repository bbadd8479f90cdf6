// One command typed in the command box and what came of it: the bot's messages
// (with the thread copy), a command the site only explains, or a refusal.
import Link from "@docusaurus/Link";
import Translate, { translate } from "@docusaurus/Translate";
import type { BotCommandEntry, BotLocale } from "@site/src/data/botCommands";
import { type PostedMessage, SAMPLE_USER } from "@site/src/dice/bot";
import DiscordReply, { mentionNames } from "../DiscordReply";
import DiscordEmbeds from "../DiscordReply/DiscordEmbeds";
import { parseLine } from "./commandLine";
import { commandPage } from "./commandPages";
import styles from "./styles.module.css";

export type Outcome =
	| { kind: "posted"; messages: PostedMessage[] }
	| { kind: "explained"; entry: BotCommandEntry }
	| { kind: "refused"; text: string };

export interface Exchange {
	id: number;
	line: string;
	command: string;
	outcome: Outcome;
}

const names = mentionNames({ [SAMPLE_USER.id]: SAMPLE_USER.name });

export default function ExchangeView({
	exchange,
	thread,
	locale,
}: {
	exchange: Exchange;
	thread: string;
	locale: BotLocale;
}) {
	const { outcome } = exchange;
	if (outcome.kind === "refused") {
		return (
			<p className={styles.refused} data-outcome="refused">
				<code>{exchange.line}</code> — {outcome.text}
			</p>
		);
	}
	if (outcome.kind === "explained") {
		// A subcommand without a description of its own (the bot has one) takes its command's.
		const description =
			outcome.entry.description ??
			parseLine(`/${outcome.entry.path.en.slice(0, -1).join(" ")}`, "en").entry?.description;
		return (
			<p className={styles.explained} data-outcome="explained">
				<Translate
					id="commandBox.explained"
					description="Command box: a command the site does not run; {what} is the bot's own description of it"
					values={{
						command: <code>{exchange.command}</code>,
						what: description ? <q>{description[locale]}</q> : "",
						page: (
							<Link to={commandPage(outcome.entry.path.en)}>
								{translate({
									id: "commandBox.page",
									message: "sa page",
									description: "Command box: link to the docs page of a command the site does not run",
								})}
							</Link>
						),
					}}
				>
					{"Le site ne simule pas {command}. Ce qu'elle fait : {what}. Voir {page}."}
				</Translate>
			</p>
		);
	}
	const user = { user: SAMPLE_USER.name, command: exchange.command };
	return (
		<div data-outcome="posted">
			{outcome.messages.map((message, index) => (
				// Messages of one answer, in the order the bot sends them.
				// biome-ignore lint/suspicious/noArrayIndexKey: see above
				<div key={index}>
					{message.where === "thread" ? (
						<p className={styles.thread}>
							<Translate
								id="commandBox.thread"
								description="Command box: heading of the copy the bot posts in the roll thread"
								values={{ thread }}
							>
								{"Copie dans le fil de résultats « {thread} » :"}
							</Translate>
						</p>
					) : null}
					<DiscordReply
						content={message.content}
						ephemeral={message.ephemeral}
						interaction={message.where === "channel" ? user : undefined}
						names={{ [SAMPLE_USER.id]: SAMPLE_USER.name }}
						source="model"
					>
						{message.embeds ? <DiscordEmbeds embeds={message.embeds} names={names} /> : null}
					</DiscordReply>
					{message.deletedAfter ? (
						<p className={styles.note}>
							<Translate
								id="commandBox.deleted"
								description="Command box: under a channel reply whose copy is in the roll thread"
								values={{ minutes: message.deletedAfter / 60_000 }}
							>
								{"Le bot efface cette réponse au bout de {minutes} minutes ; la copie reste dans le fil de résultats."}
							</Translate>
						</p>
					) : null}
				</div>
			))}
		</div>
	);
}
