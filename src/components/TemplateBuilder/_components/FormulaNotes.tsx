// Notes under the type die and each macro about how the formula meets a
// player's sheet (src/template/sheetFormulas.ts): a macro the bot reads
// differently when a player rolls it, with the {{Name}} fix, and a number of
// dice that a statistic's minimum brings to 0. They do not block the download:
// the bot's validator accepts these formulas. The checks' worker works them out
// after each check (checksClient.ts), so typing never waits for them. The bot
// model's notes (src/dice/bot/warnings.ts) come here too: a pool sized by a sum,
// a critical on the face the type die explodes on.

import { botNoteText } from "@site/src/components/BotNotes";
import { translate } from "@site/src/i18n/templateBuilder";
import type { UnreachableCritical } from "@site/src/template/criticalReach";
import type { FormulaNote, FormulaTarget } from "@site/src/template/sheetFormulas";
import { useSyncExternalStore } from "react";
import { checksClient } from "../_utils/loadChecks";
import styles from "./TestRoll.module.css";

/** A note's sentence, as shown under its formula and listed in the report text. */
export function noteText(note: FormulaNote): string {
	if (note.kind === "bot") return botNoteText(note.note);
	if (note.kind === "criticalNeverFires") return criticalNeverFiresText(note);
	if (note.kind === "zeroDice" && note.several) {
		return translate(
			{
				id: "templateBuilder.note.zeroDiceSeveral",
				message:
					"Avec {statistics} à {value} (le plus bas qu'elles peuvent valoir), ce jet devient « {rolled} » : le bot ne lance pas 0 dé, il répond « Le dé `{rolled}` est invalide. ». Donnez-leur un minimum d'au moins 1, ou prévoyez une macro pour ce cas.",
				description:
					"Note under a formula: several statistics at their lowest leave 0 dice, the same roll for each; quotes the bot's own error message (error.invalidDice.withDice)",
			},
			{ statistics: note.statistic, value: note.value, rolled: note.rolled },
		);
	}
	if (note.kind === "zeroDice") {
		return translate(
			{
				id: "templateBuilder.note.zeroDice",
				message:
					"Avec {statistic} à {value} (son minimum), ce jet devient « {rolled} » : le bot ne lance pas 0 dé, il répond « Le dé `{rolled}` est invalide. ». Donnez à {statistic} un minimum d'au moins 1, ou prévoyez une macro pour ce cas.",
				description:
					"Note under a formula: a statistic at its minimum leaves 0 dice; quotes the bot's own error message (error.invalidDice.withDice)",
			},
			{ statistic: note.statistic, value: note.value, rolled: note.rolled },
		);
	}
	const change = translate(
		{
			id: "templateBuilder.note.meaningChange",
			message:
				"Sur la fiche, cette macro change de sens : quand un joueur la lance, le bot lit « {atRoll} » là où la validation lit « {validated} ».",
			description:
				"Note under a macro: the bot substitutes statistic names one way when validating, another when a player rolls",
		},
		{ atRoll: note.atRoll, validated: note.validated },
	);
	if (!note.fix) return change;
	return `${change} ${translate(
		{
			id: "templateBuilder.note.meaningChangeFix",
			message: "Entourez le nom d'accolades doubles, lu de la même façon partout : {fix}",
			description: "Note under a macro: the formula rewritten with {{Name}} around a statistic glued to other text",
		},
		{ fix: note.fix },
	)}`;
}

function noteKey(note: FormulaNote): string {
	if (note.kind === "bot") return `bot-${note.note.code}-${JSON.stringify(note.note)}`;
	if (note.kind === "criticalNeverFires") return `critical-${note.critical}-${note.face}-${note.low}-${note.reason}`;
	return `${note.kind}-${note.kind === "zeroDice" ? note.statistic : note.atRoll}`;
}

/** A template critical the bot never reads on this roll: which, for which values of the statistic, and why. */
export function criticalNeverFiresText(note: UnreachableCritical): string {
	const critical =
		note.critical === "success"
			? translate(
					{
						id: "templateBuilder.note.criticalNeverFires.success",
						message: "Le succès critique ({face})",
						description:
							"Start of the note on a critical that never fires: the template's critical success and its face",
					},
					{ face: note.face },
				)
			: translate(
					{
						id: "templateBuilder.note.criticalNeverFires.failure",
						message: "L'échec critique ({face})",
						description:
							"Start of the note on a critical that never fires: the template's critical failure and its face",
					},
					{ face: note.face },
				);
	const values =
		note.low === note.high
			? translate(
					{
						id: "templateBuilder.note.criticalNeverFires.value",
						message: "quand la statistique vaut {low}",
						description: "Note on a critical that never fires: the one statistic value concerned",
					},
					{ low: note.low },
				)
			: translate(
					{
						id: "templateBuilder.note.criticalNeverFires.values",
						message: "quand la statistique vaut de {low} à {high}",
						description: "Note on a critical that never fires: the statistic values concerned",
					},
					{ low: note.low, high: note.high },
				);
	const parts = { critical, values, rolled: note.rolled };
	return note.reason === "severalDice"
		? translate(
				{
					id: "templateBuilder.note.criticalNeverFires.severalDice",
					message:
						"{critical} ne sort jamais {values} : le dé type lance alors plusieurs dés (« {rolled} »), et le bot ne lit un critique que sur un dé lancé seul. Les chances le montrent à 0 %.",
					description:
						"Note under the type die: a template critical never fires on a roll of several dice (the bot reads one-die groups only)",
				},
				parts,
			)
		: translate(
				{
					id: "templateBuilder.note.criticalNeverFires.noSuchFace",
					message:
						"{critical} ne sort jamais {values} : aucun dé lancé seul de « {rolled} » n'a cette face. Les chances le montrent à 0 %.",
					description: "Note under the type die: a template critical on a face no lone die of the roll has",
				},
				parts,
			);
}

const NONE: FormulaNote[] = [];

export default function FormulaNotes({ target }: { target: FormulaTarget }) {
	const all = useSyncExternalStore(checksClient.subscribe, checksClient.notes, checksClient.notes);
	const notes = all[target.kind === "diceType" ? "diceType" : `macros.${target.index}`] ?? NONE;
	if (notes.length === 0) return null;
	return (
		<div className={styles.notes}>
			{notes.map((note) => (
				<p key={noteKey(note)} className={styles.note} data-bot-note={note.kind === "bot" ? note.note.code : undefined}>
					{noteText(note)}
				</p>
			))}
		</div>
	);
}
