// Quality floor of the local search on the built indexes: for each locale, the test
// queries (tests/fixtures/search-queries.json, misspellings and missing accents
// included) must find the page a reader expects. It runs with the browser tests
// because it needs the build's index files; `npm run bench:search` prints the detail.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { builtIndexPath } from "../../src/search/buildIndex";
import { createSearchEngine } from "../../src/search/engine";
import { evaluateQueries, type QueryCase } from "../../src/search/evaluate";
import { fromIndexFile, parseIndexFile } from "../../src/search/indexFile";

const cases = JSON.parse(readFileSync("tests/fixtures/search-queries.json", "utf8")) as Record<string, QueryCase[]>;
const TOP5_FLOOR = 0.9;
const TOP1_FLOOR = 0.8;

describe.each(["fr", "en"])("search quality (%s)", (locale) => {
	test("the test set is large enough and points at indexed pages", () => {
		const queries = cases[locale] ?? [];
		expect(queries.length).toBeGreaterThanOrEqual(30);
		expect(queries.some((query) => query.kind)).toBe(true);
		const file = parseIndexFile(JSON.parse(readFileSync(builtIndexPath("build", locale, "fr"), "utf8")));
		const pages = new Set(Object.keys(file.pageTags));
		expect(queries.filter((query) => !pages.has(query.expected)).map((query) => query.expected)).toEqual([]);
	});

	test(`finds the expected page in the top 5 for ${TOP5_FLOOR * 100} % of queries, first for ${TOP1_FLOOR * 100} %`, () => {
		const file = parseIndexFile(JSON.parse(readFileSync(builtIndexPath("build", locale, "fr"), "utf8")));
		const report = evaluateQueries(createSearchEngine(fromIndexFile(file)), cases[locale] ?? []);
		const misses = report.outcomes.filter((outcome) => outcome.rank !== 1);
		console.log(
			`${locale}: top 1 ${report.top1}/${report.total}, top 5 ${report.top5}/${report.total}; not first: ${misses.map((miss) => `"${miss.query}" (${miss.rank ?? "miss"})`).join(", ")}`,
		);
		expect(report.top5 / report.total).toBeGreaterThanOrEqual(TOP5_FLOOR);
		expect(report.top1 / report.total).toBeGreaterThanOrEqual(TOP1_FLOOR);
	});
});
