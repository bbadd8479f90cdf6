// The search says what it is doing: while the index downloads the modal says it is
// loading (never "No results" for a query it has not searched), answers the query
// typed meanwhile once the index is ready, says it cannot reach its index when the
// download is blocked, the worker dies or the modal's own code cannot load (offline),
// and recovers on Retry; the download starts as soon as the reader shows intent.
import type { Page, Route, Worker } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { givePagesBack, goto, openPage, siteUrl, type TrackedPage, test } from "./harness";

afterEach(givePagesBack);

const modal = (page: Page) => page.locator(".DocSearch-Modal");

const LOCALES = [
	{
		name: "French",
		path: "/docs/config/threads",
		placeholder: "Rechercher des docs",
		loading: "Chargement de l'index de recherche…",
		title: "Impossible de récupérer les résultats",
		help: "Vous pouvez vérifier votre connexion réseau.",
		retry: "Réessayer",
		noResults: "Aucun résultat pour",
		query: "macro",
		index: "/search-index/fr.json",
	},
	{
		name: "English",
		path: "/en/docs/config/threads",
		placeholder: "Search docs",
		loading: "Loading the search index…",
		title: "Unable to fetch results",
		help: "You might want to check your network connection.",
		retry: "Retry",
		noResults: "No results for",
		query: "macro",
		index: "/en/search-index/en.json",
	},
] as const;

/**
 * Records, on every frame the page paints, whether DocSearch's "No results" screen is
 * visible: a false "No results" shown for a single frame is caught.
 */
async function watchNoResults(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const seen: string[] = [];
		(window as unknown as { noResultsSeen: string[] }).noResultsSeen = seen;
		const check = () => {
			const screen = document.querySelector<HTMLElement>(".DocSearch-NoResults");
			if (screen && screen.offsetParent !== null) seen.push(screen.textContent ?? "");
			requestAnimationFrame(check);
		};
		requestAnimationFrame(check);
	});
}

const noResultsSeen = (page: Page) =>
	page.evaluate(() => (window as unknown as { noResultsSeen: string[] }).noResultsSeen);

/** The browser logs failed downloads itself; nothing else may be logged. */
function expectOnlyNetworkErrors(page: TrackedPage) {
	expect(page.outsideRequests).toEqual([]);
	expect(
		page.consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Loading chunk/.test(error)),
	).toEqual([]);
}

describe.each(LOCALES)("search states ($name site)", (locale) => {
	test("the first query on a cold page shows the loading state, then its hits, never 'No results'", async ({
		browser,
	}) => {
		const page = await openPage(browser);
		await watchNoResults(page);
		// 1. The index download is held back, as on a slow connection.
		const held: Route[] = [];
		await page.route("**/search-index/**", (route) => {
			held.push(route);
		});
		await goto(page, locale.path);
		// 2. The shortcut opens the modal and starts the download; the reader types at once.
		await page.keyboard.press("Control+k");
		const input = modal(page).getByPlaceholder(locale.placeholder);
		await input.fill(locale.query);
		await modal(page).getByRole("status").getByText(locale.loading).waitFor();
		await expect.poll(() => held.length).toBe(1);
		expect(held[0]?.request().url()).toBe(siteUrl(locale.index));
		// 3. The index arrives: the query typed meanwhile gets its hits.
		await held[0]?.continue();
		await modal(page).getByRole("option").first().waitFor();
		expect(await modal(page).getByText(locale.loading).count()).toBe(0);
		expect(await input.inputValue()).toBe(locale.query);
		expect(await noResultsSeen(page)).toEqual([]);
		// 4. A query with no answer still gets its honest "No results", once searched.
		await input.fill("zzqxw");
		await modal(page).getByText(locale.noResults).waitFor();
		// (The frame watcher sees that one: it would have seen a false one.)
		await expect.poll(async () => (await noResultsSeen(page)).some((text) => text.includes("zzqxw"))).toBe(true);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("a blocked index shows the error with Retry, which finds the hits once the network is back", async ({
		browser,
	}) => {
		const page = await openPage(browser);
		await watchNoResults(page);
		await page.route("**/search-index/**", (route) => route.abort("internetdisconnected"));
		await goto(page, locale.path);
		// 1. The reader searches; the index cannot be fetched.
		await page.getByRole("button", { name: /Chercher|Search/ }).click();
		const input = modal(page).getByPlaceholder(locale.placeholder);
		await input.fill(locale.query);
		await modal(page).getByRole("alert").getByText(locale.title).waitFor();
		await modal(page).getByText(locale.help).waitFor();
		expect(await noResultsSeen(page)).toEqual([]);
		// 2. The network comes back; Retry searches the same query again.
		await page.unroute("**/search-index/**");
		await modal(page).getByRole("button", { name: locale.retry }).click();
		await modal(page).getByRole("option").first().waitFor();
		expect(await modal(page).getByPlaceholder(locale.placeholder).inputValue()).toBe(locale.query);
		expect(await modal(page).getByText(locale.title).count()).toBe(0);
		expect(await noResultsSeen(page)).toEqual([]);
		expectOnlyNetworkErrors(page);
		await page.context().close();
	});

	test("a worker that dies shows the error with Retry, which starts a new worker and finds the hits", async ({
		browser,
	}) => {
		const page = await openPage(browser);
		await watchNoResults(page);
		const workers: Worker[] = [];
		page.on("worker", (worker) => workers.push(worker));
		// The page's clock is Playwright's: it runs as a real one, and step 2 moves it on rather than
		// waiting the seconds after which the page counts a silent worker as dead.
		await page.clock.install();
		await goto(page, locale.path);
		await page.keyboard.press("Control+k");
		const input = modal(page).getByPlaceholder(locale.placeholder);
		await input.fill(locale.query);
		await modal(page).getByRole("option").first().waitFor();
		// 1. The worker stops without a word, as one killed by the browser does.
		expect(workers).toHaveLength(1);
		await workers[0]?.evaluate(() => {
			setTimeout(() => self.close(), 0);
		});
		// 2. The next query goes unanswered: the search says it cannot answer.
		await input.fill("seuil");
		const cannotAnswer = modal(page).getByRole("alert").getByText(locale.title);
		await expect
			.poll(async () => {
				await page.clock.fastForward(1_000);
				return cannotAnswer.count();
			})
			.toBe(1);
		// 3. Retry starts a new worker, which answers.
		await modal(page).getByRole("button", { name: locale.retry }).click();
		await modal(page).getByRole("option").first().waitFor();
		expect(workers).toHaveLength(2);
		expect(await input.inputValue()).toBe("seuil");
		expect(await noResultsSeen(page)).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("offline, the shortcut keeps the reader on the page and says the search cannot be reached, with Retry", async ({
		browser,
	}) => {
		const page = await openPage(browser, locale.path);
		const url = page.url();
		// 1. The network goes away after the page has loaded; the reader presses Ctrl+K.
		await page.context().setOffline(true);
		await page.keyboard.press("Control+k");
		const dialog = page.getByRole("dialog", { name: locale.title });
		await dialog.waitFor();
		await dialog.getByText(locale.help).waitFor();
		expect(page.url()).toBe(url);
		// 2. Still offline, Retry fails again and the message stays.
		await dialog.getByRole("button", { name: locale.retry }).click();
		await expect.poll(() => dialog.getByRole("button", { name: locale.retry }).isEnabled()).toBe(true);
		expect(await dialog.isVisible()).toBe(true);
		// 3. Back online, Retry opens the search.
		await page.context().setOffline(false);
		await dialog.getByRole("button", { name: locale.retry }).click();
		await modal(page).getByPlaceholder(locale.placeholder).waitFor();
		expect(await dialog.count()).toBe(0);
		expect(page.url()).toBe(url);
		expectOnlyNetworkErrors(page);
		await page.context().close();
	});

	test("pointing at the search button starts the index download, before any click", async ({ browser }) => {
		const page = await openPage(browser, locale.path);
		const requested: string[] = [];
		page.on("request", (request) => requested.push(request.url()));
		await page.getByRole("button", { name: /Chercher|Search/ }).hover();
		await expect.poll(() => requested.filter((url) => url.includes("search-index/"))).toEqual([siteUrl(locale.index)]);
		expect(await modal(page).count()).toBe(0);
		await page.context().close();
	});
});
