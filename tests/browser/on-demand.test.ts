// The notation page hydrates only what a reader sees or uses: roll blocks stay the
// server's HTML until they come into view or are used, the reply drawings for good.
// A click on a roll block that is not yet live is kept and answered once its code
// has come, the page does not move when blocks wake, and focus stays where it was.
import type { Browser, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { goto, holdRequests, openPage, type TrackedPage, test, waitForIdle } from "./harness";

const PAGES = [
	{ path: "/docs/introduction/expression", roll: "Lancer", again: "Relancer", answer: /(Succès|Échec) — / },
	{ path: "/en/docs/introduction/expression", roll: "Roll", again: "Roll again", answer: /(Success|Failure) — / },
] as const;

/** The block of the last example of the page, far below the first screen. */
const LAST_BLOCK = "4#1d20+5>=15";

/** Blocks wake only when used: an IntersectionObserver that never reports keeps them asleep in view. */
async function withoutViewWaking(page: Page): Promise<void> {
	await page.addInitScript(() => {
		window.IntersectionObserver = class {
			readonly root = null;
			readonly rootMargin = "";
			readonly thresholds = [];
			observe() {}
			unobserve() {}
			disconnect() {}
			takeRecords() {
				return [];
			}
		} as unknown as typeof IntersectionObserver;
	});
}

/** True while the element still is the server's copy, not yet rendered by React. */
function isStatic(page: Page, notation: string): Promise<boolean> {
	return page
		.getByRole("group", { name: notation, exact: true })
		.evaluate((block) => block.closest("[data-static-until-used]") !== null);
}

/**
 * Records the text of every node added as a child of the page's text from its first parse on. Such a child restyles
 * all of the text, whose rules count children (`.markdown > :last-child`); widgets change inside their own element.
 */
async function watchTextChildren(page: Page): Promise<() => Promise<string[] | undefined>> {
	await page.addInitScript(() => {
		const watch = window as unknown as { addedToText?: string[] };
		document.addEventListener("DOMContentLoaded", () => {
			const text = document.querySelector(".theme-doc-markdown");
			if (!text) return;
			const added: string[] = [];
			watch.addedToText = added;
			new MutationObserver((records) => {
				for (const record of records) for (const node of record.addedNodes) added.push(node.textContent ?? "");
			}).observe(text, { childList: true });
		});
	});
	// Undefined if the page's text was not found to watch.
	return () => page.evaluate(() => (window as unknown as { addedToText?: string[] }).addedToText);
}

/** A fresh page on a 412 px phone's screen: the first screen ends far above the playground and the last blocks. */
function phonePage(browser: Browser): Promise<TrackedPage> {
	return openPage(browser, undefined, { viewport: { width: 412, height: 823 } }, { reuse: false });
}

describe("roll blocks and drawings on demand", () => {
	for (const { path, roll, again, answer } of PAGES) {
		test(`a click on a roll block not yet live is answered once its code has loaded (${path})`, async ({ browser }) => {
			// 1. The page hydrated, every roll block and drawing is still the server's copy.
			const page: TrackedPage = await openPage(browser, undefined, {}, { reuse: false });
			try {
				await withoutViewWaking(page);
				await goto(page, path);
				await waitForIdle(page);
				const sleeping = await page.locator("[data-static-until-used]").count();
				// 20 roll blocks and 15 drawings on the page.
				expect(sleeping).toBeGreaterThanOrEqual(35);
				expect(await isStatic(page, LAST_BLOCK)).toBe(true);
				const block = page.getByRole("group", { name: LAST_BLOCK, exact: true });
				const result = block.locator("[aria-live]");

				// 2. Scripts are held, so the block's code cannot come yet; the reader clicks "Roll" with the mouse.
				const scripts = await holdRequests(page, "**/*.js");
				await block.getByRole("button", { name: roll, exact: true }).click();

				// 3. The click woke the block, whose roll now waits for held scripts: nothing is answered meanwhile.
				await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
				expect(await isStatic(page, LAST_BLOCK)).toBe(false);
				expect(await result.innerText()).toBe("");

				// 4. Once the code comes, the kept click is answered, and focus is on the block's button.
				await scripts.release();
				await expect.poll(() => result.innerText()).toMatch(answer);
				const focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
				expect(focused).toBe(again);
				// One answer: the click was played once.
				expect(await result.locator("p").count()).toBeGreaterThan(0);
				expect(await block.getByRole("button", { name: again, exact: true }).count()).toBe(1);
				expect(page.consoleErrors).toEqual([]);
			} finally {
				await page.context().close();
			}
		});
	}

	test("focus moved into a block not yet live stays on its button once live", async ({ browser }) => {
		const page: TrackedPage = await openPage(browser, undefined, {}, { reuse: false });
		try {
			await withoutViewWaking(page);
			await goto(page, PAGES[1].path);
			await waitForIdle(page);
			expect(await isStatic(page, LAST_BLOCK)).toBe(true);
			await page.getByRole("group", { name: LAST_BLOCK, exact: true }).getByRole("button", { name: "Roll" }).focus();
			await expect.poll(() => isStatic(page, LAST_BLOCK)).toBe(false);
			const focused = await page.evaluate(() => ({
				text: document.activeElement?.textContent,
				block: document.activeElement?.closest("[role=group]")?.querySelector("code")?.textContent,
			}));
			expect(focused).toEqual({ text: "Roll", block: LAST_BLOCK });
			expect(page.consoleErrors).toEqual([]);
		} finally {
			await page.context().close();
		}
	});

	test("blocks wake as the reader scrolls, inside their own element and without moving the page; drawings stay static", async ({
		browser,
	}) => {
		const page: TrackedPage = await openPage(browser, undefined, {}, { reuse: false });
		try {
			const addedToText = await watchTextChildren(page);
			await goto(page, PAGES[1].path);
			await page.evaluate(() => {
				const shifts: number[] = [];
				new PerformanceObserver((list) => {
					for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
				}).observe({ type: "layout-shift", buffered: true });
				Object.assign(window, { layoutShifts: shifts });
			});
			await waitForIdle(page);
			const shiftsBefore = await page.evaluate(
				() => (window as unknown as { layoutShifts: number[] }).layoutShifts.length,
			);
			// Scroll a screen at a time to the foot of the page, letting each screen's blocks wake.
			for (;;) {
				const atEnd = await page.evaluate(() => {
					window.scrollBy(0, window.innerHeight);
					return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
				});
				await waitForIdle(page);
				if (atEnd) break;
			}
			expect(await isStatic(page, LAST_BLOCK)).toBe(false);
			expect(await page.locator("[data-static-until-used] [role=group]").count()).toBe(0);
			const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
			expect(shifts.slice(shiftsBefore)).toEqual([]);
			// Every block and the playground woke without adding a child to the page's text.
			expect(await addedToText()).toEqual([]);
			// The drawings hold nothing to use: they are still the server's HTML.
			const drawings = page.locator("article[data-source=model]");
			expect(await drawings.count()).toBe(15);
			expect(await page.locator("[data-static-until-used] article[data-source=model]").count()).toBe(15);
			expect(page.consoleErrors).toEqual([]);
		} finally {
			await page.context().close();
		}
	});
	test("copies far below the first screen are not laid out until the reader nears them, and keep their place", async ({
		browser,
	}) => {
		const page: TrackedPage = await phonePage(browser);
		try {
			await withoutViewWaking(page);
			await goto(page, PAGES[1].path);
			await waitForIdle(page);
			const block = page.getByRole("group", { name: LAST_BLOCK, exact: true });
			// checkVisibility with contentVisibilityAuto is false for content the browser skips (content-visibility: auto).
			const drawn = () => block.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
			const wrapperHeight = () =>
				block.evaluate((element) => element.closest("[data-static-until-used]")?.getBoundingClientRect().height ?? 0);
			expect(await isStatic(page, LAST_BLOCK)).toBe(true);
			expect(await drawn()).toBe(false);
			// Skipped, it still holds about its height (6.5rem), so the page's length and its anchors stay right.
			expect(await wrapperHeight()).toBeGreaterThan(90);

			// Brought into view, it is drawn, still the server's copy (this page's observer never reports).
			await block.evaluate((element) => element.scrollIntoView({ block: "center" }));
			await expect.poll(drawn).toBe(true);
			expect(await isStatic(page, LAST_BLOCK)).toBe(true);
			expect(await wrapperHeight()).toBeGreaterThan(90);
			expect(page.consoleErrors).toEqual([]);
		} finally {
			await page.context().close();
		}
	});

	for (const { path, region, loading } of [
		{ path: PAGES[0].path, region: "Essayer une expression", loading: "Chargement du simulateur de dés" },
		{ path: PAGES[1].path, region: "Try an expression", loading: "Loading the dice simulator" },
	]) {
		test(`the playground loads when a reader scrolls near it, not before (${path})`, async ({ browser }) => {
			const page: TrackedPage = await phonePage(browser);
			try {
				// Its chunk is the one script that holds its comparison legend's words (the English main bundle holds them
				// too, among the site's translations).
				const chunks: string[] = [];
				page.on("response", async (response) => {
					if (!response.url().endsWith(".js") || /\/main\.[0-9a-f]+\.js$/.test(response.url())) return;
					const body = await response.text().catch(() => "");
					if (body.includes("liveDice.playground.compareLegend")) chunks.push(response.url());
				});
				await goto(page, path);
				await waitForIdle(page);
				// Loaded and idle, the first screen read: the placeholder holds its place and nothing was fetched for it.
				await page.getByRole("status").filter({ hasText: loading }).waitFor();
				expect(await page.getByRole("region", { name: region }).count()).toBe(0);
				expect(chunks).toEqual([]);

				await page.locator("#playground").scrollIntoViewIfNeeded();
				await page.getByRole("region", { name: region }).waitFor();
				await expect.poll(() => chunks.length).toBe(1);
				expect(page.consoleErrors).toEqual([]);
			} finally {
				await page.context().close();
			}
		});

		test(`the playground changes inside its own element, not as a new child of the page's text (${path})`, async ({
			browser,
		}) => {
			const page: TrackedPage = await phonePage(browser);
			try {
				const addedToText = await watchTextChildren(page);
				await goto(page, path);
				await waitForIdle(page);
				await page.getByRole("status").filter({ hasText: loading }).waitFor();
				await page.locator("#playground").scrollIntoViewIfNeeded();
				await page.getByRole("region", { name: region }).waitFor();
				const added = await addedToText();
				expect(added).toBeDefined();
				expect(added?.filter((text) => text.includes(loading) || text.includes(region))).toEqual([]);
			} finally {
				await page.context().close();
			}
		});
	}
});
