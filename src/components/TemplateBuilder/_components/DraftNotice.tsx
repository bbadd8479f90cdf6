// What happens to the draft when it cannot simply be kept: no storage at all,
// a save the browser refused, or another tab that saved the same draft (this
// tab then waits for the visitor's choice before saving again).
import { translate } from "@site/src/i18n/templateBuilder";
import clsx from "clsx";
import type { DraftProblem } from "../_utils/useDraft";
import styles from "../styles.module.css";

interface DraftNoticeProps {
	problem: DraftProblem;
	onTakeOtherTab: () => void;
	onKeepThisTab: () => void;
}

function problemText(problem: Exclude<DraftProblem, null>): string {
	switch (problem) {
		case "unavailable":
			return translate({
				id: "templateBuilder.draft.unavailable",
				message:
					"Ce navigateur n'autorise pas le site à enregistrer des données : le constructeur fonctionne, mais votre saisie ne sera pas gardée quand vous quitterez la page. Téléchargez le modèle pour la conserver.",
				description: "Notice when site data is blocked: the form works but the draft will not be kept",
			});
		case "saveFailed":
			return translate({
				id: "templateBuilder.draft.saveFailed",
				message:
					"Votre dernière modification n'a pas pu être enregistrée dans ce navigateur (espace de stockage plein) : elle sera perdue si vous quittez la page. Téléchargez le modèle pour la garder.",
				description: "Notice when saving the draft failed, e.g. because the browser's storage is full",
			});
		case "otherTab":
			return translate({
				id: "templateBuilder.draft.otherTab",
				message:
					"Ce brouillon vient d'être modifié dans un autre onglet. Pour que l'un n'écrase pas l'autre, cet onglet n'enregistre plus rien tant que vous n'avez pas choisi la version à garder.",
				description: "Notice when another tab saved the same draft; this tab pauses saving until the visitor chooses",
			});
	}
}

export default function DraftNotice({ problem, onTakeOtherTab, onKeepThisTab }: DraftNoticeProps) {
	return (
		<div role={problem === "unavailable" ? "status" : "alert"} className={styles.statusRegion}>
			{problem && (
				<div className={clsx("alert", problem === "unavailable" ? "alert--info" : "alert--warning", styles.status)}>
					<p className={styles.statusTitle}>{problemText(problem)}</p>
					{problem === "otherTab" && (
						<div className={styles.rowActions}>
							<button type="button" className="button button--sm button--primary" onClick={onTakeOtherTab}>
								{translate({
									id: "templateBuilder.draft.takeOtherTab",
									message: "Reprendre la version de l'autre onglet",
									description: "Button replacing this tab's form by the draft another tab saved",
								})}
							</button>
							<button type="button" className="button button--sm button--secondary" onClick={onKeepThisTab}>
								{translate({
									id: "templateBuilder.draft.keepThisTab",
									message: "Garder la version de cet onglet",
									description: "Button saving this tab's form over the draft another tab saved",
								})}
							</button>
						</div>
					)}
				</div>
			)}
		</div>
	);
}
