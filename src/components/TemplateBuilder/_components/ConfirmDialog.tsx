// A question before something replaces or clears the form, in a modal <dialog>:
// focus is trapped inside, Escape cancels, and the browser gives focus back
// to the control that opened it.
import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import clsx from "clsx";
import { useEffect, useRef } from "react";
import styles from "../styles.module.css";

export interface ConfirmRequest {
	question: string;
	detail?: string;
	confirmLabel: string;
	/** A confirmation that deletes work is shown in the error colour. */
	danger?: boolean;
	onConfirm: () => void;
}

const TITLE_ID = "template-confirm-title";
const DETAIL_ID = "template-confirm-detail";

export default function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
	const dialog = useRef<HTMLDialogElement>(null);
	useEffect(() => {
		const element = dialog.current;
		if (!element) return;
		if (request && !element.open) element.showModal();
		if (!request && element.open) element.close();
	}, [request]);
	return (
		<dialog
			ref={dialog}
			className={styles.dialog}
			aria-labelledby={TITLE_ID}
			aria-describedby={request?.detail ? DETAIL_ID : undefined}
			onClose={onClose}
		>
			{request && (
				<>
					<p id={TITLE_ID} className={styles.dialogTitle}>
						{request.question}
					</p>
					{request.detail && <p id={DETAIL_ID}>{request.detail}</p>}
					<div className={styles.dialogActions}>
						<button type="button" className="button button--secondary" onClick={onClose}>
							<Translate
								id="templateBuilder.confirm.cancel"
								description="Button closing a confirmation and changing nothing"
							>
								Annuler
							</Translate>
						</button>
						<button
							type="button"
							className={clsx("button", request.danger ? styles.dangerSolid : "button--primary")}
							onClick={() => {
								onClose();
								request.onConfirm();
							}}
						>
							{request.confirmLabel}
						</button>
					</div>
				</>
			)}
		</dialog>
	);
}
