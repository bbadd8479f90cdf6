// The sheet-import check: a template, the server's private channel (or not), then a
// filled file to check or characters to fill in. Everything runs in this browser.
import { translate } from "@site/src/i18n/csvCheck";
import { useEffect, useId, useRef, useState } from "react";
import styles from "../styles.module.css";
import CharacterGrid from "./CharacterGrid";
import FileCheck from "./FileCheck";
import TemplatePicker, { type ChosenTemplate } from "./TemplatePicker";

type Mode = "file" | "grid";

export default function CsvCheckTool() {
	const [chosen, setChosen] = useState<ChosenTemplate | null>(null);
	const [privateChannel, setPrivateChannel] = useState(false);
	const [mode, setMode] = useState<Mode>("file");
	const root = useRef<HTMLElement>(null);
	const privateId = useId();
	const modeName = useId();

	// Opened by a button that is now gone: the tool takes the focus, so keyboard users go on from here.
	useEffect(() => {
		root.current?.focus();
	}, []);

	return (
		<section
			ref={root}
			tabIndex={-1}
			className={styles.tool}
			aria-label={translate({
				id: "csvCheck.title",
				message: "Vérificateur de CSV d'import",
				description: "Accessible name of the sheet-import check",
			})}
		>
			<p className={styles.intro}>
				{translate({
					id: "csvCheck.intro",
					message:
						"Le vérificateur lit le fichier comme /import du bot 4.7.2 et dit, ligne par ligne, ce que le bot en fera. Rien n'est envoyé : tout se passe dans ce navigateur.",
					description: "Sheet-import check: what the tool does",
				})}
			</p>
			<TemplatePicker
				onChoose={(next) => {
					setChosen(next);
					setPrivateChannel(next.isPrivate);
				}}
			/>
			{chosen && (
				<>
					<fieldset className={styles.fieldset}>
						<legend className={styles.legend}>
							{translate({
								id: "csvCheck.server.legend",
								message: "2. Le serveur",
								description: "Sheet-import check: legend of the server settings",
							})}
						</legend>
						<label className={styles.inline} htmlFor={privateId}>
							<input
								id={privateId}
								type="checkbox"
								checked={privateChannel}
								onChange={(event) => setPrivateChannel(event.target.checked)}
							/>
							{translate({
								id: "csvCheck.server.privateChannel",
								message: "Le serveur a un salon privé (la colonne isPrivate est alors obligatoire)",
								description: "Sheet-import check: checkbox for a server with a private channel",
							})}
						</label>
					</fieldset>
					<fieldset className={styles.fieldset}>
						<legend className={styles.legend}>
							{translate({
								id: "csvCheck.mode.legend",
								message: "3. Que voulez-vous faire ?",
								description: "Sheet-import check: legend of the mode choice",
							})}
						</legend>
						<div className={styles.row}>
							<label className={styles.inline}>
								<input type="radio" name={modeName} checked={mode === "file"} onChange={() => setMode("file")} />
								{translate({
									id: "csvCheck.mode.file",
									message: "Vérifier un fichier CSV rempli",
									description: "Sheet-import check: mode that checks a file",
								})}
							</label>
							<label className={styles.inline}>
								<input type="radio" name={modeName} checked={mode === "grid"} onChange={() => setMode("grid")} />
								{translate({
									id: "csvCheck.mode.grid",
									message: "Remplir les personnages dans une grille",
									description: "Sheet-import check: mode that fills characters by hand",
								})}
							</label>
						</div>
					</fieldset>
					{/* Both stay mounted, so that switching keeps a checked file and the grid's focus order. */}
					<div hidden={mode !== "file"}>
						<FileCheck template={chosen.template} privateChannel={privateChannel} />
					</div>
					<div hidden={mode !== "grid"}>
						<CharacterGrid template={chosen.template} privateChannel={privateChannel} />
					</div>
				</>
			)}
		</section>
	);
}
