// Shown instead of the modal when the modal's own code cannot be downloaded (offline,
// a new deployment): the specification's error text and a Retry button, in a native
// modal dialog (focus kept inside, Escape closes), so the reader stays on the page.

import { closeLabel, retryLabel, unreachableHelp, unreachableTitle } from "@site/src/components/Search/statusTexts";
import { useEffect, useRef } from "react";
import styles from "./styles.module.css";

export type SearchUnavailableProps = { retrying: boolean; onRetry: () => void; onClose: () => void };

export default function SearchUnavailable({ retrying, onRetry, onClose }: SearchUnavailableProps) {
	const dialogRef = useRef<HTMLDialogElement>(null);
	useEffect(() => {
		const dialog = dialogRef.current;
		// Removed from the page, the dialog leaves the top layer by itself: no close() on unmount,
		// whose "close" event would read as the reader closing it.
		if (dialog && !dialog.open) dialog.showModal();
	}, []);
	return (
		<dialog ref={dialogRef} className={styles.unavailable} aria-labelledby="search-unavailable-title" onClose={onClose}>
			<div role="alert">
				<p id="search-unavailable-title" className={styles.unavailableTitle}>
					{unreachableTitle()}
				</p>
				<p>{unreachableHelp()}</p>
			</div>
			<div className={styles.unavailableActions}>
				<button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
					{retryLabel()}
				</button>
				<button type="button" className="button button--secondary" onClick={onClose}>
					{closeLabel()}
				</button>
			</div>
		</dialog>
	);
}
