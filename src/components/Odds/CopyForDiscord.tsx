// The "Copy for Discord" button under the odds: a short plain-text summary in the
// page's language (discordSummary.ts), with a status that says it was copied or why not.

import type { Odds } from "@site/src/dice/odds";
import Translate from "@site/src/i18n/OddsTranslate";
import { translate } from "@site/src/i18n/odds";
import { useState } from "react";
import { discordSummary } from "./discordSummary";
import styles from "./styles.module.css";

interface Props {
	expression: string;
	odds: Odds;
	percent: (p: number) => string;
	number: (value: number) => string;
}

export default function CopyForDiscord({ expression, odds, percent, number }: Props) {
	const [status, setStatus] = useState<"copied" | "failed">();
	const copy = async () => {
		const text = discordSummary(
			expression,
			odds,
			{
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
			},
			{ percent, number },
		);
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
