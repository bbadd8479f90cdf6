// Reset asks first (ConfirmDialog); the question says that saved data goes too.

import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import { translate } from "@site/src/i18n/templateBuilder";
import styles from "../styles.module.css";

export default function ResetButton({ onAsk }: { onAsk: (question: string, confirmLabel: string) => void }) {
	return (
		<button
			type="button"
			className={`button ${styles.dangerButton}`}
			onClick={() =>
				onAsk(
					translate({
						id: "templateBuilder.reset.question",
						message: "Vider le constructeur et effacer les données enregistrées dans ce navigateur ?",
						description: "Confirmation question before clearing the form",
					}),
					translate({
						id: "templateBuilder.reset.confirm",
						message: "Tout effacer",
						description: "Button confirming the reset",
					}),
				)
			}
		>
			<Translate id="templateBuilder.reset.button" description="Button clearing the whole form">
				Réinitialiser
			</Translate>
		</button>
	);
}
