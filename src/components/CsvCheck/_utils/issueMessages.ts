/**
 * Sentences of the sheet-import check, one literal `translate()` per code so
 * that the English catalogue of the tools (i18n/en/tools.json) has every id; the
 * command (`scripts/check-csv.ts`) reads the English entries of the same ids.
 * Each sentence says what the bot does and how to fix it. They live with the
 * component, not in `src/template/csv/`: that face also loads in Node commands,
 * which print the English entries, not the French source.
 */
import { translate } from "@site/src/i18n/csvCheck";
import {
	type CsvEncodingNote,
	type CsvFatal,
	type CsvIssue,
	csvMessageKey,
	csvMessageValues,
} from "@site/src/template/csv";

type Placeholder =
	| "column"
	| "columns"
	| "count"
	| "expected"
	| "formula"
	| "found"
	| "line"
	| "max"
	| "min"
	| "name"
	| "read"
	| "start"
	| "suggestion"
	| "sum"
	| "text"
	| "total"
	| "value"
	| "written";

/** Why the file reads as it does, when it was not saved as UTF-8 (shown with the reason the import stops). */
export function csvEncodingMessage(encoding: CsvEncodingNote): string {
	if (encoding === "utf16")
		return translate({
			id: "csvCheck.encoding.utf16",
			message:
				"Ce fichier est enregistré en UTF-16 (« Texte Unicode » d'Excel). Le bot le lit comme de l'UTF-8 : chaque lettre y est suivie d'un caractère nul, et il ne reconnaît aucune colonne. Réenregistrez-le en « CSV UTF-8 ».",
			description: "Sheet-import check: the file is UTF-16, which the bot reads as UTF-8",
		});
	return translate({
		id: "csvCheck.encoding.notUtf8",
		message:
			"Ce fichier n'est pas en UTF-8 (un « CSV » d'Excel enregistré dans le codage de Windows, par exemple) : le bot remplace ses lettres accentuées par « � », dans l'en-tête comme dans les cellules. Réenregistrez-le en « CSV UTF-8 ».",
		description: "Sheet-import check: the file is in a Windows code page, which the bot reads as UTF-8",
	});
}

export function csvIssueMessage(issue: CsvIssue<string> | CsvFatal): string {
	// Every placeholder a sentence may hold; an issue gives those of its sentence.
	const values = csvMessageValues(issue) as Record<Placeholder, string | number>;
	switch (csvMessageKey(issue)) {
		case "user.empty":
			return translate(
				{
					id: "csvCheck.issue.user.empty",
					message:
						"La cellule user est vide : le bot ne trouve aucun joueur et ignore la ligne. Écrivez l'identifiant Discord du joueur ou son nom d'utilisateur.",
					description: "Sheet-import check. Row skipped: empty player cell",
				},
				values,
			);
		case "charName.missing":
			return translate(
				{
					id: "csvCheck.issue.charName.missing",
					message:
						"Le modèle exige un nom de personnage et cette ligne n'en a pas (0 compte comme vide) : le bot l'ignore. Remplissez charName.",
					description: "Sheet-import check. Row skipped: no character name",
				},
				values,
			);
		case "charName.duplicate":
			return translate(
				{
					id: "csvCheck.issue.charName.duplicate",
					message:
						"Ce joueur a déjà un personnage nommé « {name} » plus haut (majuscules et accents ne comptent pas) : le bot ignore cette ligne. Donnez un autre nom.",
					description: "Sheet-import check. Row skipped: same character name twice for one player",
				},
				values,
			);
		case "charName.duplicateUnnamed":
			return translate(
				{
					id: "csvCheck.issue.charName.duplicateUnnamed",
					message:
						"Ce joueur a déjà un personnage sans nom plus haut : le bot ignore ce second personnage sans nom. Donnez-lui un nom.",
					description: "Sheet-import check. Row skipped: two nameless characters for one player",
				},
				values,
			);
		case "stat.zero":
			return translate(
				{
					id: "csvCheck.issue.stat.zero",
					message:
						"{name} vaut 0 : le bot lit 0 comme une valeur manquante et ignore toute la ligne, quelle que soit l'écriture (0, 0.0, -0). Il ne peut pas importer 0 : donnez une autre valeur, ou enregistrez ce personnage avec le bouton du modèle.",
					description: "Sheet-import check. Row skipped: a statistic equal to 0",
				},
				values,
			);
		case "stat.empty":
			return translate(
				{
					id: "csvCheck.issue.stat.empty",
					message: "{name} est vide : le bot ignore la ligne. Donnez une valeur autre que 0.",
					description: "Sheet-import check. Row skipped: an empty statistic",
				},
				values,
			);
		case "stat.columnMisnamed":
			return translate(
				{
					id: "csvCheck.issue.stat.columnMisnamed",
					message:
						"La colonne s'appelle « {found} » et la statistique « {name} » : le bot accepte l'en-tête, puis cherche les valeurs sous le nom exact et ignore toutes les lignes. Renommez la colonne « {name} ».",
					description: "Sheet-import check. Row skipped: a statistic column spelt differently from the template",
				},
				values,
			);
		case "crash.userEmpty":
			return translate(
				{
					id: "csvCheck.issue.crash.userEmpty",
					message:
						"La cellule user est vide : le code du bot échoue sur cette ligne. Écrivez le joueur ou supprimez la ligne.",
					description: "Sheet-import check. Import stopped: empty player cell",
				},
				values,
			);
		case "crash.userColumnMisnamed":
			return translate(
				{
					id: "csvCheck.issue.crash.userColumnMisnamed",
					message:
						"La colonne « {found} » doit s'écrire exactement user : le bot l'accepte puis échoue dès la première ligne. Renommez-la user.",
					description: "Sheet-import check. Import stopped: user column in another case",
				},
				values,
			);
		case "crash.channelNotText":
			return translate(
				{
					id: "csvCheck.issue.crash.channelNotText",
					message:
						"Le salon « {value} » est lu comme un nombre (ou vrai/faux) et fait échouer le bot. Écrivez l'identifiant complet du salon, précédé d'une apostrophe, ou laissez la cellule vide.",
					description: "Sheet-import check. Import stopped: channel read as a number",
				},
				values,
			);
		case "crash.diceNotText":
			return translate(
				{
					id: "csvCheck.issue.crash.diceNotText",
					message:
						"La cellule dice vaut « {value} », lu comme un nombre ou vrai/faux : le bot échoue. Écrivez les macros sous la forme « - nom: formule » ou laissez la cellule vide.",
					description: "Sheet-import check. Import stopped: dice cell read as a number",
				},
				values,
			);
		case "crash.charNameNotText":
			return translate(
				{
					id: "csvCheck.issue.crash.charNameNotText",
					message:
						"Le nom « {value} » est lu comme un nombre (ou vrai/faux) et ce joueur a plusieurs personnages : le bot échoue en comparant leurs noms. Mettez au moins une lettre dans le nom.",
					description:
						"Sheet-import check. Import stopped: a name read as a number, for a player with several characters",
				},
				values,
			);
		case "stat.belowMin":
			return translate(
				{
					id: "csvCheck.issue.stat.belowMin",
					message:
						"{column} vaut {value}, sous le minimum du modèle ({min}) : le bot l'enregistre sans rien dire. Corrigez la valeur.",
					description: "Sheet-import check. Warning: statistic below its minimum",
				},
				values,
			);
		case "stat.aboveMax":
			return translate(
				{
					id: "csvCheck.issue.stat.aboveMax",
					message:
						"{column} vaut {value}, au-dessus du maximum du modèle ({max}) : le bot l'enregistre sans rien dire. Corrigez la valeur.",
					description: "Sheet-import check. Warning: statistic above its maximum",
				},
				values,
			);
		case "stat.notNumber":
			return translate(
				{
					id: "csvCheck.issue.stat.notNumber",
					message:
						"{column} vaut « {value} », qui n'est pas un nombre : le bot l'enregistre comme du texte et les jets qui s'en servent échoueront. Écrivez un nombre en chiffres.",
					description: "Sheet-import check. Warning: text in a statistic",
				},
				values,
			);
		case "stat.decimalComma":
			return translate(
				{
					id: "csvCheck.issue.stat.decimalComma",
					message: "{column} vaut « {value} » : avec une virgule, le bot le lit comme du texte. Écrivez {suggestion}.",
					description: "Sheet-import check. Warning: decimal comma in a statistic",
				},
				values,
			);
		case "stat.combinationDiffers":
			return translate(
				{
					id: "csvCheck.issue.stat.combinationDiffers",
					message:
						"{column} vaut {value}, mais sa formule ({formula}) donne {expected} avec les valeurs de la ligne : le bot enregistre {value} tel quel, sans recalculer. Écrivez {expected}.",
					description: "Sheet-import check. Warning: computed statistic that does not match its formula",
				},
				values,
			);
		case "total.exceeded":
			return translate(
				{
					id: "csvCheck.issue.total.exceeded",
					message:
						"Les statistiques de base font {sum} points, plus que le total du modèle ({total}) : le bot l'accepte. Retirez des points.",
					description: "Sheet-import check. Warning: total of points overspent",
				},
				values,
			);
		case "total.notSpent":
			return translate(
				{
					id: "csvCheck.issue.total.notSpent",
					message:
						"Les statistiques de base font {sum} points, alors que le modèle impose d'en répartir exactement {total} : le bot l'accepte. Ajustez-les.",
					description: "Sheet-import check. Warning: total of points not fully spent when the template forces it",
				},
				values,
			);
		case "charName.readDifferently":
			return translate(
				{
					id: "csvCheck.issue.charName.readDifferently",
					message:
						"Le nom écrit « {written} » est lu « {read} » : le bot convertit ce qui ressemble à un nombre ou à true/false, même entre guillemets. Ajoutez une lettre au nom.",
					description: "Sheet-import check. Warning: a character name converted to a number",
				},
				values,
			);
		case "private.readAsPrivate":
			return translate(
				{
					id: "csvCheck.issue.private.readAsPrivate",
					message:
						"isPrivate vaut « {value} » : seuls true, false, 1, 0 et une cellule vide sont lus comme tels ; tout autre contenu rend la fiche privée. Écrivez true ou false.",
					description: "Sheet-import check. Warning: isPrivate written as a word",
				},
				values,
			);
		case "private.ignored":
			return translate(
				{
					id: "csvCheck.issue.private.ignored",
					message:
						"isPrivate vaut « {value} », mais sans salon privé sur le serveur le bot ignore cette colonne : la fiche sera publique.",
					description: "Sheet-import check. Warning: isPrivate ignored without a private channel",
				},
				values,
			);
		case "row.glued":
			return translate(
				{
					id: "csvCheck.issue.row.glued",
					message:
						"La ligne {line} commence par une cellule vide : le bot l'a collée au bout de cette ligne-ci et n'en fait pas un personnage. Remplissez sa colonne user.",
					description: "Sheet-import check. Warning: a line joined to the row above",
				},
				values,
			);
		case "row.extraCells":
			return translate(
				{
					id: "csvCheck.issue.row.extraCells",
					message:
						"Cette ligne a {count} cellules de plus que l'en-tête : le bot les ignore. Vérifiez les séparateurs.",
					description: "Sheet-import check. Warning: more cells than columns",
				},
				values,
			);
		case "macro.lineIgnored":
			return translate(
				{
					id: "csvCheck.issue.macro.lineIgnored",
					message:
						"La ligne « {text} » de dice n'a pas la forme « - nom: formule » : le bot l'ignore. Commencez-la par un tiret.",
					description: "Sheet-import check. Warning: a macro line the bot does not read",
				},
				values,
			);
		case "user.notDiscord":
			return translate(
				{
					id: "csvCheck.issue.user.notDiscord",
					message:
						"« {value} » n'est ni un identifiant Discord ni un nom d'utilisateur (minuscules, chiffres, _ et .) : le bot ne trouvera sans doute pas ce joueur et ignorera la ligne. Un tableur écrit parfois un identifiant en notation scientifique : formatez la colonne en texte.",
					description: "Sheet-import check. Warning: player cell that matches no Discord id or username",
				},
				values,
			);
		case "channel.notId":
			return translate(
				{
					id: "csvCheck.issue.channel.notId",
					message:
						"Le salon « {value} » n'est pas un identifiant de salon (17 à 20 chiffres) : le bot ne pourra pas y publier la fiche. Écrivez l'identifiant ou laissez la cellule vide.",
					description: "Sheet-import check. Warning: channel cell that is no id",
				},
				values,
			);
		case "cell.notUtf8":
			return translate(
				{
					id: "csvCheck.issue.cell.notUtf8",
					message:
						"Caractères illisibles dans {column} : le fichier n'est pas en UTF-8, et le bot lira les mêmes. Réenregistrez-le en « CSV UTF-8 ».",
					description: "Sheet-import check. Warning: file not saved as UTF-8",
				},
				values,
			);
		case "cell.formula":
			return translate(
				{
					id: "csvCheck.issue.cell.formula",
					message:
						"{column} commence par « {start} » : le bot enregistre « {text} » tel quel, mais un tableur qui ouvre ce fichier y verra une formule, qu'il peut exécuter ou remplacer par son résultat. Ouvrez le fichier dans un tableur en important cette colonne comme texte, ou modifiez-le ici.",
					description:
						"Sheet-import check. Warning: a cell starts like a spreadsheet formula (=, +, -, @, tab, carriage return); {start} is its first character, {text} the start of the cell",
				},
				values,
			);
		case "file.empty":
			return translate(
				{
					id: "csvCheck.issue.file.empty",
					message: "Le fichier est vide : le bot refuse l'import.",
					description: "Sheet-import check. Import stopped: empty file",
				},
				values,
			);
		case "file.missingColumns":
			return translate(
				{
					id: "csvCheck.issue.file.missingColumns",
					message: "Il manque des colonnes à l'en-tête : {columns}. Le bot n'importe rien. Ajoutez-les.",
					description: "Sheet-import check. Import stopped: header without required columns",
				},
				values,
			);
		case "file.noRows":
			return translate(
				{
					id: "csvCheck.issue.file.noRows",
					message:
						"Aucune ligne de personnage sous l'en-tête (une ligne qui commence par « ; » est collée à l'en-tête) : le bot n'importe rien.",
					description: "Sheet-import check. Import stopped: header only",
				},
				values,
			);
		case "file.crash":
			return translate(
				{
					id: "csvCheck.issue.file.crash",
					message:
						"La ligne {line} fait échouer le code du bot : l'import s'arrête et aucun personnage n'est enregistré.",
					description: "Sheet-import check. Import stopped: the bot throws on a row",
				},
				values,
			);
		default:
			return issue.code;
	}
}
