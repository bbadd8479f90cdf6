/**
 * Statistic values put into a template's formulas the way the bot's
 * validator puts them: `$` for the statistic being rolled, and each name, in
 * the template's order, anywhere in the text and whatever its case. The
 * builder's checks and its test rolls both go through these functions.
 */
import { foldText } from "./standardize";

export interface StatisticValue {
	name: string;
	value: number;
}

export function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/** `$` stands for the value of the statistic being rolled. */
export function substituteDollar(text: string, value: number): string {
	return text.replaceAll("$", String(value));
}

export interface NamesReplaced {
	text: string;
	/** The statistics found in the text, in the template's order. */
	used: string[];
}

/**
 * Replaces statistic names by values. With `foldAccents` (macros, custom
 * critical values), text and names are also compared without accents and the text
 * comes back in lower case, as the bot standardizes it.
 */
export function replaceStatisticNames(
	text: string,
	statistics: readonly StatisticValue[],
	{ foldAccents }: { foldAccents: boolean },
): NamesReplaced {
	let result = foldAccents ? foldText(text) : text;
	const used: string[] = [];
	for (const { name, value } of statistics) {
		if (name.length === 0) continue;
		const pattern = new RegExp(escapeRegExp(foldAccents ? foldText(name) : name), "gi");
		const replaced = result.replace(pattern, String(value));
		if (replaced !== result) used.push(name);
		result = replaced;
	}
	return { text: result, used };
}

/** `replaceStatisticNames` when only the text matters. */
export function substituteStatisticNames(
	text: string,
	statistics: readonly StatisticValue[],
	options: { foldAccents: boolean },
): string {
	return replaceStatisticNames(text, statistics, options).text;
}
