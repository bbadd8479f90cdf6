/**
 * The odds of a dice expression, worked out by the same engine as the site's
 * Odds view:
 *
 *   npm run --silent odds -- "EXPRESSION" [--stat NAME=VALUE]... [--samples N] [--timeout SECONDS]
 *
 * Prints one JSON object: `exact` (false when estimated from rolls), `mean`,
 * `distribution` ([value, probability] pairs by increasing value) and, for a
 * comparison, `success`; with criticals, `criticalSuccess` and
 * `criticalFailure`; estimated answers add `samples` and `margin` (95%).
 * `--stat` gives the sample character's statistics (`$` is the first).
 * An expression the site refuses prints `{"error": ...}` and exits 1.
 *
 * `--timeout` (30 s unless told) bounds the whole run. The exact reading gets
 * two thirds of it in a child process, which is ended if it runs over; the odds
 * are then estimated from rolls in the time left (`exactTimedOut: true` says so),
 * the rolls stopping on their own clock.
 */
import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rolledOdds } from "../src/components/Odds/rolledOdds";
import type { SampleCharacter } from "../src/dice/character";
import { computeOdds, type OddsAttempt } from "../src/dice/odds";
import { englishReason, loadEnglishCatalogue } from "../src/template/englishCatalogue";

const DEFAULT_TIMEOUT_S = 30;
/** Share of the time limit the exact reading may take before rolls take over. */
const EXACT_SHARE = 2 / 3;
/** Time kept, at the end of the limit, for a child to send its answer and the command to print it. */
const MARGIN_MS = 1500;

const USAGE = 'Usage: npm run --silent odds -- "EXPRESSION" [--stat NAME=VALUE]... [--samples N] [--timeout SECONDS]';

function usage(message: string): never {
	process.stderr.write(`${message}\n${USAGE}\n`);
	process.exit(2);
}

interface Job {
	expression: string;
	character?: SampleCharacter;
	samples?: number;
	mode: "exact" | "sampled";
	budgetMs: number;
}

type WireAttempt = { ok: true; odds: unknown } | { ok: false; error: { code: string; values: unknown } };

function answerOf(job: Job): WireAttempt {
	const options = { character: job.character };
	const answer: OddsAttempt =
		job.mode === "sampled"
			? rolledOdds(job.expression, options, { budgetMs: job.budgetMs, samples: job.samples })
			: computeOdds(job.expression, options, { samples: job.samples, budgetMs: job.budgetMs });
	return answer.ok ? answer : { ok: false, error: { code: answer.error.code, values: answer.error.values } };
}

/** Runs a job in a child process, ended after `limitMs`; null when it did not answer in time. */
function inChild(job: Job, limitMs: number): Promise<WireAttempt | null> {
	return new Promise((resolve, reject) => {
		const child = fork(fileURLToPath(import.meta.url), [], {
			execArgv: process.execArgv,
			env: { ...process.env, DICELETTE_ODDS_JOB: JSON.stringify(job) },
			stdio: ["ignore", "ignore", "inherit", "ipc"],
		});
		let settled = false;
		const timer = setTimeout(() => {
			settled = true;
			child.kill("SIGKILL");
			resolve(null);
		}, limitMs);
		child.on("message", (message: WireAttempt) => {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			resolve(message);
			child.kill();
		});
		child.on("exit", (code) => {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			reject(new Error(`the odds process ended without an answer (exit ${code})`));
		});
	});
}

function print(answer: WireAttempt, exactTimedOut: boolean): never {
	if (!answer.ok) {
		// npm runs scripts from the project root, where the English catalogue lives.
		const catalogue = loadEnglishCatalogue(path.resolve("i18n/en/code.json"));
		const { code, values } = answer.error;
		const message = englishReason(catalogue, { code, values } as Parameters<typeof englishReason>[1]);
		process.stdout.write(`${JSON.stringify({ error: { code, values, message } })}\n`);
		process.exit(1);
	}
	const odds = answer.odds as Extract<OddsAttempt, { ok: true }>["odds"];
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
	if (exactTimedOut) printed.exactTimedOut = true;
	process.stdout.write(`${JSON.stringify(printed)}\n`);
	process.exit(0);
}

async function main(): Promise<void> {
	const words: string[] = [];
	const statistics: SampleCharacter["statistics"][number][] = [];
	let samples: number | undefined;
	let timeoutS = DEFAULT_TIMEOUT_S;
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
		} else if (arg === "--timeout") {
			timeoutS = Number(args[index + 1]);
			if (!Number.isFinite(timeoutS) || timeoutS < 3 || timeoutS > 86_400)
				usage("--timeout wants a number of seconds from 3 to 86400");
			index += 1;
		} else words.push(arg);
	}
	if (words.length === 0) usage("No expression given.");
	const character: SampleCharacter | undefined =
		statistics.length > 0 ? { statistics, dollar: statistics[0].name } : undefined;
	const expression = words.join(" ");
	const started = Date.now();
	const totalMs = timeoutS * 1000;
	const exactMs = Math.floor(totalMs * EXACT_SHARE);
	// When the exact reading gives way to rolls inside computeOdds, they get what is left of its share.
	const exact = await inChild(
		{ expression, character, samples, mode: "exact", budgetMs: Math.max(500, exactMs - MARGIN_MS * 2) },
		exactMs,
	);
	if (exact) print(exact, false);
	// Rolls stop on their own budget, checked as they go: they run here, without a second process to start.
	const leftMs = totalMs - (Date.now() - started);
	print(
		answerOf({ expression, character, samples, mode: "sampled", budgetMs: Math.max(250, leftMs - MARGIN_MS) }),
		true,
	);
}

const job = process.env.DICELETTE_ODDS_JOB;
if (job && process.send) {
	// The child: one job, answered over the IPC channel.
	process.send(answerOf(JSON.parse(job) as Job), () => process.exit(0));
} else {
	main().catch((error: unknown) => {
		process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
		process.exit(2);
	});
}
