/**
 * Sentences for the site, one literal `translate()` per code so that the
 * English catalogue of the builder (i18n/en/tools.json, checked by
 * tests/unit/i18n/toolTranslate.test.ts) has every id. French is the source;
 * the validator command reads the English entries.
 */

import { DiceError } from "../dice";
import { errorMessage as diceErrorMessage } from "../dice/messages";
import { translate } from "../i18n/templateBuilder";
import {
	CODES_WITH_LOGS,
	hintOf,
	type IssueValues,
	reasonOf,
	type TemplateErrorCode,
	type TemplateFileProblem,
	type TemplateHintCode,
} from "./errorCodes";

/** A value for a placeholder; a missing one shows as "?" rather than breaking the sentence. */
function value(values: IssueValues, key: string): string | number {
	return values[key] ?? "?";
}

/** What the engine said about a refused roll, in the page's language; the old `logs` value otherwise. */
function logs(values: IssueValues): string | number {
	const reason = reasonOf(values);
	return reason ? diceErrorMessage(new DiceError(reason.code, reason.values)) : value(values, "logs");
}

/**
 * An issue's sentence, then on a second line (when the issue carries a hint)
 * what is at fault and how to get what was meant.
 */
export function templateErrorMessage(code: TemplateErrorCode, values: IssueValues = {}): string {
	const hint = hintOf(values);
	const sentence = issueSentence(code, values);
	if (hint) return `${sentence}\n${hintSentence(hint, values)}`;
	// Sentences of the specification without a log: the engine's reason is their second line.
	if (!CODES_WITH_LOGS.includes(code) && reasonOf(values)) return `${sentence}\n${logs(values)}`;
	return sentence;
}

function hintSentence(hint: TemplateHintCode, values: IssueValues): string {
	switch (hint) {
		case "unknownStatistic":
			return translate(
				{
					id: "templateBuilder.hint.unknownStatistic",
					message: "Aucune statistique ne s'appelle « {written} » : vouliez-vous dire « {suggestion} » ?",
					description: "Second line of an error: a word of the formula is no statistic; suggestion is the closest name",
				},
				{ written: value(values, "written"), suggestion: value(values, "suggestion") },
			);
		case "unknownName":
			return translate(
				{
					id: "templateBuilder.hint.unknownName",
					message:
						"« {written} » n'est ni une statistique que cette formule peut citer ni une notation de dés : vérifiez son orthographe.",
					description: "Second line of an error: a word of the formula is no statistic, and none is close to it",
				},
				{ written: value(values, "written") },
			);
		case "customCriticalNameAtImport":
			return translate(
				{
					id: "templateBuilder.hint.customCriticalNameAtImport",
					message:
						"À l'import, le bot lit « {written} » sans le remplacer : dans un calcul entre doubles accolades, ou dans une valeur qui contient la lettre d (qu'il lance alors comme des dés), ce nom fait refuser le modèle. Écrivez le calcul sans accolades, avec des fonctions sans d (floor plutôt que round), ou utilisez $ pour la statistique testée.",
					description:
						"Second line of an error: a statistic name in a custom critical's value that the bot's import cannot read (inside double braces, or in a value with a d)",
				},
				{ written: value(values, "written") },
			);
		case "customCriticalOnPool":
			return translate({
				id: "templateBuilder.hint.customCriticalOnPool",
				message:
					"Un critique remplace la comparaison du dé type ; dans un groupe entre accolades comme {$d10>=8}, cette comparaison compte les réussites et le bot ne peut pas la remplacer. Retirez le critique, ou testez le nombre de réussites avec une macro.",
				description:
					"Second line of an error: custom criticals cannot be used with a dice-pool type die such as {$d10>=8}",
			});
		case "diceTypeStatistic":
			return translate(
				{
					id: "templateBuilder.hint.diceTypeStatistic",
					message:
						"Le dé type ne cite pas les statistiques par leur nom : remplacez « {written} » par $, que le bot remplace par la statistique choisie au moment du jet.",
					description: "Second line of an error: the type die names a statistic; $ stands for the rolled one",
				},
				{ written: value(values, "written") },
			);
		case "failsForValue":
			return translate(
				{
					id: "templateBuilder.hint.failsForValue",
					message:
						"Il échoue quand $ vaut {dollar} : ajustez le minimum ou le maximum des statistiques, ou le dé, pour que toutes les valeurs possibles se lancent.",
					description:
						"Second line of an error: the type die fails for this value of $ (the lowest or highest possible)",
				},
				{ dollar: value(values, "dollar") },
			);
		case "emptyMinimum":
			return translate({
				id: "templateBuilder.hint.emptyMinimum",
				message: "Pour accepter n'importe quelle valeur, laissez le minimum vide.",
				description: "Second line of an error: a negative minimum; an empty minimum means no minimum",
			});
		case "emptyMaximum":
			return translate({
				id: "templateBuilder.hint.emptyMaximum",
				message: "Pour n'imposer aucun maximum, laissez le champ vide ou mettez 0.",
				description: "Second line of an error: a negative maximum; an empty maximum (or 0) means no maximum",
			});
		case "wholeNumber":
			return translate(
				{
					id: "templateBuilder.hint.wholeNumber",
					message: "Le bot ne garderait que la partie entière : écrivez {whole}.",
					description: "Second line of an error: a decimal number; the bot would keep its whole part",
				},
				{ whole: value(values, "whole") },
			);
		case "duplicateOf":
			return translate(
				{
					id: "templateBuilder.hint.duplicateOf",
					message:
						"« {other} » porte déjà ce nom une fois la casse et les accents ignorés, comme le bot compare les noms : renommez l'une des deux lignes.",
					description:
						"Second line of an error: the earlier row whose name is the same once case and accents are folded",
				},
				{ other: value(values, "other") },
			);
		case "emptyName":
			return translate({
				id: "templateBuilder.hint.emptyName",
				message: "Donnez-lui un nom, ou supprimez la ligne.",
				description: "Second line of an error: a statistic, macro or custom critical without a name",
			});
		case "emptyFormula":
			return translate({
				id: "templateBuilder.hint.emptyFormula",
				message: "Écrivez un jet, par exemple 1d8+Force, ou supprimez la macro.",
				description: "Second line of an error: a macro without a formula",
			});
		case "emptyCustomCriticalValue":
			return translate({
				id: "templateBuilder.hint.emptyCustomCriticalValue",
				message: "Écrivez un nombre, un dé ou une formule, par exemple floor($/2), ou supprimez le critique.",
				description: "Second line of an error: a custom critical without a value",
			});
		case "unknownKey":
			return translate(
				{
					id: "templateBuilder.hint.unknownKey",
					message: "Vouliez-vous dire « {suggestion} » ?",
					description:
						"Second line of an error: an unknown key of an imported file, with the closest key the format knows",
				},
				{ suggestion: value(values, "suggestion") },
			);
	}
}

function issueSentence(code: TemplateErrorCode, values: IssueValues): string {
	switch (code) {
		case "text.empty":
			return translate({
				id: "templateBuilder.error.text.empty",
				message: "Le texte ne peut pas être vide",
				description: "Error: a name, a formula or a custom critical's value is empty",
			});
		case "name.duplicate":
			return translate({
				id: "templateBuilder.error.name.duplicate",
				message: "Ce nom est déjà utilisé",
				description: "Error: two statistics, macros or custom criticals have the same name (case and accents ignored)",
			});
		case "statistic.nameFormulaLike":
			return translate(
				{
					id: "templateBuilder.error.statistic.nameFormulaLike",
					message:
						"Ce nom commence par « {char} » : un tableur qui ouvre le CSV d'import des fiches le prendrait pour une formule et l'exécuterait. Commencez le nom par une lettre ou un chiffre.",
					description: "Error: a statistic name starts with =, +, - or @, which a spreadsheet runs as a formula",
				},
				{ char: value(values, "char") },
			);
		case "name.tooLong":
			return translate(
				{
					id: "templateBuilder.error.name.tooLong",
					message: "Ce nom dépasse {max} caractères : raccourcissez-le",
					description: "Error: a statistic, macro or custom critical name is longer than the limit",
				},
				{ max: value(values, "max") },
			);
		case "formula.tooLong":
			return translate(
				{
					id: "templateBuilder.error.formula.tooLong",
					message: "Cette formule dépasse {max} caractères : raccourcissez-la",
					description: "Error: a formula, type die or custom critical's value is longer than the limit",
				},
				{ max: value(values, "max") },
			);
		case "formula.tooManyDice":
			return translate(
				{
					id: "templateBuilder.error.formula.tooManyDice",
					message:
						"Cette formule lance plus de dés que le site ne peut en vérifier : au plus {dice} dés en {groups} groupes, dont {exploding} dés par groupe qui explose",
					description:
						"Error: a formula rolls more dice than the builder checks (total dice, groups, dice in an exploding group)",
				},
				{ dice: value(values, "dice"), groups: value(values, "groups"), exploding: value(values, "exploding") },
			);
		case "formula.forbidden":
			return translate(
				{
					id: "templateBuilder.error.formula.forbidden",
					message:
						"La formule « {formula} » contient « {part} », qu'un modèle ne peut pas contenir. Une formule se limite aux nombres, aux noms de statistiques, à $, aux opérateurs + - * / % ^, aux comparaisons, aux parenthèses, à « ? : » et aux fonctions abs, ceil, floor, round, fix, min, max, sqrt, cbrt, pow, exp, log, log10, log2, mod et sign.",
					description:
						"Error: a formula holds something no template formula may hold (a function outside the list, a matrix, an assignment, text...)",
				},
				{ formula: value(values, "formula"), part: value(values, "part") },
			);
		case "number.notWhole":
			return translate({
				id: "templateBuilder.error.number.notWhole",
				message: "Entrez un nombre entier",
				description: "Error: a number field holds a decimal number",
			});
		case "total.invalid":
			return translate({
				id: "templateBuilder.error.total.invalid",
				message: "Le total doit être un nombre positif ou nul",
				description: "Error: the total field is not a number or is negative",
			});
		case "total.tooSmall":
			return translate({
				id: "templateBuilder.error.total.tooSmall",
				message: "Avec des statistiques, le total doit valoir au moins 2 (ou 0 pour aucun total)",
				description: "Error: a total of 1 leaves no value to test statistics with",
			});
		case "critical.successInvalid":
			return translate({
				id: "templateBuilder.error.critical.successInvalid",
				message: "Le succès critique doit être un nombre positif ou nul",
				description: "Error: the critical success threshold is not a number or is negative",
			});
		case "critical.failureInvalid":
			return translate({
				id: "templateBuilder.error.critical.failureInvalid",
				message: "L'échec critique doit être un nombre positif ou nul",
				description: "Error: the critical failure threshold is not a number or is negative",
			});
		case "forceDistrib.minimumsAboveTotal":
			return translate(
				{
					id: "templateBuilder.error.forceDistrib.minimumsAboveTotal",
					message: "Les minimums des statistiques font {sum} points, plus que le total ({total})",
					description: "Error: with forced distribution, the statistics' minimums exceed the total",
				},
				{ sum: value(values, "sum"), total: value(values, "total") },
			);
		case "forceDistrib.totalUnreachable":
			return translate(
				{
					id: "templateBuilder.error.forceDistrib.totalUnreachable",
					message: "Les maximums des statistiques font {sum} points : le total ({total}) ne peut jamais être atteint",
					description: "Error: with forced distribution, the statistics' maximums cannot reach the total",
				},
				{ sum: value(values, "sum"), total: value(values, "total") },
			);
		case "statistics.tooMany":
			return translate(
				{
					id: "templateBuilder.error.statistics.tooMany",
					message: "Trop de statistiques (max : {max})",
					description: "Error: the template has more statistics than the bot allows",
				},
				{ max: value(values, "max") },
			);
		case "statistic.minInvalid":
			return translate({
				id: "templateBuilder.error.statistic.minInvalid",
				message: "Le minimum doit être un nombre positif ou nul",
				description: "Error: a statistic's minimum is not a number or is negative",
			});
		case "statistic.maxInvalid":
			return translate({
				id: "templateBuilder.error.statistic.maxInvalid",
				message: "Le maximum doit être un nombre positif ou nul",
				description: "Error: a statistic's maximum is not a number or is negative",
			});
		case "statistic.maxNotAboveMin":
			return translate({
				id: "templateBuilder.error.statistic.maxNotAboveMin",
				message: "Le maximum doit être supérieur au minimum",
				description: "Error: a statistic's maximum is below its minimum",
			});
		case "statistic.sameMinMax":
			return translate({
				id: "templateBuilder.error.statistic.sameMinMax",
				message: "Les deux valeurs ne peuvent pas être identiques",
				description: "Error: a statistic's minimum and maximum are equal",
			});
		case "statistic.minNotBelowTotal":
			return translate(
				{
					id: "templateBuilder.error.statistic.minNotBelowTotal",
					message: "Le minimum doit être inférieur au total ({total})",
					description: "Error: a statistic's minimum is not below the template's total",
				},
				{ total: value(values, "total") },
			);
		case "statistic.minNotBelowDefault":
			return translate(
				{
					id: "templateBuilder.error.statistic.minNotBelowDefault",
					message:
						"Sans total, le bot teste les statistiques en dessous de {limit} : le minimum doit être inférieur à {limit}",
					description: "Error: without a total, a statistic's minimum is too high for the bot's test values",
				},
				{ limit: value(values, "limit") },
			);
		case "statistic.formulaInvalid":
			return translate({
				id: "templateBuilder.error.statistic.formulaInvalid",
				message: "La formule est invalide",
				description: "Error: a combination formula does not evaluate once statistic names are replaced by values",
			});
		case "statistic.noBaseStatistic":
			return translate({
				id: "templateBuilder.error.statistic.noBaseStatistic",
				message: "Aucune statistique trouvée",
				description: "Error: a combination exists but no statistic without combination does",
			});
		case "diceType.criticalMarkers":
			return translate({
				id: "templateBuilder.error.diceType.criticalMarkers",
				message: "Le dé type ne peut pas contenir de critiques (cs: ou cf:) : utilisez les critiques personnalisés",
				description: "Error: the type die contains critical success/failure markers",
			});
		case "diceType.blank":
			return translate({
				id: "templateBuilder.error.diceType.blank",
				message:
					"Le dé type ne contient que des espaces, que le bot refuse : videz le champ pour un modèle sans dé type, ou écrivez un dé comme 1d20+$",
				description: "Error: the type die holds only spaces (the bot refuses it)",
			});
		case "diceType.invalid":
			return translate(
				{
					id: "templateBuilder.error.diceType.invalid",
					message: "Le dé est invalide. Journal : {logs}",
					description: "Error: the type die does not roll; logs say why, in the page's language",
				},
				{ logs: logs(values) },
			);
		case "dice.dollarWithoutStatistics":
			return translate({
				id: "templateBuilder.error.dice.dollarWithoutStatistics",
				message:
					"Le symbole $ représente la valeur d'une statistique : ajoutez d'abord une statistique (hors combinaison)",
				description: "Error: a formula uses $ but the template has no statistic to put in its place",
			});
		case "macros.tooMany":
			return translate(
				{
					id: "templateBuilder.error.macros.tooMany",
					message: "Trop de dés (max : {max})",
					description: "Error: the template has more macros than the bot allows",
				},
				{ max: value(values, "max") },
			);
		case "macros.emptyList":
			return translate({
				id: "templateBuilder.error.macros.emptyList",
				message: "La liste des macros (damage) est vide : supprimez la clé ou ajoutez une macro",
				description: "Error: an imported file has an empty damage object, which the bot refuses",
			});
		case "macro.notDice":
			return translate(
				{
					id: "templateBuilder.error.macro.notDice",
					message: "La macro « {name} » ({formula}) ne semble pas être un dé",
					description: "Error: a macro's formula does not roll once statistic names are replaced by values",
				},
				{ name: value(values, "name"), formula: value(values, "formula") },
			);
		case "customCritical.tooMany":
			return translate(
				{
					id: "templateBuilder.error.customCritical.tooMany",
					message: "Vous avez atteint le nombre maximal de critiques personnalisés ({max})",
					description: "Error: the template has more custom criticals than the bot allows",
				},
				{ max: value(values, "max") },
			);
		case "customCritical.needDiceType":
			return translate({
				id: "templateBuilder.error.customCritical.needDiceType",
				message: "Les critiques personnalisés ont besoin d'un dé type : renseignez-le dans la section Général",
				description: "Error: custom criticals exist but the type die is empty",
			});
		case "customCritical.signInvalid":
			return translate({
				id: "templateBuilder.error.customCritical.signInvalid",
				message: "Le signe doit être l'un de < > <= >= != ==",
				description: "Error: an imported custom critical has an unknown comparison sign",
			});
		case "customCritical.valueInvalid":
			return translate({
				id: "templateBuilder.error.customCritical.valueInvalid",
				message: "La formule est invalide",
				description: "Error: a custom critical's value is not a number, a formula or a dice",
			});
		case "customCritical.invalid":
			return translate(
				{
					id: "templateBuilder.error.customCritical.invalid",
					message: "Le dé est invalide. Journal : {logs}",
					description: "Error: the type die with this custom critical's comparison does not roll",
				},
				{ logs: logs(values) },
			);
		case "json.notObject":
			return translate({
				id: "templateBuilder.error.json.notObject",
				message: "Le modèle doit être un objet JSON",
				description: "Error: an imported file holds JSON that is not an object",
			});
		case "json.unknownKey":
			return translate(
				{
					id: "templateBuilder.error.json.unknownKey",
					message: "Clé inconnue : « {key} »",
					description: "Error: an imported file has a key the template format does not know",
				},
				{ key: value(values, "key") },
			);
		case "json.expectedBoolean":
			return translate({
				id: "templateBuilder.error.json.expectedBoolean",
				message: "Valeur attendue : true ou false",
				description: "Error: an imported file has a non-boolean where true/false is expected",
			});
		case "json.expectedString":
			return translate({
				id: "templateBuilder.error.json.expectedString",
				message: "Valeur attendue : du texte entre guillemets",
				description: "Error: an imported file has a non-string where text is expected",
			});
		case "json.expectedObject":
			return translate({
				id: "templateBuilder.error.json.expectedObject",
				message: "Valeur attendue : un objet",
				description: "Error: an imported file has a non-object where an object is expected",
			});
		case "error.generic":
			return translate(
				{
					id: "templateBuilder.error.error.generic",
					message: "Une erreur est survenue : {x}",
					description: "Error: anything else, with the technical detail",
				},
				{ x: value(values, "x") },
			);
	}
}

export function fileProblemMessage(
	problem: TemplateFileProblem,
	values: IssueValues = {},
): {
	title: string;
	detail: string;
} {
	switch (problem) {
		case "invalidType":
			return {
				title: translate({
					id: "templateBuilder.file.invalidType.title",
					message: "Type de fichier invalide",
					description: "Import: the chosen file is not a JSON file (title)",
				}),
				detail: translate({
					id: "templateBuilder.file.invalidType.detail",
					message: "Veuillez sélectionner un fichier JSON.",
					description: "Import: the chosen file is not a JSON file (detail)",
				}),
			};
		case "readError":
			return {
				title: translate({
					id: "templateBuilder.file.readError.title",
					message: "Erreur de lecture",
					description: "Import: the chosen file could not be read (title)",
				}),
				detail: translate({
					id: "templateBuilder.file.readError.detail",
					message: "Impossible de lire le fichier sélectionné.",
					description: "Import: the chosen file could not be read (detail)",
				}),
			};
		case "empty":
			return {
				title: translate({
					id: "templateBuilder.file.empty.title",
					message: "Fichier vide",
					description: "Import: the chosen file holds nothing, or only spaces (title)",
				}),
				detail: translate({
					id: "templateBuilder.file.empty.detail",
					message:
						"Ce fichier ne contient rien. Il a peut-être été enregistré avant d'être rempli : choisissez le fichier du modèle lui-même.",
					description: "Import: the chosen file holds nothing, or only spaces (detail)",
				}),
			};
		case "notUtf8":
			return {
				title: translate({
					id: "templateBuilder.file.notUtf8.title",
					message: "Ce fichier n'est pas en UTF-8",
					description: "Import: the chosen file is written in UTF-16, which the bot cannot read (title)",
				}),
				detail: translate({
					id: "templateBuilder.file.notUtf8.detail",
					message:
						"Il est enregistré en UTF-16, que le bot ne sait pas lire. Enregistrez-le de nouveau en UTF-8 depuis votre éditeur de texte (« Enregistrer sous », encodage UTF-8).",
					description: "Import: the chosen file is written in UTF-16, which the bot cannot read (detail)",
				}),
			};
		case "notJson":
			return {
				title: translate({
					id: "templateBuilder.file.notJson.title",
					message: "Ce fichier n'est pas du JSON",
					description: "Import: the chosen file cannot be read as JSON (title)",
				}),
				detail: translate({
					id: "templateBuilder.file.notJson.detail",
					message:
						"Son texte n'est pas écrit en JSON, ou il a été coupé ou abîmé (une accolade, une virgule ou un guillemet manque ou est en trop). Téléchargez de nouveau le modèle ou corrigez-le dans un éditeur de texte.",
					description: "Import: the chosen file cannot be read as JSON (detail)",
				}),
			};
		case "tooLarge":
			return {
				title: translate({
					id: "templateBuilder.file.tooLarge.title",
					message: "Fichier trop volumineux",
					description: "Import: the chosen file is over the size limit (title)",
				}),
				detail: translate(
					{
						id: "templateBuilder.file.tooLarge.detail",
						message: "Le fichier dépasse {max}.",
						description: "Import: the chosen file is over the size limit (detail); max is e.g. 1 MB",
					},
					{ max: value(values, "max") },
				),
			};
	}
}
