// A dice example with a Roll button. Kept tiny: the engine, the dice library
// and the result view load with import() on the first hover, focus or click.
// The page hydrates none of it: the server's copy waits until it is seen or used.

import Link from "@docusaurus/Link";
import Translate, { translate } from "@docusaurus/Translate";
import useBaseUrl from "@docusaurus/useBaseUrl";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import useIsBrowser from "@docusaurus/useIsBrowser";
import type { RollAttempt, SampleCharacter } from "@site/src/dice";
import type { BotReading } from "@site/src/dice/bot";
import { useId, useState } from "react";
import { importOnce } from "../importOnce";
import { untilScript } from "../NeedsJavaScript";
import OddsToggle from "../Odds";
import StaticUntilUsed from "../StaticUntilUsed";
import { GALLERY_PATH, galleryLocale, galleryTemplates } from "../TemplateBuilder/_utils/galleryFiles";
import { useOnDemand } from "../useOnDemand";
import WidgetBoundary from "../WidgetBoundary";
import { rollerName } from "../widgetNames";
import styles from "./styles.module.css";

type LiveDice = typeof import("./live");
type TemplateReading = import("./templateReading").TemplateReading;

/** Starts loading the engine once; later calls share the same promise. */
export const loadLiveDice = importOnce<LiveDice>(() => import("./live"));
const loadTemplateReading = importOnce(() => import("./templateReading"));

type TemplateState = { kind: "idle" | "loading" | "failed" } | { kind: "ready"; reading: TemplateReading };

/**
 * The criticals of the gallery template a block names (`template`), fetched on first use, once; a
 * failure is said, and the next use tries again.
 */
function useTemplateReading(template: string | undefined, character: SampleCharacter | undefined) {
	const entry = galleryTemplates.find((each) => each.id === template);
	const locale = galleryLocale(useDocusaurusContext().i18n.currentLocale);
	const url = useBaseUrl(`${GALLERY_PATH}${entry?.files[locale] ?? ""}`);
	const [state, setState] = useState<TemplateState>({ kind: "idle" });
	const [pending, setPending] = useState<Promise<TemplateReading | undefined>>();
	const load = (): Promise<TemplateReading | undefined> => {
		if (!entry) return Promise.resolve(undefined);
		if (state.kind === "ready") return Promise.resolve(state.reading);
		if (pending) return pending;
		setState({ kind: "loading" });
		const loading = loadTemplateReading()
			.then((module) => module.readTemplate(url, character))
			.then(
				(reading) => {
					setState({ kind: "ready", reading });
					return reading;
				},
				() => {
					setState({ kind: "failed" });
					return undefined;
				},
			)
			.finally(() => setPending(undefined));
		setPending(loading);
		return loading;
	};
	return { game: entry?.games[locale], state, load };
}

interface Props {
	/** The expression, as a reader would type it. */
	notation: string;
	/** Statistics that `$`, `$name` and statistic names stand for. */
	character?: SampleCharacter;
	/** A macro's name: the bot heads a `/macro` roll with it rather than with the statistics used. */
	macro?: string;
	/**
	 * The id of the builder's gallery template whose criticals the block's roll and odds use
	 * (`callOfCthulhu`, see `galleryFiles.ts`), read for the character's `$` as /dbroll reads it.
	 */
	template?: string;
}

/** Shown where a result would be when the engine's chunk cannot be fetched. */
export function LoadError() {
	return (
		<p role="alert">
			{translate({
				id: "liveDice.loadError",
				message: "Le lanceur de dés n'a pas pu se charger. Vérifiez la connexion et réessayez.",
				description: "Dice engine failed to load",
			})}
		</p>
	);
}

export default function RollBlock(props: Props) {
	return (
		// Its height with its margins, the result line empty: 6.4rem wide, 6.7rem on a phone.
		<StaticUntilUsed estimate="6.5rem">
			<LiveRollBlock {...props} />
		</StaticUntilUsed>
	);
}

function LiveRollBlock({ notation, character, macro, template }: Props) {
	const id = useId();
	const [shown, setShown] = useState<{ live: LiveDice; attempt: RollAttempt; reading?: BotReading }>();
	const [oddsOpen, setOddsOpen] = useState(false);
	const { failed, preload, run } = useOnDemand(loadLiveDice);
	const templated = useTemplateReading(template, character);
	// Without JavaScript the buttons could do nothing: they stay disabled and a line says why.
	const isBrowser = useIsBrowser();
	const roll = async () => {
		// Without its template (it could not be fetched) the roll is still made, and the line under it says why.
		const criticals = template ? await templated.load() : undefined;
		const reading: BotReading | undefined =
			criticals || macro
				? {
						...(criticals ? { critical: criticals.criticals, customCriticals: criticals.customCriticals } : {}),
						...(macro ? { header: macro } : {}),
					}
				: undefined;
		await run((live) =>
			setShown({
				live,
				attempt: live.rollExpression(notation, character ? { character } : { command: "roll" }),
				reading,
			}),
		);
	};
	const toggleOdds = (open: boolean) => {
		setOddsOpen(open);
		if (open && template) void templated.load();
	};
	const { state } = templated;
	return (
		// biome-ignore lint/a11y/useSemanticElements: an example and its button, not form fields: a named group, not a fieldset
		<div className={styles.block} role="group" aria-labelledby={id}>
			<code id={id}>{notation}</code>
			<button
				type="button"
				className="button button--sm button--primary"
				{...untilScript(isBrowser)}
				onClick={() => void roll()}
				onMouseEnter={preload}
				onFocus={preload}
			>
				{shown ? (
					<Translate id="liveDice.rollAgain" description="Roll block: roll again">
						Relancer
					</Translate>
				) : (
					<Translate id="liveDice.roll" description="Roll block: roll">
						Lancer
					</Translate>
				)}
			</button>
			<noscript>
				<span className={styles.noScript}>
					{translate({
						id: "liveDice.needsJavaScript",
						message: "Lancer ce dé demande JavaScript, désactivé dans ce navigateur.",
						description: "Beside a docs example's Roll button when JavaScript is off",
					})}
				</span>
			</noscript>
			<div className={styles.result} aria-live="polite">
				{failed ? <LoadError /> : null}
				{shown ? (
					<WidgetBoundary name={rollerName()}>
						<shown.live.RollOutput attempt={shown.attempt} reading={shown.reading} />
					</WidgetBoundary>
				) : null}
			</div>
			{templated.game ? (
				<p className={styles.template}>
					{translate(
						{
							id: "liveDice.templateCriticals",
							message: "Lancer et Chances lisent les critiques du modèle {game} de la galerie du constructeur.",
							description:
								"Under a roll block that names a gallery template: its roll and odds use that template's criticals",
						},
						{ game: templated.game },
					)}
				</p>
			) : null}
			{template && state.kind === "failed" ? (
				<p role="alert" className={styles.template}>
					{translate({
						id: "liveDice.templateFailed",
						message:
							"Les critiques du modèle n'ont pas pu se charger : le jet se lit sans eux. Vérifiez la connexion et réessayez.",
						description: "A roll block's gallery template could not be fetched",
					})}
				</p>
			) : null}
			<OddsToggle
				expression={notation}
				options={
					state.kind === "ready"
						? { character, criticals: state.reading.criticals, customCriticals: state.reading.customCriticals }
						: { character }
				}
				rolled={shown?.attempt.ok ? shown.attempt.result.lines[0]?.total : undefined}
				open={oddsOpen}
				onToggle={toggleOdds}
				beside={
					character ? undefined : (
						// The playground compares expressions: it opens with this one and a field for the next.
						<Link to={`/docs/introduction/expression?roll=${encodeURIComponent(notation)}&compare=1`}>
							{translate(
								{
									id: "liveDice.compareWith",
									message: "Comparer {notation} avec…",
									description: "Beside a roll block's open odds: opens the playground to compare this roll with others",
								},
								{ notation },
							)}
						</Link>
					)
				}
				waiting={
					template && (state.kind === "idle" || state.kind === "loading") ? (
						<p role="status" className={styles.template}>
							{translate({
								id: "liveDice.templateLoading",
								message: "Chargement des critiques du modèle…",
								description: "A roll block's odds wait for its gallery template's criticals",
							})}
						</p>
					) : undefined
				}
			/>
		</div>
	);
}
