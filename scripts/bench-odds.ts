/**
 * Speed of the odds engine, printed (not asserted: the machine may be busy):
 *
 *   npm run bench:odds
 *
 * For each expression: whether it is exact, and the median and slowest time of
 * an answer over a series after a warm-up (wall clock, and the process's CPU
 * time, which a busy machine inflates less). Then the sampling fallback: the
 * median of three runs of 100,000 rolls each, after a short warm-up, and their
 * rate. Then the outcome tiers the worker adds to a judged roll (exact odds and
 * tiers together, as the view asks them), four expressions answered in a row
 * (what a four-way comparison asks of the worker), the builder's tiers over the
 * Call of Cthulhu template's range, and pity's chain at three thresholds.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { must, seededSource } from "../src/dice";
import { computeOdds, exactOdds, exactTiers, pityOdds } from "../src/dice/odds";
import { fromBotTemplate } from "../src/template/convert";
import { typeDieCurve } from "../src/template/typeDieOdds";

const EXACT = [
	"1d20+5>=15",
	"2d20kh1>=15",
	"4d6kh3",
	"10d10kh5",
	"8d6!",
	"8d6!>=5",
	"1d6!!",
	"4d6!!kh3",
	"5d10!>>=8",
	"{6d10>=7}",
	"{14d10>=8}",
	// In braces: /roll hands the pool to core as it is (without them, it takes `<=2` for an opposition).
	"{3d6>=4f<=2}",
	"4dF",
	"1d%",
	"1d100<=45",
	"2d6*3-1d4/2",
	"floor(2d6/3)",
	"{1d20r<3}",
	"{4d6ro<=2}",
	"1d20>=1d20",
	"1d20>=10{cs:>=20}{cf:<=1}",
	"100d6",
	"25d20kh10",
];
const SAMPLED = ["1d20;&+5>=10", "{{1d6*2}}+1d4", "1d20>=10{*cs:==20}"];
const RUNS = 15;

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return must(sorted[Math.floor(sorted.length / 2)], "a median of no run");
}

/** Median wall-clock ms of `run` over RUNS, after a warm-up. */
function medianMs(run: () => unknown): number {
	for (let warm = 0; warm < 3; warm += 1) run();
	return median(Array.from({ length: RUNS }, () => timed(run).wall));
}
const JUDGED = EXACT.filter((expression) => exactTiers(expression) !== undefined);
console.log("odds and tiers                  median ms  tiers");
for (const expression of JUDGED) {
	const tiers = exactTiers(expression, {}, "en")?.tiers.length ?? 0;
	const ms = medianMs(() => {
		exactOdds(expression);
		exactTiers(expression, {}, "en");
	});
	console.log(`${expression.padEnd(32)}${ms.toFixed(2).padStart(9)}  ${tiers}`);
}
const CTHULHU = {
	criticals: { success: 1, failure: 100 },
	customCriticals: [
		{ name: "Extreme", sign: "<=" as const, value: 12, onNaturalDice: false },
		{ name: "Hard", sign: "<=" as const, value: 30, onNaturalDice: false },
	],
};
const cthulhu = medianMs(() => exactTiers("1d100<=60", CTHULHU, "en"));
console.log(`${"1d100<=60 (six tiers)".padEnd(32)}${cthulhu.toFixed(2).padStart(9)}  6`);
for (const four of [
	["2d20kh1>=15", "1d20+5>=15", "4d6kh3", "3d6"],
	["8d6!>=5", "5d10!>>=8", "25d20kh10", "100d6"],
]) {
	const ms = medianMs(() => {
		for (const expression of four) {
			exactOdds(expression);
			exactTiers(expression, {}, "en");
		}
	});
	console.log(`four in a row: ${four.join(" | ")}: ${ms.toFixed(1)} ms`);
}
// The builder's tiers over a statistic's range: one exact answer and its tiers per value the curve walks.
const cocForm = fromBotTemplate(
	JSON.parse(readFileSync("static/templates/call-of-cthulhu-7e.en.json", "utf8")) as Parameters<
		typeof fromBotTemplate
	>[0],
);
const curve = typeDieCurve(cocForm);
if (curve) {
	const ms = medianMs(() => {
		for (const question of curve.questions) {
			exactOdds(question.expression, question.options);
			exactTiers(question.expression, question.options, "en");
		}
	});
	console.log(`builder tiers, Call of Cthulhu over ${curve.values.length} values: ${ms.toFixed(1)} ms`);
}
// Pity: the Markov chain over 0…threshold (a dense solve, so a large threshold costs most).
const pityTiers = exactTiers("1d20+5>=15", {}, "en");
if (pityTiers) {
	for (const threshold of [4, 100, 1000]) {
		const ms = medianMs(() => pityOdds(pityTiers, threshold));
		console.log(`pity 1d20+5>=15 at ${threshold} failures: ${ms.toFixed(2)} ms`);
	}
}
console.log(
	`load average ${loadavg()
		.map((load) => load.toFixed(2))
		.join(" ")}`,
);
/** Wall-clock and CPU milliseconds of one call. */
function timed<T>(run: () => T): { result: T; wall: number; cpu: number } {
	const cpuBefore = process.cpuUsage();
	const started = performance.now();
	const result = run();
	const wall = performance.now() - started;
	const cpu = process.cpuUsage(cpuBefore);
	return { result, wall, cpu: (cpu.user + cpu.system) / 1000 };
}

console.log("expression                      exact  median ms  cpu ms  max ms  values");
for (const expression of EXACT) {
	for (let warm = 0; warm < 3; warm += 1) exactOdds(expression);
	const walls: number[] = [];
	const cpus: number[] = [];
	let values = 0;
	for (let run = 0; run < RUNS; run += 1) {
		const { result, wall, cpu } = timed(() => exactOdds(expression));
		values = result.distribution.length;
		walls.push(wall);
		cpus.push(cpu);
	}
	console.log(
		`${expression.padEnd(32)}${"yes".padEnd(7)}${median(walls).toFixed(2).padStart(9)}${median(cpus)
			.toFixed(2)
			.padStart(8)}${Math.max(...walls)
			.toFixed(2)
			.padStart(8)}  ${values}`,
	);
}
const SAMPLES = 100_000;
for (const expression of SAMPLED) {
	const sampling = (samples: number) =>
		computeOdds(expression, {}, { samples, budgetMs: Number.POSITIVE_INFINITY, random: seededSource(1) });
	sampling(1000);
	const runs = [0, 1, 2].map(() => timed(() => sampling(SAMPLES)));
	const answer = must(runs[0], "three runs were timed").result;
	const wall = median(runs.map((run) => run.wall)) / 1000;
	const cpu = median(runs.map((run) => run.cpu)) / 1000;
	const samples = answer.ok ? (answer.odds.samples ?? 0) : 0;
	console.log(
		`${expression.padEnd(32)}no     ${samples.toLocaleString("en")} rolls in ${wall.toFixed(2)} s, cpu ${cpu.toFixed(2)} s (${Math.round(samples / wall).toLocaleString("en")} rolls/s), margin ±${answer.ok ? ((answer.odds.margin ?? 0) * 100).toFixed(2) : "?"} points`,
	);
}
console.log(
	`load average ${loadavg()
		.map((load) => load.toFixed(2))
		.join(" ")}`,
);
