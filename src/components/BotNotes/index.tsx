// What the bot does with a roll that a reader may not expect, in the reader's
// language: the notes come from the bot model (src/dice/bot/warnings.ts).

import type { BotNote } from "@site/src/dice/bot";
import { translate } from "@site/src/i18n/botNote";
import styles from "./styles.module.css";

export function botNoteText(note: BotNote): string {
	switch (note.code) {
		case "poolSizedBySum":
			return translate(
				{
					id: "botNote.poolSizedBySum",
					message:
						"Le bot additionne les dés de {sum} et compare le total : la réserve n'est pas comptée, presque chaque jet réussit. Pour compter les dés réussis, écrivez {counting}, avec l'espace après la première accolade.",
					description:
						"Note under a roll: a pool sized by a sum in parentheses is added up by the bot; {counting} is the form that counts successful dice",
				},
				{ sum: note.sum, counting: note.counting },
			);
		case "comparisonAfterModifier":
			return translate(
				{
					id: "botNote.comparisonAfterModifier",
					message:
						"Le bot lit « {sign}{value} » comme la comparaison du total, pas comme le seuil de {dice} : il lance {dice} avec le seuil par défaut de ce modificateur, puis compare le total {sign} {value}.",
					description:
						"Note under a roll: a sign right after a reroll (r), unique (u) or critical (cs, cf) letter is read by the bot as the comparison of the total",
				},
				{ sign: note.sign, value: note.value, dice: note.dice },
			);
		case "criticalOnExplodingFace":
			return note.kind === "success"
				? translate(
						{
							id: "botNote.criticalOnExplodingFace.success",
							message:
								"Le succès critique sur {face} ne sort jamais : le dé explose sur {face}, le bot écrit alors « {face}! » et ne le lit pas comme un critique.",
							description:
								"Note: the template's critical success is a face the die explodes on, so the bot never shows it",
						},
						{ face: note.face },
					)
				: translate(
						{
							id: "botNote.criticalOnExplodingFace.failure",
							message:
								"L'échec critique sur {face} ne sort jamais : le dé explose sur {face}, le bot écrit alors « {face}! » et ne le lit pas comme un critique.",
							description:
								"Note: the template's critical failure is a face the die explodes on, so the bot never shows it",
						},
						{ face: note.face },
					);
		case "endlessExplosion":
			return translate(
				{
					id: "botNote.endlessExplosion",
					message:
						"{notation} explose sur toutes ses faces : le bot coupe après 1 000 explosions, et le total montré n'est qu'un compte de dés.",
					description: "Note under a roll: every face explodes, the bot stops at 1,000 explosions",
				},
				{ notation: note.notation },
			);
		case "hiddenPartLeavesRest":
			return translate(
				{
					id: "botNote.hiddenPartLeavesRest",
					message:
						"Le bot ne lance que {rolled}, entre parenthèses, et le cache ; « {left} » autour est ignoré, et & vaut le total de {rolled} seul.",
					description:
						"Note under a shared roll: the bot rolls only the first group in parentheses of the first part and ignores the rest",
				},
				{ rolled: note.rolled, left: note.left },
			);
		case "diceLetterTakenForStatistic":
			return translate(
				{
					id: "botNote.diceLetterTakenForStatistic",
					message:
						"Avec une fiche, le bot lit la lettre après le d de {written} comme le début du nom d'une statistique (2dF à côté de Force donne 2d14) : il lance un dé de cette valeur, pas un dé Fudge ni un d100. Écrivez ces dés dans /roll, hors de la fiche.",
					description:
						"Note under a roll: on a sheet, the F of dF or the % of d% is taken for the start of a statistic's name",
				},
				{ written: note.written },
			);
		case "unresolvedThreshold":
			return translate(
				{
					id: "botNote.unresolvedThreshold",
					message:
						"Le bot ne sait pas calculer {value} après le signe : il compare le total à 0, et répond par une erreur quand ces dés ne peuvent pas à la fois réussir et échouer face à 0. Écrivez un nombre ou un calcul complet.",
					description:
						"Note under a roll: the value after the comparison sign is one the bot cannot work out, so it compares with 0 (or refuses the roll)",
				},
				{ value: note.value },
			);
		case "singleEqualsReplyError":
			return translate({
				id: "botNote.singleEqualsReplyError",
				message:
					"Le bot répond par une erreur au lieu d'un résultat : il teste le total avec un seul =, que son calcul ne sait pas lire. Écrivez == pour comparer.",
				description: "Note under a roll: a single = comparison makes the bot answer with an error; == compares",
			});
	}
}

/** The notes as a list, or nothing; polite so that a screen reader hears a note that appears after a roll. */
export default function BotNotes({ notes }: { notes: readonly BotNote[] | undefined }) {
	if (!notes || notes.length === 0) return null;
	return (
		<ul className={styles.notes} aria-live="polite">
			{notes.map((note) => {
				const text = botNoteText(note);
				return (
					<li key={text} data-bot-note={note.code}>
						{text}
					</li>
				);
			})}
		</ul>
	);
}
