import Translate, { translate } from "@docusaurus/Translate";
import Heading from "@theme/Heading";
import { lazy, Suspense, useId, useState } from "react";
import { sectionId } from "../_utils/fieldId";
import { fieldLabels } from "../_utils/labels";
import styles from "../styles.module.css";
import { CheckboxField, TextField } from "./fields";
import TestRoll from "./TestRoll";

const TypeDieOdds = lazy(() => import(/* webpackChunkName: "odds-view" */ "./TypeDieOdds"));

/** The type die's chances by statistic value, opened on demand (its code loads then). */
function TypeDieOddsToggle() {
	const id = useId();
	const [open, setOpen] = useState(false);
	return (
		<div>
			<button
				type="button"
				className="button button--sm button--secondary"
				aria-expanded={open}
				aria-controls={`${id}-panel`}
				onClick={() => setOpen(!open)}
			>
				<Translate id="templateBuilder.odds.toggle" description="Builder: button that shows the type die's chances">
					Chances du dé du modèle
				</Translate>
			</button>
			<div id={`${id}-panel`}>
				{open ? (
					<Suspense fallback={null}>
						<TypeDieOdds />
					</Suspense>
				) : null}
			</div>
		</div>
	);
}

export default function GeneralSection() {
	return (
		<section className={styles.section} aria-labelledby={sectionId("general")}>
			<Heading as="h2" id={sectionId("general")} tabIndex={-1} className={styles.sectionTitle}>
				<Translate id="templateBuilder.general.title" description="Heading of the builder's general section">
					Général
				</Translate>
			</Heading>
			<div className={styles.grid}>
				<TextField
					name="diceType"
					monospace
					label={fieldLabels.diceType()}
					placeholder="1d20+$>=15"
					hint={translate({
						id: "templateBuilder.general.diceType.hint",
						message:
							"Le jet utilisé pour tester une statistique ; $ représente sa valeur. Exemples : 1d20+$>=15, 1d100<=$, 2d6+$.",
						description: "Help under the type die field",
					})}
				/>
				<TextField
					name="total"
					numeric
					label={fieldLabels.total()}
					hint={translate({
						id: "templateBuilder.general.total.hint",
						message: "Points que les joueurs répartissent entre les statistiques ; vide ou 0 : aucun total.",
						description: "Help under the total field",
					})}
				/>
			</div>
			<TestRoll target={{ kind: "diceType" }} />
			<TypeDieOddsToggle />
			<CheckboxField
				name="charName"
				label={translate({
					id: "templateBuilder.general.charName.label",
					message: "Nom du personnage obligatoire",
					description: "Checkbox: players must name their character",
				})}
			/>
			<CheckboxField
				name="isPrivate"
				label={translate({
					id: "templateBuilder.general.isPrivate.label",
					message: "Fiches privées possibles",
					description: "Checkbox: sheets can be private",
				})}
				hint={translate({
					id: "templateBuilder.general.isPrivate.hint",
					message: "Ajoute une colonne isPrivate au fichier CSV d'import des fiches.",
					description: "Help under the private sheets checkbox",
				})}
			/>
			<CheckboxField
				name="forceDistrib"
				label={translate({
					id: "templateBuilder.general.forceDistrib.label",
					message: "Forcer la répartition de tous les points",
					description: "Checkbox: a sheet must spend exactly the total",
				})}
			/>
		</section>
	);
}
