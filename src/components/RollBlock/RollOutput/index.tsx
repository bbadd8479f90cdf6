// A roll's result as the bot prints it (src/dice/bot/reply.ts): its lines,
// read by the site's one Discord markdown reader and shown as bold, underlined,
// italic and code text. Every piece, user text included, is a React text node.
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import BotNotes from "@site/src/components/BotNotes";
import type { RollAttempt } from "@site/src/dice";
import { type BotNote, type BotReading, botMessage, botWords, criticalNotes } from "@site/src/dice/bot";
import { errorMessage } from "@site/src/dice/messages";
import { type Inline, parseInline, plainText } from "../../DiscordMarkdown";
import styles from "./styles.module.css";

type Outcome = (word: string) => string | undefined;
const idOnly = (id: string) => id;

/** One line's pieces; a bold outcome word (success, failure) takes its colour. */
function Pieces({ pieces, outcome }: { pieces: readonly Inline[]; outcome: Outcome }) {
	return pieces.map((piece, at) => {
		// Pieces of one fixed line: their order is their identity.
		const key = at;
		switch (piece.type) {
			case "text":
				return <span key={key}>{piece.text}</span>;
			case "code":
				return <code key={key}>{piece.text}</code>;
			case "mention":
				return <span key={key}>@{piece.id}</span>;
			case "emoji":
				return <span key={key}>:{piece.name}:</span>;
			case "bold":
				return (
					<strong key={key} className={outcome(plainText(piece.children, idOnly))}>
						<Pieces pieces={piece.children} outcome={outcome} />
					</strong>
				);
			case "italic":
				return (
					<em key={key}>
						<Pieces pieces={piece.children} outcome={outcome} />
					</em>
				);
			case "underline":
				return (
					<span key={key} className={styles.underline}>
						<Pieces pieces={piece.children} outcome={outcome} />
					</span>
				);
			case "strike":
				return (
					<s key={key}>
						<Pieces pieces={piece.children} outcome={outcome} />
					</s>
				);
			default:
				// A spoiler's text, shown: a result block has nothing to hide.
				return <Pieces key={key} pieces={piece.children} outcome={outcome} />;
		}
	});
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
					<Pieces pieces={parseInline(message.text)} outcome={() => undefined} />
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
					<Pieces pieces={parseInline(line)} outcome={outcome} />
				</p>
			))}
			<BotNotes notes={notes} />
		</div>
	);
}
