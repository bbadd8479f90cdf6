// The notation page's playground: type an expression, roll it, see the last
// rolls and share a link (?roll=...) that fills the field in. Loaded after the
// page's `load` event by index.tsx; the engine loads on first use, like a roll block's.

import { useLocation } from "@docusaurus/router";
import Translate, { translate } from "@docusaurus/Translate";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import type { RollAttempt } from "@site/src/dice";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import OddsToggle from "../Odds";
import { NO_CHOICES, type OddsChoices } from "../Odds/choices";
import ReportProblem from "../ReportProblem";
import { LoadError, loadLiveDice } from "../RollBlock";
import { sampleCharacter } from "./sampleCharacter";
import styles from "./styles.module.css";

type LiveDice = Awaited<ReturnType<typeof loadLiveDice>>;

interface Roll {
	id: number;
	notation: string;
	attempt: RollAttempt;
}

const HISTORY_SIZE = 5;
let nextId = 1;

/** Expressions compared with the first, at most (four in all). */
const MOST_OTHERS = 3;

const SIDES = new Set<string>(["atLeast", "atMost"]);

/** The link to this view: the roll, the compared ones, and the odds view's choices that differ from the start. */
function shareLink(notation: string, others: readonly string[], choices: OddsChoices): string {
	const url = new URL(window.location.href);
	url.search = "";
	url.hash = "";
	url.searchParams.set("roll", notation);
	for (const other of others) url.searchParams.append("vs", other);
	if (choices.side !== "exactly") url.searchParams.set("side", choices.side);
	if (choices.target.trim() !== "") url.searchParams.set("at", choices.target.trim());
	if (choices.pity.trim() !== "") url.searchParams.set("pity", choices.pity.trim());
	return url.toString();
}

/** The choices a shared link carries, each one checked (an unknown side is the start's). */
function sharedChoices(params: URLSearchParams): OddsChoices {
	const side = params.get("side") ?? "";
	return {
		side: SIDES.has(side) ? (side as OddsChoices["side"]) : NO_CHOICES.side,
		target: params.get("at") ?? "",
		pity: params.get("pity") ?? "",
	};
}

interface Props {
	/** The expression typed before the playground was restarted (Retry), kept by its wrapper. */
	initialText?: string;
	onTextChange?: (text: string) => void;
}

/** The example the empty field shows and rolls: a placeholder, so that a click and typing never append to it. */
const EXAMPLE = "1d20+5>=15";

export default function Playground({ initialText, onTextChange }: Props) {
	const id = useId();
	const [text, setText] = useState(initialText ?? "");
	const [live, setLive] = useState<LiveDice>();
	const [rolls, setRolls] = useState<Roll[]>([]);
	const [copied, setCopied] = useState(false);
	const [failed, setFailed] = useState(false);
	const [oddsOpen, setOddsOpen] = useState(false);
	/** The expression the odds were last opened (or asked again) for. */
	const [oddsAskedFor, setOddsAskedFor] = useState<string>();
	/** The expressions compared with the field's, as typed. */
	const [others, setOthers] = useState<string[]>([]);
	/** The odds view's choices, held here so that the share link keeps them. */
	const [choices, setChoices] = useState<OddsChoices>(NO_CHOICES);
	const sectionRef = useRef<HTMLElement>(null);
	/** A compared field to bring into view and focus once it is drawn. */
	const [focusCompared, setFocusCompared] = useState<{ index: number }>();
	useEffect(() => {
		if (focusCompared === undefined) return;
		const field = document.getElementById(`${id}-vs-${focusCompared.index}`);
		field?.scrollIntoView({ block: "center" });
		field?.focus();
	}, [focusCompared, id]);
	const { i18n } = useDocusaurusContext();
	const expression = text.trim() === "" ? EXAMPLE : text;

	useEffect(() => {
		onTextChange?.(text);
	}, [text, onTextChange]);

	const { search } = useLocation();
	const opened = useRef(false);
	// biome-ignore lint/correctness/useExhaustiveDependencies: read as the playground opens, and when a link on the page changes the query
	useEffect(() => {
		const first = !opened.current;
		opened.current = true;
		// A restarted playground keeps what the reader typed over the shared link's roll.
		if (first && initialText !== undefined) return;
		const params = new URLSearchParams(search);
		const shared = params.get("roll");
		if (shared) {
			setText(shared);
			// A shared link opens with the odds of its roll shown, and the comparison it carries.
			const vs = params
				.getAll("vs")
				.filter((other) => other.trim() !== "")
				.slice(0, MOST_OTHERS);
			// From a roll block's "Compare with…": one more field to fill, brought into view and focused.
			const wantsMore = params.has("compare") && vs.length < MOST_OTHERS;
			setOthers(wantsMore ? [...vs, ""] : vs);
			if (wantsMore) setFocusCompared({ index: vs.length });
			setOddsOpen(true);
			setOddsAskedFor([shared, ...vs].join("\n"));
			setChoices(sharedChoices(params));
			// The link is to the tool: it opens where the tool is, not at the top of the page.
			if (!wantsMore) sectionRef.current?.scrollIntoView({ block: "start" });
		}
	}, [search]);

	async function roll(notation: string) {
		try {
			const loaded = await loadLiveDice();
			setLive(() => loaded);
			setFailed(false);
			setCopied(false);
			const attempt = loaded.rollExpression(notation, { character, command: "roll" });
			setRolls((previous) => [{ id: nextId++, notation, attempt }, ...previous].slice(0, HISTORY_SIZE + 1));
		} catch {
			setFailed(true);
		}
	}
	const submit = (event: FormEvent) => {
		event.preventDefault();
		void roll(expression);
	};
	const copy = async () => {
		await navigator.clipboard?.writeText(shareLink(latest?.notation ?? expression, compared, choices));
		setCopied(true);
	};
	const preload = () => {
		loadLiveDice().catch(() => undefined);
	};
	// The result shown is the roll of what the field holds; once the reader types on, it joins the history.
	const latest = rolls[0]?.notation === expression ? rolls[0] : undefined;
	const history = latest ? rolls.slice(1) : rolls;
	const compared = others.filter((other) => other.trim() !== "");
	const askedKey = [expression, ...compared].join("\n");
	/** A click on Odds after an expression changed asks again rather than closing the panel. */
	const toggleOdds = (open: boolean) => {
		setOddsAskedFor(askedKey);
		setOddsOpen(open || oddsAskedFor !== askedKey);
	};
	const character = sampleCharacter();
	const statistics = character.statistics.map((statistic) => `${statistic.name} ${statistic.value}`).join(", ");

	return (
		<section ref={sectionRef} className={styles.playground} aria-labelledby={`${id}-title`}>
			<h3 id={`${id}-title`} className={styles.title}>
				<Translate id="liveDice.playground.title" description="Heading of the dice playground">
					Essayer une expression
				</Translate>
			</h3>
			<form onSubmit={submit} className={styles.form}>
				<label htmlFor={`${id}-input`}>
					<Translate id="liveDice.playground.label" description="Label of the playground's expression field">
						Expression
					</Translate>
				</label>
				<input
					id={`${id}-input`}
					className={styles.input}
					value={text}
					placeholder={EXAMPLE}
					onChange={(event) => setText(event.target.value)}
					onFocus={preload}
					aria-describedby={`${id}-hint`}
					autoComplete="off"
					spellCheck={false}
				/>
				<button type="submit" className="button button--primary" onMouseEnter={preload}>
					<Translate id="liveDice.roll" description="Roll block: roll">
						Lancer
					</Translate>
				</button>
				<p id={`${id}-hint`} className={styles.hint}>
					<Translate
						id="liveDice.playground.hint"
						description="Hint under the playground field; {statistics} lists the sample character's statistics"
						values={{ statistics }}
					>
						{
							"Personnage d'exemple : {statistics}. $ vaut la première ; $nom trouve une statistique par le début de son nom."
						}
					</Translate>
				</p>
			</form>
			<div aria-live="polite" className={styles.result}>
				{failed ? <LoadError /> : null}
				{live && latest ? <live.RollOutput attempt={latest.attempt} /> : null}
			</div>
			<fieldset className={styles.compare}>
				<legend>
					<Translate
						id="liveDice.playground.compareLegend"
						description="Legend of the expressions compared in the playground"
					>
						Comparer
					</Translate>
				</legend>
				{others.map((other, index) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions, edited in place
					<div key={index} className={styles.compareRow}>
						<label htmlFor={`${id}-vs-${index}`}>
							{translate(
								{
									id: "liveDice.playground.compareLabel",
									message: "Expression {number}",
									description: "Label of a compared expression; {number} is 2, 3 or 4",
								},
								{ number: index + 2 },
							)}
						</label>
						<input
							id={`${id}-vs-${index}`}
							className={styles.input}
							value={other}
							onChange={(event) => setOthers(others.map((each, at) => (at === index ? event.target.value : each)))}
							autoComplete="off"
							spellCheck={false}
						/>
						<button
							type="button"
							className="button button--sm button--link"
							onClick={() => setOthers(others.filter((_, at) => at !== index))}
						>
							{translate(
								{
									id: "liveDice.playground.compareRemove",
									message: "Retirer l'expression {number}",
									description: "Button removing a compared expression; {number} is 2, 3 or 4",
								},
								{ number: index + 2 },
							)}
						</button>
					</div>
				))}
				<button
					type="button"
					className="button button--sm button--secondary"
					disabled={others.length >= MOST_OTHERS}
					onClick={() => setOthers([...others, ""])}
				>
					<Translate id="liveDice.playground.compareAdd" description="Button adding an expression to compare with">
						Comparer avec…
					</Translate>
				</button>
			</fieldset>
			<OddsToggle
				expression={expression}
				options={{ character }}
				rolled={latest?.attempt.ok ? latest.attempt.result.lines[0]?.total : undefined}
				compareWith={compared}
				open={oddsOpen}
				onToggle={toggleOdds}
				choices={choices}
				onChoices={setChoices}
			/>
			{text.trim() !== "" || latest || compared.length > 0 ? (
				<p className={styles.share}>
					<a href={shareLink(latest?.notation ?? expression, compared, choices)}>
						<Translate id="liveDice.playground.link" description="Link to this page with the expression filled in">
							Lien vers ce jet
						</Translate>
					</a>{" "}
					<button type="button" className="button button--sm button--secondary" onClick={copy}>
						<Translate id="liveDice.playground.copy" description="Button that copies the share link">
							Copier le lien
						</Translate>
					</button>{" "}
					<span role="status">
						{copied
							? translate({
									id: "liveDice.playground.copied",
									message: "Lien copié.",
									description: "Said once the share link is copied",
								})
							: null}
					</span>
				</p>
			) : null}
			<ReportProblem
				title={translate(
					{
						id: "reportProblem.playground.title",
						message: "Simulateur de dés : {expression}",
						description: "Title of an issue reported from the dice playground",
					},
					{ expression: latest?.notation ?? expression },
				)}
				fields={[
					{
						label: translate({
							id: "reportProblem.field.expression",
							message: "Expression",
							description: "Issue body: heading of the expression the reader rolled",
						}),
						value: latest?.notation ?? expression,
					},
					{
						label: translate({
							id: "reportProblem.field.sampleCharacter",
							message: "Statistiques du personnage d'exemple",
							description: "Issue body: heading of the sample character's statistics the playground rolls with",
						}),
						value: statistics,
					},
					...(live && latest
						? [
								{
									label: translate({
										id: "reportProblem.field.shown",
										message: "Ce que le site a affiché",
										description: "Issue body: heading of what the tool showed",
									}),
									value: live.attemptText(latest.attempt, i18n.currentLocale),
								},
							]
						: []),
				]}
			>
				<Translate
					id="reportProblem.playground.link"
					description="Link under the dice playground opening a pre-filled issue"
				>
					Signaler un problème avec ce jet
				</Translate>
			</ReportProblem>
			{history.length > 0 ? (
				<>
					<h4 className={styles.historyTitle}>
						<Translate id="liveDice.playground.history" description="Heading of the list of previous rolls">
							Jets précédents
						</Translate>
					</h4>
					<ol className={styles.history}>
						{history.map((previous) => (
							<li key={previous.id}>
								<code>{previous.notation}</code>{" "}
								{previous.attempt.ok
									? `= ${previous.attempt.result.lines.map((line) => line.total).join(", ")}`
									: translate({
											id: "liveDice.playground.historyError",
											message: "(erreur)",
											description: "In the history, a roll that gave an error",
										})}{" "}
								<button
									type="button"
									className="button button--sm button--link"
									aria-label={translate(
										{
											id: "liveDice.playground.rerollNamed",
											message: "Relancer {notation}",
											description: "Accessible name of a history button that rolls an earlier expression again",
										},
										{ notation: previous.notation },
									)}
									onClick={() => {
										setText(previous.notation);
										void roll(previous.notation);
									}}
								>
									<Translate
										id="liveDice.playground.reroll"
										description="Button in the history that rolls an earlier expression again"
									>
										Relancer
									</Translate>
								</button>
							</li>
						))}
					</ol>
				</>
			) : null}
		</section>
	);
}
