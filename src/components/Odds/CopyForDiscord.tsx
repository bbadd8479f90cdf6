// The "Copy for Discord" button under the odds, or under a comparison: a short
// plain-text summary of what the view shows, in the page's language
// (discordSummary.ts), with a status that says it was copied or why not.

import type { Odds, PityOdds } from "@site/src/dice/odds";
import Translate from "@site/src/i18n/OddsTranslate";
import { translate } from "@site/src/i18n/odds";
import { useState } from "react";
import { discordCompareSummary, discordSummary, type SummaryExtras, type SummaryWords } from "./discordSummary";
import styles from "./styles.module.css";

type Props = {
	percent: (p: number) => string;
	number: (value: number) => string;
} & (
	| { expression: string; odds: Odds; extras?: SummaryExtras; compared?: undefined }
	| { compared: readonly { expression: string; name?: string; odds: Odds }[]; expression?: undefined }
);

function summaryWords(): SummaryWords {
	return {
		title: (shown) =>
			translate(
				{
					id: "odds.discord.title",
					message: "Chances de {expression}",
					description: "Copy for Discord: first line",
				},
				{ expression: shown },
			),
		exact: translate({
			id: "odds.discord.exact",
			message: "calcul exact",
			description: "Copy for Discord: exact figures",
		}),
		estimated: translate({
			id: "odds.discord.estimated",
			message: "estimation par des jets",
			description: "Copy for Discord: figures estimated by rolling",
		}),
		mean: translate({ id: "odds.discord.mean", message: "Moyenne", description: "Copy for Discord: the mean" }),
		success: translate({
			id: "odds.discord.success",
			message: "Chance de réussite",
			description: "Copy for Discord: the chance of success",
		}),
		likeliest: translate({
			id: "odds.discord.likeliest",
			message: "Résultats les plus probables",
			description: "Copy for Discord: the likeliest results",
		}),
		opposition: translate({
			id: "odds.discord.opposition",
			message: "opposition",
			description: "Copy for Discord: a tier decided by the opposition",
		}),
		colon: translate({
			id: "odds.discord.colon",
			message: " : ",
			description: "Copy for Discord: between a name and its figure (French puts a space before the colon)",
		}),
	};
}

/** The pity sentence of the summary, with the same figures as the view's. */
export function pitySentence(percent: (p: number) => string): (pity: PityOdds) => string {
	return (pity) =>
		translate(
			{
				id: "odds.discord.pity",
				message: "Avec une pitié à {threshold} échecs : {longRun} de réussites sur la durée, contre {plain} sans.",
				description: "Copy for Discord: the long-run success rate with the server's pity, and without",
			},
			{ threshold: pity.threshold, longRun: percent(pity.longRunSuccess), plain: percent(pity.plainSuccess) },
		);
}

export default function CopyForDiscord(props: Props) {
	const { percent, number } = props;
	const [status, setStatus] = useState<"copied" | "failed">();
	const copy = async () => {
		const words = summaryWords();
		const text =
			props.compared !== undefined
				? discordCompareSummary(
						props.compared,
						{
							...words,
							compareTitle: translate({
								id: "odds.discord.compareTitle",
								message: "Jets comparés",
								description: "Copy for Discord: first line of a comparison of rolls",
							}),
						},
						{ percent, number },
					)
				: discordSummary(props.expression, props.odds, words, { percent, number }, props.extras);
		try {
			await navigator.clipboard.writeText(text);
			setStatus("copied");
		} catch {
			setStatus("failed");
		}
	};
	return (
		<p className={styles.note}>
			<button type="button" className="button button--sm button--secondary" onClick={copy}>
				<Translate id="odds.discord.copy" description="Button that copies a short summary of the odds for Discord">
					Copier pour Discord
				</Translate>
			</button>{" "}
			<span role="status">
				{status === "copied"
					? translate({
							id: "odds.discord.copied",
							message: "Résumé copié : collez-le dans un salon.",
							description: "Said once the odds summary is copied",
						})
					: status === "failed"
						? translate({
								id: "odds.discord.failed",
								message: "Le navigateur n'a pas permis la copie.",
								description: "Said when the browser refused to copy the odds summary",
							})
						: null}
			</span>
		</p>
	);
}
