// The builder's action bar: the game's name (for file names), the error
// summary, downloads and copies of the template, the share link, import and
// reset. Whenever the template cannot leave the form, the reason is written
// next to the buttons (and tied to them by aria-describedby), never left to a
// greyed-out button alone.

import { siteFacts } from "@site/src/data/siteFacts";
import { translate } from "@site/src/i18n/templateBuilder";
import { toBotTemplateJson } from "@site/src/template/convert";
import { csvHeader } from "@site/src/template/csv";
import type { TemplateForm } from "@site/src/template/formModel";
import { TEMPLATE_SCHEMA_PATH } from "@site/src/template/limits";
import { isEmptyForm } from "@site/src/template/storage";
import clsx from "clsx";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { downloadText } from "../_utils/download";
import { flattenErrors } from "../_utils/errorList";
import { downloadNames } from "../_utils/fileName";
import { checksClient } from "../_utils/loadChecks";
import { oddsView, subscribeOddsView } from "../_utils/oddsView";
import { shareFragment } from "../_utils/shareLink";
import styles from "../styles.module.css";
import ErrorSummary from "./ErrorSummary";
import ResetButton from "./ResetButton";
import StatusMessage, { type Status } from "./StatusMessage";

const SCHEMA_URL = `${siteFacts.siteUrl}${TEMPLATE_SCHEMA_PATH}`;
const REASON_ID = "template-download-reason";
const GAME_ID = "template-game-name";

export type BlockReason = "empty" | "checking" | "unavailable" | "errors";

function blockReasonText(reason: BlockReason): string {
	switch (reason) {
		case "empty":
			return translate({
				id: "templateBuilder.blocked.empty",
				message:
					"Le modèle est vide : remplissez au moins un champ, ouvrez un modèle prêt à l'emploi ou importez un fichier.",
				description: "Why download and copy are disabled: the form is empty",
			});
		case "checking":
			return translate({
				id: "templateBuilder.blocked.checking",
				message: "Vérification du modèle en cours…",
				description: "Why download and copy are disabled: the checks are running or downloading",
			});
		case "unavailable":
			return translate({
				id: "templateBuilder.blocked.unavailable",
				message:
					"Le modèle n'a pas pu être vérifié, car le contrôle ne s'est pas chargé : il sera retenté à la prochaine modification.",
				description: "Why download and copy are disabled: the checks could not be downloaded",
			});
		case "errors":
			return translate({
				id: "templateBuilder.blocked.errors",
				message: "Corrigez d'abord les erreurs listées ci-dessus.",
				description: "Why download and copy are disabled: the form has errors (listed just above)",
			});
	}
}

const NOT_CHECKED = () => undefined;

function useBlockReason(): BlockReason | undefined {
	const { control } = useFormContext<TemplateForm>();
	const values = useWatch({ control }) as TemplateForm;
	const { errors, isValidating } = useFormState({ control });
	// Valid means the checks passed these very values. Not react-hook-form's isValid: reading it makes
	// every field that mounts check the whole form again, which froze the tab seconds on a large import.
	const lastCheck = useSyncExternalStore(checksClient.subscribe, checksClient.lastCheck, NOT_CHECKED);
	if (isEmptyForm(values)) return "empty";
	if (errors.root?.type === "checksUnavailable") return "unavailable";
	if (flattenErrors(errors).length > 0) return "errors";
	if (isValidating || !lastCheck?.ok || lastCheck.key !== JSON.stringify(values)) return "checking";
	return undefined;
}

function JsonPreview() {
	const { control } = useFormContext<TemplateForm>();
	const values = useWatch({ control }) as TemplateForm;
	return (
		<details className={styles.preview}>
			<summary>
				{translate({
					id: "templateBuilder.preview.summary",
					message: "Aperçu du JSON",
					description: "Summary of the collapsible read-only preview of the template's JSON",
				})}
			</summary>
			<textarea
				className={clsx(styles.input, styles.monospace, styles.previewCode)}
				readOnly
				rows={14}
				spellCheck={false}
				value={toBotTemplateJson(values, SCHEMA_URL)}
				aria-label={translate({
					id: "templateBuilder.preview.label",
					message: "JSON du modèle, en lecture seule",
					description: "Accessible name of the read-only JSON preview",
				})}
			/>
		</details>
	);
}

interface ActionsSectionProps {
	gameName: string;
	onGameName: (name: string) => void;
	status: Status | null;
	onStatus: (status: Status) => void;
	onImportFile: (file: File) => void;
	onAskReset: (question: string, confirmLabel: string) => void;
}

async function copyText(text: string): Promise<boolean> {
	try {
		await navigator.clipboard.writeText(text);
		return true;
	} catch {
		return false;
	}
}

export default function ActionsSection(props: ActionsSectionProps) {
	const { getValues, watch } = useFormContext<TemplateForm>();
	const fileInput = useRef<HTMLInputElement>(null);
	const [shareLink, setShareLink] = useState("");
	// A link shown is the template as it was: it goes at the next change.
	useEffect(() => {
		const subscription = watch(() => setShareLink(""));
		// The odds view travels in the link too.
		const unsubscribe = subscribeOddsView(() => setShareLink(""));
		return () => {
			subscription.unsubscribe();
			unsubscribe();
		};
	}, [watch]);
	const reason = useBlockReason();
	const blocked = reason !== undefined;
	const names = downloadNames(props.gameName);
	const jsonText = () => toBotTemplateJson(getValues(), SCHEMA_URL);

	const copyFailed = (): Status => ({
		tone: "error",
		title: translate({
			id: "templateBuilder.copy.failed",
			message: "Le navigateur a refusé la copie : sélectionnez le texte et copiez-le vous-même (Ctrl+C).",
			description: "Copying to the clipboard was refused by the browser",
		}),
	});

	const copyJson = async () => {
		const copied = await copyText(jsonText());
		props.onStatus(
			copied
				? {
						tone: "success",
						title: translate({
							id: "templateBuilder.copy.json.done",
							message: "JSON du modèle copié dans le presse-papiers.",
							description: "Notice after the template's JSON was copied",
						}),
					}
				: copyFailed(),
		);
	};

	const copyShareLink = async () => {
		const url = new URL(window.location.href);
		url.hash = await shareFragment(jsonText(), props.gameName, oddsView());
		setShareLink(url.toString());
		const copied = await copyText(url.toString());
		props.onStatus(
			copied
				? {
						tone: "success",
						title: translate({
							id: "templateBuilder.share.done",
							message:
								"Lien de partage copié. Le modèle est écrit dans le lien lui-même : rien n'a été envoyé, ni au site ni au bot.",
							description: "Notice after the share link was copied",
						}),
					}
				: copyFailed(),
		);
	};

	const describedBy = blocked ? REASON_ID : undefined;
	const blockable = { disabled: blocked, "aria-describedby": describedBy };

	return (
		<section
			className={styles.actions}
			aria-label={translate({
				id: "templateBuilder.actions.label",
				message: "Actions du modèle",
				description: "Accessible name of the builder's action bar",
			})}
		>
			<div className={styles.field}>
				<label htmlFor={GAME_ID} className={styles.label}>
					{translate({
						id: "templateBuilder.game.label",
						message: "Nom du jeu (facultatif)",
						description: "Label of the field naming the game, used only for file names",
					})}
				</label>
				<input
					id={GAME_ID}
					className={clsx(styles.input, styles.gameInput)}
					value={props.gameName}
					onChange={(event) => props.onGameName(event.target.value)}
					aria-describedby={`${GAME_ID}-hint`}
					autoComplete="off"
				/>
				<p id={`${GAME_ID}-hint`} className={styles.hint}>
					{translate(
						{
							id: "templateBuilder.game.hint",
							message: "Sert seulement à nommer les fichiers téléchargés ({file}) ; le bot ne le lit pas.",
							description: "Help under the game name field; file is the resulting file name",
						},
						{ file: names.json },
					)}
				</p>
			</div>
			<ErrorSummary />
			<div className={styles.buttons}>
				<button
					type="button"
					className="button button--primary"
					{...blockable}
					onClick={() => downloadText(names.json, jsonText(), "application/json")}
				>
					{translate({
						id: "templateBuilder.download.json",
						message: "Télécharger le modèle",
						description: "Button saving template.json",
					})}
				</button>
				<button
					type="button"
					className="button button--secondary"
					{...blockable}
					onClick={() => downloadText(names.csv, csvHeader(getValues()), "text/csv;charset=utf-8")}
				>
					{translate({
						id: "templateBuilder.download.csv",
						message: "Télécharger le CSV d'import des fiches",
						description: "Button saving the CSV header for bulk sheet import",
					})}
				</button>
				<button type="button" className="button button--secondary" {...blockable} onClick={() => void copyJson()}>
					{translate({
						id: "templateBuilder.copy.json",
						message: "Copier le JSON",
						description: "Button copying the template's JSON to the clipboard",
					})}
				</button>
				<button type="button" className="button button--secondary" {...blockable} onClick={() => void copyShareLink()}>
					{translate({
						id: "templateBuilder.share.button",
						message: "Copier un lien de partage",
						description: "Button copying a link that carries the template",
					})}
				</button>
			</div>
			{reason && (
				<p id={REASON_ID} className={styles.blockReason}>
					{blockReasonText(reason)}
				</p>
			)}
			<div className={styles.buttons}>
				<button type="button" className="button button--secondary" onClick={() => fileInput.current?.click()}>
					{translate({
						id: "templateBuilder.import.button",
						message: "Importer un modèle JSON",
						description: "Button opening the file picker to import a template",
					})}
				</button>
				<input
					ref={fileInput}
					type="file"
					accept=".json,application/json"
					className={styles.srOnly}
					tabIndex={-1}
					aria-label={translate({
						id: "templateBuilder.import.input",
						message: "Fichier JSON du modèle à importer",
						description: "Accessible name of the hidden file input of the import",
					})}
					onChange={(event) => {
						const file = event.target.files?.[0];
						event.target.value = "";
						if (file) props.onImportFile(file);
					}}
				/>
				<ResetButton onAsk={props.onAskReset} />
			</div>
			<StatusMessage status={props.status} />
			{shareLink && (
				<div className={styles.field}>
					<label htmlFor="template-share-link" className={styles.label}>
						{translate({
							id: "templateBuilder.share.label",
							message: "Lien de partage (ouvre ce modèle dans le constructeur, après confirmation)",
							description: "Label of the read-only field showing the last share link",
						})}
					</label>
					<input
						id="template-share-link"
						className={clsx(styles.input, styles.monospace)}
						readOnly
						value={shareLink}
						onFocus={(event) => event.target.select()}
					/>
				</div>
			)}
			<JsonPreview />
		</section>
	);
}
