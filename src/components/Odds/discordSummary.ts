// "Copy for Discord": the odds as a few plain lines a reader pastes in a channel,
// well under Discord's 2,000 characters whatever the expression (a long one is
// cut, only the likeliest results are listed). It holds what the view shows: the
// tiers best first as the switch reads them, pity once a threshold is typed, each
// compared roll; the likeliest results only when some result is likelier than the
// rest. The words come translated from the view, so it is in the page's language.
import { byQuality, type Odds, type PityOdds, tierChances } from "@site/src/dice/odds";

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

export interface SummaryExtras {
	/** The switch's side when it is not "exactly", and its name in the view. */
	side?: { side: "atLeast" | "atMost"; name: string };
	/** The server's pity, once its figures are shown, and the sentence that says them. */
	pity?: { odds: PityOdds; sentence: (odds: PityOdds) => string };
}

type Format = { percent: (p: number) => string; number: (value: number) => string };

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

function shortened(expression: string): string {
	const shown = expression.length > LONGEST_EXPRESSION ? `${expression.slice(0, LONGEST_EXPRESSION)}…` : expression;
	return shown.replaceAll("`", "'");
}

function capped(lines: readonly string[]): string {
	const text = lines.join("\n");
	return text.length < DISCORD_LIMIT ? text : `${text.slice(0, DISCORD_LIMIT - 2)}…`;
}

/** The likeliest results, or none when the likeliest is tied with more results than are listed (flat dice). */
function likeliest(odds: Odds): [number, number][] {
	const sorted = [...odds.distribution].sort((a, b) => b[1] - a[1]);
	const top = sorted[0]?.[1] ?? 0;
	const tied = sorted.filter(([, p]) => Math.abs(p - top) <= 1e-12).length;
	if (sorted.length < 2 || tied === sorted.length || tied > LIKELIEST) return [];
	return sorted.slice(0, LIKELIEST);
}

export function discordSummary(
	expression: string,
	odds: Odds,
	words: SummaryWords,
	format: Format,
	extras: SummaryExtras = {},
): string {
	const title = words.title(neutralise(shortened(expression)));
	const lines = [`**${title}** (${odds.exact ? words.exact : words.estimated})`];
	lines.push(`${words.mean}${words.colon}${format.number(odds.mean)}`);
	if (odds.tiers && odds.tiers.length > 0) {
		const ranked = byQuality(odds.tiers);
		const chances = tierChances(ranked, extras.side?.side ?? "exactly");
		if (extras.side) lines.push(`${extras.side.name}${words.colon.trimEnd()}`);
		for (const [index, tier] of ranked.entries()) {
			const name = tier.decidedBy === "opposition" ? `${tier.label} (${words.opposition})` : tier.label;
			// A tier's label can be a template's custom critical, named by its author.
			lines.push(`- ${neutralise(name.slice(0, 80))}${words.colon}${format.percent(chances[index] ?? 0)}`);
		}
	} else if (odds.success !== undefined) lines.push(`${words.success}${words.colon}${format.percent(odds.success)}`);
	if (extras.pity) lines.push(extras.pity.sentence(extras.pity.odds));
	const listed = likeliest(odds);
	if (listed.length > 0) {
		const text = listed.map(([value, p]) => `${format.number(value)} (${format.percent(p)})`).join(", ");
		lines.push(`${words.likeliest}${words.colon}${text}`);
	}
	return capped(lines);
}

/** The comparison as the view shows it: each roll's name, mean and chance of success. */
export function discordCompareSummary(
	compared: readonly { expression: string; name?: string; odds: Odds }[],
	words: SummaryWords & { compareTitle: string },
	format: Format,
): string {
	const exact = compared.every((each) => each.odds.exact);
	const lines = [`**${words.compareTitle}** (${exact ? words.exact : words.estimated})`];
	for (const each of compared) {
		// A name can be typed by the reader; the expression sits in a code span, where Discord reads neither
		// mentions nor links (its backticks are taken out, so it cannot close the span).
		const named = each.name
			? `${neutralise(each.name.slice(0, 80))} — \`${shortened(each.expression)}\``
			: `\`${shortened(each.expression)}\``;
		// As in the view, an estimated roll's figures are marked, so that one estimated beside exact ones is told apart.
		const mark = each.odds.exact ? "" : "≈ ";
		const figures = [`${words.mean}${words.colon}${mark}${format.number(each.odds.mean)}`];
		if (each.odds.success !== undefined)
			figures.push(`${words.success}${words.colon}${mark}${format.percent(each.odds.success)}`);
		lines.push(`- ${named} (${figures.join(", ")})`);
	}
	return capped(lines);
}
