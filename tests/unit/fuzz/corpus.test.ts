/**
 * Differential fuzzing, committed: tests/fixtures/fuzz holds generated roll
 * lines, templates and CSV files with the verdicts the bot's own code gave
 * them (see tests/fuzz/README.md). The site must agree with every verdict,
 * reply texts in French and English included, except where deliberate.json
 * gives a reason, or where pending.json lists the case under a known cause
 * of the dice engine that is being fixed. A listed case that now agrees fails
 * too, so that the pending list only shrinks by being edited.
 */
import "regexp.escape/auto";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { CAUSE_REASONS } from "../../fuzz/compare";
import {
	againstPending,
	checkCsv,
	checkExpressions,
	checkOddsOfRefused,
	checkTemplates,
	type Deliberate,
	type KindReport,
	type Pending,
	readCorpus,
	readDeliberate,
	readPending,
} from "../../fuzz/corpus";
import { generateCsvFiles } from "../../fuzz/generators/csv";
import { generateExpressions } from "../../fuzz/generators/expressions";
import { generateTemplates } from "../../fuzz/generators/templates";

let deliberate: Deliberate;
let pending: Pending;

beforeAll(() => {
	deliberate = readDeliberate();
	pending = readPending();
	// papaparse warns about repeated header names, which some generated files have on purpose.
	vi.spyOn(console, "warn").mockImplementation(() => {});
});

function expectOnlyKnown(report: KindReport) {
	const { unlisted, stale } = againstPending(report, pending);
	const lines = [
		...unlisted.slice(0, 15).map((item) => `not listed: ${item.id} [${item.cause}] ${item.example} — ${item.detail}`),
		...stale.slice(0, 15).map((item) => `listed but now agrees (or differs otherwise): ${item.id} [${item.cause}]`),
	];
	expect(lines, `${unlisted.length} unlisted, ${stale.length} stale (npm run fuzz -- --corpus)`).toEqual([]);
}

describe("the corpora", () => {
	test("are as large as the issue asks and the generators still give their inputs", () => {
		const expressions = readCorpus<{ id: string; expression: string }>("expressions");
		const templates = readCorpus<{ id: string; text: string }>("templates");
		const csv = readCorpus<{ id: string; base64: string }>("csv");
		expect(expressions.cases.length).toBeGreaterThanOrEqual(5000);
		expect(templates.cases.length).toBeGreaterThanOrEqual(2000);
		expect(csv.cases.length).toBeGreaterThanOrEqual(500);
		expect(generateExpressions(expressions.seed, expressions.count).map((entry) => entry.expression)).toEqual(
			expressions.cases.map((entry) => entry.expression),
		);
		expect(generateTemplates(templates.seed, templates.count).map((entry) => entry.text)).toEqual(
			templates.cases.map((entry) => entry.text),
		);
		expect(generateCsvFiles(csv.seed, csv.count).map((entry) => entry.base64)).toEqual(
			csv.cases.map((entry) => entry.base64),
		);
	});

	test("every deliberate difference and pending cause has its reason", () => {
		for (const rule of [...deliberate.templates, ...deliberate.expressions])
			expect(rule.reason.length).toBeGreaterThan(20);
		for (const causes of Object.values(pending))
			for (const [cause, entry] of Object.entries(causes)) {
				expect(CAUSE_REASONS[cause], cause).toBeDefined();
				expect(cause).not.toBe("unexplained");
				expect(entry.ids.length).toBeGreaterThan(0);
			}
	});
});

/** Slices of a corpus, one test each, so that no test holds the worker for long. */
function slices(total: number, size: number) {
	return Array.from({ length: Math.ceil(total / size) }, (_, index) => ({
		from: index * size,
		to: Math.min(total, (index + 1) * size),
	}));
}

describe("the site agrees with the bot's verdicts", () => {
	const expressions = readCorpus<unknown>("expressions").cases.length;
	const templates = readCorpus<unknown>("templates").cases.length;
	const csv = readCorpus<unknown>("csv").cases.length;

	test.each(slices(expressions, 500))(
		"on the roll lines $from-$to: rolled or refused, and the reply in French and English",
		(slice) => {
			const report = checkExpressions(deliberate, slice);
			expectOnlyKnown(report);
			expect(report.texts?.agreed).toBeGreaterThan(0);
		},
		60_000,
	);

	test.each(slices(expressions, 1500))(
		"on what the bot cannot roll ($from-$to): the odds refuse it too",
		(slice) => {
			expectOnlyKnown(checkOddsOfRefused(slice));
		},
		60_000,
	);

	test.each(slices(templates, 400))(
		"on the templates $from-$to, the specification's stricter rules aside",
		(slice) => {
			expectOnlyKnown(checkTemplates(deliberate, slice));
		},
		60_000,
	);

	test("the stricter rules are the ones that make templates differ, each of them met", () => {
		const report = checkTemplates(deliberate, { from: 0, to: 1000 });
		expect(Object.keys(report.deliberate).sort()).toEqual(
			expect.arrayContaining(["comparison-values", "forced-distribution", "whole-positive-numbers"]),
		);
	}, 60_000);

	test("on the CSV files: the same characters registered, the same rows skipped, the same files refused", () => {
		const report = checkCsv({ from: 0, to: csv });
		expectOnlyKnown(report);
		expect(report.agreed).toBe(report.cases);
	}, 60_000);
});
