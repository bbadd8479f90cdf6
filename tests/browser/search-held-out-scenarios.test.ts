// The scenarios held-out set (tests/fixtures/search-held-out-scenarios.json): queries
// written from readers' situations by someone who had not read the pages, frozen before
// issue 41 changed the ranking, never tuned on. Typed into the DocSearch modal of the
// built site like the first held-out set; the floors are what issue 41's work reached
// (its goals, top 5 97 % and top 1 90 %, are benchmarks printed here, not floors). Only
// figures are printed, per kind; the misses only with SHOW_HELD_OUT=1.
import { readFileSync } from "node:fs";
import { describe } from "vitest";
import type { QueryCase } from "../../src/search/evaluate";
import { test } from "./harness";
import { listedMisses, MODAL_LOCALES, modalOutcomes, tally } from "./heldOutModal";

const scenarios = JSON.parse(readFileSync("tests/fixtures/search-held-out-scenarios.json", "utf8")) as Record<
	string,
	QueryCase[]
>;
/**
 * Floors per locale, in queries: all of them, and those written as tasks ("do X with my Y"). Issue 41's second round
 * reached fr 174 and 216 (tasks 59 and 76), en 164 and 215 (tasks 54 and 75); the floors sit about 2 % below, since
 * rewording a page moves a query or two either way (issue 40's terms moved one) while a ranking regression moves many.
 */
const FLOORS: Record<string, { top1: number; top5: number; taskTop1: number; taskTop5: number }> = {
	fr: { top1: 170, top5: 212, taskTop1: 57, taskTop5: 74 },
	en: { top1: 160, top5: 210, taskTop1: 52, taskTop5: 73 },
};

// The two languages are typed side by side, each in its own page: this file often runs last, alone.
describe.concurrent("scenario queries in the search modal", () => {
	test.for(MODAL_LOCALES)(
		"$locale: finds the expected page among the first five pages shown, and first, at least as often as issue 41 left it",
		{ timeout: 900_000 },
		async ({ locale, path, placeholder }, { browser, expect }) => {
			const cases = scenarios[locale] ?? [];
			expect(cases.length).toBeGreaterThanOrEqual(150);
			const outcomes = await modalOutcomes(browser, path, placeholder, cases);
			const all = tally(outcomes);
			const tasks = tally(outcomes.filter((outcome) => outcome.kind === "task"));
			const kinds = [...new Set(cases.map((item) => item.kind ?? "plain"))].map((kind) => {
				const { top1, top5, total } = tally(outcomes.filter((outcome) => (outcome.kind ?? "plain") === kind));
				return `${kind} ${top1}/${top5}/${total}`;
			});
			console.log(
				`${locale} scenarios in the modal: top 1 ${all.top1}/${all.total}, top 5 ${all.top5}/${all.total}; by kind (top 1/top 5/total): ${kinds.join(", ")}${listedMisses(outcomes)}`,
			);
			const floors = FLOORS[locale];
			expect(floors).toBeDefined();
			expect(all.top1).toBeGreaterThanOrEqual(floors?.top1 ?? Number.POSITIVE_INFINITY);
			expect(all.top5).toBeGreaterThanOrEqual(floors?.top5 ?? Number.POSITIVE_INFINITY);
			expect(tasks.top1).toBeGreaterThanOrEqual(floors?.taskTop1 ?? Number.POSITIVE_INFINITY);
			expect(tasks.top5).toBeGreaterThanOrEqual(floors?.taskTop5 ?? Number.POSITIVE_INFINITY);
			// Some 225 queries typed one by one: minutes on a busy machine.
		},
	);
});
