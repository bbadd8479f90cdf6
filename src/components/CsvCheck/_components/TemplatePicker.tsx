// Where the check takes its template: the builder's draft in this browser, a template
// of the gallery, or a JSON file. Each is checked as the builder checks it; a template
// with errors is refused with them, since the bot would refuse it too.

import useBaseUrl from "@docusaurus/useBaseUrl";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { translate } from "@site/src/i18n/csvCheck";
import type { BotTemplate } from "@site/src/template/botSchema";
import { toBotTemplate } from "@site/src/template/convert";
import { MAX_TEMPLATE_FILE_LABEL } from "@site/src/template/limits";
import { fileProblemMessage, templateErrorMessage } from "@site/src/template/messages";
import { browserStorage, loadDraft } from "@site/src/template/storage";
import { parseTemplateText, readTemplateFile, type TemplateFileResult } from "@site/src/template/templateFile";
import { type TemplateVerdict, validateTemplateJson } from "@site/src/template/validate";
import { useId, useState } from "react";
import { GALLERY_PATH, galleryEntries } from "../../TemplateBuilder/_utils/gallery";
import { galleryLocale } from "../../TemplateBuilder/_utils/galleryFiles";
import styles from "../styles.module.css";

export interface ChosenTemplate {
	template: BotTemplate;
	/** The builder's "sheets can be private" choice: the likely answer to "has the server a private channel?". */
	isPrivate: boolean;
	label: string;
}

type PickerStatus = { tone: "info" | "error"; text: string; items?: string[] } | null;

function verdictProblem(verdict: TemplateVerdict): PickerStatus {
	if (verdict.ok) return null;
	return {
		tone: "error",
		text: translate({
			id: "csvCheck.template.invalid",
			message: "Ce modèle a des erreurs, et le bot le refuserait : corrigez-le dans le constructeur d'abord.",
			description: "Sheet-import check: the chosen template does not pass the builder's checks",
		}),
		items: verdict.issues.slice(0, 5).map((issue) => templateErrorMessage(issue.code, issue.values)),
	};
}

export default function TemplatePicker({ onChoose }: { onChoose: (chosen: ChosenTemplate) => void }) {
	const [status, setStatus] = useState<PickerStatus>(null);
	const galleryBase = useBaseUrl(GALLERY_PATH);
	// The gallery's names and files in the page's language, as the builder's gallery gives them.
	const locale = galleryLocale(useDocusaurusContext().i18n.currentLocale);
	const galleryId = useId();
	const fileId = useId();

	const accept = (verdict: TemplateVerdict, label: string) => {
		const problem = verdictProblem(verdict);
		if (problem || !verdict.ok) {
			setStatus(problem);
			return;
		}
		setStatus({
			tone: "info",
			text: translate(
				{
					id: "csvCheck.template.chosen",
					message: "Modèle utilisé : {label}.",
					description: "Sheet-import check: which template is in use",
				},
				{ label },
			),
		});
		onChoose({ template: verdict.template, isPrivate: verdict.form.isPrivate, label });
	};

	const acceptFile = (result: TemplateFileResult, label: string) => {
		if (result.kind === "fileProblem") {
			const message = fileProblemMessage(result.problem, { max: MAX_TEMPLATE_FILE_LABEL });
			setStatus({ tone: "error", text: message.title, items: [message.detail] });
			return;
		}
		accept(result.verdict, label);
	};

	const chooseDraft = () => {
		const storage = browserStorage();
		const draft = storage ? loadDraft(storage) : ({ status: "empty" } as const);
		if (draft.status !== "restored") {
			setStatus({
				tone: "error",
				text: translate({
					id: "csvCheck.template.noDraft",
					message: "Aucun brouillon du constructeur n'est enregistré dans ce navigateur.",
					description: "Sheet-import check: the builder has no saved draft here",
				}),
			});
			return;
		}
		accept(
			validateTemplateJson(toBotTemplate(draft.form)),
			translate({
				id: "csvCheck.template.draftLabel",
				message: "le brouillon du constructeur",
				description: "Sheet-import check: name of the builder's draft as a template source",
			}),
		);
	};

	const chooseGallery = async (file: string) => {
		const entry = galleryEntries.find((candidate) => candidate.files[locale] === file);
		if (!entry) return;
		try {
			const response = await fetch(`${galleryBase}${file}`);
			if (!response.ok) throw new Error(String(response.status));
			acceptFile(parseTemplateText(await response.text()), entry.games[locale]);
		} catch {
			setStatus({
				tone: "error",
				text: translate({
					id: "csvCheck.template.galleryFailed",
					message: "Le modèle de la galerie n'a pas pu être chargé. Vérifiez la connexion et réessayez.",
					description: "Sheet-import check: a gallery template could not be downloaded",
				}),
			});
		}
	};

	return (
		<fieldset className={styles.fieldset}>
			<legend className={styles.legend}>
				{translate({
					id: "csvCheck.template.legend",
					message: "1. Le modèle du serveur",
					description: "Sheet-import check: legend of the template choice",
				})}
			</legend>
			<div className={styles.row}>
				<button type="button" className="button button--secondary button--sm" onClick={chooseDraft}>
					{translate({
						id: "csvCheck.template.useDraft",
						message: "Utiliser le brouillon du constructeur",
						description: "Sheet-import check: button to use the builder's saved draft",
					})}
				</button>
				<label className={styles.inline} htmlFor={galleryId}>
					{translate({
						id: "csvCheck.template.gallery",
						message: "Modèle de la galerie",
						description: "Sheet-import check: label of the gallery list",
					})}
					<select
						id={galleryId}
						className={styles.input}
						defaultValue=""
						onChange={(event) => {
							if (event.target.value) chooseGallery(event.target.value);
						}}
					>
						<option value="">
							{translate({
								id: "csvCheck.template.galleryNone",
								message: "— choisir —",
								description: "Sheet-import check: empty choice of the gallery list",
							})}
						</option>
						{galleryEntries.map((entry) => (
							<option key={entry.files[locale]} value={entry.files[locale]}>
								{entry.games[locale]}
							</option>
						))}
					</select>
				</label>
				<label className={styles.inline} htmlFor={fileId}>
					{translate({
						id: "csvCheck.template.file",
						message: "Fichier JSON du modèle",
						description: "Sheet-import check: label of the template file input",
					})}
					<input
						id={fileId}
						type="file"
						accept=".json,application/json"
						className={styles.fileInput}
						onChange={async (event) => {
							const file = event.target.files?.[0];
							if (file) acceptFile(await readTemplateFile(file), file.name);
						}}
					/>
				</label>
			</div>
			<div role={status?.tone === "error" ? "alert" : "status"} className={styles.statusRegion}>
				{status && (
					<div className={status.tone === "error" ? "alert alert--danger" : "alert alert--info"}>
						<p className={styles.statusText}>{status.text}</p>
						{status.items && (
							<ul>
								{status.items.map((item) => (
									<li key={item}>{item}</li>
								))}
							</ul>
						)}
					</div>
				)}
			</div>
		</fieldset>
	);
}
