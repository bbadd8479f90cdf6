// The page template (plugins/first-paint-template): the bundles are preloaded, and only run once the first
// contentful paint has been presented, so that their evaluation cannot hold the first frame back; they still run,
// in their order, and the page hydrates. Both languages, the home page and the notation page.
import { afterEach, describe, expect } from "vitest";
import { givePagesBack, openPage, siteUrl, test, waitForHydration } from "./harness";

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
