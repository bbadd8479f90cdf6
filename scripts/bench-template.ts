/**
 * How long does checking a full template take? Builds a template at the limits
 * (25 statistics, 25 macros, 22 custom criticals), checks it repeatedly with the
 * roll cache emptied before each run (as on first import), and prints the median.
 * Then times the refusal of each family of crafted templates, and the heaviest
 * template still accepted: pools of dice at the caps, in every macro and custom critical.
 *
 *   npm run bench-template [-- RUNS]
 */
import { must } from "../src/dice";
import { clearRollCache } from "../src/template/diceCheck";
import { validateTemplateJson } from "../src/template/validate";
import { hostileTemplates, oversizedTemplates } from "../tests/support/hostileTemplates";

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
const median = must(durations[Math.floor(durations.length / 2)], "no run timed: ask for one run at least");
console.log(
	`validateTemplateJson, 25 statistics + 25 macros + 22 custom criticals, ${runs} cold runs: median ${median.toFixed(1)} ms (min ${durations.at(0)?.toFixed(1)}, max ${durations.at(-1)?.toFixed(1)})`,
);

/** Milliseconds to check each template once, cold. */
function timings(templates: readonly unknown[]): number[] {
	return templates.map((template) => {
		clearRollCache();
		const started = performance.now();
		validateTemplateJson(template);
		return performance.now() - started;
	});
}

function describe(label: string, values: number[]): void {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = sorted[Math.floor(sorted.length / 2)] ?? 0;
	console.log(
		`${label}: median ${middle.toFixed(2)} ms, max ${(sorted.at(-1) ?? 0).toFixed(2)} ms (${values.length} files)`,
	);
}

const hostile = hostileTemplates("/nonexistent/marker");
for (const family of ["combination", "type-die", "custom-critical", "macro"]) {
	describe(
		`refusal, formulas in ${family}`,
		timings(hostile.filter(({ name }) => name.startsWith(family)).map(({ template }) => template)),
	);
}
for (const { name, template } of oversizedTemplates()) describe(`refusal, ${name}`, timings([template]));

// At the caps: 1,000 dice in 25 groups, in a type die that every custom critical reuses and in every macro.
const pool = Array.from({ length: 24 }, () => "41d6").join(";");
const heaviest = {
	statistics: { Force: { min: 1, max: 20 } },
	diceType: pool,
	damage: Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`M${index}`, `${pool}+${index}`])),
	customCritical: Object.fromEntries(
		Array.from({ length: 22 }, (_, index) => [`C${index}`, { sign: ">=", value: `${index + 1}` }]),
	),
};
describe(
	"heaviest accepted template (dice at the caps everywhere)",
	timings(Array.from({ length: 5 }, () => heaviest)),
);
