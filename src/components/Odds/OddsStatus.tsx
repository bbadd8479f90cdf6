// What the odds show while they are not figures: working, failed (with Retry),
// stopped at the time limit; and the note that says why figures are estimated
// when the exact reading ran out of time. Shared by the Odds view and the builder's chart.

import SiteTranslate from "@docusaurus/Translate";
import Translate from "@site/src/i18n/OddsTranslate";
import { translate } from "@site/src/i18n/odds";
import styles from "./styles.module.css";
import type { OddsState } from "./useOdds";

export function OddsStatus({ state }: { state: OddsState }) {
	if (state.kind === "working") {
		return (
			<p role="status" className={styles.status}>
				<Translate id="odds.working" description="Odds view: the odds are being worked out">
					Calcul des chances…
				</Translate>
			</p>
		);
	}
	if (state.kind === "failed") {
		return (
			<div role="alert">
				<p>
					<Translate id="odds.failed" description="Odds view: the odds could not be worked out (worker failed)">
						Les chances n'ont pas pu être calculées. Réessayez.
					</Translate>
				</p>
				<button type="button" className="button button--sm button--primary" onClick={state.retry}>
					<SiteTranslate
						id="widget.crashed.retry"
						description="Button restarting an interactive part of a page that failed"
					>
						Réessayer
					</SiteTranslate>
				</button>
			</div>
		);
	}
	if (state.kind === "stopped") {
		return (
			<p role="alert" className={styles.error}>
				{translate(
					{
						id: "odds.stopped",
						message:
							"Calcul arrêté au bout de {seconds} s : cette expression est trop lourde pour le calcul exact comme pour une estimation par des jets. Réduisez le nombre de dés ou de faces.",
						description:
							"Odds view: both the exact reading and the sampling ran past their time limit; {seconds} is how long was tried",
					},
					{ seconds: Math.round(state.afterMs / 1000) },
				)}
			</p>
		);
	}
	return null;
}

/**
 * Said above estimated figures when they replace an exact reading that ran out of time; in a comparison or a
 * curve, `only` names the expressions concerned, the others being exact.
 */
export function ExactTimedOutNote({ seconds, only }: { seconds: number; only?: readonly string[] }) {
	return (
		<p className={styles.accuracy}>
			{only
				? translate(
						{
							id: "odds.exactTimedOutSome",
							message:
								"Le calcul exact de {expressions} prendrait plus de {seconds} s : leurs chiffres sont estimés par des jets (marqués ≈), les autres sont exacts.",
							description:
								"Odds comparison: the exact reading of some expressions ran past its time limit ({seconds} seconds), so only their figures are estimated by rolling",
						},
						{ expressions: only.join(", "), seconds },
					)
				: translate(
						{
							id: "odds.exactTimedOut",
							message:
								"Le calcul exact prendrait plus de {seconds} s : les chiffres ci-dessous sont estimés par des jets.",
							description:
								"Odds view: the exact reading ran past its time limit ({seconds} seconds), so the figures are estimated by rolling",
						},
						{ seconds },
					)}
		</p>
	);
}
