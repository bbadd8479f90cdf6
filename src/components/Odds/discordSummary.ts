// "Copy for Discord": the odds as a few plain lines a reader pastes in a channel,
// well under Discord's 2,000 characters whatever the expression (a long one is
// cut, only the likeliest results are listed). The words come translated from
// the view, so the summary is in the page's language.
import type { Odds } from "@site/src/dice/odds";

export interface SummaryWords {
	title: (expression: string) => string;
	exact: string;
	estimated: string;
	mean: string;
	success: string;
	likeliest: string;
	opposition: string;
	/** What comes between a name and its figure: ": " in English, " : " in French. */
	colon: string;
}

/**
 * A reader's text made harmless to paste: `@everyone`, `@here` and mentions of a user (`<@…>`), a role (`<@&…>`)
 * or a channel (`<#…>`) get a zero-width space after their first character, so Discord shows them without
 * pinging anyone; a masked link (`[text](url)`) gets a `\` before its parenthesis, so the address shows as
 * typed. The bot posts a reader's text with `allowedMentions` for the first; a copied text can only carry it in
 * its characters.
 */
function neutralise(text: string): string {
	return text
		.replace(/@(everyone|here)/g, "@\u200b$1")
		.replace(/<(@[!&]?|#)(\d+)>/g, "<\u200b$1$2>")
		.replace(/\]\(/g, "]\\(");
}

/** Discord's limit for one message, kept well clear of. */
export const DISCORD_LIMIT = 2000;
const LONGEST_EXPRESSION = 200;
const LIKELIEST = 5;

export function discordSummary(
	expression: string,
	odds: Odds,
	words: SummaryWords,
	format: { percent: (p: number) => string; number: (value: number) => string },
): string {
	const shown = expression.length > LONGEST_EXPRESSION ? `${expression.slice(0, LONGEST_EXPRESSION)}…` : expression;
	const title = words.title(neutralise(shown.replaceAll("`", "'")));
	const lines = [`**${title}** (${odds.exact ? words.exact : words.estimated})`];
	lines.push(`${words.mean}${words.colon}${format.number(odds.mean)}`);
	if (odds.tiers && odds.tiers.length > 0) {
		for (const tier of odds.tiers) {
			const name = tier.decidedBy === "opposition" ? `${tier.label} (${words.opposition})` : tier.label;
			// A tier's label can be a template's custom critical, named by its author.
			lines.push(`- ${neutralise(name.slice(0, 80))}${words.colon}${format.percent(tier.probability)}`);
		}
	} else if (odds.success !== undefined) lines.push(`${words.success}${words.colon}${format.percent(odds.success)}`);
	const likeliest = [...odds.distribution].sort((a, b) => b[1] - a[1]).slice(0, LIKELIEST);
	if (likeliest.length > 0) {
		const listed = likeliest.map(([value, p]) => `${format.number(value)} (${format.percent(p)})`).join(", ");
		lines.push(`${words.likeliest}${words.colon}${listed}`);
	}
	const text = lines.join("\n");
	return text.length < DISCORD_LIMIT ? text : `${text.slice(0, DISCORD_LIMIT - 2)}…`;
}
