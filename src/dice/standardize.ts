/**
 * Text compared or rolled the way the bot standardizes it: lower case,
 * accents removed; in a roll, `[labels]` keep their case and Fate dice stay `dF`.
 */

/** Lower case without accents, as the bot's `standardize()` (no trimming). */
export function foldText(text: string): string {
	return text
		.normalize("NFD")
		.replace(/\p{Diacritic}/gu, "")
		.toLowerCase();
}

/** Lower case and no accents outside `[labels]`, Fate dice kept as `dF`, as the bot standardizes a roll. */
export function standardizeNotation(text: string): string {
	return text.replace(/(\[[^\]]*])|([^[]+)/g, (_match, inside: string | undefined, outside: string | undefined) =>
		inside !== undefined ? inside : foldText(outside ?? "").replaceAll("df", "dF"),
	);
}
