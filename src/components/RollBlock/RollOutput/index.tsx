// A roll's result as the bot prints it (src/dice/bot/reply.ts): its lines,
// with the bot's markdown shown as bold, underlined, italic and code text.
// Every piece, user text included, is a React text node.
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import BotNotes from "@site/src/components/BotNotes";
import type { RollAttempt } from "@site/src/dice";
import { type BotNote, type BotReading, botMessage, botWords, criticalNotes } from "@site/src/dice/bot";
import { errorMessage } from "@site/src/dice/messages";
import { type MarkdownPiece, splitMarkdown } from "./discordMarkdown";
import styles from "./styles.module.css";

function Piece({ piece, outcome }: { piece: MarkdownPiece; outcome: (word: string) => string | undefined }) {
	let node: React.ReactNode = piece.code ? <code>{piece.text}</code> : piece.text;
	if (piece.italic) node = <em>{node}</em>;
	if (piece.underline) node = <span className={styles.underline}>{node}</span>;
	if (piece.bold) node = <strong className={outcome(piece.text)}>{node}</strong>;
	return node;
}

/** The note that says why the bot answers with an error, once, whether the model foresaw it or not. */
function withReplyError(notes: readonly BotNote[]): BotNote[] {
	return notes.some((note) => note.code === "singleEqualsReplyError")
		? [...notes]
		: [...notes, { code: "singleEqualsReplyError" }];
}

export default function RollOutput({ attempt, reading }: { attempt: RollAttempt; reading?: BotReading }) {
	const { i18n } = useDocusaurusContext();
	if (!attempt.ok) {
		return (
			<p role="alert" className={styles.error}>
				{errorMessage(attempt.error)}
			</p>
		);
	}
	const { result } = attempt;
	// A roll typed with `$name` is headed by the statistics it used, joined as the bot joins them.
	const header = result.statisticsUsed.length > 0 ? result.statisticsUsed.join(" × ") : undefined;
	const message = botMessage(result, reading ?? { header }, i18n.currentLocale);
	const words = botWords(i18n.currentLocale);
	const outcome = (word: string) => {
		if (word === words.success || word === words.criticalSuccess) return styles.success;
		if (word === words.failure || word === words.criticalFailure) return styles.failure;
		return undefined;
	};
	if (message.error?.name === "SyntaxError") {
		// The bot's error embed: its title, then math.js's message, and what to write instead.
		return (
			<div className={styles.output}>
				<p className={styles.line}>
					<strong>[{message.error.name}]</strong>
				</p>
				<p className={styles.line}>{message.error.message}</p>
				<BotNotes notes={withReplyError(result.notes ?? [])} />
			</div>
		);
	}
	if (message.error) {
		// An error the bot words itself (its `error.invalidDice.*`), in the reader's language.
		return (
			<div className={styles.output}>
				<p className={styles.line}>
					{splitMarkdown(message.text).map((piece, at) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: pieces of a fixed line
						<Piece key={at} piece={piece} outcome={() => undefined} />
					))}
				</p>
				<BotNotes notes={result.notes} />
			</div>
		);
	}
	const lines = message.text
		.split("\n")
		.map((line) => line.trim())
		.filter((line) => line.length > 0);
	const notes = [...(result.notes ?? []), ...criticalNotes(result.expression, reading?.critical)];
	return (
		<div className={styles.output} data-bot-label={message.label?.kind}>
			{lines.map((line, index) => (
				// Lines have no identity of their own; their order is fixed for a result.
				// biome-ignore lint/suspicious/noArrayIndexKey: see above
				<p key={index} className={styles.line}>
					{splitMarkdown(line).map((piece, at) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: pieces of a fixed line
						<Piece key={at} piece={piece} outcome={outcome} />
					))}
				</p>
			))}
			<BotNotes notes={notes} />
		</div>
	);
}
