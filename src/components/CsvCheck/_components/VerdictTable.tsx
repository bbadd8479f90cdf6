// A checked file as a table: one row per character row of the file, with the bot's
// verdict, what to fix, then the cells as written (the one at fault marked, in words
// too). The line and the verdict stay in view while the table scrolls sideways (a
// phone shows the reason without scrolling). The rows come from the check's worker a
// page at a time, the rows to fix first in long files; a very wide file shows its
// first columns, the reasons naming any column further on.

import { translate as siteTranslate } from "@docusaurus/Translate";
import { translate } from "@site/src/i18n/csvCheck";
import type { CheckedRow, CsvCheckSummary } from "@site/src/template/csv";
import clsx from "clsx";
import { type ReactNode, useEffect, useState } from "react";
import { rowsInWorker } from "../_utils/checkInWorker";
import { csvIssueMessage } from "../_utils/issueMessages";
import styles from "../styles.module.css";

/** Rows rendered per page: one page renders well under 200 ms on a slow machine. */
const PAGE_ROWS = 100;
/** Cell columns shown; further ones are named by the reasons, not drawn (10,000 columns would freeze the page). */
const SHOWN_COLUMNS = 40;

export function verdictText(row: CheckedRow, fatal: boolean): string {
	if (row.registered)
		return row.private
			? translate({
					id: "csvCheck.verdict.registeredPrivate",
					message: "Enregistrée (privée)",
					description: "Verdict: the bot registers this row as a private sheet",
				})
			: translate({
					id: "csvCheck.verdict.registered",
					message: "Enregistrée",
					description: "Verdict: the bot registers this row",
				});
	if (row.problems.some((problem) => problem.code.startsWith("crash.")))
		return translate({
			id: "csvCheck.verdict.crash",
			message: "Arrête l'import",
			description: "Verdict: this row makes the bot stop the whole import",
		});
	if (row.problems.length > 0)
		return translate({
			id: "csvCheck.verdict.skipped",
			message: "Ignorée",
			description: "Verdict: the bot skips this row",
		});
	return fatal
		? translate({
				id: "csvCheck.verdict.notImported",
				message: "Non importée",
				description: "Verdict: nothing is imported because the import stops",
			})
		: translate({
				id: "csvCheck.verdict.registered",
				message: "Enregistrée",
				description: "Verdict: the bot registers this row",
			});
}

export function IssueList({ row }: { row: CheckedRow }) {
	if (row.problems.length === 0 && row.warnings.length === 0) return null;
	return (
		<ul className={styles.issues}>
			{row.problems.map((problem, index) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: a row's issues are computed together and never reordered.
				<li key={`p${index}`} className={styles.problemText}>
					{csvIssueMessage(problem)}
				</li>
			))}
			{row.warnings.map((warning, index) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: a row's issues are computed together and never reordered.
				<li key={`w${index}`}>
					<span className={styles.warningMark}>
						{translate({
							id: "csvCheck.warningLabel",
							message: "Avertissement :",
							description: "Prefix of a warning in the verdict table",
						})}
					</span>{" "}
					{csvIssueMessage(warning)}
				</li>
			))}
		</ul>
	);
}

type Rows = { kind: "loading" } | { kind: "failed" } | { kind: "shown"; rows: CheckedRow[]; total: number };

export default function VerdictTable({
	checkId,
	summary,
	fileName,
	reportRow,
}: {
	checkId: number;
	summary: CsvCheckSummary;
	/** A row's "report a problem" link. */
	reportRow?: (row: CheckedRow) => ReactNode;
	fileName: string;
}) {
	const [onlyToFix, setOnlyToFix] = useState(summary.total > PAGE_ROWS && summary.toFix > 0);
	const [shown, setShown] = useState<Rows>({ kind: "loading" });
	const [attempt, setAttempt] = useState(0);
	// biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (the Retry button) asks again.
	useEffect(() => {
		let live = true;
		setShown({ kind: "loading" });
		rowsInWorker(checkId, onlyToFix, 0, PAGE_ROWS).then(
			(page) => live && setShown({ kind: "shown", ...page }),
			() => live && setShown({ kind: "failed" }),
		);
		return () => {
			live = false;
		};
	}, [checkId, onlyToFix, attempt]);
	const more = () => {
		if (shown.kind !== "shown") return;
		const before = shown;
		rowsInWorker(checkId, onlyToFix, before.rows.length, PAGE_ROWS).then(
			(page) => setShown({ kind: "shown", rows: [...before.rows, ...page.rows], total: page.total }),
			() => setShown({ kind: "failed" }),
		);
	};
	const fatal = summary.fatal !== null;
	const fields = summary.fields.slice(0, SHOWN_COLUMNS);
	const hiddenColumns = summary.fields.length - fields.length;
	const caption = translate(
		{
			id: "csvCheck.table.caption",
			message: "Verdict du bot pour chaque ligne de {file}",
			description: "Caption of the verdict table; file is the CSV file's name",
		},
		{ file: fileName },
	);
	const rows = shown.kind === "shown" ? shown.rows : [];
	return (
		<div className={styles.tableBlock}>
			<label className={styles.inline}>
				<input type="checkbox" checked={onlyToFix} onChange={(event) => setOnlyToFix(event.target.checked)} />
				{translate(
					{
						id: "csvCheck.table.onlyToFix",
						message: "Seulement les lignes à corriger ({count})",
						description: "Checkbox: show only rows with a problem or a warning",
					},
					{ count: summary.toFix },
				)}
			</label>
			{hiddenColumns > 0 && (
				<p className={styles.statusText}>
					{translate(
						{
							id: "csvCheck.table.hiddenColumns",
							message:
								"Le tableau montre les {shown} premières colonnes ; les {hidden} suivantes ne sont pas affichées, mais la colonne « À corriger » nomme celles qui posent problème.",
							description:
								"Verdict table of a very wide file: only the first {shown} columns are drawn; {hidden} more are left out",
						},
						{ shown: fields.length, hidden: hiddenColumns },
					)}
				</p>
			)}
			{shown.kind === "loading" && (
				<p role="status" className={styles.statusText}>
					{translate({
						id: "csvCheck.table.loading",
						message: "Chargement des lignes…",
						description: "Verdict table: the rows are coming from the check's worker",
					})}
				</p>
			)}
			{shown.kind === "failed" && (
				<div role="alert">
					<p className={styles.statusText}>
						{translate({
							id: "csvCheck.table.failed",
							message: "Les lignes vérifiées n'ont pas pu être affichées.",
							description: "Verdict table: the rows could not be fetched from the check's worker",
						})}
					</p>
					<button
						type="button"
						className="button button--sm button--primary"
						onClick={() => setAttempt((count) => count + 1)}
					>
						{siteTranslate({
							id: "widget.crashed.retry",
							message: "Réessayer",
							description: "Button restarting an interactive part of a page that failed",
						})}
					</button>
				</div>
			)}
			{/* A wide table scrolls sideways: keyboard users reach it with Tab and scroll it with the arrow keys. */}
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable for keyboard users (WCAG 2.1.1). */}
			<section className={styles.tableScroll} tabIndex={0} aria-label={caption}>
				<table className={clsx(styles.table, styles.verdictTable)}>
					<caption>{caption}</caption>
					<thead>
						<tr>
							<th scope="col" className={styles.stickyLine}>
								{translate({
									id: "csvCheck.table.line",
									message: "Ligne",
									description: "Verdict table: column of the file's line number",
								})}
							</th>
							<th scope="col" className={styles.stickyVerdict}>
								{translate({
									id: "csvCheck.table.verdict",
									message: "Verdict",
									description: "Verdict table: column of the bot's verdict",
								})}
							</th>
							<th scope="col" className={styles.reasonColumn}>
								{translate({
									id: "csvCheck.table.details",
									message: "À corriger",
									description: "Verdict table: column of problems and warnings",
								})}
							</th>
							{fields.map((field, index) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: a header may repeat a name; its place is its identity.
								<th scope="col" key={index}>
									{field}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{rows.map((row) => {
							const problemColumns = new Set(row.problems.map((problem) => problem.column));
							const warningColumns = new Set(row.warnings.map((warning) => warning.column));
							return (
								<tr key={row.line}>
									<th scope="row" className={styles.stickyLine}>
										{row.line}
									</th>
									<td className={clsx(styles.stickyVerdict, row.registered ? styles.ok : styles.bad)}>
										{verdictText(row, fatal)}
									</td>
									<td className={styles.reasonColumn}>
										<IssueList row={row} />
										{reportRow?.(row)}
									</td>
									{fields.map((field, index) => {
										const atFault = problemColumns.has(field);
										const warned = !atFault && warningColumns.has(field);
										return (
											// biome-ignore lint/suspicious/noArrayIndexKey: a header may repeat a name; its place is its identity.
											<td key={index} className={clsx(atFault && styles.cellProblem, warned && styles.cellWarning)}>
												{row.cells[index] ?? ""}
												{(atFault || warned) && (
													<span className={styles.visuallyHidden}>
														{atFault
															? translate({
																	id: "csvCheck.table.cellProblem",
																	message: " (cellule en cause)",
																	description: "Hidden text after a cell that makes the bot skip the row",
																})
															: translate({
																	id: "csvCheck.table.cellWarning",
																	message: " (cellule à vérifier)",
																	description: "Hidden text after a cell with a warning",
																})}
													</span>
												)}
											</td>
										);
									})}
								</tr>
							);
						})}
					</tbody>
				</table>
			</section>
			{shown.kind === "shown" && shown.total > rows.length && (
				<button type="button" className="button button--secondary button--sm" onClick={more}>
					{translate(
						{
							id: "csvCheck.table.more",
							message: "Afficher les lignes suivantes ({count} restantes)",
							description: "Button: show the next page of rows",
						},
						{ count: shown.total - rows.length },
					)}
				</button>
			)}
		</div>
	);
}
