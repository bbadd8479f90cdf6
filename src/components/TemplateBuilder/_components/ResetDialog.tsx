// Reset asks first, in a modal <dialog> (focus trapped, Escape cancels).
import Translate from "@docusaurus/Translate";
import { useRef } from "react";
import styles from "../styles.module.css";

export default function ResetButton({ onConfirm }: { onConfirm: () => void }) {
	const dialog = useRef<HTMLDialogElement>(null);
	const close = () => dialog.current?.close();
	return (
		<>
			<button type="button" className={`button ${styles.dangerButton}`} onClick={() => dialog.current?.showModal()}>
				<Translate id="templateBuilder.reset.button" description="Button clearing the whole form">
					Réinitialiser
				</Translate>
			</button>
			<dialog ref={dialog} className={styles.dialog} aria-labelledby="template-reset-title">
				<p id="template-reset-title" className={styles.dialogTitle}>
					<Translate id="templateBuilder.reset.question" description="Confirmation question before clearing the form">
						Effacer tout le formulaire et les données enregistrées dans ce navigateur ?
					</Translate>
				</p>
				<div className={styles.dialogActions}>
					<button type="button" className="button button--secondary" onClick={close}>
						<Translate id="templateBuilder.reset.cancel" description="Button keeping the form as it is">
							Annuler
						</Translate>
					</button>
					<button
						type="button"
						className={`button ${styles.dangerSolid}`}
						onClick={() => {
							close();
							onConfirm();
						}}
					>
						<Translate id="templateBuilder.reset.confirm" description="Button confirming the reset">
							Tout effacer
						</Translate>
					</button>
				</div>
			</dialog>
		</>
	);
}
