// The server editor's registered character: its name, each statistic's value within the template's
// bounds (a value past them is said, and the sheet holds the bound), the combinations and the macros.
import type { ServerTemplate } from "@site/src/dice/commands";
import { translate } from "@site/src/i18n/sampleServer";
import { useId } from "react";
import styles from "./server.module.css";
import { type ServerChoice, sheetValue, startingValue } from "./serverChoice";

export default function CharacterFields({
	choice,
	template,
	sheet,
	onChange,
}: {
	choice: ServerChoice;
	template: ServerTemplate;
	sheet: readonly { name: string; value: number }[];
	onChange: (update: (previous: ServerChoice) => ServerChoice) => void;
}) {
	const id = useId();
	const statistics = Object.entries(template.statistics ?? {});
	const macros = Object.entries(template.damage ?? {});
	return (
		<fieldset className={styles.group}>
			<legend>
				{translate({
					id: "sampleServer.character.legend",
					message: "Personnage enregistré",
					description: "Command box: legend of the sample character's sheet",
				})}
			</legend>
			<div className={styles.sheet}>
				<label>
					{translate({
						id: "sampleServer.character.name",
						message: "Nom du personnage",
						description: "Command box: the sample character's name field",
					})}
					<input
						className={styles.control}
						value={choice.character}
						onChange={(event) => onChange((previous) => ({ ...previous, character: event.target.value }))}
					/>
				</label>
				{statistics
					.filter(([, rule]) => !rule.combinaison)
					.map(([name, rule]) => {
						const typed = choice.values[name];
						const kept = sheetValue(typed, rule);
						const outside = typed !== undefined && typed.trim() !== "" && String(kept) !== typed.trim();
						return (
							<label key={name}>
								{name}
								<input
									className={styles.control}
									type="number"
									min={rule.min}
									max={rule.max}
									value={typed ?? String(startingValue(rule))}
									aria-invalid={outside}
									aria-describedby={outside ? `${id}-${name}-bounds` : undefined}
									onChange={(event) =>
										onChange((previous) => ({
											...previous,
											values: { ...previous.values, [name]: event.target.value },
										}))
									}
								/>
								{outside ? (
									<span id={`${id}-${name}-bounds`} className={styles.bounds}>
										{translate(
											{
												id: "sampleServer.character.outside",
												message: "Hors des bornes du modèle ({min} à {max}) : la fiche garde {kept}.",
												description:
													"Command box: a typed value the template's bounds refuse; the sheet holds the nearest bound",
											},
											{ min: rule.min ?? "−∞", max: rule.max ?? "+∞", kept },
										)}
									</span>
								) : null}
							</label>
						);
					})}
			</div>
			{statistics.some(([, rule]) => rule.combinaison) ? (
				<p className={styles.note}>
					{translate({
						id: "sampleServer.character.combined",
						message: "Calculées :",
						description: "Command box: before the list of combined statistics and their values",
					})}{" "}
					{sheet
						.filter((value) => template.statistics?.[value.name]?.combinaison)
						.map((value) => `${value.name} = ${value.value}`)
						.join(" · ")}
				</p>
			) : null}
			{macros.length > 0 ? (
				<>
					<p className={styles.note}>
						{translate({
							id: "sampleServer.character.macros",
							message: "Macros du modèle (/macro) :",
							description: "Command box: before the list of the template's macros",
						})}
					</p>
					<ul className={styles.macros}>
						{macros.map(([name, formula]) => (
							<li key={name}>
								<strong>{name}</strong> <code>{formula}</code>
							</li>
						))}
					</ul>
				</>
			) : null}
		</fieldset>
	);
}
