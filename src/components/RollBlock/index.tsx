// A dice example with a Roll button. Kept tiny: the engine, the dice library
// and the result view load with import() on the first hover, focus or click.
// The page hydrates none of it: the server's copy waits until it is seen or used.

import Link from "@docusaurus/Link";
import Translate, { translate } from "@docusaurus/Translate";
import useIsBrowser from "@docusaurus/useIsBrowser";
import type { RollAttempt, SampleCharacter } from "@site/src/dice";
import { useId, useState } from "react";
import { importOnce } from "../importOnce";
import OddsToggle from "../Odds";
import StaticUntilUsed from "../StaticUntilUsed";
import { useOnDemand } from "../useOnDemand";
import WidgetBoundary from "../WidgetBoundary";
import { rollerName } from "../widgetNames";
import styles from "./styles.module.css";

type LiveDice = typeof import("./live");

/** Starts loading the engine once; later calls share the same promise. */
export const loadLiveDice = importOnce<LiveDice>(() => import("./live"));

interface Props {
	/** The expression, as a reader would type it. */
	notation: string;
	/** Statistics that `$`, `$name` and statistic names stand for. */
	character?: SampleCharacter;
	/** A macro's name: the bot heads a `/macro` roll with it rather than with the statistics used. */
	macro?: string;
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
		<StaticUntilUsed>
			<LiveRollBlock {...props} />
		</StaticUntilUsed>
	);
}

function LiveRollBlock({ notation, character, macro }: Props) {
	const id = useId();
	const [shown, setShown] = useState<{ live: LiveDice; attempt: RollAttempt }>();
	const [oddsOpen, setOddsOpen] = useState(false);
	const { failed, preload, run } = useOnDemand(loadLiveDice);
	// Without JavaScript the buttons could do nothing: they stay disabled and a line says why.
	const isBrowser = useIsBrowser();
	const roll = () =>
		run((live) =>
			setShown({ live, attempt: live.rollExpression(notation, character ? { character } : { command: "roll" }) }),
		);
	return (
		// biome-ignore lint/a11y/useSemanticElements: an example and its button, not form fields: a named group, not a fieldset
		<div className={styles.block} role="group" aria-labelledby={id}>
			<code id={id}>{notation}</code>
			<button
				type="button"
				className="button button--sm button--primary"
				disabled={!isBrowser}
				onClick={roll}
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
						<shown.live.RollOutput attempt={shown.attempt} reading={macro ? { header: macro } : undefined} />
					</WidgetBoundary>
				) : null}
			</div>
			<OddsToggle
				expression={notation}
				options={{ character }}
				rolled={shown?.attempt.ok ? shown.attempt.result.lines[0]?.total : undefined}
				open={oddsOpen}
				onToggle={setOddsOpen}
			/>
			{oddsOpen && !character ? (
				// The playground compares expressions: it opens with this one and a field for the next.
				<Link
					className={styles.compareLink}
					to={`/docs/introduction/expression?roll=${encodeURIComponent(notation)}&compare=1`}
				>
					{translate(
						{
							id: "liveDice.compareWith",
							message: "Comparer {notation} avec…",
							description: "Under a roll block's odds: opens the playground to compare this roll with others",
						},
						{ notation },
					)}
				</Link>
			) : null}
		</div>
	);
}
