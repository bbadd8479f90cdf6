// How far the odds view's figures can be trusted: exact, exact up to a tiny
// remainder of explosions, or estimated from rolls with their margin and the
// share of rolls the bot gives no result for.

import { DiceError } from "@site/src/dice";
import { errorMessage } from "@site/src/dice/messages";
import type { Odds } from "@site/src/dice/odds";
import { translate } from "@site/src/i18n/odds";
import styles from "./styles.module.css";

/** The sentence that says how far estimated figures can be trusted: how many rolls, the 95% margin. */
export function estimateText(odds: Odds, percent: (p: number) => string): string {
	const { unanswered } = odds;
	const share = unanswered
		? `${translate(
				{
					id: "odds.unanswered",
					message:
						"Dans {share} des jets, le bot ne donne aucun résultat ; les chiffres ci-dessous comptent les autres. Pourquoi : {reason}",
					description:
						"Odds view: the share of sampled rolls that get no result from the bot (e.g. a shared roll's first part at 0), and why",
				},
				{
					share: percent(unanswered.share),
					reason: errorMessage(new DiceError(unanswered.code, unanswered.values)),
				},
			)} `
		: "";
	return `${share}${translate(
		{
			id: "odds.approximate",
			message: "Estimation sur {samples} jets : chaque pourcentage est juste à ± {margin} près (95 %).",
			description: "Odds view: figures estimated by rolling; {samples} rolls, {margin} the 95% margin",
		},
		{ samples: (odds.samples ?? 0).toLocaleString(), margin: percent(odds.margin ?? 0) },
	)}`;
}

export default function Accuracy({ odds, percent }: { odds: Odds; percent: (p: number) => string }) {
	if (odds.exact) {
		return (
			<p className={styles.accuracy}>
				{odds.tailMass > 0
					? translate({
							id: "odds.exactExploding",
							message:
								"Calcul exact. Les explosions sont suivies jusqu'à ce qu'il reste moins d'une chance sur dix milliards.",
							description: "Odds view: exact figures, with exploding dice followed to a tiny remainder",
						})
					: translate({
							id: "odds.exact",
							message: "Calcul exact.",
							description: "Odds view: the figures are exact",
						})}
			</p>
		);
	}
	return <p className={styles.accuracy}>{estimateText(odds, percent)}</p>;
}
