// A checked file as a table: one row per character row of the file, with the bot's
// verdict, the cells as written (the one at fault marked, in words too) and what to
// fix. Long files show the rows to fix first and the rest a page at a time.
import { translate } from "@docusaurus/Translate";
import type { CheckedRow, CsvCheckResult } from "@site/src/template/csvCheck";
import { csvIssueMessage } from "@site/src/template/csvMessages";
import clsx from "clsx";
import { type ReactNode, useState } from "react";
import styles from "../styles.module.css";

const PAGE_ROWS = 500;

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

function needsWork(row: CheckedRow): boolean {
	return !row.registered || row.warnings.length > 0;
}

export default function VerdictTable({
	result,
	fileName,
	reportRow,
}: {
	result: CsvCheckResult;
	fileName: string;
	/** A row's "report a problem" link. */
	reportRow?: (row: CheckedRow) => ReactNode;
}) {
	const toFix = result.rows.filter(needsWork).length;
	const [onlyToFix, setOnlyToFix] = useState(result.rows.length > PAGE_ROWS && toFix > 0);
	const [shown, setShown] = useState(PAGE_ROWS);
	const rows = onlyToFix ? result.rows.filter(needsWork) : result.rows;
	const visible = rows.slice(0, shown);
	const fatal = result.fatal !== null;
	const caption = translate(
		{
			id: "csvCheck.table.caption",
			message: "Verdict du bot pour chaque ligne de {file}",
			description: "Caption of the verdict table; file is the CSV file's name",
		},
		{ file: fileName },
	);
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
					{ count: toFix },
				)}
			</label>
			{/* A wide table scrolls sideways: keyboard users reach it with Tab and scroll it with the arrow keys. */}
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable for keyboard users (WCAG 2.1.1). */}
			<section className={styles.tableScroll} tabIndex={0} aria-label={caption}>
				<table className={styles.table}>
					<caption>{caption}</caption>
					<thead>
						<tr>
							<th scope="col">
								{translate({
									id: "csvCheck.table.line",
									message: "Ligne",
									description: "Verdict table: column of the file's line number",
								})}
							</th>
							<th scope="col">
								{translate({
									id: "csvCheck.table.verdict",
									message: "Verdict",
									description: "Verdict table: column of the bot's verdict",
								})}
							</th>
							{result.fields.map((field) => (
								<th scope="col" key={field}>
									{field}
								</th>
							))}
							<th scope="col">
								{translate({
									id: "csvCheck.table.details",
									message: "À corriger",
									description: "Verdict table: column of problems and warnings",
								})}
							</th>
						</tr>
					</thead>
					<tbody>
						{visible.map((row) => {
							const problemColumns = new Set(row.problems.map((problem) => problem.column));
							const warningColumns = new Set(row.warnings.map((warning) => warning.column));
							return (
								<tr key={row.line}>
									<th scope="row">{row.line}</th>
									<td className={clsx(row.registered ? styles.ok : styles.bad)}>{verdictText(row, fatal)}</td>
									{result.fields.map((field, index) => {
										const atFault = problemColumns.has(field);
										const warned = !atFault && warningColumns.has(field);
										return (
											<td key={field} className={clsx(atFault && styles.cellProblem, warned && styles.cellWarning)}>
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
									<td>
										<IssueList row={row} />
										{reportRow?.(row)}
									</td>
								</tr>
							);
						})}
					</tbody>
				</table>
			</section>
			{rows.length > shown && (
				<button
					type="button"
					className="button button--secondary button--sm"
					onClick={() => setShown(shown + PAGE_ROWS)}
				>
					{translate(
						{
							id: "csvCheck.table.more",
							message: "Afficher les lignes suivantes ({count} restantes)",
							description: "Button: show the next page of rows",
						},
						{ count: rows.length - shown },
					)}
				</button>
			)}
		</div>
	);
}
