// One interactive widget's error boundary: a widget that fails shows its own
// message and a button to start it again, and everything else on the page (the
// builder's form, the search, the other widgets) keeps its state. Docusaurus'
// own boundary would replace the whole page.
import ErrorBoundary from "@docusaurus/ErrorBoundary";
import Translate from "@docusaurus/Translate";
import clsx from "clsx";
import type { ReactNode } from "react";
import { isChunkLoadError } from "./retryableLazy";
import styles from "./styles.module.css";

interface Props {
	/** What failed, as the reader knows it ("Le constructeur de modèle"). */
	name: string;
	children: ReactNode;
	/** For a widget that covers the page (the search modal): the message floats above it, with a Close button. */
	onClose?: () => void;
	/** Runs before the widget is tried again (a lazily loaded widget makes a new import). */
	onRetry?: () => void;
}

export default function WidgetBoundary({ name, children, onClose, onRetry }: Props) {
	return (
		<ErrorBoundary
			fallback={({ error, tryAgain }) => (
				<div className={clsx(styles.failed, onClose && styles.floating)} role="alert">
					<p className={styles.title}>
						{isChunkLoadError(error) ? (
							<Translate
								id="widget.loadFailed.title"
								description="Shown in place of one interactive part of a page whose code could not be downloaded (offline); the rest of the page keeps working"
								values={{ name }}
							>
								{
									"{name} n'a pas pu être téléchargé (connexion coupée ?) ; le reste de la page fonctionne toujours. Vérifiez la connexion, puis réessayez."
								}
							</Translate>
						) : (
							<Translate
								id="widget.crashed.title"
								description="Shown in place of one interactive part of a page (builder, search, dice) that failed; the rest of the page keeps working"
								values={{ name }}
							>
								{"{name} a rencontré une erreur ; le reste de la page fonctionne toujours."}
							</Translate>
						)}
					</p>
					<p className={styles.detail}>{String(error.message || error)}</p>
					<button
						type="button"
						className="button button--sm button--primary"
						onClick={() => {
							onRetry?.();
							tryAgain();
						}}
					>
						<Translate
							id="widget.crashed.retry"
							description="Button restarting an interactive part of a page that failed"
						>
							Réessayer
						</Translate>
					</button>
					{onClose && (
						<button type="button" className="button button--sm button--secondary margin-left--sm" onClick={onClose}>
							<Translate id="widget.crashed.close" description="Button closing an overlay (the search) that failed">
								Fermer
							</Translate>
						</button>
					)}
				</div>
			)}
		>
			{children}
		</ErrorBoundary>
	);
}
