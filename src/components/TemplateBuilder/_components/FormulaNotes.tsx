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
import type { FormulaNote, FormulaTarget } from "@site/src/template/sheetFormulas";
import { useSyncExternalStore } from "react";
import { checksClient } from "../_utils/loadChecks";
import styles from "./TestRoll.module.css";

function noteText(note: FormulaNote): string {
	if (note.kind === "bot") return botNoteText(note.note);
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
	return `${note.kind}-${note.kind === "zeroDice" ? note.statistic : note.atRoll}`;
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
