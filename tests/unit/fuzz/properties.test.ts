/**
 * Property tests on freshly generated cases: the site against what of the bot
 * runs in this repository, @dicelette/core (its roller and its template
 * validator). The seed changes on every run (FUZZ_SEED fixes it) and is in
 * every failure message: `npm run fuzz -- --seed N --count M` replays it.
 *
 * - Roll lines: rolled or refused alike, the same total on the same draws,
 *   unless a known cause (tests/fuzz/compare.ts) explains the difference.
 * - Templates: the same verdict, unless a deliberate rule or a known cause explains it.
 * - Odds: the exact distribution against the bot's roller sampled (largest gap
 *   between the two cumulative distributions), and the chance of success against
 *   the bot's own comparison on each sampled total, each within the gap that
 *   40,000 correct rolls cross once in a million runs (tests/support/sampling.ts).
 */
import "regexp.escape/auto";
import { roll, verifyTemplateValue } from "@dicelette/core";
import { describe, expect, test, vi } from "vitest";
import { deliberateTemplateRule, expressionCause, templateAgrees, templateCause } from "../../fuzz/compare";
import { coreRoll } from "../../fuzz/core";
import { readDeliberate } from "../../fuzz/corpus";
import { generateExpressions } from "../../fuzz/generators/expressions";
import { chance } from "../../fuzz/generators/random";
import { generateTemplates } from "../../fuzz/generators/templates";
import { siteOdds, siteRoll, siteTemplate } from "../../fuzz/site";
import { cumulativeGap, FALSE_ALARM, sampledGap, shares } from "../../support/sampling";

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 1_000_000));
const replay = (kind: string) => `seed ${SEED} (replay: npm run fuzz -- --seed ${SEED} --count 300 --kind ${kind})`;

describe(`fresh cases against @dicelette/core, ${replay("…")}`, () => {
	test("roll lines: rolled or refused alike, and the same total on the same draws", () => {
		const unexplained: string[] = [];
		for (const [index, entry] of generateExpressions(SEED, 300, false).entries()) {
			if (entry.character) continue;
			const drawSeed = SEED * 100000 + index;
			const bot = coreRoll(entry.expression, drawSeed);
			const site = siteRoll(entry.expression, undefined, drawSeed);
			const single = site.rolled && site.lineTotals.length === 1 && !/\d#/.test(entry.expression);
			const same = bot.rolled === site.rolled && (!bot.rolled || !site.rolled || !single || bot.total === site.total);
			if (same) continue;
			const cause = expressionCause({ id: entry.id, expression: entry.expression, drawSeed, bot }, site);
			if (cause === "unexplained")
				unexplained.push(
					`#${index} ${entry.expression}: bot ${bot.rolled ? bot.total : bot.error} / site ${site.rolled ? site.total : site.code}`,
				);
		}
		expect(unexplained, replay("expressions")).toEqual([]);
	}, 60_000);

	test("templates: the same verdict as verifyTemplateValue, deliberate rules aside", () => {
		const deliberate = readDeliberate();
		const unexplained: string[] = [];
		const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
		try {
			for (const [index, entry] of generateTemplates(SEED, 150).entries()) {
				let parsed: unknown;
				try {
					parsed = JSON.parse(entry.text);
				} catch {
					parsed = undefined;
				}
				let accepted = 0;
				let error: string | undefined;
				for (let run = 0; run < 5 && parsed !== undefined; run += 1) {
					try {
						verifyTemplateValue(structuredClone(parsed));
						accepted += 1;
					} catch (caught) {
						error ??= String(caught);
					}
				}
				const bot = { json: parsed !== undefined, accepted, runs: 5, error };
				const site = siteTemplate(entry.text);
				if (templateAgrees(bot, site) || deliberateTemplateRule(site, deliberate.templates)) continue;
				if (templateCause({ ...entry, bot }, site) === "unexplained")
					unexplained.push(
						`#${index} ${entry.text.replace(/\s+/g, " ").slice(0, 200)}: bot ${accepted}/5, site ${JSON.stringify(site)}`,
					);
			}
		} finally {
			quiet.mockRestore();
		}
		expect(unexplained, replay("templates")).toEqual([]);
	}, 60_000);
});

/** The bot's comparison of a total, as its reply formatter makes it (math.js on `total sign value`). */
function botCompares(total: number, sign: string, value: number): boolean {
	switch (sign) {
		case ">=":
			return total >= value;
		case "<=":
			return total <= value;
		case ">":
			return total > value;
		case "<":
			return total < value;
		case "!=":
			return total !== value;
		default:
			return total === value;
	}
}

/** The bot's roller, `samples` times on a seeded engine: the totals, and how often its comparison held. */
function botSample(expression: string, samples: number, seed: number) {
	const source = chance(seed);
	const engine = { next: () => Math.floor(source.next() * 0x7fffffff) };
	const totals: number[] = [];
	let successes = 0;
	let compared = 0;
	for (let index = 0; index < samples; index += 1) {
		const result = roll(expression, engine as never);
		if (!result || typeof result.total !== "number") throw new Error(`the bot does not roll ${expression}`);
		totals.push(result.total);
		if (result.compare) {
			compared += 1;
			if (botCompares(result.total, result.compare.sign, result.compare.value)) successes += 1;
		}
	}
	return { totals, compared, success: compared > 0 ? successes / compared : undefined };
}

/** Lines whose odds the site works out exactly: fixed ones covering each kind, and fresh ones from the seed. */
function oddsCases(): string[] {
	const fixed = ["1d20+5>=15", "3d6", "4d6kh3", "2d20kl1>=12", "{6d10>=7}", "1d100<=45", "2d6+3>=7", "1d6!", "4dF+2"];
	const random = chance(SEED);
	const fresh = Array.from({ length: 3 }, () => {
		const sides = random.pick([4, 6, 8, 10, 12, 20] as const);
		const count = random.int(1, 4);
		const keep = count > 1 && random.maybe(0.4) ? `${random.pick(["kh", "kl"] as const)}1` : "";
		const bonus = random.maybe(0.5) ? `+${random.int(1, 5)}` : "";
		const comparison = random.maybe(0.7)
			? `${random.pick([">=", "<=", ">", "<"] as const)}${random.int(2, count * sides)}`
			: "";
		return `${count}d${sides}${keep}${bonus}${comparison}`;
	});
	return [...fixed, ...fresh];
}

describe(`odds against the bot's roller sampled, ${replay("expressions")}`, () => {
	const SAMPLES = 40_000;
	test.each(oddsCases())(
		"%s",
		(expression) => {
			const odds = siteOdds(expression);
			if (!odds.ok) throw new Error(`${expression}: the site refuses (${odds.error.code}), ${replay("expressions")}`);
			expect(odds.odds.exact, expression).toBe(true);
			const sample = botSample(expression, SAMPLES, SEED);
			// About 0.0135 for 40,000 rolls: a correct sampler crosses it in one run of a million (FALSE_ALARM).
			const gap = sampledGap(SAMPLES);
			const why = `${expression}, gap allowed ${gap.toFixed(4)} (false alarm ${FALSE_ALARM}), ${replay("expressions")}`;
			expect(cumulativeGap(odds.odds.distribution, shares(sample.totals)), why).toBeLessThanOrEqual(gap);
			if (sample.success !== undefined) {
				expect(odds.odds.success, expression).toBeDefined();
				expect(Math.abs((odds.odds.success ?? 0) - sample.success), why).toBeLessThanOrEqual(
					sampledGap(sample.compared),
				);
			}
		},
		60_000,
	);
});
