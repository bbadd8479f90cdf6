/**
 * The bot's own words for a roll's labels and for the error its reply gives
 * on a threshold it cannot read, in the site's two languages (its locale
 * files' `roll.*` and `error.invalidDice.compare` keys).
 */

export interface BotWords {
	success: string;
	failure: string;
	criticalSuccess: string;
	criticalFailure: string;
	/** Its `error.invalidDice.compare`: the threshold it cannot read, after the total and the sign. */
	unreadableThreshold: (dice: string, comparison: string) => string;
}

const FRENCH: BotWords = {
	success: "Succès",
	failure: "Échec",
	criticalSuccess: "Succès critique",
	criticalFailure: "Échec critique",
	unreadableThreshold: (dice, comparison) =>
		`Impossible de reconnaître la valeur à comparer pour le dé \`${dice}\` : \`${comparison}\``,
};
const ENGLISH: BotWords = {
	success: "Success",
	failure: "Failure",
	criticalSuccess: "Critical success",
	criticalFailure: "Critical failure",
	unreadableThreshold: (dice, comparison) =>
		`Can't recognize the compared value for the dice \`${dice}\` : \`${comparison}\``,
};

/** The bot's words in the site's languages. */
export function botWords(locale: string): BotWords {
	return locale.startsWith("fr") ? FRENCH : ENGLISH;
}
