// One command typed in the command box and what came of it: the bot's messages
// (with the thread copy), a command the site only explains, or a refusal.
import Link from "@docusaurus/Link";
import Translate, { translate } from "@docusaurus/Translate";
import type { BotCommandEntry, BotLocale } from "@site/src/data/botCommands";
import { SAMPLE_USER } from "@site/src/dice/bot";
import type { MessageAnswer, PostedMessage } from "@site/src/dice/commands";
import DiscordReply, { mentionNames } from "../DiscordReply";
import DiscordEmbeds from "../DiscordReply/DiscordEmbeds";
import { parseLine } from "./commandLine";
import { commandPage } from "./commandPages";
import styles from "./styles.module.css";

export type Outcome =
	| { kind: "posted"; messages: PostedMessage[] }
	| { kind: "explained"; entry: BotCommandEntry }
	/** A line without a slash: a message, which the bot rolls or leaves alone. */
	| { kind: "message"; answer: MessageAnswer }
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
	if (outcome.kind === "message") return <MessageView exchange={exchange} answer={outcome.answer} thread={thread} />;
	return (
		<Posts
			messages={outcome.messages}
			thread={thread}
			interaction={{ user: SAMPLE_USER.name, command: exchange.command }}
		/>
	);
}

/** The reader's message as the channel shows it, then what the bot does with it. */
function MessageView({ exchange, answer, thread }: { exchange: Exchange; answer: MessageAnswer; thread: string }) {
	const typed = (
		<p className={styles.typed}>
			<span className={styles.typedAuthor}>{SAMPLE_USER.name}</span> {exchange.line}
		</p>
	);
	if (!answer.rolled) {
		return (
			<div data-outcome="ignored">
				{typed}
				<p className={styles.note}>
					{answer.privateError
						? translate({
								id: "commandBox.message.failed",
								message:
									"Le bot ne répond pas dans le salon : il ne peut pas lancer ce jet et vous écrit pourquoi en message privé.",
								description: "Command box: the bot fails on a message's roll and tells the player privately",
							})
						: translate({
								id: "commandBox.message.ignored",
								message: "Le bot ne répond pas : il n'y lit pas de jet de dés. Le message reste tel quel.",
								description: "Command box: a plain message the bot does not roll",
							})}
				</p>
				{answer.privateError ? (
					<DiscordReply content={answer.privateError} names={{ [SAMPLE_USER.id]: SAMPLE_USER.name }} source="model" />
				) : null}
			</div>
		);
	}
	return (
		<div data-outcome="rolled">
			{answer.keepsInput ? (
				typed
			) : (
				<p className={styles.note}>
					<Translate
						id="commandBox.message.deleted"
						description="Command box: the bot deletes a message that is a roll and posts its reply instead"
						values={{ message: <code>{exchange.line}</code> }}
					>
						{"Le bot efface votre message {message} et poste sa réponse à la place :"}
					</Translate>
				</p>
			)}
			<Posts
				messages={answer.posts}
				thread={thread}
				// A roll in brackets is answered as a reply to the message, which stays.
				interaction={answer.keepsInput ? { user: SAMPLE_USER.name, message: exchange.line } : undefined}
			/>
		</div>
	);
}

function Posts({
	messages,
	thread,
	interaction,
}: {
	messages: readonly PostedMessage[];
	thread: string;
	interaction?: { user: string; command?: string; message?: string };
}) {
	return (
		<div data-outcome="posted">
			{messages.map((message, index) => (
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
						interaction={message.where === "channel" ? interaction : undefined}
						names={{ [SAMPLE_USER.id]: SAMPLE_USER.name }}
						source="model"
					>
						{message.embeds ? <DiscordEmbeds embeds={message.embeds} names={names} /> : null}
						{message.files?.map((file) => (
							<details key={file.name} className={styles.attachment}>
								<summary>
									<Translate
										id="commandBox.attachment"
										description="Command box: a text file the bot attaches to a reply longer than Discord allows"
										values={{ name: <code>{file.name}</code> }}
									>
										{"Fichier joint {name} : la suite de la réponse, trop longue pour Discord"}
									</Translate>
								</summary>
								{/* Focusable, so that the keyboard can scroll a long roll. */}
								{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
								<pre className={styles.attachmentText} tabIndex={0}>
									{file.text}
								</pre>
							</details>
						))}
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
