// The command box: a Discord-like message field that reads slash commands
// (combobox: the commands, their options and values listed as Discord lists
// them), a sample server the reader chooses (a gallery template, the builder's
// draft or an imported JSON, a character, the server's settings; the editor is
// ServerEditor, loaded when opened) and the channel where the bot's answers
// appear, worked out by the model of the bot in the browser. Nothing leaves the page.
import ErrorBoundary from "@docusaurus/ErrorBoundary";
import Translate, { translate } from "@docusaurus/Translate";
import useBaseUrl from "@docusaurus/useBaseUrl";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import type { BotLocale } from "@site/src/data/botCommands";
import { defaultSource } from "@site/src/dice";
import { SAMPLE_USER } from "@site/src/dice/bot";
import {
	ANSWERED_COMMANDS,
	type AnsweredCommand,
	answerCommand,
	answerMessage,
	type GivenOptions,
	type SampleServer,
	threadName,
} from "@site/src/dice/commands";
import { type FormEvent, type KeyboardEvent, lazy, Suspense, use, useEffect, useId, useMemo, useState } from "react";
import { GALLERY_PATH } from "../TemplateBuilder/_utils/galleryFiles";
import { missingOptions, type ParsedLine, parseLine, type Suggestion, suggest } from "./commandLine";
import ExchangeView, { type Exchange, type Outcome } from "./ExchangeView";
import { startingServer } from "./loadServerTemplate";
import { initialChoice, modelSettings, sheetOf } from "./sampleServer";
import { sharedServer, storeChoice } from "./serverChoice";
import styles from "./styles.module.css";

const ServerEditor = lazy(() => import(/* webpackChunkName: "sample-server" */ "./ServerEditor"));

let nextId = 1;
const CHANNEL = { fr: "table-de-jeu", en: "game-table" } as const;

/** The options by their English names, as the model reads them; a member by id, a boolean as true/false. */
function givenOptions(parsed: ParsedLine): GivenOptions {
	const options: Record<string, string> = {};
	for (const { option, value } of parsed.options) {
		if (option.type === "user") options[option.name.en] = /^@?lou$/i.test(value) ? SAMPLE_USER.id : "0";
		else if (option.type === "boolean") options[option.name.en] = String(/^(true|vrai)$/i.test(value));
		else options[option.name.en] = value;
	}
	return options;
}

function isAnswered(path: string): path is AnsweredCommand {
	return (ANSWERED_COMMANDS as readonly string[]).includes(path);
}

interface Props {
	initialText?: string;
	onTextChange?: (text: string) => void;
	/** The example the empty field shows (the page's command); a /roll when omitted. */
	example?: string;
	/** The line that says which server the box shows, each time the editor writes it anew. */
	onLineChange?: (line: string) => void;
}

/** A /roll with a threshold, in the language's names of the command and its option. */
function defaultLine(locale: BotLocale): string {
	const roll = parseLine("/roll", "en").entry;
	const dice = roll?.options.find((option) => option.name.en === "dice");
	return roll && dice ? `/${roll.path[locale].join(" ")} ${dice.name[locale]}:1d20+5>=15` : "/";
}

export default function CommandBoxPanel({ initialText, onTextChange, example, onLineChange }: Props) {
	const id = useId();
	const { i18n } = useDocusaurusContext();
	const locale: BotLocale = i18n.currentLocale === "en" ? "en" : "fr";
	const galleryBase = useBaseUrl(GALLERY_PATH);
	const [choice, setChoice] = useState(() => initialChoice(locale));
	// The panel waits (Suspense) for the template it opens with; later choices are loaded by the editor.
	const [firstSource] = useState(() => choice.source);
	const start = use(startingServer(firstSource, locale, galleryBase));
	const [template, setTemplate] = useState(start.template);
	const [notice, setNotice] = useState(start.notice);
	// A share link opens the editor, which shows what the link holds (and writes the page's line for it).
	const [fromLink] = useState(() => sharedServer(window.location.hash) !== undefined);
	const [editorOpen, setEditorOpen] = useState(fromLink);
	const [text, setText] = useState(() => initialText ?? "");
	const [active, setActive] = useState(-1);
	const [dismissed, setDismissed] = useState(false);
	const [exchanges, setExchanges] = useState<Exchange[]>([]);
	// Said when the browser refuses to store the choice (its sentence is loaded then).
	const [notStored, setNotStored] = useState("");

	// The link's server is now the reader's (stored): the address drops it, so that a reopened box starts from storage.
	useEffect(() => {
		if (fromLink)
			window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
	}, [fromLink]);

	useEffect(() => {
		onTextChange?.(text);
	}, [text, onTextChange]);

	// A stored or shared source that could not be loaded: the server is on the default one, and says so.
	useEffect(() => {
		setChoice((previous) =>
			previous.source === firstSource &&
			(JSON.stringify(start.source) !== JSON.stringify(firstSource) || !previous.game)
				? // A line written for the source that failed no longer says what the box shows.
					{ ...previous, source: start.source, game: start.game, line: start.notice.length > 0 ? "" : previous.line }
				: previous,
		);
	}, [start, firstSource]);

	useEffect(() => {
		if (storeChoice(choice, locale)) setNotStored("");
		else
			import(/* webpackChunkName: "sample-server-messages" */ "./serverMessages").then((messages) =>
				setNotStored(messages.notStored()),
			);
	}, [choice, locale]);

	useEffect(() => {
		if (choice.line) onLineChange?.(choice.line);
	}, [choice.line, onLineChange]);

	const statistics = useMemo(() => Object.entries(template.statistics ?? {}), [template]);
	const sheetValues = useMemo(() => sheetOf(statistics, choice.values), [statistics, choice.values]);

	const autocomplete = useMemo(
		() => ({
			statistic: statistics.filter(([, rule]) => !rule.exclude).map(([name]) => name),
			character: [choice.character],
			name: Object.keys(template.damage ?? {}),
			player: [`@${SAMPLE_USER.name}`],
		}),
		[statistics, template, choice.character],
	);
	const suggestions: Suggestion[] = dismissed ? [] : suggest(text, locale, autocomplete);
	const listOpen = suggestions.length > 0;
	const listId = `${id}-list`;

	function take(suggestion: Suggestion) {
		setText(suggestion.line);
		setActive(-1);
	}

	function send() {
		const line = text.trim();
		if (!line) return;
		const parsed = parseLine(line, locale);
		let outcome: Outcome;
		const server: SampleServer = {
			locale,
			channel: CHANNEL[locale],
			disableThread: !choice.settings.threadCopy,
			settings: modelSettings(choice.settings),
			template,
			sheet: { name: choice.character.trim(), values: sheetValues },
		};
		// Without a slash, Discord sends the line as a message, which the bot reads for dice.
		if (!line.startsWith("/")) outcome = { kind: "message", answer: answerMessage(line, server, defaultSource()) };
		else if (!parsed.entry) {
			outcome = {
				kind: "refused",
				text: translate(
					{
						id: "commandBox.unknown",
						message: "« {line} » n'est pas une commande du bot. Tapez / pour voir la liste.",
						description: "Command box: the line is not one of the bot's slash commands",
					},
					{ line },
				),
			};
		} else {
			const missing = missingOptions(parsed, locale);
			const path = parsed.entry.path.en.join(" ");
			if (missing.length > 0) {
				outcome = {
					kind: "refused",
					text: translate(
						{
							id: "commandBox.missing",
							message: "Discord n'envoie pas la commande sans ses options obligatoires : {options}.",
							description: "Command box: required options are missing, so Discord would not send the command",
						},
						{ options: missing.join(", ") },
					),
				};
			} else if (isAnswered(path)) {
				outcome = { kind: "posted", messages: answerCommand(path, givenOptions(parsed), server, defaultSource()) };
			} else outcome = { kind: "explained", entry: parsed.entry };
		}
		const exchange = { id: nextId++, line, command: line.startsWith("/") ? `/${parsed.path}` : line, outcome };
		setExchanges((previous) => [...previous.slice(-9), exchange]);
		// A refused line stays in the field to be corrected, as Discord keeps it.
		if (outcome.kind !== "refused") setText("");
	}

	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			if (!listOpen) return;
			event.preventDefault();
			const step = event.key === "ArrowDown" ? 1 : -1;
			setActive((current) => {
				const next = current + step;
				if (next >= suggestions.length) return 0;
				return next < 0 ? suggestions.length - 1 : next;
			});
			return;
		}
		if ((event.key === "Enter" || event.key === "Tab") && listOpen && active >= 0 && suggestions[active]) {
			event.preventDefault();
			take(suggestions[active]);
			return;
		}
		if (event.key === "Escape" && listOpen) {
			event.preventDefault();
			setDismissed(true);
			setActive(-1);
		}
	}

	function onSubmit(event: FormEvent) {
		event.preventDefault();
		send();
	}

	const activeId = listOpen && active >= 0 && active < suggestions.length ? `${id}-option-${active}` : undefined;
	const thread = threadName(CHANNEL[locale]);

	return (
		<div className={styles.panel}>
			<details
				className={styles.server}
				open={fromLink || undefined}
				onToggle={(event) => {
					if (event.currentTarget.open) setEditorOpen(true);
				}}
			>
				<summary>
					<Translate
						id="commandBox.server"
						description="Command box: summary of the sample server, opens its template, character and settings"
						values={{ channel: `#${CHANNEL[locale]}` }}
					>
						{"Serveur d'exemple (salon {channel}) : modèle, personnage et réglages"}
					</Translate>
				</summary>
				{editorOpen ? (
					<Suspense
						fallback={
							<p role="status">
								<Translate id="commandBox.loading" description="The command box's code is loading">
									Chargement du simulateur de commandes…
								</Translate>
							</p>
						}
					>
						<ServerEditor
							locale={locale}
							choice={choice}
							template={template}
							thread={threadName(CHANNEL[locale])}
							sheet={sheetValues}
							onChange={setChoice}
							onTemplate={(source, chosen, game) => {
								setTemplate(chosen);
								setNotice([]);
								setChoice((previous) => ({ ...previous, source, game }));
							}}
						/>
					</Suspense>
				) : null}
			</details>
			{notStored ? <p className={styles.note}>{notStored}</p> : null}
			{notice.length > 0 ? (
				<div className="alert alert--warning" role="alert">
					{notice.map((line) => (
						<p key={line} className={styles.noticeLine}>
							{line}
						</p>
					))}
				</div>
			) : null}
			<div
				className={styles.channel}
				role="log"
				// The channel scrolls once it holds a few answers: it takes the focus so that the keyboard scrolls it.
				// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard
				tabIndex={0}
				aria-label={translate(
					{ id: "commandBox.channel", message: "Salon #{channel}", description: "Command box: the channel view" },
					{ channel: CHANNEL[locale] },
				)}
			>
				{exchanges.length === 0 ? (
					<p className={styles.note}>
						<Translate id="commandBox.empty" description="Command box: the channel before the first command">
							Tapez / pour voir les commandes du bot, ou un message avec des dés (1d20+5 Attaque), puis Entrée pour
							envoyer. Rien ne quitte cette page.
						</Translate>
					</p>
				) : null}
				{exchanges.map((exchange) => (
					// One message that fails to draw says so in its place; the rest of the channel stays.
					<ErrorBoundary
						key={exchange.id}
						fallback={({ error }) => (
							<p className={styles.refused} data-outcome="failed" role="alert">
								<code>{exchange.line}</code> —{" "}
								{translate(
									{
										id: "commandBox.drawingFailed",
										message: "le site n'a pas pu afficher cette réponse ({error}).",
										description:
											"Command box: in place of one exchange whose drawing failed; the rest of the channel stays",
									},
									{ error: String(error.message || error) },
								)}
							</p>
						)}
					>
						<ExchangeView exchange={exchange} thread={thread} locale={locale} />
					</ErrorBoundary>
				))}
			</div>
			<form className={styles.field} onSubmit={onSubmit}>
				<label htmlFor={`${id}-input`} className={styles.label}>
					<Translate id="commandBox.label" description="Command box: label of the message field">
						Commande ou message
					</Translate>
				</label>
				<div className={styles.combo}>
					<input
						id={`${id}-input`}
						className={styles.input}
						role="combobox"
						aria-autocomplete="list"
						aria-expanded={listOpen}
						aria-controls={listId}
						aria-activedescendant={activeId}
						autoComplete="off"
						spellCheck={false}
						value={text}
						placeholder={example ?? defaultLine(locale)}
						onChange={(event) => {
							setText(event.target.value);
							setActive(-1);
							setDismissed(false);
						}}
						onKeyDown={onKeyDown}
					/>
					<div id={listId} role="listbox" className={styles.list} hidden={!listOpen}>
						{suggestions.map((suggestion, index) => (
							// The field keeps the focus and names the active option (aria-activedescendant), so options
							// are not focusable and their keys are the field's; a click is the pointer's shortcut.
							// biome-ignore lint/a11y/useKeyWithClickEvents: see above
							<div
								key={`${suggestion.kind}-${suggestion.label}`}
								id={`${id}-option-${index}`}
								role="option"
								tabIndex={-1}
								aria-selected={index === active}
								className={index === active ? styles.activeOption : styles.option}
								// Keeps the focus in the field, as a combobox's list must.
								onMouseDown={(event) => event.preventDefault()}
								onClick={() => take(suggestion)}
							>
								<span className={styles.optionName}>{suggestion.label}</span>
								{suggestion.kind === "option" ? (
									<span className={suggestion.required ? styles.required : styles.optional}>
										{suggestion.required
											? translate({
													id: "commandBox.required",
													message: "obligatoire",
													description: "Command box: mark of an option Discord requires",
												})
											: translate({
													id: "commandBox.optional",
													message: "facultative",
													description: "Command box: mark of an option that may be left out",
												})}
									</span>
								) : null}
								{suggestion.description ? <span className={styles.description}>{suggestion.description}</span> : null}
							</div>
						))}
					</div>
				</div>
				<button type="submit" className="button button--secondary">
					<Translate id="commandBox.send" description="Command box: sends the typed command">
						Envoyer
					</Translate>
				</button>
			</form>
		</div>
	);
}
