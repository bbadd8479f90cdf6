/**
 * Sentences for the engine's error codes, and the words of a result line.
 * Literal ids, so that the catalogue test (tests/unit/i18n) finds them; English in i18n/en/tools.json.
 */
import { translate } from "../../i18n/liveDice";
import type { DiceError } from "../errors";

/** Where dice-roller stopped reading, in our words: the character that does not fit, or an early end. */
function notationDetail(values: DiceError["values"]): string {
	if (values.position === undefined) return "";
	if (values.found === "") {
		return ` ${translate({
			id: "liveDice.error.invalidNotation.end",
			message: "Elle s'arrête trop tôt : il manque la suite, un nombre par exemple.",
			description: "Live dice: the notation ends where more was expected (after a sign, a d...)",
		})}`;
	}
	return ` ${translate(
		{
			id: "liveDice.error.invalidNotation.found",
			message: "« {found} » (caractère {position}) n'a pas sa place à cet endroit.",
			description: "Live dice: the character at which dice-roller stopped reading, and its position from 1",
		},
		{ found: String(values.found ?? ""), position: values.position },
	)}`;
}

export function errorMessage(error: DiceError): string {
	const values = error.values;
	const max = values.max ?? "";
	const name = String(values.name ?? "");
	const value = String(values.value ?? "");
	switch (error.code) {
		case "empty":
			return translate({
				id: "liveDice.error.empty",
				message: "Écrivez une expression de dés, par exemple 1d20+5.",
				description: "Live dice: the expression is empty",
			});
		case "tooLong":
			return translate(
				{
					id: "liveDice.error.tooLong",
					message: "Expression trop longue (max : {max} caractères).",
					description: "Live dice: the expression is over the length cap",
				},
				{ max },
			);
		case "tooManyGroups":
			return translate(
				{
					id: "liveDice.error.tooManyGroups",
					message: "Trop de dés (max : {max})",
					description: "Live dice: more dice groups than the bot allows in one roll",
				},
				{ max },
			);
		case "tooManyDice":
			return translate(
				{
					id: "liveDice.error.tooManyDice",
					message: "Trop de dés à lancer en une fois (max : {max}).",
					description: "Live dice: more dice in total than the site rolls at once",
				},
				{ max },
			);
		case "tooManyExplodingDice":
			return translate(
				{
					id: "liveDice.error.tooManyExplodingDice",
					message: "Trop de dés explosifs dans un même groupe (max : {max}).",
					description: "Live dice: an exploding dice group is too large",
				},
				{ max },
			);
		case "tooManyRolls":
			return translate(
				{
					id: "liveDice.error.tooManyRolls",
					message: "Ce jet ne s'arrête pas : les dés explosent ou sont relancés sans fin (plus de {max} tirages).",
					description: "Live dice: dice keep exploding or re-rolling past the draw cap",
				},
				{ max },
			);
		case "noDice":
			return translate({
				id: "liveDice.error.noDice",
				message: "Aucun dé à lancer. Pour un simple calcul, utilisez /math.",
				description: "Live dice: the expression has no dice",
			});
		case "invalidNotation":
			return `${translate(
				{
					id: "liveDice.error.invalidNotation",
					message: "Notation non reconnue : {notation}.",
					description: "Live dice: dice-roller cannot read the notation",
				},
				{ notation: String(values.notation ?? "") },
			)}${notationDetail(values)}`;
		case "invalidMath":
			return translate(
				{
					id: "liveDice.error.invalidMath",
					message: "Calcul impossible : {formula}",
					description: "Live dice: a {{ }} block or a formula does not evaluate",
				},
				{ formula: String(values.formula ?? "") },
			);
		case "notFinite":
			return translate(
				{
					id: "liveDice.error.notFinite",
					message:
						"« {formula} » ne donne pas un nombre fini (une division par zéro, ou un nombre trop grand) : le bot afficherait Infinity, ou comparerait à 0. Le site ne lance pas ce jet ; changez le calcul.",
					description:
						"Live dice: a roll or value gives Infinity or NaN (usually a division by zero); the bot prints it, the site refuses on purpose",
				},
				{ formula: String(values.formula ?? "") },
			);
		case "mathNotFinite":
			return translate(
				{
					id: "liveDice.error.mathNotFinite",
					message:
						"{formula} donne un nombre trop grand pour être lancé (Infinity) : le bot refuse ce jet lui aussi. Réduisez le calcul.",
					description: "Live dice: a {{ }} block evaluates to Infinity, which the bot refuses too",
				},
				{ formula: String(values.formula ?? "") },
			);
		case "unsupportedMath":
			return translate(
				{
					id: "liveDice.error.unsupportedMath",
					message:
						"« {name} » n'est pas permis ici : seuls les nombres, opérateurs et fonctions comme ceil, floor, round, min, max, abs ou sqrt le sont.",
					description: "Live dice: a calculation uses a name outside the allowed functions",
				},
				{ name },
			);
		case "invalidComparison":
			return translate(
				{
					id: "liveDice.error.invalidComparison",
					message: "La valeur comparée « {value} » n'est ni un nombre, ni un jet, ni un calcul.",
					description: "Live dice: the value after a comparison sign is not usable",
				},
				{ value },
			);
		case "invalidOpposition":
			return translate(
				{
					id: "liveDice.error.invalidOpposition",
					message:
						"/roll prend la seconde comparaison pour une opposition, et sa valeur « {value} » n'est ni un nombre ni un jet : le bot refuse la ligne.",
					description: "Live dice: /roll read a second comparison as an opposition whose value it cannot roll",
				},
				{ value },
			);
		case "unreadableThreshold":
			return translate(
				{
					id: "liveDice.error.unreadableThreshold",
					message:
						"Le bot ne sait pas calculer « {value} » après le signe : il compare le total de {dice} à 0, que ces dés ne peuvent pas à la fois atteindre et manquer, et il répond par une erreur à chaque jet.",
					description:
						"Odds: the value after the sign is one the bot cannot work out; it compares with 0, and on these dice its reply is always an error",
				},
				{ value, dice: String(error.values.dice ?? "") },
			);
		case "invalidCritical":
			return translate(
				{
					id: "liveDice.error.invalidCritical",
					message: "La valeur du critique « {value} » n'est ni un nombre, ni un jet, ni un calcul.",
					description: "Live dice: the value of a {cs:...} or {cf:...} marker is not usable",
				},
				{ value },
			);
		case "repeatCount":
			return translate(
				{
					id: "liveDice.error.repeatCount",
					message: "Le nombre devant # doit être un entier de 1 à {max}.",
					description: "Live dice: the count of a bulk roll N# is out of range",
				},
				{ max },
			);
		case "sharedMainZero":
			return translate(
				{
					id: "liveDice.error.sharedMainZero",
					message:
						"Le premier jet ({notation}) fait 0 : le bot ne répond rien à ce jet partagé, il prend un total nul pour un jet qu'il n'a pas pu lire.",
					description: "Live dice: the first part of a shared roll totals 0, and the bot gives no answer",
				},
				{ notation: String(values.notation ?? "") },
			);
		case "repeatInShared":
			return translate({
				id: "liveDice.error.repeatInShared",
				message: "Les jets en série (#) sont interdits dans un jet partagé (;).",
				description: "Live dice: a bulk roll inside a shared roll",
			});
		case "equalsInRepeat":
			return translate(
				{
					id: "liveDice.error.equalsInRepeat",
					message:
						"Le bot refuse un jet en série (#) comparé avec un seul = ({notation}) : écrivez == pour comparer chaque jet.",
					description: "Live dice: a bulk roll compared with a single =, which the bot refuses; == compares",
				},
				{ notation: String(values.notation ?? "") },
			);
		case "tooManyFormulas":
			return translate(
				{
					id: "liveDice.error.tooManyFormulas",
					message: "Trop de formules dans ce jet partagé (max : {max}).",
					description: "Live dice: too many formulas after the first roll of a shared roll",
				},
				{ max },
			);
		case "unknownStatistic":
			return translate(
				{
					id: "liveDice.error.unknownStatistic",
					message: "Aucune statistique ne commence par « {name} » chez le personnage d'exemple.",
					description: "Live dice: $name matches no statistic of the sample character",
				},
				{ name },
			);
		case "noStatisticForDollar":
			return translate({
				id: "liveDice.error.noStatisticForDollar",
				message: "Le $ remplace une statistique choisie au moment du jet ; ici, aucune ne l'est.",
				description: "Live dice: $ is used but no statistic is chosen",
			});
		case "tripleBraces":
			return values.counting
				? translate(
						{
							id: "liveDice.error.tripleBraces",
							message:
								"Trois accolades de suite, « {braces} », ne se lisent pas : le bot refuse ce jet. Pour compter les dés réussis d'une réserve calculée, mettez une espace après la première accolade : {counting}",
							description:
								"Live dice: three braces in a row; {counting} is the same roll with a space after the first brace, which counts the successful dice",
						},
						{ counting: String(values.counting), braces: "{{{" },
					)
				: translate(
						{
							id: "liveDice.error.tripleBraces.plain",
							message:
								"Trois accolades de suite, « {braces} », ne se lisent pas : le bot refuse ce jet. Séparez la première accolade du calcul par une espace.",
							description: "Live dice: three braces in a row, with no rewritten form to offer",
						},
						{ braces: "{{{" },
					);
		case "endlessExplosion":
			return translate(
				{
					id: "liveDice.error.endlessExplosion",
					message:
						"{notation} explose sur toutes ses faces : le jet ne s'arrête jamais. Le bot coupe après 1 000 explosions, et son total n'est alors qu'un compte de dés, pas un résultat : il n'y a ni moyenne ni chances à montrer.",
					description:
						"Odds: every face of the die explodes, so the roll only ends at the bot's cap of 1,000 explosions; no mean or chance is shown",
				},
				{ notation: String(values.notation ?? "") },
			);
		case "unsupported":
			return translate(
				{
					id: "liveDice.error.unsupported",
					message: "Le site ne simule pas encore cette forme : {notation}",
					description: "Live dice: a form the bot knows but the site does not simulate",
				},
				{ notation: String(values.notation ?? "") },
			);
	}
}
