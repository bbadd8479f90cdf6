// A filled CSV, dropped on the box or chosen with its input, read in this browser only, and read and checked in a
// worker (the page keeps only the File's handle); over the size limit it is refused before being read. Changing the template or the
// private-channel answer checks the same file again.
import { translate } from "@site/src/i18n/csvCheck";
import type { BotTemplate } from "@site/src/template/botSchema";
import type { CsvCheckSummary } from "@site/src/template/csv";
import { MAX_CSV_FILE_BYTES, MAX_CSV_FILE_LABEL } from "@site/src/template/limits";
import clsx from "clsx";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { checkInWorker, UnreadableFile } from "../_utils/checkInWorker";
import { csvEncodingMessage, csvIssueMessage } from "../_utils/issueMessages";
import styles from "../styles.module.css";
import RowReport from "./RowReport";
import VerdictTable from "./VerdictTable";

type Checked = {
	kind: "checked";
	checkId: number;
	result: CsvCheckSummary;
	milliseconds: number;
	fileName: string;
};
type State = { kind: "idle" } | { kind: "checking"; fileName: string } | { kind: "refused"; message: string } | Checked;

function summary(result: CsvCheckSummary): string {
	const { registered, warned } = result;
	return translate(
		{
			id: "csvCheck.file.summary",
			message:
				"Lignes de personnages : {total}. Enregistrées par le bot : {registered} ; ignorées : {skipped} ; avec un avertissement : {warned}.",
			description: "Sheet-import check: counts after checking a file",
		},
		{ total: result.total, registered, skipped: result.total - registered, warned },
	);
}

export default function FileCheck({ template, privateChannel }: { template: BotTemplate; privateChannel: boolean }) {
	const inputId = useId();
	const [file, setFile] = useState<{ name: string; blob: Blob } | null>(null);
	const [state, setState] = useState<State>({ kind: "idle" });
	const [dragging, setDragging] = useState(false);
	const latest = useRef(0);
	const templateText = useMemo(() => JSON.stringify(template, null, 2), [template]);

	useEffect(() => {
		if (!file) return;
		const request = ++latest.current;
		setState({ kind: "checking", fileName: file.name });
		checkInWorker(file.blob, template, privateChannel).then(
			({ checkId, summary: result, milliseconds }) => {
				if (request === latest.current)
					setState({ kind: "checked", checkId, result, milliseconds, fileName: file.name });
			},
			(error: unknown) => {
				if (request !== latest.current) return;
				setState({
					kind: "refused",
					message:
						error instanceof UnreadableFile
							? translate({
									id: "csvCheck.file.readError",
									message: "Ce fichier n'a pas pu être lu.",
									description: "Sheet-import check: the CSV could not be read",
								})
							: translate({
									id: "csvCheck.file.failed",
									message: "La vérification a échoué dans ce navigateur. Rechargez la page et réessayez.",
									description: "Sheet-import check: the worker failed",
								}),
				});
			},
		);
	}, [file, template, privateChannel]);

	const take = (chosen: File | undefined) => {
		if (!chosen) return;
		if (chosen.size > MAX_CSV_FILE_BYTES) {
			setState({
				kind: "refused",
				message: translate(
					{
						id: "csvCheck.file.tooLarge",
						message:
							"« {name} » dépasse {max} : il n'est pas lu. Coupez-le en plusieurs fichiers et vérifiez-les un par un.",
						description: "Sheet-import check: the CSV file is over the size limit",
					},
					{ name: chosen.name, max: MAX_CSV_FILE_LABEL },
				),
			});
			return;
		}
		// Read and decoded in the worker (UTF-8, a byte order mark dropped: what the bot gets from Discord).
		setFile({ name: chosen.name, blob: chosen });
	};

	const notCsvName = file !== null && !/\.csv$/i.test(file.name);
	return (
		<div className={styles.mode}>
			{/* Dropping is a pointer shortcut; the file input inside is the way for the keyboard. */}
			{/* biome-ignore lint/a11y/noStaticElementInteractions: drag and drop has no keyboard equivalent to give this box; the input inside is it. */}
			<div
				className={clsx(styles.dropZone, dragging && styles.dropZoneActive)}
				onDragOver={(event) => {
					event.preventDefault();
					setDragging(true);
				}}
				onDragLeave={() => setDragging(false)}
				onDrop={(event) => {
					event.preventDefault();
					setDragging(false);
					take(event.dataTransfer.files[0]);
				}}
			>
				<label htmlFor={inputId} className={styles.label}>
					{translate({
						id: "csvCheck.file.label",
						message: "Fichier CSV rempli (déposez-le ici ou choisissez-le ; il ne quitte pas ce navigateur)",
						description: "Sheet-import check: label of the CSV drop zone and file input",
					})}
				</label>
				<input
					id={inputId}
					type="file"
					accept=".csv,.tsv,.txt,text/csv,text/plain"
					className={styles.fileInput}
					onChange={(event) => take(event.target.files?.[0])}
				/>
			</div>
			<div role="status" className={styles.statusRegion}>
				{state.kind === "checking" &&
					translate(
						{
							id: "csvCheck.file.checking",
							message: "Vérification de {name}…",
							description: "Sheet-import check: checking a file",
						},
						{ name: state.fileName },
					)}
				{state.kind === "checked" && (
					<p className={styles.statusText}>
						{summary(state.result)}{" "}
						{translate(
							{
								id: "csvCheck.file.time",
								message: "Vérifié en {ms} ms.",
								description: "Sheet-import check: how long the check took",
							},
							{ ms: Math.round(state.milliseconds) },
						)}
					</p>
				)}
				{notCsvName && state.kind === "checked" && (
					<p className={styles.statusText}>
						{translate({
							id: "csvCheck.file.notCsvName",
							message:
								"Le bot n'accepte que les fichiers dont le nom finit par .csv : renommez celui-ci avant /import.",
							description: "Sheet-import check: the bot refuses files without the .csv extension",
						})}
					</p>
				)}
			</div>
			<div role="alert" className={styles.statusRegion}>
				{state.kind === "refused" && <p className="alert alert--danger">{state.message}</p>}
				{state.kind === "checked" && state.result.fatal && (
					<div className="alert alert--danger">
						<p className={styles.statusText}>{csvIssueMessage(state.result.fatal)}</p>
						{state.result.fatal.cause && (
							<p className={styles.statusText}>{csvIssueMessage(state.result.fatal.cause)}</p>
						)}
						{state.result.encoding && <p className={styles.statusText}>{csvEncodingMessage(state.result.encoding)}</p>}
					</div>
				)}
			</div>
			{state.kind === "checked" && state.result.total > 0 && (
				<VerdictTable
					key={state.checkId}
					checkId={state.checkId}
					summary={state.result}
					fileName={state.fileName}
					reportRow={(row) => (
						<RowReport row={row} result={state.result} templateText={templateText} privateChannel={privateChannel} />
					)}
				/>
			)}
		</div>
	);
}
