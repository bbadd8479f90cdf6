/**
 * How long does judging a full template take? Builds a template at the limits
 * (25 statistics, 25 macros, 22 custom critics), judges it repeatedly with the
 * roll cache emptied before each run (as on first import), and prints the median.
 *
 *   npm run bench-template [-- RUNS]
 */
import { clearRollCache } from "../src/template/diceCheck";
import { validateTemplateJson } from "../src/template/validate";

function fullTemplate(): Record<string, unknown> {
	const statistics: Record<string, unknown> = {};
	for (let index = 1; index <= 20; index += 1) statistics[`Statistique ${index}`] = { min: 1, max: 20 };
	for (let index = 1; index <= 5; index += 1) {
		statistics[`Combinaison ${index}`] = { combinaison: `statistique ${index}*2+statistique ${index + 5}` };
	}
	const damage: Record<string, string> = {};
	for (let index = 1; index <= 25; index += 1) {
		damage[`Macro ${index}`] =
			`${1 + (index % 3)}d${[4, 6, 8, 10, 12][index % 5]}+{{ceil(statistique ${index % 20 || 20}/2)}}`;
	}
	const customCritical: Record<string, unknown> = {};
	for (let index = 1; index <= 22; index += 1) {
		customCritical[`Critique ${index}`] = {
			sign: "<=",
			value: `round($/${1 + (index % 5)})`,
			affectSkill: index % 2 === 0,
		};
	}
	return {
		total: 250,
		diceType: "1d100<=$",
		critical: { success: 5, failure: 96 },
		statistics,
		damage,
		customCritical,
	};
}

const runs = Number(process.argv[2] ?? 30);
const template = fullTemplate();
const durations: number[] = [];
for (let run = 0; run < runs; run += 1) {
	clearRollCache();
	const started = performance.now();
	const verdict = validateTemplateJson(template);
	durations.push(performance.now() - started);
	if (!verdict.ok) throw new Error(`The benchmark template is invalid: ${JSON.stringify(verdict.issues[0])}`);
}
durations.sort((a, b) => a - b);
const median = durations[Math.floor(durations.length / 2)];
console.log(
	`validateTemplateJson, 25 statistics + 25 macros + 22 custom critics, ${runs} cold runs: median ${median.toFixed(1)} ms (min ${durations[0].toFixed(1)}, max ${durations.at(-1)?.toFixed(1)})`,
);
