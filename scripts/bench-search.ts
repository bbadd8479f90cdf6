// Local search benchmark over the built site: index size per locale (raw and
// gzipped), index load time (parse + build the engine), query time (median and p95,
// the modal's request answered whole, highlights and snippets included) and quality on
// the test queries (expected page in the top 1 and top 5, per kind of query) on the tuning set and on the
// two held-out sets (never tuned on): the first, written by the hands that tuned, and the
// scenarios set, written from readers' situations by someone who had not read the pages; and
// whether every command name the index holds finds its page first. Top 5 counts the pages the
// modal shows, which asks for five whole page groups: the first five distinct pages.
// The held-out sets' misses are listed only with --show-held-out: reading them while
// changing the ranking would be tuning on them. --tuning-only leaves out even their figures,
// for the runs made while changing the ranking, between the few looks at milestones.
// Usage: npm run bench:search [-- --build build --runs 20 --show-held-out | --tuning-only]
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { MAX_RESULTS_PER_GROUP, MODAL_HITS, searchIndexRelativePath } from "../src/search/constants";
import { createSearchEngine } from "../src/search/engine";
import {
	commandNameCases,
	evaluateQueries,
	type QualityReport,
	type QueryCase,
	qualityByKind,
} from "../src/search/evaluate";
import { fromIndexFile, parseIndexFile } from "../src/search/indexFile";
import { answer } from "../src/search/localSearchClient";

const LOCALES = [
	{ locale: "fr", outDir: "" },
	{ locale: "en", outDir: "en" },
];
const QUERIES_FILE = "tests/fixtures/search-queries.json";
/** The request the modal makes: its hits, per page and in all, with DocSearch's snippets of 15 words. */
const MODAL_REQUEST = {
	distinct: MAX_RESULTS_PER_GROUP,
	hitsPerPage: MODAL_HITS,
	attributesToSnippet: [
		...["lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"].map((level) => `hierarchy.${level}:15`),
		"content:15",
	],
};
const HELD_OUT_FILE = "tests/fixtures/search-held-out.json";
const SCENARIOS_FILE = "tests/fixtures/search-held-out-scenarios.json";

function option(name: string, fallback: string): string {
	const at = process.argv.indexOf(`--${name}`);
	return at !== -1 && process.argv[at + 1] ? (process.argv[at + 1] as string) : fallback;
}

function percentile(sorted: number[], fraction: number): number {
	if (sorted.length === 0) return Number.NaN;
	return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function main(): void {
	const buildDir = option("build", "build");
	const runs = Number(option("runs", "20"));
	const cases = JSON.parse(readFileSync(QUERIES_FILE, "utf8")) as Record<string, QueryCase[]>;
	const heldOut = JSON.parse(readFileSync(HELD_OUT_FILE, "utf8")) as Record<string, QueryCase[]>;
	const scenarios = JSON.parse(readFileSync(SCENARIOS_FILE, "utf8")) as Record<string, QueryCase[]>;
	// Times depend on what else the machine runs: say how busy it was.
	const [oneMinute = 0] = loadavg();
	console.log(`machine load   ${oneMinute.toFixed(1)} (1-minute average) on ${availableParallelism()} cores`);
	for (const { locale, outDir } of LOCALES) {
		const file = path.join(buildDir, outDir, searchIndexRelativePath(locale));
		if (!existsSync(file)) {
			console.log(`${locale}: no index at ${file} (run npm run build first)`);
			process.exitCode = 1;
			continue;
		}
		const raw = readFileSync(file);
		const text = raw.toString("utf8");
		const gzipped = gzipSync(raw, { level: 9 }).length;

		const loadTimes: number[] = [];
		let engine = createSearchEngine([]);
		let records = fromIndexFile(parseIndexFile(JSON.parse(text)));
		for (let run = 0; run < 10; run++) {
			const started = performance.now();
			records = fromIndexFile(parseIndexFile(JSON.parse(text)));
			engine = createSearchEngine(records);
			loadTimes.push(performance.now() - started);
		}
		const coldLoad = loadTimes[0] ?? Number.NaN;
		const warmLoads = loadTimes.slice(1).sort((a, b) => a - b);

		// Times over every set: the held-out queries are the longer, questions and tasks included.
		const queries = [...(cases[locale] ?? []), ...(heldOut[locale] ?? []), ...(scenarios[locale] ?? [])];
		const queryTimes: number[] = [];
		// CPU time as well: on a busy machine the wall clock also counts the other processes' turns.
		const queryCpuTimes: number[] = [];
		for (const { query } of queries) answer(engine, { ...MODAL_REQUEST, query }, "bench"); // warm-up
		for (let run = 0; run < runs; run++) {
			for (const { query } of queries) {
				const cpuStarted = process.cpuUsage();
				const started = performance.now();
				answer(engine, { ...MODAL_REQUEST, query }, "bench");
				queryTimes.push(performance.now() - started);
				const cpu = process.cpuUsage(cpuStarted);
				queryCpuTimes.push((cpu.user + cpu.system) / 1000);
			}
		}
		queryTimes.sort((a, b) => a - b);
		queryCpuTimes.sort((a, b) => a - b);

		console.log(`\n## ${locale} (${engine.size} records)`);
		console.log(`index file     ${file}: ${kib(raw.length)} raw, ${kib(gzipped)} gzipped`);
		console.log(`index load     first ${ms(coldLoad)}, then median ${ms(percentile(warmLoads, 0.5))}`);
		console.log(
			`query time     median ${ms(percentile(queryTimes, 0.5))}, p95 ${ms(percentile(queryTimes, 0.95))} (${queries.length} queries x ${runs} runs); CPU time median ${ms(percentile(queryCpuTimes, 0.5))}, p95 ${ms(percentile(queryCpuTimes, 0.95))}`,
		);
		const tuning = printQuality("tuning set", evaluateQueries(engine, cases[locale] ?? []));
		const tuningOnly = process.argv.includes("--tuning-only");
		const held = tuningOnly ? null : printQuality("held-out set", evaluateQueries(engine, heldOut[locale] ?? []));
		const scenario = tuningOnly
			? null
			: printQuality("scenarios set", evaluateQueries(engine, scenarios[locale] ?? []));
		const commands = evaluateQueries(engine, commandNameCases(records));
		console.log(
			`command names  first: ${commands.top1}/${commands.total}${
				commands.top1 < commands.total
					? `; not first: ${commands.outcomes
							.filter((item) => item.rank !== 1)
							.map((item) => `"${item.query}"`)
							.join(", ")}`
					: ""
			}`,
		);
		printMisses("tuning set", tuning);
		if (held && process.argv.includes("--show-held-out")) printMisses("held-out set", held);
		if (scenario && process.argv.includes("--show-held-out")) printMisses("scenarios set", scenario);
	}
}

function printQuality(name: string, quality: QualityReport): QualityReport {
	const percent = (count: number) => `${((100 * count) / Math.max(1, quality.total)).toFixed(1)} %`;
	console.log(
		`${name.padEnd(14)} top 1: ${quality.top1}/${quality.total} (${percent(quality.top1)}), top 5: ${quality.top5}/${quality.total} (${percent(quality.top5)})`,
	);
	const kinds = [...qualityByKind(quality)].map(
		([kind, tally]) => `${kind} ${tally.top1}/${tally.top5}/${tally.total}`,
	);
	console.log(`  by kind (top 1/top 5/total): ${kinds.join(", ")}`);
	return quality;
}

function printMisses(name: string, quality: QualityReport): void {
	const misses = quality.outcomes.filter((item) => item.rank !== 1);
	if (misses.length > 0) console.log(`not first (${name}):`);
	for (const outcome of misses) {
		const kind = outcome.kind ? ` [${outcome.kind}]` : "";
		console.log(
			`  ${outcome.rank === null ? "miss" : `#${outcome.rank}`.padEnd(4)} "${outcome.query}"${kind}: expected ${outcome.expected}, first ${outcome.topPages[0] ?? "nothing"}`,
		);
	}
}

main();
