// The page template (plugins/first-paint-scripts): the bundles are preloaded, and only run once the first
// contentful paint has been presented, so that their evaluation cannot hold the first frame back; they still run,
// in their order, and the page hydrates. Both languages, the home page and the notation page. Meanwhile the page
// shows and is not yet live: a click on a button then is kept and answered once React has hydrated.
import { afterEach, describe, expect } from "vitest";
import { givePagesBack, holdRequests, openPage, siteUrl, test, waitForHydration } from "./harness";

afterEach(givePagesBack);

const ROUTES = ["/", "/en/", "/docs/introduction/expression", "/en/docs/introduction/expression"];

/** What the page holds when its first contentful paint is reported, recorded from the page's very start. */
type AtFirstPaint = { bundleElements: number; bundlesRun: boolean };

describe("the bundles run after the first paint", () => {
	test.for(ROUTES)("%s paints before any bundle runs, then hydrates", async (route, { browser }) => {
		const page = await openPage(browser, undefined, {}, { reuse: false });
		await page.addInitScript(() => {
			new PerformanceObserver((list, observer) => {
				if (!list.getEntriesByName("first-contentful-paint").length) return;
				observer.disconnect();
				// webpack's runtime defines its chunk list as a global the moment it runs.
				const bundlesRun = Object.keys(window).some((key) => key.startsWith("webpackChunk"));
				const bundleElements = document.querySelectorAll('script[src*="/assets/js/"]').length;
				(window as unknown as { atFirstPaint: AtFirstPaint }).atFirstPaint = { bundleElements, bundlesRun };
			}).observe({ type: "paint", buffered: true });
		});
		await page.goto(siteUrl(route), { waitUntil: "load" });
		await waitForHydration(page);
		const atFirstPaint = await page.evaluate(() => (window as unknown as { atFirstPaint?: AtFirstPaint }).atFirstPaint);
		expect(atFirstPaint).toEqual({ bundleElements: 0, bundlesRun: false });
		// The bundles the head preloads are the ones that ran, in that order.
		const { preloaded, started } = await page.evaluate(() => ({
			preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
				(link) => link.href,
			),
			started: [...document.querySelectorAll<HTMLScriptElement>('head script[src*="/assets/js/"]')]
				.map((script) => script.src)
				.filter((src) => /\/(runtime~)?main\.[0-9a-f]+\.js$/.test(src)),
		}));
		expect(preloaded.length).toBe(2);
		expect(started).toEqual(preloaded);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});
});

/** Each call of localeCompare as the page starts: on what string, and whether React had hydrated the page yet. */
type Comparison = { on: string; hydrated: boolean };

describe("the collation data loads before hydration", () => {
	// src/clientModules/warmCollator.ts: the first localeCompare, which loads V8's collation data, is the module's own,
	// made in a timer before React hydrates; Docusaurus's own calls, made as a phone's page with a sidebar draws its
	// menu, come after it and find the data loaded. The call is on the page's lang, so the two can be told apart.
	test.for(["/docs/introduction/expression", "/en/docs/introduction/expression"])(
		"%s: the first comparison is the module's, before hydration",
		async (route, { browser }) => {
			// On a phone: the sidebar's menu is the mobile one, whose props Docusaurus sorts.
			const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
			const page = await openPage(browser, undefined, phone, { reuse: false });
			await page.addInitScript(() => {
				const compare = String.prototype.localeCompare;
				const calls: Comparison[] = [];
				(window as unknown as { comparisons: Comparison[] }).comparisons = calls;
				String.prototype.localeCompare = function (this: string, ...rest: Parameters<typeof compare>) {
					calls.push({ on: String(this), hydrated: document.documentElement.dataset.hasHydrated === "true" });
					return compare.apply(this, rest);
				};
			});
			await page.goto(siteUrl(route), { waitUntil: "load" });
			await waitForHydration(page);
			const read = () =>
				page.evaluate(() => ({
					calls: (window as unknown as { comparisons: Comparison[] }).comparisons,
					lang: document.documentElement.lang,
				}));
			const { calls, lang } = await read();
			expect(calls[0]).toEqual({ on: lang, hydrated: false });
			// The sidebar's menu compares its props' names after: it draws in a render that hydration's effects schedule.
			await expect
				.poll(async () => {
					const now = await read();
					return now.calls.slice(1).some((call) => call.on !== now.lang);
				})
				.toBe(true);
			expect(page.consoleErrors).toEqual([]);
			await page.context().close();
		},
	);
});

const EARLY = [
	{
		path: "/docs/introduction/expression",
		open: "Ouvrir le simulateur de commandes",
		field: "Commande",
		roll: "Lancer",
		answer: /(Succès|Échec) — /,
	},
	{
		path: "/en/docs/introduction/expression",
		open: "Open the command box",
		field: "Command",
		roll: "Roll",
		answer: /(Success|Failure) — /,
	},
] as const;

describe("a click before the page is live", () => {
	test.for(EARLY)(
		"is kept and answered once it hydrates ($path)",
		async ({ path, open, field, roll, answer }, { browser }) => {
			const page = await openPage(browser, undefined, {}, { reuse: false });
			// The main bundle is held: the page is the server's HTML, painted, and not yet live.
			const bundle = await holdRequests(page, /\/assets\/js\/main\.[0-9a-f]+\.js$/);
			await page.goto(siteUrl(path), { waitUntil: "domcontentloaded" });
			await expect.poll(() => bundle.held.length).toBeGreaterThan(0);
			// A roll block's button and the command box's, disabled for a reader without JavaScript, take clicks here.
			const box = page.getByRole("button", { name: open, exact: true });
			// The page's last example, far below the first screen: its block is the server's copy until used.
			const block = page.getByRole("group", { name: "4#1d20+5>=15", exact: true });
			await block.getByRole("button", { name: roll, exact: true }).click();
			await expect.poll(() => box.isEnabled()).toBe(true);
			await box.focus();
			await page.keyboard.press("Enter");
			expect(await page.getAttribute("html", "data-has-hydrated")).toBe("false");
			expect(await box.getAttribute("aria-expanded")).toBe("false");
			// Once the bundle comes, both clicks are answered: the box opens, the block rolls, each once.
			await bundle.release();
			await waitForHydration(page);
			await page.getByRole("combobox", { name: field }).waitFor();
			expect(await box.getAttribute("aria-expanded")).toBe("true");
			const result = block.locator("[aria-live]");
			await expect.poll(() => result.innerText()).toMatch(answer);
			expect(await result.locator("p").count()).toBeGreaterThan(0);
			expect(page.consoleErrors).toEqual([]);
			await page.context().close();
		},
	);
});
