/**
 * The bot's own sentences and words for the commands the sample server answers
 * (`commandReplies.ts`), in both languages of the site.
 */
export interface Texts {
	error: string;
	invalidDice: (dice: string) => string;
	/** The dice roller refused the formula: the bot quotes it as core cut it, then the roller's report. */
	invalidDiceType: (dice: string, logs: string) => string;
	/** A bulk roll's count: none, 0, over `max`; and a bulk roll inside a shared roll. */
	bulk: {
		bulk_number: (dice: string) => string;
		bulk_zero: (dice: string) => string;
		bulk_max: (dice: string, max: number) => string;
	};
	noBulkRoll: string;
	/** A `$name` the sheet does not have (or no sheet), the names quoted. */
	unknownStats: (stats: string) => string;
	context: string;
	shouldSelect: string;
	excluded: string;
	statNotFound: (stat: string, char: string) => string;
	/** A statistic asked of the template alone: no player chosen, or a character the bot did not find. */
	statNoUser: (stat: string) => string;
	statNoCharacter: (char: string, stat: string) => string;
	/** `/macro` from a player without a sheet on a server whose template has no macros. */
	noData: string;
	/** A `{{ }}` block core could not work out. */
	invalidFormula: (formula: string) => string;
	macroNotFound: (macro: string, char: string) => string;
	userNotFound: string;
	charNotFound: (char: string) => string;
	notRegistered: (user: string) => string;
	youRegistered: string;
	noDice: string;
	character: string;
	statistics: string;
	player: string;
	macro: string;
	notSet: string;
	oppositionUnread: (value: string) => string;
}

// The bot's own texts (packages/localization/locales/*.json), the keys named beside each.
const FRENCH: Texts = {
	error: "Erreur", // common.error
	invalidDice: (dice) => `Le dé \`${dice}\` est invalide.`, // error.invalidDice.withDice
	invalidDiceType: (dice, logs) => `Le dé \`${dice}\` est invalide.\n\nJournalisation :\n\`${logs}\`.`, // error.invalidDice.default
	bulk: {
		bulk_number: (dice) => `Le nombre de dé à lancer dans \`${dice}\` n'a pas été reconnu.`, // error.bulk.number
		bulk_zero: (dice) => `Le nombre de dé dans \`${dice}\` doit être supérieur à 0.`, // error.bulk.zero
		bulk_max: (dice, max) => `Le nombre de dé dans \`${dice}\` est trop élevé (max ${max}).`, // error.bulk.max
	},
	noBulkRoll: 'Les jets en "masse" ne sont pas autorisés dans les dés partagés.', // error.noBulkRoll
	unknownStats: (stats) => `Le dé contient des valeurs inconnues: \`${stats}\`. Merci de les vérifier.`, // error.invalidDice.stats
	context: "Contexte", // common.context
	shouldSelect: "Vous avez besoin de sélectionner une statistique pour lancer un dé.", // error.stats.shouldSelect
	excluded: "Cette statistique est exclue : Vous ne pouvez pas faire de jet pour elle.", // error.stats.excluded
	// error.stats.notFound_singular; i18next's `optional` format leaves an empty value out.
	statNotFound: (stat, char) => `La statistique \`${stat}\` est introuvable pour le personnage sélectionné ${char}.`,
	statNoUser: (stat) => `Un utilisateur doit être sélectionné pour lancer un dé sur \`${stat}\`.`, // error.stats.user
	statNoCharacter: (char, stat) =>
		`${char} est introuvable.\nVous devez sélectionner l'utilisateur possédant ce personnage pour lancer un dé sur \`${stat}\`.`, // error.stats.char
	noData: "Aucunes données d'utilisateurs ou de modèles n'ont été trouvées.", // error.user.data
	invalidFormula: (formula) => `Formule invalide : \`${formula}\``, // error.invalidFormula
	macroNotFound: (macro, char) => `\`${macro}\` n'est pas enregistré pour ${char}.`, // error.damage.notFound
	userNotFound:
		"Utilisateur introuvable.\n- Il peut s'agir d'une erreur temporaire causé par la mise à jour du cache,\n- La fiche est introuvable car elle a été supprimé (ou son channel) mais les données n'ont pas été supprimé de la base de données. Si tel est le cas, vous devez utiliser la commande `/supprimer_char`.", // error.user.notFound.generic
	charNotFound: (char) => `Le personnage ${char} n'est pas enregistré.`, // error.user.charName
	notRegistered: (user) => `${user} n'est pas enregistré.`, // error.user.registered
	youRegistered: "Vous n'êtes pas enregistré !", // error.user.youRegistered
	noDice: "Vous ne pouvez pas lancer cette commande sans avoir un dé type enregistré !", // error.noDice
	character: "Personnage", // embed.display, common.character capitalized
	statistics: "Statistiques", // common.statistics capitalized
	player: "Joueur", // common.user
	macro: "Macro", // embed.dice
	notSet: "/", // common.noSet
	oppositionUnread: (value) =>
		`Impossible de reconnaître la valeur à comparer dans \`${value}\`. Est ce que la valeur est un nombre ?`, // error.invalidDice.opposition
};
const ENGLISH: Texts = {
	error: "Error",
	invalidDice: (dice) => `The dice \`${dice}\` is invalid.`,
	invalidDiceType: (dice, logs) => `The dice type \`${dice}\` is invalid.\n\nLogs:\n\`${logs}\``,
	bulk: {
		bulk_number: (dice) => `The dice's number was not recognized in \`${dice}\`.`,
		bulk_zero: (dice) => `The dice's number in \`${dice}\` must be greater than zero.`,
		bulk_max: (dice, max) => `The dice's number in \`${dice}\` is too high (max ${max}).`,
	},
	noBulkRoll: "Bulk roll are not allowed in shared rolls.",
	unknownStats: (stats) => `The dice contains unknown statistics: \`${stats}\`. Verify the values before reprocessing.`,
	context: "Context",
	shouldSelect: "You need to select a statistic to roll a dice.",
	excluded: "This statistic is excluded: you cannot roll for it.",
	statNotFound: (stat, char) => `The statistic \`${stat}\` cannot be found on the selected character ${char}.`,
	statNoUser: (stat) => `An user should be selected to roll a dice on \`${stat}\`.`,
	statNoCharacter: (char, stat) =>
		`${char} cannot be found.\nYou must select the user with this character to roll on \`${stat}\`.`,
	noData: "No user data nor template dice found.",
	invalidFormula: (formula) => `Invalid formula: \`${formula}\``,
	macroNotFound: (macro, char) => `\`${macro}\` is not saved in \`${char}\`.`,
	userNotFound:
		"User not found.\n- This may be a temporary error caused by updating the cache,\n- The record cannot be found because it has been deleted (or its channel) but the data has not been deleted from the database. \nIf so, you need to use the `/delete_char` command.",
	charNotFound: (char) => `The character ${char} is not registered.`,
	notRegistered: (user) => `${user} is not registered.`,
	youRegistered: "You are not registered",
	noDice: "You cannot use this command without having a registered die type!",
	character: "Character",
	statistics: "Statistics",
	player: "Player",
	macro: "Macro",
	notSet: "/",
	oppositionUnread: (value) => `Can't recognize the value in \`${value}\`. Is the value a number?`,
};

export function textsFor(locale: string): Texts {
	return locale.startsWith("fr") ? FRENCH : ENGLISH;
}
