/**
 * The odds of a dice expression, worked out by the same engine as the site's
 * Odds view:
 *
 *   npm run --silent odds -- "EXPRESSION" [--stat NAME=VALUE]... [--samples N]
 *
 * Prints one JSON object: `exact` (false when estimated from rolls), `mean`,
 * `distribution` ([value, probability] pairs by increasing value) and, for a
 * comparison, `success`; with criticals, `criticalSuccess` and
 * `criticalFailure`; estimated answers add `samples` and `margin` (95%).
 * `--stat` gives the sample character's statistics (`$` is the first).
 * An expression the site refuses prints `{"error": ...}` and exits 1.
 */
import path from "node:path";
import type { SampleCharacter } from "../src/dice/character";
import { computeOdds } from "../src/dice/odds";
import { englishReason, loadEnglishCatalogue } from "../src/template/englishMessages";

function usage(message: string): never {
	process.stderr.write(
		`${message}\nUsage: npm run --silent odds -- "EXPRESSION" [--stat NAME=VALUE]... [--samples N]\n`,
	);
	process.exit(2);
}

const words: string[] = [];
const statistics: SampleCharacter["statistics"][number][] = [];
let samples: number | undefined;
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 1) {
	const arg = args[index];
	if (arg === "--stat") {
		const match = /^(.+)=(-?\d+(?:\.\d+)?)$/.exec(args[index + 1] ?? "");
		if (!match) usage("--stat wants NAME=VALUE, e.g. --stat Force=14");
		statistics.push({ name: match[1], value: Number(match[2]) });
		index += 1;
	} else if (arg === "--samples") {
		samples = Number(args[index + 1]);
		if (!Number.isInteger(samples) || samples < 1) usage("--samples wants a whole number above 0");
		index += 1;
	} else words.push(arg);
}
if (words.length === 0) usage("No expression given.");

const character: SampleCharacter | undefined =
	statistics.length > 0 ? { statistics, dollar: statistics[0].name } : undefined;
// The command may run for as long as the rolls it was asked for take.
const answer = computeOdds(words.join(" "), { character }, { samples, budgetMs: Number.POSITIVE_INFINITY });
if (!answer.ok) {
	// npm runs scripts from the project root, where the English catalogue lives.
	const catalogue = loadEnglishCatalogue(path.resolve("i18n/en/code.json"));
	const { code, values } = answer.error;
	process.stdout.write(
		`${JSON.stringify({ error: { code, values, message: englishReason(catalogue, { code, values }) } })}\n`,
	);
	process.exit(1);
}
const { odds } = answer;
const printed: Record<string, unknown> = { exact: odds.exact, mean: odds.mean, distribution: odds.distribution };
if (odds.success !== undefined) printed.success = odds.success;
if (odds.criticalSuccess !== undefined) printed.criticalSuccess = odds.criticalSuccess;
if (odds.criticalFailure !== undefined) printed.criticalFailure = odds.criticalFailure;
if (odds.measure === "successes") printed.measure = odds.measure;
if (odds.repeats !== undefined) printed.repeats = odds.repeats;
if (odds.exact && odds.tailMass > 0) printed.tailMass = odds.tailMass;
if (!odds.exact) {
	printed.samples = odds.samples;
	printed.margin = odds.margin;
}
process.stdout.write(`${JSON.stringify(printed)}\n`);
