// Prefetching the pages a reader can go to next (patches/@docusaurus+core): the
// links that come into view prefetch their pages' files, each file once, and
// each in idle time rather than in the task that saw the links.
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { goto, openPage, test } from "./harness";

const DOC_PAGE = "/docs/introduction/expression";

const prefetchLinks = (page: Page) =>
	page.evaluate(() =>
		Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.getAttribute("href")),
	);

describe("prefetching", () => {
	test("waits for idle time, then prefetches each file once", async ({ browser }) => {
		const page = await openPage(browser, undefined, { viewport: { width: 412, height: 823 }, isMobile: true });
		// Idle callbacks wait in a queue until the test runs them.
		await page.addInitScript(() => {
			const queue: IdleRequestCallback[] = [];
			Object.assign(window, { idleQueue: queue });
			window.requestIdleCallback = (callback) => queue.push(callback);
		});
		await goto(page, DOC_PAGE);
		await expect
			.poll(() => page.evaluate(() => (window as unknown as { idleQueue: unknown[] }).idleQueue.length))
			.toBeGreaterThan(0);
		expect(await prefetchLinks(page)).toEqual([]);

		await page.evaluate(() => {
			const queue = (window as unknown as { idleQueue: IdleRequestCallback[] }).idleQueue;
			for (const callback of queue.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
		});
		await expect.poll(async () => (await prefetchLinks(page)).length).toBeGreaterThan(0);
		const links = await prefetchLinks(page);
		expect(links.every((href) => href?.startsWith("/assets/js/"))).toBe(true);
		expect(new Set(links).size).toBe(links.length);
		await page.context().close();
	});

	test("on a desktop doc page, many links share files and each file is fetched once", async ({ browser }) => {
		const page = await openPage(browser, DOC_PAGE);
		const prefetched: string[] = [];
		page.on("request", (request) => {
			if (request.headers()["sec-purpose"]?.includes("prefetch")) prefetched.push(new URL(request.url()).pathname);
		});
		// The sidebar shows links to every doc page, and all of them share the doc layout's files.
		await expect.poll(async () => (await prefetchLinks(page)).length, { timeout: 10_000 }).toBeGreaterThan(10);
		await page.waitForLoadState("networkidle");
		const links = await prefetchLinks(page);
		expect(new Set(links).size).toBe(links.length);
		expect(new Set(prefetched).size).toBe(prefetched.length);
		await page.context().close();
	});
});
