// A status line of the server editor: a polite status, or an alert for what went wrong, each line its own paragraph.
import styles from "./server.module.css";

export type Status = { tone: "info" | "error"; lines: string[] } | null;

export default function StatusView({ status }: { status: Status }) {
	return (
		<div role={status?.tone === "error" ? "alert" : "status"}>
			{status ? (
				<div className={status.tone === "error" ? "alert alert--danger" : "alert alert--info"}>
					{status.lines.map((line) => (
						<p key={line} className={styles.noticeLine}>
							{line}
						</p>
					))}
				</div>
			) : null}
		</div>
	);
}
