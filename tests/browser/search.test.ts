// The documentation search as a reader uses it: nothing of it loads before the reader
// shows intent, the DocSearch modal opens from the keyboard, finds pages of the
// reader's language, follows a hit to its anchor, remembers recent searches and
// favorites, reports errors, and the /search page lists every result.
import type { Browser, Page } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { axeViolations, givePagesBack, goto, openPage, siteUrl, type TrackedPage, test } from "./harness";

afterEach(givePagesBack);

/** Files of the search that a page must not download before the reader interacts. */
const SEARCH_ASSETS = /search-modal|search-worker|search-index\//;

async function open(browser: Browser, path: string): Promise<TrackedPage> {
	return openPage(browser, path);
}

function expectSelfContained(page: TrackedPage) {
	expect(page.outsideRequests).toEqual([]);
	expect(page.consoleErrors).toEqual([]);
}

/** DocSearch's modal has no dialog role of its own; everything inside is found by role or text. */
const modal = (page: Page) => page.locator(".DocSearch-Modal");

describe("search modal (French site)", () => {
	test("loads nothing of the search until the reader interacts, then opens with Ctrl+K", async ({ browser }) => {
		const requested: string[] = [];
		const page = await openPage(browser);
		page.on("request", (request) => requested.push(request.url()));
		// 1. A doc page loads and hydrates: no search code, index or stylesheet yet.
		await page.goto(siteUrl("/docs/config/threads"), { waitUntil: "networkidle" });
		await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached" });
		expect(requested.filter((url) => SEARCH_ASSETS.test(url))).toEqual([]);
		expect(await page.locator("#docsearch-modal-stylesheet").count()).toBe(0);
		await expect.poll(() => page.getByRole("button", { name: /Chercher/ }).isVisible()).toBe(true);
		// 2. Ctrl+K opens the modal: its code and stylesheet arrive, and the French index
		// starts downloading, ready for the first query.
		await page.keyboard.press("Control+k");
		const input = modal(page).getByPlaceholder("Rechercher des docs");
		await input.waitFor();
		expect(requested.some((url) => url.includes("search-modal"))).toBe(true);
		await expect
			.poll(() => requested.filter((url) => url.includes("search-index/")))
			.toEqual([siteUrl("/search-index/fr.json")]);
		expect(await page.locator("#docsearch-modal-stylesheet").count()).toBe(1);
		expect(await input.getAttribute("maxlength")).toBe("64");
		// An empty query shows the start screen: no recent search yet, so no hit.
		expect(await modal(page).getByRole("option").count()).toBe(0);
		// 3. The first query uses that download: the French index only, once.
		await input.fill("auto role");
		await modal(page).getByRole("option").first().waitFor();
		expect(requested.filter((url) => url.includes("search-index/"))).toEqual([siteUrl("/search-index/fr.json")]);
		expectSelfContained(page);
		await page.context().close();
	});

	test("finds pages grouped by page, follows a hit to its anchor and remembers it", async ({ browser }) => {
		const page = await open(browser, "/docs/introduction");
		// 1. Open with Ctrl+K and type a query without accents.
		await page.keyboard.press("Control+k");
		await modal(page).getByPlaceholder("Rechercher des docs").fill("role automatique");
		// 2. Hits are grouped under their page's title, with the footer's keyboard hints.
		const firstHit = modal(page).getByRole("option").first();
		await firstHit.waitFor();
		const groups = await modal(page).locator(".DocSearch-Hit-source").allTextContents();
		expect(groups[0]).toBe("Rôles automatiques");
		expect(new Set(groups).size).toBe(groups.length);
		await modal(page).getByText("naviguer").waitFor();
		await expect
			.poll(() =>
				modal(page)
					.getByText(/Voir les \d+ résultats/)
					.isVisible(),
			)
			.toBe(true);
		expect(await firstHit.locator("mark").first().textContent()).toMatch(/rôle|automatique/i);
		// 3. Follow the first hit with Enter: the page and the anchor it points to.
		const target = await firstHit.getByRole("link").getAttribute("href");
		expect(target).toMatch(/^\/docs\/config\/auto_role(#.+)?$/);
		await page.keyboard.press("Enter");
		await page.waitForURL((url) => url.pathname === "/docs/config/auto_role");
		await expect.poll(() => modal(page).count()).toBe(0);
		const [, anchor] = (target ?? "").split("#");
		if (anchor) {
			expect(new URL(page.url()).hash).toBe(`#${anchor}`);
			await expect
				.poll(() =>
					page
						.locator(`[id="${decodeURIComponent(anchor)}"]`)
						.evaluate((heading) => heading.getBoundingClientRect().top),
				)
				.toBeLessThan(400);
		}
		// 4. Reopen: the hit is in the recent searches; save it as a favorite.
		await page.keyboard.press("Control+k");
		await modal(page).getByPlaceholder("Rechercher des docs").waitFor();
		await modal(page).getByText("Récemment").waitFor();
		const recent = modal(page).getByRole("option").first();
		expect(await recent.getByRole("link").getAttribute("href")).toBe(target);
		await recent.getByTitle("Sauvegarder cette recherche").click();
		await modal(page).getByText("Favoris").waitFor();
		expect(await modal(page).getByTitle("Supprimer cette recherche des favoris").count()).toBe(1);
		// 5. Escape closes the modal and gives the focus back to the button.
		await page.keyboard.press("Escape");
		await expect.poll(() => modal(page).count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-keyshortcuts"))).toBeTruthy();
		expectSelfContained(page);
	});

	test("finds a page by a reader's word, a question or a command name, not only by the page's own words", async ({
		browser,
	}) => {
		const page = await open(browser, "/docs/introduction");
		await page.keyboard.press("Control+k");
		const input = modal(page).getByPlaceholder("Rechercher des docs");
		const firstGroup = async (query: string) => {
			await input.fill(query);
			// The first query waits for the index: wait for hits, however long the machine takes.
			await modal(page).locator(".DocSearch-Hit-source").first().waitFor();
			return (await modal(page).locator(".DocSearch-Hit-source").allTextContents())[0];
		};
		// 1. A plural the page does not write, found through the keywords and the stem.
		await expect.poll(() => firstGroup("journaux")).toBe("Salon des logs");
		// 2. The command's English name on the French site.
		await expect.poll(() => firstGroup("/gm")).toBe("Jets de maître de jeu");
		// 3. A question whose small words appear nowhere.
		await expect
			.poll(() => firstGroup("comment supprimer mon personnage"))
			.toBe("Supprimer une fiche ou une partie de fiche");
		expectSelfContained(page);
	});

	test("says so when nothing matches, and the open modal passes axe", async ({ browser }) => {
		const page = await open(browser, "/docs/config");
		// 1. The search button opens the modal on click.
		await page.getByRole("button", { name: /Chercher/ }).click();
		await modal(page).getByPlaceholder("Rechercher des docs").fill("zzqxw");
		// 2. No results: the message names the query.
		await modal(page).getByText("Aucun résultat pour").waitFor();
		expect(await modal(page).getByText("“zzqxw”").or(modal(page).getByText(/zzqxw/)).first().isVisible()).toBe(true);
		// 3. The open modal has no accessibility violation.
		expect(await axeViolations(page, { include: [".DocSearch-Modal"] })).toEqual([]);
		expectSelfContained(page);
	});

	test("shows the network error screen when the index cannot be fetched", async ({ browser }) => {
		const page = await openPage(browser);
		await page.route("**/search-index/**", (route) => route.abort("internetdisconnected"));
		await page.goto(siteUrl("/en/docs/config"), { waitUntil: "load" });
		await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached" });
		// 1. Open with the "/" shortcut and type.
		await page.keyboard.press("/");
		await modal(page).getByPlaceholder("Search docs").fill("macro");
		// 2. The error screen of the specification, in English.
		await modal(page).getByText("Unable to fetch results").waitFor();
		await modal(page).getByText("You might want to check your network connection.").waitFor();
		// 3. A new query after the failure tries again (and fails again here): still the error screen.
		await modal(page).getByPlaceholder("Search docs").fill("macros");
		await modal(page).getByText("Unable to fetch results").waitFor();
		expect(page.outsideRequests).toEqual([]);
		// The browser logs the aborted download itself; nothing else may be logged.
		expect(page.consoleErrors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
		await page.context().close();
	});
});

describe("search modal (English site)", () => {
	test("searches English pages only, in English", async ({ browser }) => {
		const page = await open(browser, "/en/docs/sheet/model");
		await page.getByRole("button", { name: /Search/ }).click();
		const input = modal(page).getByPlaceholder("Search docs");
		await input.waitFor();
		await input.fill("statistcs");
		await modal(page).getByRole("option").first().waitFor();
		const links = await modal(page)
			.getByRole("option")
			.getByRole("link")
			.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
		expect(links.length).toBeGreaterThan(0);
		expect(links.every((href) => href?.startsWith("/en/"))).toBe(true);
		expect((await modal(page).locator(".DocSearch-Hit-source").allTextContents())[0]).toBe("Template statistics");
		await modal(page).getByText("Navigate").waitFor();
		expectSelfContained(page);
	});

	test("a group header shows a page title's apostrophe as an apostrophe", async ({ browser }) => {
		const page = await open(browser, "/docs/introduction");
		await page.keyboard.press("Control+k");
		await modal(page).getByPlaceholder("Rechercher des docs").fill("modifier les données d'une fiche");
		await modal(page).getByRole("option").first().waitFor();
		const groups = await modal(page).locator(".DocSearch-Hit-source").allTextContents();
		expect(groups).toContain("Modifier les données d'une fiche");
		expect(groups.filter((group) => /&#?\w+;/.test(group))).toEqual([]);
		expectSelfContained(page);
	});
});

describe("search page", () => {
	test("lists every result 20 at a time and keeps the query in the URL", async ({ browser }) => {
		const page = await openPage(browser);
		await page.addInitScript(() => {
			document.addEventListener("DOMContentLoaded", () => {
				(window as unknown as { servedHeading: Element | null }).servedHeading = document.querySelector("main h1");
			});
		});
		const indexRequests: string[] = [];
		page.on("request", (request) => {
			if (request.url().includes("/search-index/")) indexRequests.push(request.url());
		});
		const workers: string[] = [];
		page.on("worker", (worker) => workers.push(worker.url()));
		await goto(page, "/search?q=macro");
		// 1. The query from the URL fills the field and the document title; the heading
		// is the one the server sent, still the same element after hydration.
		await page.waitForFunction(() => document.title.startsWith("Résultats de recherche pour « macro »"));
		expect(await page.getByRole("searchbox", { name: "Chercher" }).inputValue()).toBe("macro");
		expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Rechercher dans la documentation");
		expect(await page.evaluate(() => (window as unknown as { servedHeading: Element }).servedHeading.isConnected)).toBe(
			true,
		);
		const results = page.getByRole("main").getByRole("listitem");
		await results.first().waitFor();
		await expect.poll(() => results.count()).toBe(20);
		await page.getByText(/\d+ documents trouvés/).waitFor();
		// The engine prepared as the page started is the one the search used: one download,
		// built off the page's main thread by the search worker.
		expect(indexRequests).toEqual([siteUrl("/search-index/fr.json")]);
		expect(workers).toEqual([expect.stringMatching(/\/assets\/js\/search-worker\.[^/]+\.js$/)]);
		// 2. More on demand.
		await page.getByRole("button", { name: "Afficher plus de résultats" }).click();
		await expect.poll(() => results.count()).toBeGreaterThan(20);
		// 3. A new query replaces the results and the URL.
		await page.getByRole("searchbox", { name: "Chercher" }).fill("seuil critique");
		await page.waitForURL((url) => url.searchParams.get("q") === "seuil critique");
		await page.waitForFunction(() => document.title.startsWith("Résultats de recherche pour « seuil critique »"));
		await expect.poll(() => results.first().locator("mark").first().textContent()).toMatch(/seuil|critique/i);
		// 4. A result leads to its page.
		const href = await results.first().getByRole("link").getAttribute("href");
		await results.first().getByRole("link").click();
		await page.waitForURL((url) => decodeURI(`${url.pathname}${url.hash}`) === decodeURI(href ?? ""));
		expectSelfContained(page);
	});

	test("says when nothing matches, in English under /en", async ({ browser }) => {
		const page = await open(browser, "/en/search?q=zzqxw");
		await page.getByText('No results found for "zzqxw"').waitFor();
		expect(await page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe("zzqxw");
		expectSelfContained(page);
	});
});
