// Characters filled by hand: one line each (player, name, the template's statistics
// with their limits, combinations computed, private or not, macros), checked as typed
// by the same check as a file, and downloaded as a CSV the bot registers as it is.
// The grid is saved in this browser after each change.
import { translate } from "@site/src/i18n/csvCheck";
import type { BotTemplate } from "@site/src/template/botSchema";
import {
	checkImportCsv,
	emptyGridRow,
	type GridRow,
	gridCsv,
	isComputed,
	loadGrid,
	MAX_GRID_ROWS,
	rowStatistics,
	saveGrid,
} from "@site/src/template/csv";
import { browserStorage } from "@site/src/template/storage";
import clsx from "clsx";
import { useEffect, useMemo, useState } from "react";
import { downloadText } from "../../TemplateBuilder/_utils/download";
import { csvIssueMessage } from "../_utils/issueMessages";
import styles from "../styles.module.css";
import RowReport from "./RowReport";
import { IssueList, verdictText } from "./VerdictTable";

function limitsOf(template: BotTemplate, name: string): string {
	const entry = template.statistics?.[name];
	if (!entry) return "";
	if (entry.combinaison) return `= ${entry.combinaison}`;
	const min = entry.min ?? "";
	const max = entry.max && entry.max > 0 ? entry.max : "";
	return min === "" && max === "" ? "" : `${min}–${max}`;
}

export default function CharacterGrid({
	template,
	privateChannel,
}: {
	template: BotTemplate;
	privateChannel: boolean;
}) {
	const [rows, setRows] = useState<GridRow[]>(() => {
		const saved = loadGrid(browserStorage());
		return saved.length > 0 ? saved : [emptyGridRow()];
	});
	const [saved, setSaved] = useState(true);
	const names = Object.keys(template.statistics ?? {});

	useEffect(() => {
		setSaved(saveGrid(browserStorage(), rows));
	}, [rows]);

	const text = useMemo(() => gridCsv(rows, template, privateChannel), [rows, template, privateChannel]);
	const result = useMemo(() => checkImportCsv(text, template, { privateChannel }), [text, template, privateChannel]);
	const templateText = useMemo(() => JSON.stringify(template, null, 2), [template]);
	const allRegistered = result.fatal === null && rows.length > 0 && result.rows.every((row) => row.registered);
	const registeredCount = result.rows.filter((row) => row.registered).length;
	// Kept as typed in the download (that is what the bot registers), so the reader is told before downloading.
	const formulaCells = result.rows.reduce(
		(count, row) => count + row.warnings.filter((warning) => warning.code === "cell.formula").length,
		0,
	);

	const update = (index: number, change: (row: GridRow) => GridRow) =>
		setRows((current) => current.map((row, at) => (at === index ? change(row) : row)));
	const label = (what: string, index: number) =>
		translate(
			{
				id: "csvCheck.grid.cellLabel",
				message: "{what}, personnage {number}",
				description: "Accessible name of a grid cell: column and row number",
			},
			{ what, number: index + 1 },
		);
	const gridCaption = translate({
		id: "csvCheck.grid.caption",
		message: "Personnages à importer, vérifiés pendant la saisie",
		description: "Caption of the character grid",
	});
	const playerLabel = translate({
		id: "csvCheck.grid.user",
		message: "Joueur (identifiant ou nom d'utilisateur)",
		description: "Grid column: the player",
	});
	const nameLabel = translate({
		id: "csvCheck.grid.charName",
		message: "Nom du personnage",
		description: "Grid column: the character's name",
	});
	const privateLabel = translate({
		id: "csvCheck.grid.private",
		message: "Fiche privée",
		description: "Grid column: private sheet",
	});
	const macrosLabel = translate({
		id: "csvCheck.grid.macros",
		message: "Macros (- nom: formule)",
		description: "Grid column: the character's own macros",
	});

	return (
		<div className={styles.mode}>
			{/* A wide table scrolls sideways: keyboard users reach it with Tab and scroll it with the arrow keys. */}
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable for keyboard users (WCAG 2.1.1). */}
			<section className={styles.tableScroll} tabIndex={0} aria-label={gridCaption}>
				<table className={styles.table}>
					<caption>{gridCaption}</caption>
					<thead>
						<tr>
							<th scope="col">#</th>
							<th scope="col">{playerLabel}</th>
							<th scope="col">{nameLabel}</th>
							{names.map((name) => (
								<th scope="col" key={name}>
									{name}
									{limitsOf(template, name) && <span className={styles.limits}> {limitsOf(template, name)}</span>}
								</th>
							))}
							{privateChannel && <th scope="col">{privateLabel}</th>}
							<th scope="col">{macrosLabel}</th>
							<th scope="col">
								{translate({
									id: "csvCheck.table.verdict",
									message: "Verdict",
									description: "Verdict table: column of the bot's verdict",
								})}
							</th>
							<th scope="col">
								<span className={styles.visuallyHidden}>
									{translate({
										id: "csvCheck.grid.actions",
										message: "Actions",
										description: "Grid column: row actions (hidden header)",
									})}
								</span>
							</th>
						</tr>
					</thead>
					<tbody>
						{rows.map((row, index) => {
							const checked = result.rows[index];
							const computed = rowStatistics(row, template);
							const faulty = new Set(
								[...(checked?.problems ?? []), ...(checked?.warnings ?? [])].map((issue) => issue.column),
							);
							return (
								// biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; removing one re-renders those below.
								<tr key={index}>
									<th scope="row">{index + 1}</th>
									<td>
										<input
											className={clsx(styles.input, faulty.has("user") && styles.inputFaulty)}
											aria-label={label(playerLabel, index)}
											aria-invalid={faulty.has("user") || undefined}
											value={row.user}
											onChange={(event) => update(index, (current) => ({ ...current, user: event.target.value }))}
										/>
									</td>
									<td>
										<input
											className={clsx(styles.input, faulty.has("charName") && styles.inputFaulty)}
											aria-label={label(nameLabel, index)}
											aria-invalid={faulty.has("charName") || undefined}
											value={row.charName}
											onChange={(event) => update(index, (current) => ({ ...current, charName: event.target.value }))}
										/>
									</td>
									{names.map((name) => {
										const entry = template.statistics?.[name];
										if (isComputed(template, name))
											return (
												<td key={name}>
													<output
														aria-label={label(name, index)}
														className={clsx(faulty.has(name) && styles.cellProblem)}
													>
														{computed[name] || "—"}
													</output>
												</td>
											);
										return (
											<td key={name}>
												<input
													type="number"
													inputMode="numeric"
													className={clsx(styles.input, styles.number, faulty.has(name) && styles.inputFaulty)}
													aria-label={label(name, index)}
													aria-invalid={faulty.has(name) || undefined}
													min={entry?.min}
													max={entry?.max && entry.max > 0 ? entry.max : undefined}
													value={row.stats[name] ?? ""}
													onChange={(event) =>
														update(index, (current) => ({
															...current,
															stats: { ...current.stats, [name]: event.target.value },
														}))
													}
												/>
											</td>
										);
									})}
									{privateChannel && (
										<td>
											<input
												type="checkbox"
												aria-label={label(privateLabel, index)}
												checked={row.isPrivate}
												onChange={(event) =>
													update(index, (current) => ({ ...current, isPrivate: event.target.checked }))
												}
											/>
										</td>
									)}
									<td>
										<textarea
											className={clsx(styles.input, styles.macros, faulty.has("dice") && styles.inputFaulty)}
											aria-label={label(macrosLabel, index)}
											rows={2}
											value={row.macros}
											onChange={(event) => update(index, (current) => ({ ...current, macros: event.target.value }))}
										/>
									</td>
									<td className={styles.verdictCell}>
										{checked && (
											<>
												<span className={checked.registered ? styles.ok : styles.bad}>
													{verdictText(checked, result.fatal !== null)}
												</span>
												<IssueList row={checked} />
												<RowReport
													row={checked}
													result={result}
													templateText={templateText}
													privateChannel={privateChannel}
												/>
											</>
										)}
									</td>
									<td>
										<button
											type="button"
											className="button button--link button--sm"
											onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
										>
											{translate(
												{
													id: "csvCheck.grid.remove",
													message: "Retirer le personnage {number}",
													description: "Grid: button that removes a row",
												},
												{ number: index + 1 },
											)}
										</button>
									</td>
								</tr>
							);
						})}
					</tbody>
				</table>
			</section>
			<div className={styles.row}>
				<button
					type="button"
					className="button button--secondary button--sm"
					disabled={rows.length >= MAX_GRID_ROWS}
					onClick={() => setRows((current) => [...current, emptyGridRow()])}
				>
					{translate({
						id: "csvCheck.grid.add",
						message: "Ajouter un personnage",
						description: "Grid: button that adds a row",
					})}
				</button>
				<button
					type="button"
					className="button button--primary button--sm"
					disabled={!allRegistered}
					aria-describedby="csv-grid-status"
					onClick={() => downloadText("fiches.csv", text, "text/csv;charset=utf-8")}
				>
					{translate({
						id: "csvCheck.grid.download",
						message: "Télécharger le CSV",
						description: "Grid: button that downloads the CSV for /import",
					})}
				</button>
			</div>
			<div role="status" id="csv-grid-status" className={styles.statusRegion}>
				<p className={styles.statusText}>
					{allRegistered
						? translate(
								{
									id: "csvCheck.grid.ready",
									message: "Chaque personnage ({count}) sera enregistré par le bot : le fichier est prêt pour /import.",
									description: "Grid: every row registers",
								},
								{ count: rows.length },
							)
						: translate(
								{
									id: "csvCheck.grid.notReady",
									message:
										"Enregistrés par le bot : {registered} sur {count}. Corrigez les autres pour télécharger le fichier.",
									description: "Grid: some rows would not register, so the download is disabled",
								},
								{ registered: result.fatal ? 0 : registeredCount, count: rows.length },
							)}
				</p>
				{formulaCells > 0 && (
					<p className={styles.statusText}>
						{translate(
							{
								id: "csvCheck.grid.formulaCells",
								message:
									"{count} cellule(s) commencent comme une formule de tableur (=, +, -, @) : le fichier les garde telles que vous les avez tapées, car c'est ce que le bot enregistre. Envoyez-le tel quel à /import ; ne l'ouvrez dans un tableur qu'en important ses colonnes comme texte.",
								description:
									"Grid: some cells start like a spreadsheet formula; the download keeps them as typed; {count} is how many",
							},
							{ count: formulaCells },
						)}
					</p>
				)}
				{/* A crash is told on its own row; what concerns the whole file is told here. */}
				{result.fatal && result.fatal.code !== "file.crash" && (
					<p className={styles.statusText}>{csvIssueMessage(result.fatal)}</p>
				)}
				{!saved && (
					<p className={styles.statusText}>
						{translate({
							id: "csvCheck.grid.notSaved",
							message: "Ce navigateur refuse d'enregistrer la grille : elle sera perdue au rechargement de la page.",
							description: "Grid: storage is blocked or full",
						})}
					</p>
				)}
			</div>
		</div>
	);
}
