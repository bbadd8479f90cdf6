// "Copy for Discord": a few lines in the page's language, under 2,000 characters.
import { expect, test } from "vitest";
import { DISCORD_LIMIT, discordSummary } from "../../../src/components/Odds/discordSummary";
import { numberFormatter, percentFormatter } from "../../../src/components/Odds/format";
import { computeOdds, exactTiers } from "../../../src/dice/odds";

const ENGLISH = {
	title: (expression: string) => `Odds of ${expression}`,
	exact: "exact",
	estimated: "estimated",
	mean: "Mean",
	success: "Chance of success",
	likeliest: "Likeliest results",
	opposition: "opposition",
	colon: ": ",
};

function oddsOf(expression: string, locale: string) {
	const answer = computeOdds(expression);
	if (!answer.ok) throw new Error(expression);
	return { ...answer.odds, tiers: exactTiers(expression, {}, locale)?.tiers };
}

test("the tiers with the bot's words, the mean and the likeliest results", () => {
	const format = { percent: percentFormatter("en"), number: numberFormatter("en") };
	const text = discordSummary("1d20>=10>14", oddsOf("1d20>=10>14", "en"), ENGLISH, format);
	expect(text.split("\n")).toEqual([
		"**Odds of 1d20>=10>14** (exact)",
		"Mean: 10.5",
		"- Success (opposition): 30%",
		"- Failure (opposition): 25%",
		"- Failure: 45%",
		"Likeliest results: 1 (5%), 2 (5%), 3 (5%), 4 (5%), 5 (5%)",
	]);
});

test("French numbers and labels; a wide result and a long expression stay under Discord's limit", () => {
	const format = { percent: percentFormatter("fr"), number: numberFormatter("fr") };
	const french = {
		...ENGLISH,
		title: (expression: string) => `Chances de ${expression}`,
		mean: "Moyenne",
		colon: " : ",
	};
	expect(discordSummary("1d20+5>=15", oddsOf("1d20+5>=15", "fr"), french, format)).toMatch(/^- Succès : 55\s?%$/m);
	const long = `${"1d6+".repeat(120)}1d6>=300`;
	const wide = discordSummary(long, { ...oddsOf("100d6", "fr") }, french, format);
	expect(wide.length).toBeLessThan(DISCORD_LIMIT);
	expect(wide).toContain("…");
});

test("mentions and masked links in the expression are pasted harmless: no ping, the address shown", () => {
	const format = { percent: percentFormatter("en"), number: numberFormatter("en") };
	const typed = "1d20 # @everyone @here <@123> <@!4> <@&56> <#78> [free](https://example.invalid)";
	const odds = computeOdds("1d20");
	if (!odds.ok) throw new Error("1d20");
	const [title] = discordSummary(typed, odds.odds, ENGLISH, format).split("\n");
	expect(title).toBe(
		"**Odds of 1d20 # @\u200beveryone @\u200bhere <\u200b@123> <\u200b@!4> <\u200b@&56> <\u200b#78> [free]\\(https://example.invalid)** (exact)",
	);
	// What Discord would read as a mention or a masked link is gone.
	expect(title).not.toMatch(/@(everyone|here)|<(@[!&]?|#)\d+>|\]\(/);
});
