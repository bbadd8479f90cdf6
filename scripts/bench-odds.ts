/**
 * Speed of the odds engine, printed (not asserted: the machine may be busy):
 *
 *   npm run bench:odds
 *
 * For each expression: whether it is exact, and the median and slowest time of
 * an answer over a series after a warm-up. Then the sampling fallback: how
 * long 100,000 rolls of the live engine take, and their rate.
 */
import { loadavg } from "node:os";
import { computeOdds, exactOdds } from "../src/dice/odds";
import { seededSource } from "../src/dice/random";

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
	"3d6>=4f<=2",
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
	return sorted[Math.floor(sorted.length / 2)];
}

console.log(
	`load average ${loadavg()
		.map((load) => load.toFixed(2))
		.join(" ")}`,
);
console.log("expression                      exact  median ms  max ms  values");
for (const expression of EXACT) {
	for (let warm = 0; warm < 3; warm += 1) exactOdds(expression);
	const times: number[] = [];
	let values = 0;
	for (let run = 0; run < RUNS; run += 1) {
		const started = performance.now();
		values = exactOdds(expression).distribution.length;
		times.push(performance.now() - started);
	}
	console.log(
		`${expression.padEnd(32)}${"yes".padEnd(7)}${median(times).toFixed(2).padStart(9)}${Math.max(...times)
			.toFixed(2)
			.padStart(8)}  ${values}`,
	);
}
for (const expression of SAMPLED) {
	const started = performance.now();
	const answer = computeOdds(
		expression,
		{},
		{ samples: 100_000, budgetMs: Number.POSITIVE_INFINITY, random: seededSource(1) },
	);
	const seconds = (performance.now() - started) / 1000;
	const samples = answer.ok ? (answer.odds.samples ?? 0) : 0;
	console.log(
		`${expression.padEnd(32)}no     100,000 rolls in ${seconds.toFixed(2)} s (${Math.round(samples / seconds).toLocaleString("en")} rolls/s), margin ±${answer.ok ? ((answer.odds.margin ?? 0) * 100).toFixed(2) : "?"} points`,
	);
}
console.log(
	`load average ${loadavg()
		.map((load) => load.toFixed(2))
		.join(" ")}`,
);
