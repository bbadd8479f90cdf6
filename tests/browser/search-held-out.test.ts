// The held-out queries (tests/fixtures/search-held-out.json, never tuned on), measured
// where readers meet them: typed into the DocSearch modal of the built site, the pages
// read from the hits it shows, in order. Issue 28 asks for the expected page among the
// first five pages shown for 95 % of the queries and first for 80 %, in each language;
// issue 41 left fr 91.7 % and 100 %, en 87.6 % and 97.8 %: the floors sit about 2 % below
// the lower language, and the test prints what the modal reached. Its misses
// are printed only with SHOW_HELD_OUT=1: reading them while ranking would be tuning on them.
import { readFileSync } from "node:fs";
import { describe } from "vitest";
import type { QueryCase } from "../../src/search/evaluate";
import { test } from "./harness";
import { listedMisses, MODAL_LOCALES, modalOutcomes, tally } from "./heldOutModal";

const heldOut = JSON.parse(readFileSync("tests/fixtures/search-held-out.json", "utf8")) as Record<string, QueryCase[]>;
const TOP5_FLOOR = 0.95;
const TOP1_FLOOR = 0.85;

// The two languages are typed side by side, each in its own page: this file often runs last, alone.
describe.concurrent("held-out queries in the search modal", () => {
	test.for(MODAL_LOCALES)(
		`$locale: finds the expected page in the top 5 for ${TOP5_FLOOR * 100} % of queries, first for ${TOP1_FLOOR * 100} %`,
		{ timeout: 600_000 },
		async ({ locale, path, placeholder }, { browser, expect }) => {
			const cases = heldOut[locale] ?? [];
			expect(cases.length).toBeGreaterThanOrEqual(120);
			const outcomes = await modalOutcomes(browser, path, placeholder, cases);
			const { top1, top5 } = tally(outcomes);
			console.log(
				`${locale} held-out in the modal: top 1 ${top1}/${outcomes.length}, top 5 ${top5}/${outcomes.length}${listedMisses(outcomes)}`,
			);
			expect(top5 / outcomes.length).toBeGreaterThanOrEqual(TOP5_FLOOR);
			expect(top1 / outcomes.length).toBeGreaterThanOrEqual(TOP1_FLOOR);
			// Some 140 queries typed one by one: minutes on a busy machine.
		},
	);
});
