// The held-out queries (tests/fixtures/search-held-out.json, never tuned on), measured
// where readers meet them: typed into the DocSearch modal of the built site, the pages
// read from the hits it shows, in order. Issue 28 asks for the expected page among the
// first five pages shown for 95 % of the queries and first for 80 %, in each language:
// these floors are those figures, and the test prints what the modal reached. Its misses
// are printed only with SHOW_HELD_OUT=1: reading them while ranking would be tuning on them.
import { readFileSync } from "node:fs";
import { describe, expect } from "vitest";
import type { QueryCase } from "../../src/search/evaluate";
import { openPage, test } from "./harness";

const heldOut = JSON.parse(readFileSync("tests/fixtures/search-held-out.json", "utf8")) as Record<string, QueryCase[]>;
const TOP5_FLOOR = 0.95;
const TOP1_FLOOR = 0.8;

const LOCALES = [
	{ locale: "fr", path: "/docs/introduction", placeholder: "Rechercher des docs" },
	{ locale: "en", path: "/en/docs/introduction", placeholder: "Search docs" },
];

describe.each(LOCALES)("held-out queries in the search modal ($locale)", ({ locale, path, placeholder }) => {
	test(`finds the expected page in the top 5 for ${TOP5_FLOOR * 100} % of queries, first for ${TOP1_FLOOR * 100} %`, async ({
		browser,
	}) => {
		const cases = heldOut[locale] ?? [];
		expect(cases.length).toBeGreaterThanOrEqual(120);
		const page = await openPage(browser, path);
		await page.keyboard.press("Control+k");
		const input = page.locator(".DocSearch-Modal").getByPlaceholder(placeholder);
		const outcomes: { query: string; expected: string; rank: number | null; first: string | undefined }[] = [];
		for (const { query, expected } of cases) {
			await input.fill(query);
			// The modal has answered this query: its footer links to the search page for it,
			// or it says it found nothing.
			const pages = await page.waitForFunction((typed) => {
				const modal = document.querySelector(".DocSearch-Modal");
				const footer = modal?.querySelector<HTMLAnchorElement>(".DocSearch-Hit-footer-link");
				const answered = footer && new URL(footer.href).searchParams.get("q") === typed;
				// Hidden while the query is still loading: only a visible "No results" is an answer.
				const noResults = modal?.querySelector<HTMLElement>(".DocSearch-NoResults");
				if (!answered && !(noResults && noResults.offsetParent !== null)) return null;
				const shown: string[] = [];
				for (const link of Array.from(modal?.querySelectorAll<HTMLAnchorElement>(".DocSearch-Hit a") ?? [])) {
					const target = new URL(link.href).pathname;
					if (!shown.includes(target)) shown.push(target);
				}
				return answered || shown.length === 0 ? shown : null;
			}, query);
			const shown = (await pages.jsonValue()) as string[];
			const index = shown.indexOf(expected);
			outcomes.push({ query, expected, rank: index === -1 ? null : index + 1, first: shown[0] });
		}
		const top1 = outcomes.filter((outcome) => outcome.rank === 1).length;
		const top5 = outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= 5).length;
		const misses = outcomes.filter((outcome) => outcome.rank !== 1);
		const listed = process.env.SHOW_HELD_OUT
			? `; not first: ${misses.map((miss) => `"${miss.query}" (${miss.rank ?? "not shown"}, first ${miss.first ?? "nothing"})`).join(", ")}`
			: "";
		console.log(
			`${locale} held-out in the modal: top 1 ${top1}/${outcomes.length}, top 5 ${top5}/${outcomes.length}${listed}`,
		);
		expect(top5 / outcomes.length).toBeGreaterThanOrEqual(TOP5_FLOOR);
		expect(top1 / outcomes.length).toBeGreaterThanOrEqual(TOP1_FLOOR);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
		// Some 140 queries typed one by one: minutes on a busy machine.
	}, 600_000);
});
