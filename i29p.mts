import { rollExpression } from "./src/dice/engine";
import type { OddsOptions } from "./src/dice/odds";
interface Enumerated { distribution: Map<number, number>; success: number; criticalSuccess: number; criticalFailure: number; cut: number; }
class TooDeep extends Error {}

/**
 * Plays every sequence of draws. A source answering k gives the face min+k
 * (dice-roller tells the range before each draw); sequences are visited like an
 * odometer, and those longer than `maxDraws` are cut and counted apart.
 */
function enumerate(expression: string, options: OddsOptions = {}, maxDraws = 12): Enumerated {
	const result: Enumerated = { distribution: new Map(), success: 0, criticalSuccess: 0, criticalFailure: 0, cut: 0 };
	let path: number[] = [];
	for (;;) {
		const sizes: number[] = [];
		let index = 0;
		let range: number[] = [1, 1];
		let deep = false;
		const source = {
			next() {
				if (index >= maxDraws) {
					deep = true;
					throw new TooDeep();
				}
				if (index >= path.length) path.push(0);
				sizes.push(range[1] - range[0] + 1);
				const choice = path[index];
				index += 1;
				return choice;
			},
			set range(value: number[]) {
				range = value;
			},
		};
		if (++globalThis.runs > 30000) throw new Error("loop " + JSON.stringify(path) + JSON.stringify(sizes));
		const rolled = rollExpression(expression, { random: source, character: options.character });
		const weight = sizes.reduce((product, size) => product / size, 1);
		if (deep) result.cut += weight;
		else {
			if (!rolled.ok) throw new Error(`${expression}: ${rolled.error.message}`);
			const line = rolled.result.lines[0];
			result.distribution.set(line.total, (result.distribution.get(line.total) ?? 0) + weight);
			if (line.comparison?.passed && (line.opposition?.passed ?? true)) result.success += weight;
			// The bot's reading: the numbers alone between brackets in the detail are the natural dice.
			const natural = [...line.detail.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
			const critical = options.criticals;
			const failed =
				line.critical?.kind === "failure" ||
				(critical?.failure !== undefined && line.comparison !== undefined && natural.includes(critical.failure));
			const succeeded =
				line.critical?.kind === "success" ||
				(critical?.success !== undefined && line.comparison !== undefined && natural.includes(critical.success));
			if (failed) result.criticalFailure += weight;
			else if (succeeded) result.criticalSuccess += weight;
		}
		path = path.slice(0, sizes.length);
		let position = path.length - 1;
		while (position >= 0 && path[position] >= sizes[position] - 1) position -= 1;
		if (position < 0) return result;
		path = [...path.slice(0, position), path[position] + 1];
	}
}

for (const [e, d] of [["{2d6,1d4}>=4", 40], ["1d20>=10{cs:>=19}{cf:<=2}", 40], ["3#1d6>=4", 40], ["2d4!", 10], ["1d6!>=5", 10], ["2d6!p", 8], ["3d6!>>=5", 7], ["2d6!>>=5>=2", 7], ["{2d6r<=2}", 8], ["3d4!!", 7], ["{1d10r<=2}>=3", 6], ["1d6!+1>=4", 6]] as const) {
  globalThis.runs = 0; const t = performance.now();
  try { const r = enumerate(e, {}, d); console.log(e, globalThis.runs, (performance.now() - t).toFixed(0), r.cut); } catch (x) { console.log(e, String(x).slice(0, 200)); }
}
