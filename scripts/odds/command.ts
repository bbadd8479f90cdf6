// The odds command (scripts/odds.ts runs it from the terminal, and runs its exact readings' child processes).
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SampleCharacter } from "../../src/dice";
import { must } from "../../src/dice";
import type { OddsAttempt, OddsOptions, PityOdds } from "../../src/dice/odds";
import type { TemplateQuestion } from "../../src/template/templateOdds";
import type { CommandIo } from "../command/io";

// The engine and the template modules load once the arguments are read, and the child loads only the engine: a
// refused argument is answered in a third of the time, and each exact reading's process starts lighter.
export const loadEngine = async () => await import("../../src/dice/odds");
type Engine = Awaited<ReturnType<typeof loadEngine>>;

const ENTRY = fileURLToPath(new URL("../odds.ts", import.meta.url));
const DEFAULT_TIMEOUT_S = 30;
/** Share of the time limit the exact reading may take before rolls take over. */
const EXACT_SHARE = 2 / 3;
/** Time kept, at the end of the limit, for a child to send its answer and the command to print it. */
const MARGIN_MS = 1500;

const USAGE =
	'Usage: npm run --silent odds -- "EXPRESSION"... [--stat NAME=VALUE]... [--template FILE [--macro NAME]...] [--pity N] [--lang en|fr] [--samples N] [--timeout SECONDS]';

/** A refused argument or template: the command prints it with the usage line and exits 2. */
class UsageError extends Error {}

function usage(message: string): never {
	throw new UsageError(message);
}

export interface Job {
	expression: string;
	options: OddsOptions;
	locale: string;
	/** The server's pity threshold, when asked. */
	pity?: number;
	character?: SampleCharacter;
	samples?: number;
	mode: "exact" | "sampled";
	budgetMs: number;
}

type WireTier = { label: string; probability: number; kind: string; decidedBy?: string };
type WirePity = PityOdds | { refused: string };
type WireAttempt =
	| { ok: true; odds: unknown; tiers?: WireTier[]; pity?: WirePity }
	| { ok: false; error: { code: string; values: unknown } };

export function answerOf(engine: Engine, job: Job): WireAttempt {
	const question = {
		expression: job.expression,
		options: { ...job.options, character: job.character },
		locale: job.locale,
		pity: job.pity,
	};
	const answer = engine.answerOdds(question, job.mode, { budgetMs: job.budgetMs, samples: job.samples });
	if (!answer.ok) return { ok: false, error: { code: answer.error.code, values: answer.error.values } };
	const { tiers, pity, ...odds } = answer.odds;
	const printed = tiers?.map(({ kind, label, probability, decidedBy }) =>
		decidedBy === "opposition" ? { label, probability, kind, decidedBy } : { label, probability, kind },
	);
	return { ok: true, odds, ...(printed && { tiers: printed }), ...(pity && { pity }) };
}

/** Where an exact reading runs; null when it did not answer within `limitMs`. */
export type ExactRunner = (job: Job, limitMs: number) => Promise<WireAttempt | null>;

/** Runs a job in a child process, ended after `limitMs`: an exact reading can run past any limit. */
const inChild: ExactRunner = (job, limitMs) => {
	return new Promise((resolve, reject) => {
		// The entry file answers a job when DICELETTE_ODDS_JOB is set. It is TypeScript whoever started this process
		// (tsx for npm, Vitest for a test), so the child loads tsx itself.
		const child = fork(ENTRY, [], {
			execArgv: ["--import", "tsx"],
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
};

/** Prints one answer as a JSON line; gives the exit code it asks for. */
async function print(
	io: CommandIo,
	expression: string,
	answer: WireAttempt,
	exactTimedOut: boolean,
	leftOut: string[] = [],
): Promise<number> {
	if (!answer.ok) {
		const { englishReason, loadEnglishCatalogue } = await import("../../src/template/englishCatalogue");
		// npm runs scripts from the project root, where the English catalogue lives.
		const catalogue = loadEnglishCatalogue(path.resolve("i18n/en"));
		const { code, values } = answer.error;
		const message = englishReason(catalogue, { code, values } as Parameters<typeof englishReason>[1]);
		io.out(`${JSON.stringify({ expression, error: { code, values, message } })}\n`);
		return 1;
	}
	const odds = answer.odds as Extract<OddsAttempt, { ok: true }>["odds"];
	const printed: Record<string, unknown> = {
		expression,
		exact: odds.exact,
		mean: odds.mean,
		distribution: odds.distribution,
	};
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
	if (answer.tiers) printed.tiers = answer.tiers;
	if (answer.pity) printed.pity = answer.pity;
	if (leftOut.length > 0) printed.customCriticalsLeftOut = leftOut;
	io.out(`${JSON.stringify(printed)}\n`);
	return 0;
}

/** The template's questions: each `--macro`, or the type die when none is named. */
async function templateQuestions(
	file: string,
	macros: readonly string[],
	statistics: SampleCharacter["statistics"],
): Promise<TemplateQuestion[]> {
	const { macroQuestion, typeDieQuestion } = await import("../../src/template/templateOdds");
	const { validateTemplateText } = await import("../../src/template/validate");
	let text: string;
	try {
		text = readFileSync(file, "utf8");
	} catch (error) {
		usage(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
	}
	const verdict = validateTemplateText(text);
	if (!verdict.ok) usage(`${file} is not a valid template (npm run validate-template -- ${file} says why).`);
	const form = verdict.form;
	if (macros.length === 0) {
		if (form.diceType.trim().length === 0) usage(`${file} has no type die: name a macro with --macro.`);
		if (form.diceType.includes("$") && statistics.length === 0)
			usage("The type die uses $: give the statistic's value with --stat NAME=VALUE.");
		return [typeDieQuestion(form, statistics[0]?.value, statistics)];
	}
	return macros.map((name): TemplateQuestion => {
		const question = macroQuestion(form, name, statistics);
		if (!question) usage(`${file} has no macro named ${name}.`);
		return question;
	});
}

async function answer(
	io: CommandIo,
	engine: Engine,
	question: TemplateQuestion,
	base: Omit<Job, "expression" | "options" | "mode" | "budgetMs">,
	timeoutS: number,
	runExact: ExactRunner,
) {
	const { expression, options, leftOut } = question;
	const started = Date.now();
	const totalMs = timeoutS * 1000;
	const exactMs = Math.floor(totalMs * EXACT_SHARE);
	// When the exact reading gives way to rolls inside computeOdds, they get what is left of its share.
	const exact = await runExact(
		{ ...base, expression, options, mode: "exact", budgetMs: Math.max(500, exactMs - MARGIN_MS * 2) },
		exactMs,
	);
	if (exact) return await print(io, expression, exact, false, leftOut);
	// Rolls stop on their own budget, checked as they go: they run here, without a second process to start.
	const leftMs = totalMs - (Date.now() - started);
	const budgetMs = Math.max(250, leftMs - MARGIN_MS);
	return await print(
		io,
		expression,
		answerOf(engine, { ...base, expression, options, mode: "sampled", budgetMs }),
		true,
		leftOut,
	);
}

/**
 * The command: its arguments in, the exit code out; a refused argument is printed with the usage line (exit 2).
 * Exact readings run in a child process unless `runExact` says otherwise (tests whose readings are known to be quick).
 */
export async function oddsCommand(args: string[], io: CommandIo, runExact: ExactRunner = inChild): Promise<number> {
	try {
		return await answerAll(args, io, runExact);
	} catch (error) {
		if (!(error instanceof UsageError)) throw error;
		io.err(`${error.message}\n${USAGE}\n`);
		return 2;
	}
}

async function answerAll(args: string[], io: CommandIo, runExact: ExactRunner): Promise<number> {
	const expressions: string[] = [];
	const statistics: SampleCharacter["statistics"][number][] = [];
	const macros: string[] = [];
	let template: string | undefined;
	let locale = "en";
	let pity: number | undefined;
	let samples: number | undefined;
	let timeoutS = DEFAULT_TIMEOUT_S;
	for (let index = 0; index < args.length; index += 1) {
		const arg = must(args[index], "an argument past the end of the list");
		if (arg === "--stat") {
			const [, name, value] = /^(.+)=(-?\d+(?:\.\d+)?)$/.exec(args[index + 1] ?? "") ?? [];
			if (name === undefined || value === undefined) usage("--stat wants NAME=VALUE, e.g. --stat Force=14");
			statistics.push({ name, value: Number(value) });
			index += 1;
		} else if (arg === "--template") {
			template = args[index + 1];
			if (!template) usage("--template wants a template file.");
			index += 1;
		} else if (arg === "--macro") {
			const name = args[index + 1];
			if (!name) usage("--macro wants a macro's name.");
			macros.push(name);
			index += 1;
		} else if (arg === "--pity") {
			pity = Number(args[index + 1]);
			// As the page and the bot's `/config pity` (its option's least value is 2).
			if (!Number.isInteger(pity) || pity < 2 || pity > 1000) usage("--pity wants a number of failures from 2 to 1000");
			index += 1;
		} else if (arg === "--lang") {
			locale = args[index + 1] ?? "";
			if (locale !== "en" && locale !== "fr") usage("--lang wants en or fr.");
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
		} else if (arg.startsWith("--")) usage(`Unknown option ${arg}.`);
		else expressions.push(arg);
	}
	if (macros.length > 0 && !template) usage("--macro names a macro of the --template file.");
	if (expressions.length === 0 && !template) usage("No expression given.");
	const [first] = statistics;
	const character: SampleCharacter | undefined = first ? { statistics, dollar: first.name } : undefined;
	const questions: TemplateQuestion[] = expressions.map((expression) => ({ expression, options: {}, leftOut: [] }));
	if (template) questions.push(...(await templateQuestions(template, macros, statistics)));
	const engine = await loadEngine();
	let code = 0;
	// One after the other: each has the whole time limit, and the lines come out in the order asked.
	for (const question of questions)
		code = Math.max(code, await answer(io, engine, question, { character, samples, locale, pity }, timeoutS, runExact));
	return code;
}
