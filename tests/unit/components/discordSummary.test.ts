// "Copy for Discord": a few lines in the page's language, under 2,000 characters.
import { expect, test } from "vitest";
import { DISCORD_LIMIT, discordCompareSummary, discordSummary } from "../../../src/components/Odds/discordSummary";
import { numberFormatter, percentFormatter } from "../../../src/components/Odds/format";
import { computeOdds, exactTiers, pityOdds } from "../../../src/dice/odds";

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

test("flat dice list no likeliest results; a bell curve does", () => {
	const format = { percent: percentFormatter("en"), number: numberFormatter("en") };
	expect(discordSummary("1d20", oddsOf("1d20", "en"), ENGLISH, format)).not.toContain(ENGLISH.likeliest);
	expect(discordSummary("1d4", oddsOf("1d4", "en"), ENGLISH, format)).not.toContain(ENGLISH.likeliest);
	expect(discordSummary("2d6", oddsOf("2d6", "en"), ENGLISH, format)).toMatch(/^Likeliest results: 7 \(16\.67%\), 6 /m);
});

test("the tiers best first as the switch adds them up, and pity once shown", () => {
	const format = { percent: percentFormatter("en"), number: numberFormatter("en") };
	const expression = "1d100<=60{cs:<=12}{cf:>=96}";
	const odds = oddsOf(expression, "en");
	const text = discordSummary(expression, odds, ENGLISH, format, { side: { side: "atLeast", name: "At least" } });
	expect(text.split("\n").slice(2)).toEqual([
		"At least:",
		"- Critical success: 12%",
		"- Success: 60%",
		"- Failure: 95%",
		"- Critical failure: 100%",
	]);
	const outcome = exactTiers("1d20+5>=15", {}, "en");
	if (!outcome) throw new Error("no tiers");
	const pity = pityOdds(outcome, 4);
	const withPity = discordSummary("1d20+5>=15", oddsOf("1d20+5>=15", "en"), ENGLISH, format, {
		pity: { odds: pity, sentence: (each) => `Pity at ${each.threshold}: ${format.percent(each.longRunSuccess)}` },
	});
	expect(withPity).toMatch(/^Pity at 4: 56\.69%$/m);
});

test("a comparison: each roll's name, expression, mean and chance of success, under the limit", () => {
	const format = { percent: percentFormatter("fr"), number: numberFormatter("fr") };
	const french = {
		...ENGLISH,
		mean: "Moyenne",
		success: "Chance de réussite",
		colon: " : ",
		compareTitle: "Jets comparés",
	};
	const text = discordCompareSummary(
		[
			{ expression: "1d100<=30", name: "Dé type, statistique 30", odds: oddsOf("1d100<=30", "fr") },
			{ expression: "1d100<=60", odds: oddsOf("1d100<=60", "fr") },
		],
		french,
		format,
	);
	const lines = text.split("\n");
	expect(lines).toHaveLength(3);
	expect(lines[0]).toBe("**Jets comparés** (exact)");
	expect(lines[1]).toMatch(/^- Dé type, statistique 30 — `1d100<=30` \(Moyenne : 50,5, Chance de réussite : 30\s?%\)$/);
	expect(lines[2]).toMatch(/^- `1d100<=60` \(Moyenne : 50,5, Chance de réussite : 60\s?%\)$/);
	const many = Array.from({ length: 4 }, () => ({ expression: `${"1d6+".repeat(300)}1d6`, odds: oddsOf("3d6", "fr") }));
	expect(discordCompareSummary(many, french, format).length).toBeLessThan(DISCORD_LIMIT);
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

test("a comparison: a name with a mention is pasted harmless, and only the estimated roll is marked ≈", () => {
	const format = { percent: percentFormatter("en"), number: numberFormatter("en") };
	// An estimate as the view gets it when an exact reading overran: the figures are not exact.
	const estimate = { ...oddsOf("1d100<=60", "en"), exact: false };
	const text = discordCompareSummary(
		[
			{
				expression: "1d100<=30",
				name: "@everyone <@&56> [here](https://example.invalid)",
				odds: oddsOf("1d100<=30", "en"),
			},
			{ expression: "1d100<=60", odds: estimate },
		],
		{ ...ENGLISH, compareTitle: "Compared rolls" },
		format,
	);
	const lines = text.split("\n");
	expect(lines[0]).toBe("**Compared rolls** (estimated)");
	expect(lines[1]).toBe(
		"- @\u200beveryone <\u200b@&56> [here]\\(https://example.invalid) — `1d100<=30` (Mean: 50.5, Chance of success: 30%)",
	);
	expect(lines[2]).toBe("- `1d100<=60` (Mean: ≈ 50.5, Chance of success: ≈ 60%)");
});
