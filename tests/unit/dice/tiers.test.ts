// Outcome tiers against brute force: every roll the live engine can make is read
// by the bot model's reply (botMessage) and its label counted; the exact tiers
// must give the same chance to each label. Then the model's corpus: each fuzz line
// the tiers can answer, rolled on its recorded draws, gets a label the tiers allow.

import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, test, vi } from "vitest";
import { rollExpression } from "../../../src/dice";
import { type BotCustomCritical, type BotReading, botMessage } from "../../../src/dice/bot";
import { exactTiers, type Tier } from "../../../src/dice/odds";
import { draws } from "../../fuzz/generators/random";
import { forEachRoll } from "./support/enumerateRolls";

vi.setConfig({ testTimeout: 120_000 });

function bruteLabels(expression: string, reading: BotReading, locale: string) {
	const labels = new Map<string, number>();
	const cut = forEachRoll(expression, (result, weight) => {
		const label = botMessage(result, reading, locale).label;
		const key = label ? `${label.kind}|${label.name}` : "none";
		labels.set(key, (labels.get(key) ?? 0) + weight);
	});
	return { labels, cut };
}

function byLabel(tiers: readonly Tier[]): Map<string, number> {
	const labels = new Map<string, number>();
	for (const tier of tiers) {
		const key = `${tier.kind}|${tier.label}`;
		labels.set(key, (labels.get(key) ?? 0) + tier.probability);
	}
	return labels;
}

function expectSameLabels(exact: Map<string, number>, brute: { labels: Map<string, number>; cut: number }) {
	// Draw sequences cut short (an explosion past 12 draws) only remove mass from brute force.
	for (const key of new Set([...exact.keys(), ...brute.labels.keys()])) {
		const gap = Math.abs((exact.get(key) ?? 0) - (brute.labels.get(key) ?? 0));
		expect(gap, key).toBeLessThanOrEqual(brute.cut + 1e-12);
	}
}

const CTHULHU: BotCustomCritical[] = [
	{ name: "Extrême", sign: "<=", value: 10, onNaturalDice: false },
	{ name: "Majeur", sign: "<=", value: 25, onNaturalDice: false },
];

describe("tiers against every roll read by the bot model", () => {
	test.each([
		["1d20+2>=12", {}],
		["2d6>=7", { critical: { success: 12 } }],
		["1d20>=10", { critical: { success: 20, failure: 1 } }],
		["1d20>=10>14", {}],
		["1d20>=10>14", { critical: { success: 20, failure: 1 } }],
		["1d6>=1d6", {}],
		["1d20>=10{cs:>=19}{cf:<=2}", {}],
		["1d20>=10{*cs:==20}", {}],
		["1d8+1d4>=7", { critical: { failure: 1 } }],
		["1d6!+1>=6", { critical: { success: 6 } }],
		["1d100<=50", { critical: { success: 1, failure: 100 }, customCriticals: CTHULHU }],
		["1d6<=4", { customCriticals: [{ name: "Face", sign: "==", value: 6, onNaturalDice: true }] }],
	] as [string, BotReading][])("%s %j", (expression, reading) => {
		for (const locale of ["fr", "en"]) {
			const tiers = exactTiers(
				expression,
				{ criticals: reading.critical, customCriticals: reading.customCriticals },
				locale,
			);
			expect(tiers).toBeDefined();
			const total = tiers?.tiers.reduce((sum, tier) => sum + tier.probability, 0) ?? 0;
			expect(total + (tiers?.tailMass ?? 0)).toBeCloseTo(1, 12);
			expectSameLabels(byLabel(tiers?.tiers ?? []), bruteLabels(expression, reading, locale));
		}
	});

	test("Call of Cthulhu's six outcomes in the bot's order, with its words", () => {
		const tiers = exactTiers("1d100<=50", { criticals: { success: 1, failure: 100 }, customCriticals: CTHULHU }, "en");
		expect(tiers?.tiers.map((tier) => tier.label)).toEqual([
			"Critical failure",
			"Critical success",
			"Extrême",
			"Majeur",
			"Success",
			"Failure",
		]);
		const chances = [0.01, 0.01, 0.09, 0.15, 0.25, 0.49];
		for (const [index, chance] of chances.entries()) expect(tiers?.tiers[index]?.probability).toBeCloseTo(chance, 12);
	});

	test("an opposition splits the failures by the test that decided them", () => {
		const tiers = exactTiers("1d20>=10>14", {}, "fr")?.tiers ?? [];
		expect(tiers.map((tier) => [tier.label, tier.decidedBy])).toEqual([
			["Succès", "opposition"],
			["Échec", "opposition"],
			["Échec", "threshold"],
		]);
		for (const [index, chance] of [6 / 20, 5 / 20, 9 / 20].entries()) {
			expect(tiers[index]?.probability).toBeCloseTo(chance, 12);
		}
	});

	test("no comparison, no tiers; a single = is the bot's error", () => {
		expect(exactTiers("2d6+1")).toBeUndefined();
		expect(exactTiers("1d20=10")?.tiers).toEqual([{ kind: "error", label: "SyntaxError", probability: 1 }]);
	});
});

interface CorpusCase {
	id: string;
	expression: string;
	drawSeed: number;
	character?: string;
}

describe("tiers agree with the model on the fuzz corpus", () => {
	test("each line the tiers answer gets, on its recorded draws, a label the tiers give a chance", () => {
		const corpus = JSON.parse(
			gunzipSync(readFileSync(new URL("../../fixtures/fuzz/expressions.json.gz", import.meta.url))).toString("utf8"),
		) as { cases: CorpusCase[] };
		let checked = 0;
		for (const entry of corpus.cases) {
			// Explosions and products of pools are the exact engine's slow cases (the benchmark covers them).
			if (entry.character || entry.expression.length > 20 || /[!*/]/.test(entry.expression)) continue;
			let tiers: ReturnType<typeof exactTiers>;
			try {
				tiers = exactTiers(entry.expression, {}, "en");
			} catch {
				continue;
			}
			if (!tiers || tiers.repeats) continue;
			const stream = draws(entry.drawSeed, 5000);
			let used = 0;
			const random = { next: () => stream[used++ % 5000] ?? 0 };
			const rolled = rollExpression(entry.expression, { random, command: "roll" });
			if (!rolled.ok) continue;
			const label = botMessage(rolled.result, {}, "en");
			const kind = label.error ? "error" : label.label?.kind;
			const name = label.error ? "SyntaxError" : label.label?.name;
			const allowed = tiers.tiers.filter((tier) => tier.kind === kind && tier.label === name && tier.probability > 0);
			expect(allowed.length, `${entry.id} ${entry.expression}: ${kind} ${name}`).toBeGreaterThan(0);
			checked += 1;
		}
		expect(checked).toBeGreaterThan(300);
	});
});
