// Result of an import, or a notice about saved data: errors are alerts, the rest polite status messages.
// A message may carry one action, such as undoing the import it reports.
import clsx from "clsx";
import styles from "../styles.module.css";

export interface Status {
	tone: "success" | "error" | "info";
	title: string;
	detail?: string;
	items?: string[];
	action?: { label: string; run: () => void };
}

export default function StatusMessage({ status }: { status: Status | null }) {
	return (
		<div role={status?.tone === "error" ? "alert" : "status"} className={styles.statusRegion}>
			{status && (
				<div className={clsx("alert", styles.status, alertClass(status.tone))}>
					<p className={styles.statusTitle}>{status.title}</p>
					{status.detail && <p className={styles.statusDetail}>{status.detail}</p>}
					{status.items && status.items.length > 0 && (
						<ul className={styles.statusItems}>
							{status.items.map((item) => (
								<li key={item}>{item}</li>
							))}
						</ul>
					)}
					{status.action && (
						<button
							type="button"
							className={clsx("button button--sm", styles.statusAction)}
							onClick={status.action.run}
						>
							{status.action.label}
						</button>
					)}
				</div>
			)}
		</div>
	);
}

function alertClass(tone: Status["tone"]): string {
	if (tone === "success") return "alert--success";
	if (tone === "error") return "alert--danger";
	return "alert--info";
}
