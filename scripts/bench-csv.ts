/**
 * How long does the sheet-import check take on a large file? Builds filled
 * files for a template of 25 statistics (5 computed): 5,000 rows with macros
 * (over 5 MB) and 20,000 short rows, checks each repeatedly and prints the
 * median, with the rows' verdicts counted so that a wrong file shows.
 *
 *   npm run bench-csv [-- RUNS]
 */
import { loadavg } from "node:os";
import type { BotTemplate } from "../src/template/botSchema";
import { checkImportCsv } from "../src/template/csv";

function template(): BotTemplate {
	const statistics: NonNullable<BotTemplate["statistics"]> = {};
	for (let index = 1; index <= 20; index += 1)
		statistics[`Statistique ${String.fromCharCode(64 + index)}`] = { min: 1, max: 20 };
	for (let index = 1; index <= 5; index += 1)
		statistics[`Combinaison ${index}`] = {
			combinaison: `statistique ${String.fromCharCode(64 + index)}*2+statistique ${String.fromCharCode(69 + index)}`,
		};
	return { charName: true, statistics, damage: { Attaque: "1d20" } };
}

function file(rows: number, macros: number): string {
	const names = Object.keys(template().statistics ?? {});
	const lines = [["user", "charName", "avatar", "channel", ...names, "dice"].join(";")];
	const dice = Array.from({ length: macros }, (_, at) => `- Attaque ${at}: 1d20+${at}+Statistique A`).join("\n");
	for (let row = 0; row < rows; row += 1) {
		const base = Array.from({ length: 20 }, (_, at) => ((row + at) % 20) + 1);
		const computed = Array.from({ length: 5 }, (_, at) => (base[at] ?? 0) * 2 + (base[at + 5] ?? 0));
		lines.push(
			[`player${row % 900}`, `Héros ${row}`, "", "", ...base, ...computed, macros > 0 ? `"${dice}"` : ""].join(";"),
		);
	}
	return `${lines.join("\n")}\n`;
}

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const runs = Number(process.argv[2] ?? 5);
console.log(
	`load average ${loadavg()
		.map((value) => value.toFixed(2))
		.join(" ")}, ${runs} runs each`,
);
for (const [rows, macros] of [
	[5000, 38],
	[20000, 0],
] as const) {
	const text = file(rows, macros);
	const times: number[] = [];
	let registered = 0;
	for (let run = 0; run < runs; run += 1) {
		const started = performance.now();
		const result = checkImportCsv(text, template(), { privateChannel: false });
		times.push(performance.now() - started);
		registered = result.rows.filter((row) => row.registered && row.warnings.length === 0).length;
	}
	console.log(
		`${rows} rows, ${(text.length / 1024 / 1024).toFixed(2)} MB: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}); ${registered} rows registered without warning`,
	);
}
