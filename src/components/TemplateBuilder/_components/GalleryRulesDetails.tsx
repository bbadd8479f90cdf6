// A gallery card's "what the bot counts": the game's core rules the template
// expresses, and those it cannot, each with its real rate beside what the bot
// prints. The odds engine loads when the reader opens it, and works the rates out.

import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { percentFormatter } from "@site/src/components/Odds/format";
import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import { translate } from "@site/src/i18n/templateBuilder";
import { useState } from "react";
import { GALLERY_RULES, type RuleFigure } from "../_utils/galleryRules";
import styles from "../styles.module.css";

type Engine = typeof import("@site/src/dice/odds");

export default function GalleryRulesDetails({ game }: { game: string }) {
	const rules = GALLERY_RULES[game];
	const { i18n } = useDocusaurusContext();
	const [engine, setEngine] = useState<Engine | "failed">();
	if (!rules) return null;
	const percent = percentFormatter(i18n.currentLocale);
	const open = () => {
		if (engine && engine !== "failed") return;
		import("@site/src/dice/odds").then(setEngine, () => setEngine("failed"));
	};
	const figures = (compute: (exact: Engine["exactOdds"]) => RuleFigure[]) =>
		engine && engine !== "failed"
			? compute(engine.exactOdds)
					.map((figure) => `${figure.case}${colon()}${percent(figure.real)}`)
					.join(separator())
			: undefined;
	return (
		<details className={styles.galleryRules} onToggle={(event) => event.currentTarget.open && open()}>
			<summary>
				<Translate
					id="templateBuilder.gallery.rules.summary"
					description="Gallery card: opens what the bot counts of the game's rules"
				>
					Ce que le bot compte des règles
				</Translate>
			</summary>
			<p>{rules.expressed()}</p>
			{rules.missing.length > 0 ? (
				<>
					<p>
						<Translate
							id="templateBuilder.gallery.rules.missingIntro"
							description="Gallery card: introduces the game's rules the bot cannot count, with their real rate"
						>
							Ce qu'il ne peut pas compter, avec sa fréquence réelle calculée exactement :
						</Translate>
					</p>
					<ul>
						{rules.missing.map((missing) => (
							<li key={missing.rule()}>
								{translate(
									{
										id: "templateBuilder.gallery.rules.missing",
										message: "{rule} — {figures} ; le bot affiche {printed}.",
										description:
											"Gallery card: a rule the bot cannot count, its real rates, and what the bot prints instead",
									},
									{
										rule: missing.rule(),
										figures:
											figures(missing.figures) ??
											(engine === "failed"
												? translate({
														id: "templateBuilder.gallery.rules.failed",
														message: "chiffres indisponibles (le calcul n'a pas pu se charger)",
														description: "Gallery card: the odds engine could not load, no figures",
													})
												: translate({
														id: "templateBuilder.gallery.rules.loading",
														message: "calcul…",
														description: "Gallery card: the real rates are being worked out",
													})),
										printed: missing.printed(),
									},
								)}
							</li>
						))}
					</ul>
				</>
			) : null}
		</details>
	);
}

function colon(): string {
	return translate({
		id: "templateBuilder.gallery.rules.colon",
		message: " : ",
		description: "Gallery card: between a case and its rate (French puts a space before the colon)",
	});
}

function separator(): string {
	return translate({
		id: "templateBuilder.gallery.rules.separator",
		message: " ; ",
		description: "Gallery card: between two rates",
	});
}
