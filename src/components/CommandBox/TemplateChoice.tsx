// The server editor's template choice: a gallery game, the builder's draft or a JSON pasted or opened,
// each checked before the server takes it; a refused one leaves the server and the pasted text as they were.
import useBaseUrl from "@docusaurus/useBaseUrl";
import type { BotLocale } from "@site/src/data/botCommands";
import type { ServerTemplate } from "@site/src/dice/commands";
import { translate } from "@site/src/i18n/sampleServer";
import { useId, useState } from "react";
import { GALLERY_PATH, galleryTemplates } from "../TemplateBuilder/_utils/galleryFiles";
import { loadServerTemplate, type TemplateLoad } from "./loadServerTemplate";
import StatusView, { type Status } from "./StatusView";
import styles from "./server.module.css";
import type { ServerChoice, TemplateSource } from "./serverChoice";

const DRAFT = "draft";
const IMPORTED = "imported";

function failedGallery(): string {
	return translate({
		id: "sampleServer.template.galleryFailed",
		message: "Le modèle de la galerie n'a pas pu être chargé. Vérifiez la connexion et réessayez.",
		description: "Command box: a gallery template could not be downloaded",
	});
}

export default function TemplateChoice({
	locale,
	choice,
	onTemplate,
}: {
	locale: BotLocale;
	choice: ServerChoice;
	onTemplate: (source: TemplateSource, template: ServerTemplate, game: string) => void;
}) {
	const id = useId();
	const galleryBase = useBaseUrl(GALLERY_PATH);
	const [templateStatus, setTemplateStatus] = useState<Status>(null);
	const [pasted, setPasted] = useState(() => (choice.source.kind === "imported" ? choice.source.text : ""));

	const accepted = (source: TemplateSource, load: TemplateLoad) => {
		if (!load.ok) {
			setTemplateStatus({ tone: "error", lines: [load.message, ...load.problems] });
			return;
		}
		onTemplate(source, load.template, load.game);
		setTemplateStatus({
			tone: "info",
			lines: [
				translate({
					id: "sampleServer.template.chosen",
					message:
						"Le serveur utilise maintenant ce modèle ; le personnage garde les valeurs des statistiques de même nom.",
					description: "Command box: the chosen template is now the server's",
				}),
			],
		});
	};

	const choose = async (value: string) => {
		const source: TemplateSource =
			value === DRAFT
				? { kind: "draft" }
				: value === IMPORTED && choice.source.kind === "imported"
					? choice.source
					: { kind: "gallery", id: value };
		setTemplateStatus({
			tone: "info",
			lines: [
				translate({
					id: "sampleServer.template.loading",
					message: "Chargement du modèle…",
					description: "Command box: the chosen template is loading",
				}),
			],
		});
		accepted(source, await loadServerTemplate(source, locale, galleryBase, failedGallery));
	};

	const importText = async (text: string) => {
		const source: TemplateSource = { kind: "imported", text };
		accepted(source, await loadServerTemplate(source, locale, galleryBase, failedGallery));
	};

	const openFile = async (file: File) => {
		const checks = await import(/* webpackChunkName: "sample-server-checks" */ "./serverTemplates");
		const read = await checks.fileTemplate(file);
		// The file's text goes into the field, where a fault can be corrected.
		if (read.text !== undefined) setPasted(read.text);
		accepted({ kind: "imported", text: read.text ?? "" }, read.load);
	};

	const selected =
		choice.source.kind === "gallery" ? choice.source.id : choice.source.kind === "draft" ? DRAFT : IMPORTED;

	return (
		<fieldset className={styles.group}>
			<legend>
				{translate({
					id: "sampleServer.template.legend",
					message: "Modèle du serveur",
					description: "Command box: legend of the template choice",
				})}
			</legend>
			<label className={styles.stacked}>
				{translate({
					id: "sampleServer.template.choice",
					message: "Modèle enregistré sur le serveur",
					description: "Command box: label of the list of templates the server can hold",
				})}
				<select className={styles.control} value={selected} onChange={(event) => choose(event.target.value)}>
					<optgroup
						label={translate({
							id: "sampleServer.template.gallery",
							message: "Galerie",
							description: "Command box: group of the gallery's templates in the list",
						})}
					>
						{galleryTemplates.map((entry) => (
							<option key={entry.id} value={entry.id}>
								{entry.games[locale]}
							</option>
						))}
					</optgroup>
					<option value={DRAFT}>
						{translate({
							id: "sampleServer.template.draft",
							message: "Brouillon du constructeur (ce navigateur)",
							description: "Command box: the builder's draft saved in this browser, as a template choice",
						})}
					</option>
					{choice.source.kind === "imported" ? (
						<option value={IMPORTED}>
							{translate({
								id: "sampleServer.template.imported",
								message: "Modèle importé (JSON)",
								description: "Command box: the imported JSON, as a template choice",
							})}
						</option>
					) : null}
				</select>
			</label>
			<details className={styles.import}>
				<summary>
					{translate({
						id: "sampleServer.import.summary",
						message: "Importer un modèle JSON",
						description: "Command box: opens the JSON import (paste or open a file)",
					})}
				</summary>
				<label className={styles.stacked} htmlFor={`${id}-json`}>
					{translate({
						id: "sampleServer.import.paste",
						message: "JSON du modèle (collé ici ou lu depuis un fichier)",
						description: "Command box: label of the field that holds the template JSON to import",
					})}
				</label>
				<textarea
					id={`${id}-json`}
					className={styles.json}
					rows={6}
					spellCheck={false}
					value={pasted}
					onChange={(event) => setPasted(event.target.value)}
				/>
				<div className={styles.row}>
					<button type="button" className="button button--secondary" onClick={() => importText(pasted)}>
						{translate({
							id: "sampleServer.import.use",
							message: "Utiliser ce JSON",
							description: "Command box: checks the pasted JSON and makes it the server's template",
						})}
					</button>
					<label className={styles.stacked}>
						{translate({
							id: "sampleServer.import.file",
							message: "Ouvrir un fichier JSON",
							description: "Command box: label of the template file input",
						})}
						<input
							type="file"
							accept=".json,application/json"
							className={styles.file}
							onChange={(event) => {
								const file = event.target.files?.[0];
								if (file) openFile(file);
							}}
						/>
					</label>
				</div>
			</details>
			<StatusView status={templateStatus} />
		</fieldset>
	);
}
