/**
 * Differential fuzzing of the site against the bot's code.
 *
 *   npm run fuzz -- --seed N --count M [--kind expressions|templates|csv]
 *       Generates M fresh cases from seed N and compares the site with what runs in this repository:
 *       @dicelette/core's roll (rolled or refused, the total on the same draws) and verifyTemplateValue;
 *       for CSV files, the bot's header step (papaparse with its options, names standardised).
 *   npm run fuzz -- --corpus [--write-pending]
 *       Compares the site with every verdict of tests/fixtures/fuzz (judged by the bot's own code outside
 *       the repository) and prints the agreement per kind and the known causes; --write-pending rewrites
 *       pending.json from what it finds (deliberate.json is written by hand).
 *
 * Prints agreement figures and the first disagreements with their seeds; exits 1 when a case disagrees
 * for no known reason.
 */
import "regexp.escape/auto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { verifyTemplateValue } from "@dicelette/core";
import Papa from "papaparse";
import { foldText } from "../src/dice";
import type { BotTemplate } from "../src/template/botSchema";
import {
	CAUSE_REASONS,
	deliberateTemplateRule,
	expressionCause,
	templateAgrees,
	templateCause,
} from "../tests/fuzz/compare";
import { coreRoll } from "../tests/fuzz/core";
import {
	againstPending,
	checkCsv,
	checkExpressions,
	checkOddsOfRefused,
	checkTemplates,
	FUZZ_DIR,
	type KindReport,
	type Pending,
	readDeliberate,
	readPending,
} from "../tests/fuzz/corpus";
import { CSV_TEMPLATES, csvBytes, generateCsvFiles } from "../tests/fuzz/generators/csv";
import { generateExpressions } from "../tests/fuzz/generators/expressions";
import { generateTemplates } from "../tests/fuzz/generators/templates";
import { siteCsv, siteRoll, siteTemplate } from "../tests/fuzz/site";

function option(args: string[], name: string): string | undefined {
	const at = args.indexOf(name);
	return at === -1 ? undefined : args[at + 1];
}

const percent = (part: number, whole: number) => (whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(2)} %`);

function printGroups(title: string, items: { cause: string; line: string }[], shown = 3) {
	const groups = new Map<string, string[]>();
	for (const item of items) groups.set(item.cause, [...(groups.get(item.cause) ?? []), item.line]);
	if (groups.size === 0) return;
	console.log(`  ${title}:`);
	for (const [cause, lines] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
		console.log(`    ${lines.length} × ${cause}${CAUSE_REASONS[cause] ? ` — ${CAUSE_REASONS[cause]}` : ""}`);
		for (const line of lines.slice(0, shown)) console.log(`        ${line}`);
	}
}

// ------------------------------------------------------------- fresh cases

function freshExpressions(seed: number, count: number): number {
	const cases = generateExpressions(seed, count, false).filter((entry) => !entry.character);
	let agreed = 0;
	const differences: { cause: string; line: string }[] = [];
	for (const [index, entry] of cases.entries()) {
		const drawSeed = seed * 100000 + index;
		const bot = coreRoll(entry.expression, drawSeed);
		const site = siteRoll(entry.expression, undefined, drawSeed);
		// Totals are compared on single lines only: core adds a shared roll's lines and counts a repeated roll's successes.
		const single = site.rolled && site.lineTotals.length === 1 && !/\d#/.test(entry.expression);
		const same = bot.rolled === site.rolled && (!bot.rolled || !site.rolled || !single || bot.total === site.total);
		if (same) {
			agreed += 1;
			continue;
		}
		const cause = expressionCause({ id: entry.id, expression: entry.expression, drawSeed, bot }, site);
		differences.push({
			cause,
			line: `seed ${seed} #${index}: ${entry.expression}  bot=${bot.rolled ? bot.total : bot.error?.slice(0, 60)}  site=${
				site.rolled ? site.total : site.code
			}`,
		});
	}
	console.log(
		`expressions: ${agreed}/${cases.length} agree with @dicelette/core's roll (${percent(agreed, cases.length)})`,
	);
	printGroups("differences by cause", differences);
	return differences.filter((item) => item.cause === "unexplained").length;
}

function freshTemplates(seed: number, count: number): number {
	const deliberate = readDeliberate();
	const original = console.error;
	console.error = () => {};
	let agreed = 0;
	let deliberateCount = 0;
	const differences: { cause: string; line: string }[] = [];
	try {
		for (const [index, entry] of generateTemplates(seed, count).entries()) {
			let accepted = 0;
			let error: string | undefined;
			let parsed: unknown;
			try {
				parsed = JSON.parse(entry.text);
			} catch {
				parsed = undefined;
			}
			for (let run = 0; run < 5 && parsed !== undefined; run += 1) {
				try {
					verifyTemplateValue(structuredClone(parsed));
					accepted += 1;
				} catch (caught) {
					error ??= caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught);
				}
			}
			const bot = { json: parsed !== undefined, accepted, runs: 5, error };
			const site = siteTemplate(entry.text);
			if (templateAgrees(bot, site)) agreed += 1;
			else if (deliberateTemplateRule(site, deliberate.templates)) deliberateCount += 1;
			else
				differences.push({
					cause: templateCause({ ...entry, bot }, site),
					line: `seed ${seed} #${index}: ${entry.text.replace(/\s+/g, " ").slice(0, 200)}  bot=${accepted}/5 ${
						error?.split("\n")[0] ?? ""
					}  site=${site.ok ? "accepts" : site.codes.join(",")}`,
				});
		}
	} finally {
		console.error = original;
	}
	console.log(
		`templates: ${agreed}/${count} agree with verifyTemplateValue (${percent(agreed, count)}), ${deliberateCount} deliberate`,
	);
	printGroups("differences by cause", differences);
	return differences.filter((item) => item.cause === "unexplained").length;
}

/** The bot's header step, run here with papaparse as its import_csv.ts calls it. */
function botHeaderStops(text: string, template: BotTemplate, privateChannel: boolean): boolean {
	const columns = ["user", "charName", "avatar", "channel", ...Object.keys(template.statistics ?? {})];
	if (privateChannel) columns.push("isPrivate");
	const parsed = Papa.parse(text.replaceAll(/\s+;\s*/gi, ";"), {
		dynamicTyping: true,
		header: true,
		skipEmptyLines: true,
	});
	const found = (parsed.meta.fields ?? []).map(foldText);
	const missing = columns.filter(
		(column) => !["avatar", "channel"].includes(column) && !found.includes(foldText(column)),
	);
	return text.length === 0 || missing.length > 0 || parsed.data.length === 0;
}

function freshCsv(seed: number, count: number): number {
	let agreed = 0;
	const differences: { cause: string; line: string }[] = [];
	for (const [index, entry] of generateCsvFiles(seed, count).entries()) {
		const template = CSV_TEMPLATES[entry.template] as BotTemplate;
		const bytes = csvBytes(entry);
		const site = siteCsv(bytes, template, entry.privateChannel);
		const text = new TextDecoder("utf-8").decode(bytes);
		const botStops = botHeaderStops(text, template, entry.privateChannel);
		const siteStops = site.fatal !== null && site.fatal.code !== "file.crash";
		if (botStops === siteStops) agreed += 1;
		else
			differences.push({
				cause: `${entry.encoding}: header step ${botStops ? "stops the bot" : "passes"}, the site ${siteStops ? "stops" : "goes on"}`,
				line: `seed ${seed} #${index}: ${entry.style}`,
			});
	}
	console.log(`csv: ${agreed}/${count} agree with the bot's header step (${percent(agreed, count)})`);
	printGroups("differences by cause", differences);
	return differences.length;
}

// ------------------------------------------------------------------ corpus

function corpusRun(writePending: boolean): number {
	const deliberate = readDeliberate();
	const reports: KindReport[] = [
		checkExpressions(deliberate),
		checkTemplates(deliberate),
		checkCsv(),
		checkOddsOfRefused(),
	];
	let pending: Pending | undefined;
	try {
		pending = readPending();
	} catch {
		pending = undefined;
	}
	let problems = 0;
	const next: Partial<Pending> = {};
	for (const report of reports) {
		const deliberateTotal = Object.values(report.deliberate).reduce((sum, value) => sum + value, 0);
		console.log(
			`${report.kind}: ${report.cases} cases, ${report.agreed} agree (${percent(report.agreed, report.cases)}), ${deliberateTotal} deliberate, ${report.disagreements.length} pending`,
		);
		if (report.texts)
			console.log(
				`  reply texts (French and English): ${report.texts.agreed}/${report.texts.compared} agree (${percent(report.texts.agreed, report.texts.compared)})`,
			);
		for (const [rule, count] of Object.entries(report.deliberate)) console.log(`  deliberate ${rule}: ${count}`);
		printGroups(
			"pending, by cause",
			report.disagreements.map((item) => ({ cause: item.cause, line: `${item.id}: ${item.example}  ${item.detail}` })),
			1,
		);
		const causes: Pending[typeof report.kind] = {};
		for (const item of report.disagreements) {
			causes[item.cause] ??= {
				reason: CAUSE_REASONS[item.cause] ?? CAUSE_REASONS.unexplained ?? "",
				example: item.example,
				ids: [],
			};
			causes[item.cause]?.ids.push(item.id);
		}
		next[report.kind] = causes;
		if (pending && !writePending) {
			const { unlisted, stale } = againstPending(report, pending);
			problems += unlisted.length + stale.length;
			for (const item of unlisted.slice(0, 10)) console.log(`  NOT LISTED ${item.id} (${item.cause}): ${item.example}`);
			for (const item of stale.slice(0, 10)) console.log(`  NOW AGREES OR CHANGED ${item.id} (${item.cause})`);
		}
	}
	if (writePending) {
		const file = path.join(FUZZ_DIR, "pending.json");
		writeFileSync(file, `${JSON.stringify(next, null, "\t")}\n`);
		console.log(`wrote ${path.relative(process.cwd(), file)}`);
	}
	return problems;
}

function main(args: string[]): number {
	if (args.includes("--corpus")) return corpusRun(args.includes("--write-pending")) > 0 ? 1 : 0;
	const seed = Number(option(args, "--seed") ?? Date.now() % 1_000_000);
	const count = Number(option(args, "--count") ?? 500);
	const kind = option(args, "--kind");
	if (!Number.isInteger(seed) || !Number.isInteger(count) || count <= 0) {
		console.error(
			"usage: npm run fuzz -- --seed N --count M [--kind expressions|templates|csv] | --corpus [--write-pending]",
		);
		return 2;
	}
	if (kind !== undefined && !["expressions", "templates", "csv"].includes(kind)) {
		console.error(`unknown kind "${kind}": expressions, templates or csv`);
		return 2;
	}
	console.log(`seed ${seed}, ${count} cases per kind`);
	let unexplained = 0;
	if (!kind || kind === "expressions") unexplained += freshExpressions(seed, count);
	if (!kind || kind === "templates") unexplained += freshTemplates(seed, count);
	if (!kind || kind === "csv") unexplained += freshCsv(seed, count);
	return unexplained > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
