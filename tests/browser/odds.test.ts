// The Odds view as a reader uses it: opened beside a roll block and the playground,
// loaded only then, its chart described and its numbers in a captioned table; a
// shared ?roll= link opens with the odds shown; a heavy expression is worked out
// off the main thread and typing on cancels it.
import type { Page } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { declineIdlePrefetch } from "../support/start-up-transfer.mjs";
import { scrollToBuilder } from "./builderPage";
import { axeViolations, goto, openPage, playgroundRegion, type TrackedPage, test, waitForIdle } from "./harness";

const NOTATION_FR = "/docs/introduction/expression";
const NOTATION_EN = "/en/docs/introduction/expression";

let page: TrackedPage | undefined;
afterEach(async () => {
	await page?.context().close();
	page = undefined;
});

function oddsChunks(page: Page): string[] {
	const urls: string[] = [];
	page.on("request", (request) => {
		if (/odds-(view|worker)/.test(request.url())) urls.push(request.url());
	});
	return urls;
}

/** Gzipped bytes of the scripts fetched from now on, by the page or its workers (each address counted once). */
function scriptBytesFromNow(page: Page): () => Promise<number> {
	const sizes = new Map<string, Promise<number>>();
	page.on("requestfinished", (request) => {
		const url = request.url();
		if (!/\/assets\/js\/[^?#]+\.js$/.test(url) || sizes.has(url)) return;
		sizes.set(
			url,
			request.sizes().then((each) => Math.max(0, each.responseBodySize)),
		);
	});
	return async () => (await Promise.all(sizes.values())).reduce((sum, bytes) => sum + bytes, 0);
}

/** The English notation page's playground, with `expression` typed and its odds asked for. */
async function playgroundOdds(page: Page, expression: string) {
	await goto(page, NOTATION_EN);
	const playground = await playgroundRegion(page, "Try an expression");
	const field = playground.getByLabel("Expression", { exact: true });
	await field.fill(expression);
	await playground.getByRole("button", { name: "Odds" }).click();
	return { field, playground };
}

/** What opening the Odds view may download: the view, the worker and the dice engine it runs (math.js most of it). */
const ODDS_BUDGET_BYTES = 230 * 1024;

describe("the Odds view", () => {
	test("a roll block (French): opened from the keyboard, loaded then, chart, table and success", async ({
		browser,
	}) => {
		// 1. Open the notation page; nothing of the odds is loaded.
		page = await openPage(browser);
		// Docusaurus prefetches the pages linked near the block when the machine is idle: one landing after Enter would
		// count in the odds' bytes.
		await page.addInitScript(declineIdlePrefetch);
		const chunks = oddsChunks(page);
		await goto(page, NOTATION_FR);
		await page.waitForLoadState("networkidle");
		expect(chunks).toEqual([]);

		// 2. The playground and the block wake as the reader scrolls to them: their code is the page's, not the odds'.
		await (await playgroundRegion(page, "Essayer une expression")).waitFor();
		const block = page.getByRole("group", { name: "1d20+5>=15", exact: true });
		await block.scrollIntoViewIfNeeded();
		await expect
			.poll(() => block.evaluate((element) => element.closest("[data-static-until-used]") === null))
			.toBe(true);
		await waitForIdle(page);

		// 3. Reach the block's "Chances" button with the keyboard and press Enter.
		const toggle = block.getByRole("button", { name: "Chances" });
		await toggle.focus();
		const oddsBytes = scriptBytesFromNow(page);
		await page.keyboard.press("Enter");
		await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");

		// 4. The chart, the summary and the table appear; the chunks came only now.
		const table = block.getByRole("table", { name: "Résultats de 1d20+5>=15 et leur probabilité" });
		await expect.poll(() => table.isVisible()).toBe(true);
		expect(chunks.length).toBeGreaterThan(0);
		// Only the view and its engine: not the builder's form library, whose chart lives in another chunk.
		const loaded = await oddsBytes();
		console.log(`odds view: ${(loaded / 1024).toFixed(1)} KB gzipped on first opening`);
		expect(loaded).toBeLessThan(ODDS_BUDGET_BYTES);
		await expect.poll(() => block.getByRole("img", { name: /de 6 à 25/ }).count()).toBe(1);
		const summary = await block.locator("dl").innerText();
		expect(summary).toMatch(/Moyenne\s+15,5/);
		expect(summary).toMatch(/Chance de réussite\s+55\s?%/);
		expect(await table.getByRole("row").count()).toBe(21);
		// One column of chances at a time ("exactly" first); the switch gives the others (odds-tiers.test.ts).
		expect(await table.getByRole("row", { name: /^20 / }).innerText()).toMatch(/^20\s+5\s?%$/);

		// 5. Type a value: the chance of at least / at most it. The Compare link beside the button comes first.
		await page.keyboard.press("Tab");
		await expect.poll(() => page?.evaluate(() => document.activeElement?.textContent)).toMatch(/^Comparer 1d20\+5>=15/);
		await page.keyboard.press("Tab");
		await expect.poll(() => page?.evaluate(() => document.activeElement?.tagName)).toBe("INPUT");
		await page.keyboard.type("20");
		await expect
			.poll(() => block.locator("output").innerText())
			.toMatch(/au moins 20\s?: 30\s?%.*au plus 20\s?: 75\s?%/);

		// 6. Roll: the result is set apart in the summary.
		await block.getByRole("button", { name: "Lancer" }).click();
		await expect.poll(() => block.locator("dl").innerText()).toMatch(/Dernier résultat\s+\d+/);
		expect(await axeViolations(page, { include: ['[role="group"]:has(button[aria-expanded="true"])'] })).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
	});

	test("the playground (English): typed expressions, a heavy one worked out off the main thread", async ({
		browser,
	}) => {
		page = await openPage(browser);
		const { field, playground } = await playgroundOdds(page, "2d20kh1>=15");
		await expect.poll(() => playground.locator("dl").innerText()).toMatch(/Chance of success\s+51%/);
		// The summary and the table render apart: at load 20 the table came after the summary was read.
		await expect.poll(() => playground.getByRole("table", { name: /Results of 2d20kh1>=15/ }).isVisible()).toBe(true);
		expect(await playground.getByText("Exact figures.").count()).toBe(1);

		// A pool sized by a roll can only be sampled: it takes the worker a second.
		await field.fill("{{1d6}}d6!>=3");
		// The odds' own status: the share link and Copy for Discord have theirs too.
		const working = playground.getByRole("status").filter({ hasText: /Working out the odds/ });
		await expect.poll(() => working.count()).toBe(1);
		// Meanwhile the page paints and typing goes on: a frame comes while the status still says the worker is busy
		// (work on the main thread would hold the frame back until its answer replaced that status).
		const statusAtNextFrame = await working.evaluate(
			(status) => new Promise<string>((resolve) => requestAnimationFrame(() => resolve(status.textContent ?? ""))),
		);
		expect(statusAtNextFrame).toMatch(/Working out the odds/);
		await field.fill("4d6kh3");
		await expect.poll(() => playground.locator("dl").innerText()).toMatch(/Mean\s+12\.24/);

		// A refused expression gets the playground's own message.
		await field.fill("1d6+");
		await expect.poll(() => playground.getByRole("alert").innerText()).toMatch(/ends too early|early/i);

		// Sampled answers say so, with their margin.
		await field.fill("1d20;&+5>=10");
		await expect.poll(() => playground.getByText(/^Estimated from [\d,]+ rolls/).count()).toBe(1);
		expect(await axeViolations(page, { include: ["section"] })).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
	});

	test("a worker whose script is slow to arrive still works the odds out exactly", async ({ browser }) => {
		// 1. The worker's script comes 4 s late, as on a slow connection: longer than the exact reading's budget.
		page = await openPage(browser);
		await page.route(/\/assets\/js\/odds-worker\.[^/]+\.js$/, async (route) => {
			await new Promise((resolve) => setTimeout(resolve, 4_000));
			await route.continue();
		});
		const { playground } = await playgroundOdds(page, "2d20kh1>=15");
		// 2. The budget counts from when the worker can work: the figures are exact, not estimated from rolls.
		await expect.poll(() => playground.locator("dl").innerText()).toMatch(/Chance of success\s+51%/);
		expect(await playground.getByText("Exact figures.").count()).toBe(1);
		expect(await playground.getByText(/estimated by rolling/).count()).toBe(0);
		expect(page.consoleErrors).toEqual([]);
	});

	test.for([
		{ path: `${NOTATION_EN}?roll=4d6kh3`, caption: "Results of 4d6kh3 and their probability", mean: /Mean\s+12\.24/ },
		{ path: `${NOTATION_FR}?roll=4d6kh3`, caption: "Résultats de 4d6kh3 et leur probabilité", mean: /Moyenne\s+12,24/ },
	])("a shared link $path opens with the odds shown", async ({ path, caption, mean }, { browser }) => {
		page = await openPage(browser);
		await goto(page, path);
		const table = page.getByRole("table", { name: caption });
		await expect.poll(() => table.isVisible()).toBe(true);
		expect(await table.getByRole("row").count()).toBe(17);
		const summary = await page.locator("section dl").innerText();
		expect(summary).toMatch(mean);
		expect(page.consoleErrors).toEqual([]);
	});

	test.for([
		{
			path: "/docs/sheet/form",
			words: {
				diceType: "Dé type",
				add: "Ajouter une statistique",
				name: "Nom (Statistique 1)",
				min: "Minimum (Statistique 1)",
				max: "Maximum (Statistique 1)",
				success: "Succès critique (face exacte)",
				failure: "Échec critique (face exacte)",
				toggle: "Chances du dé type",
				caption: "Chances du dé type selon la valeur de la statistique",
				row30: /^30\s+30\s?%\s+1\s?%\s+1\s?%$/,
			},
		},
		{
			path: "/en/docs/sheet/form",
			words: {
				diceType: "Type die",
				add: "Add a statistic",
				name: "Name (Statistic 1)",
				min: "Minimum (Statistic 1)",
				max: "Maximum (Statistic 1)",
				success: "Critical success (exact face)",
				failure: "Critical failure (exact face)",
				toggle: "Odds of the type die",
				caption: "Odds of the type die by statistic value",
				row30: /^30\s+30%\s+1%\s+1%$/,
			},
		},
	])(
		"the builder $path: the type die's chance of success for each statistic value",
		async ({ path, words }, { browser }) => {
			// 1. A d100 game: roll under the statistic, criticals on 1 and 100.
			page = await openPage(browser);
			await goto(page, path);
			await scrollToBuilder(page);
			await page.getByLabel(words.diceType, { exact: true }).fill("1d100<=$");
			// The form's checks load on first use and may redraw it once: add the row until it is there.
			await expect
				.poll(async () => {
					if ((await page?.getByLabel(words.name).count()) === 0) {
						await page?.getByRole("button", { name: words.add }).click();
					}
					return page?.getByLabel(words.name).count();
				})
				.toBe(1);
			await page.getByLabel(words.name).fill("Force");
			await page.getByLabel(words.min).fill("20");
			await page.getByLabel(words.max).fill("79");
			await page.getByLabel(words.success).fill("1");
			await page.getByLabel(words.failure).fill("100");

			// 2. Open the type die's odds: a chart and a table with a row per value.
			await page.getByRole("button", { name: words.toggle }).click();
			const table = page.getByRole("table", { name: words.caption });
			await expect.poll(() => table.isVisible()).toBe(true);
			expect(await table.getByRole("row").count()).toBe(61);
			expect((await table.getByRole("row", { name: /^30 / }).innerText()).replace(/\t/g, " ")).toMatch(words.row30);
			expect(await page.getByRole("img", { name: /^(Chance de réussite|Chance of success).*20.*79/ }).count()).toBe(1);

			// 3. Changing the threshold's statistic range redraws the curve.
			await page.getByLabel(words.max).fill("40");
			await expect.poll(() => table.getByRole("row").count()).toBe(22);
			expect(await axeViolations(page, { include: ["form"] })).toEqual([]);
			expect(page.consoleErrors).toEqual([]);
		},
	);
});
