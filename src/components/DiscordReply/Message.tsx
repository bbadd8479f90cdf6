// A message of the bot drawn as Discord draws it: avatar, name and APP badge,
// the command that called it and its markdown, in Discord's light
// or dark look after the site's colour mode. Everything is text in reading
// order, rendered on the server; only a spoiler needs a click. The message comes
// already read into lines (`read`), so a page whose lines were read at build time
// does not carry the markdown reader; `index.tsx` reads them in the browser.
import ErrorBoundary from "@docusaurus/ErrorBoundary";
import Translate, { translate } from "@docusaurus/Translate";
import useBaseUrl from "@docusaurus/useBaseUrl";
import { siteFacts } from "@site/src/data/siteFacts";
import { useMemo, useState } from "react";
import type { Block, Inline } from "../DiscordMarkdown";
import styles from "./styles.module.css";

export interface DiscordMessageProps {
	/** The message in Discord's markdown. */
	content?: string;
	/** Reads `content` into lines (called once per text, inside the drawing's error boundary). */
	read: (content: string) => readonly Block[];
	/** Seen by its author only (an ephemeral reply). */
	ephemeral?: boolean;
	/**
	 * Who called the bot, shown above the message as Discord does: the slash
	 * command they used, or the message holding dice the bot answers.
	 */
	interaction?: { user: string; command?: string; message?: string };
	/** `model` when the message comes from the model of the bot (tests look for it). */
	source?: "model";
	/** Display names of the users mentioned, by id. */
	names?: Readonly<Record<string, string>>;
	/** Drawn under the text: the embeds of the message (`DiscordEmbeds`, kept out of pages that draw none). */
	children?: React.ReactNode;
}

function Spoiler({ children }: { children: React.ReactNode }) {
	const [shown, setShown] = useState(false);
	return (
		<button
			type="button"
			className={shown ? styles.spoilerShown : styles.spoiler}
			aria-expanded={shown}
			onClick={() => setShown(true)}
		>
			<span className={styles.visuallyHidden}>
				{translate({ id: "discordReply.spoiler", message: "Divulgâcheur : ", description: "Before hidden text" })}
			</span>
			{children}
		</button>
	);
}

function Pieces({ pieces, names }: { pieces: readonly Inline[]; names: (id: string) => string }) {
	return pieces.map((piece, index) => {
		// Pieces of one fixed text: their order is their identity.
		const key = index;
		switch (piece.type) {
			case "text":
				return <span key={key}>{piece.text}</span>;
			case "code":
				return (
					<code key={key} className={styles.code}>
						{piece.text}
					</code>
				);
			case "mention":
				return (
					<span key={key} className={styles.mention}>
						@{names(piece.id)}
					</span>
				);
			case "emoji":
				// A server's own emoji is an image on Discord's servers: its name stands for it, as Discord's alt text does.
				return (
					<span key={key} className={styles.emoji}>
						:{piece.name}:
					</span>
				);
			case "bold":
				return (
					<strong key={key}>
						<Pieces pieces={piece.children} names={names} />
					</strong>
				);
			case "italic":
				return (
					<em key={key}>
						<Pieces pieces={piece.children} names={names} />
					</em>
				);
			case "underline":
				return (
					<u key={key}>
						<Pieces pieces={piece.children} names={names} />
					</u>
				);
			case "strike":
				return (
					<s key={key}>
						<Pieces pieces={piece.children} names={names} />
					</s>
				);
			default:
				return (
					<Spoiler key={key}>
						<Pieces pieces={piece.children} names={names} />
					</Spoiler>
				);
		}
	});
}

const BLOCK_CLASS: Record<Block["kind"], string | undefined> = {
	line: undefined,
	quote: undefined,
	subtext: styles.subtext,
	heading1: styles.heading1,
	heading2: styles.heading2,
	heading3: styles.heading3,
};

/** Discord's markdown as lines; a quote's lines keep their bar. */
export function Lines({
	text,
	read,
	names,
}: {
	text: string;
	read: (content: string) => readonly Block[];
	names: (id: string) => string;
}) {
	// A channel draws every message again on each key typed: each message is read once.
	const blocks = useMemo(() => read(text), [read, text]);
	return blocks.map((block, index) => {
		const className = [styles.line, BLOCK_CLASS[block.kind], block.quoted ? styles.quote : undefined]
			.filter(Boolean)
			.join(" ");
		return (
			// Lines of one fixed text: their order is their identity.
			// biome-ignore lint/suspicious/noArrayIndexKey: see above
			<div key={index} className={className}>
				{block.children.length > 0 ? <Pieces pieces={block.children} names={names} /> : "\u00a0"}
			</div>
		);
	});
}

/** A message whose drawing failed: its text as the bot wrote it, so the reader still has the answer. */
function PlainText({ text }: { text?: string }) {
	return (
		<div data-drawing="plain">
			<p className={styles.drawingFailed}>
				{translate({
					id: "discordReply.drawingFailed",
					message: "Le site n'a pas pu mettre ce message en forme ; voici son texte tel que le bot l'écrit.",
					description: "Above a bot message shown as raw text because drawing it failed",
				})}
			</p>
			{text ? <div className={styles.line}>{text}</div> : null}
		</div>
	);
}

function Interaction({ user, command, message }: NonNullable<DiscordMessageProps["interaction"]>) {
	const who = <span className={styles.mention}>@{user}</span>;
	if (command) {
		return (
			<p className={styles.interaction}>
				<Translate
					id="discordReply.used"
					description="Above a reply: who typed which slash command"
					values={{ user: who, command: <span className={styles.command}>{command}</span> }}
				>
					{"{user} a utilisé {command}"}
				</Translate>
			</p>
		);
	}
	return (
		<p className={styles.interaction}>
			<Translate
				id="discordReply.answers"
				description="Above a reply: the message of a player it answers"
				values={{ user: who, message: <span className={styles.command}>{message}</span> }}
			>
				{"En réponse à {user} : {message}"}
			</Translate>
		</p>
	);
}

/** A mention's name, "unknown user" for an id that `names` lacks. */
export function mentionNames(names: Readonly<Record<string, string>>): (id: string) => string {
	return (id) =>
		names[id] ??
		translate({ id: "discordReply.unknownUser", message: "utilisateur inconnu", description: "Unknown mention" });
}

export default function DiscordMessage({
	content,
	read,
	ephemeral,
	interaction,
	names = {},
	source,
	children,
}: DiscordMessageProps) {
	const logo = useBaseUrl("/img/logo.svg");
	const nameOf = mentionNames(names);
	const author = siteFacts.botName;
	return (
		<article
			className={styles.message}
			data-source={source}
			aria-label={translate(
				{ id: "discordReply.label", message: "Réponse de {bot}", description: "A bot message, for screen readers" },
				{ bot: author },
			)}
		>
			{interaction ? <Interaction {...interaction} /> : null}
			<img className={styles.avatar} src={logo} alt="" width={40} height={40} />
			<div className={styles.body}>
				<p className={styles.header}>
					<span className={styles.author}>{author}</span>{" "}
					<span className={styles.badge}>
						<Translate id="discordReply.app" description="Discord's badge for bots">
							APP
						</Translate>
					</span>
				</p>
				{content ? (
					<div className={styles.content}>
						<ErrorBoundary fallback={() => <PlainText text={content} />}>
							<Lines text={content} read={read} names={nameOf} />
						</ErrorBoundary>
					</div>
				) : null}
				<ErrorBoundary fallback={() => <PlainText />}>{children}</ErrorBoundary>
				{ephemeral ? (
					<p className={styles.ephemeral}>
						<Translate id="discordReply.ephemeral" description="Under a reply only its author sees">
							Seul·e vous pouvez voir ceci
						</Translate>
					</p>
				) : null}
			</div>
		</article>
	);
}
