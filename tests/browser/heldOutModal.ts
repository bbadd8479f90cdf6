// Held-out queries typed into the DocSearch modal of the built site, the pages read from
// the hits it shows, in order: where readers meet them. Shared by the held-out tests.
import { clampQuery } from "../../src/search/constants";
import type { QueryCase } from "../../src/search/evaluate";
import { openPage } from "./harness";

export const MODAL_LOCALES = [
	{ locale: "fr", path: "/docs/introduction", placeholder: "Rechercher des docs" },
	{ locale: "en", path: "/en/docs/introduction", placeholder: "Search docs" },
];

export type ModalOutcome = QueryCase & { rank: number | null; first: string | undefined };

type Browser = Parameters<typeof openPage>[0];

/** Types each query into the modal of `path` and reads the pages it shows, in order. */
export async function modalOutcomes(
	browser: Browser,
	path: string,
	placeholder: string,
	cases: QueryCase[],
): Promise<ModalOutcome[]> {
	const page = await openPage(browser, path);
	await page.keyboard.press("Control+k");
	const input = page.locator(".DocSearch-Modal").getByPlaceholder(placeholder);
	const outcomes: ModalOutcome[] = [];
	for (const testCase of cases) {
		// The modal's field keeps the first 64 characters of a longer query: that is what it answers.
		const typed = clampQuery(testCase.query);
		await input.fill(typed);
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
		}, typed);
		const shown = (await pages.jsonValue()) as string[];
		const index = shown.indexOf(testCase.expected);
		outcomes.push({ ...testCase, rank: index === -1 ? null : index + 1, first: shown[0] });
	}
	// Thrown rather than asserted: the locales' tests run concurrently, where Vitest wants the test's own expect.
	if (page.consoleErrors.length > 0) throw new Error(`console errors: ${page.consoleErrors.join("; ")}`);
	await page.context().close();
	return outcomes;
}

/** Top 1 and top 5 counts of some outcomes. */
export function tally(outcomes: ModalOutcome[]): { total: number; top1: number; top5: number } {
	return {
		total: outcomes.length,
		top1: outcomes.filter((outcome) => outcome.rank === 1).length,
		top5: outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= 5).length,
	};
}

/** The misses, listed only with SHOW_HELD_OUT=1: reading them while ranking would be tuning on them. */
export function listedMisses(outcomes: ModalOutcome[]): string {
	if (!process.env.SHOW_HELD_OUT) return "";
	const misses = outcomes.filter((outcome) => outcome.rank !== 1);
	return `; not first: ${misses.map((miss) => `"${miss.query}" (${miss.rank ?? "not shown"}, first ${miss.first ?? "nothing"})`).join(", ")}`;
}
