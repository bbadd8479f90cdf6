// Loads each page in a fresh browser context (cold cache) with Playwright and
// Debian's Chromium, and measures what it downloads before the `load` event and
// how long it takes to load and to hydrate.
//
// - gzipped bytes: the response body as it came over the wire (Chromium's encoded
//   body size, `request.sizes().responseBodySize`; headers excluded), the figure
//   tests/browser/weight.test.ts holds to its budgets;
// - raw bytes: the decoded body (`response.body()`);
// - requests: every request that finished before `load`, the document included;
// - load: `loadEventStart` of the navigation entry; hydration: `performance.now()`
//   when <html data-has-hydrated="true"> appears (a MutationObserver installed
//   before any page script). Both in milliseconds from the start of navigation.
// Requests to any other origin are aborted and listed.
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, isLocal } from "./chromium.mjs";
import { reasonOf } from "./section.mjs";
import { median, withTimeout } from "./stats.mjs";

const PAGE_TIMEOUT_MS = 60_000;

/**
 * @typedef {{ raw: number, gzipped: number, files: number }} Bytes
 * @typedef {{ status: number | null, js: Bytes, css: Bytes, requests: number, outsideRequests: string[],
 *   loadMs: number | null, hydrationMs: number | null, firstContentfulPaintMs: number | null }} PageLoad
 * @typedef {{ path: string, label: string, runs: PageLoad[], median: PageLoad | null, errors: string[] }} PageLoadResult
 */

/**
 * @param {string} siteUrl
 * @param {{ label: string, path: string }[]} pages
 * @param {number} runs
 * @returns {Promise<{ browserVersion: string, pages: PageLoadResult[] }>}
 */
export async function measurePageLoads(siteUrl, pages, runs) {
	const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
	try {
		/** @type {PageLoadResult[]} */
		const results = [];
		for (const page of pages) {
			/** @type {PageLoad[]} */
			const measured = [];
			/** @type {string[]} */
			const errors = [];
			for (let run = 0; run < runs; run++) {
				try {
					measured.push(
						await withTimeout(loadOnce(browser, siteUrl, page.path), PAGE_TIMEOUT_MS, `loading ${page.path}`),
					);
				} catch (error) {
					errors.push(reasonOf(error));
				}
			}
			results.push({ path: page.path, label: page.label, runs: measured, median: medianLoad(measured), errors });
		}
		return { browserVersion: browser.version(), pages: results };
	} finally {
		await browser.close();
	}
}

/**
 * @param {import("playwright-core").Browser} browser
 * @param {string} siteUrl
 * @param {string} path
 * @returns {Promise<PageLoad>}
 */
async function loadOnce(browser, siteUrl, path) {
	const origin = new URL(siteUrl).origin;
	const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
	try {
		/** @type {string[]} */
		const outsideRequests = [];
		await context.route(
			(url) => !isLocal(url.toString(), origin),
			(route) => {
				outsideRequests.push(route.request().url());
				return route.abort("blockedbyclient");
			},
		);
		await context.addInitScript(() => {
			const record = () => {
				if (document.documentElement?.getAttribute("data-has-hydrated") === "true") {
					// @ts-expect-error: a property of our own on the page's window.
					window.__benchHydratedAt ??= performance.now();
				}
			};
			new MutationObserver(record).observe(document, {
				attributes: true,
				subtree: true,
				attributeFilter: ["data-has-hydrated"],
			});
		});
		const page = await context.newPage();
		let loaded = false;
		page.on("load", () => {
			loaded = true;
		});
		/** @type {Promise<{ type: string, raw: number, gzipped: number }>[]} */
		const finished = [];
		page.on("requestfinished", (request) => {
			if (loaded) return;
			finished.push(sizesOf(request));
		});
		const response = await page.goto(new URL(path, siteUrl).toString(), { waitUntil: "load" });
		await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached", timeout: 15_000 });
		const timings = await page.evaluate(() => {
			const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
				performance.getEntriesByType("navigation")[0]
			);
			const paint = performance.getEntriesByName("first-contentful-paint")[0];
			return {
				loadMs: navigation ? navigation.loadEventStart : null,
				// @ts-expect-error: set by the init script above.
				hydrationMs: typeof window.__benchHydratedAt === "number" ? window.__benchHydratedAt : null,
				firstContentfulPaintMs: paint ? paint.startTime : null,
			};
		});
		const entries = await Promise.all(finished);
		const bytesOf = (type) => ({
			raw: entries.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.raw, 0),
			gzipped: entries.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.gzipped, 0),
			files: entries.filter((entry) => entry.type === type).length,
		});
		return {
			status: response ? response.status() : null,
			js: bytesOf("script"),
			css: bytesOf("stylesheet"),
			requests: entries.length,
			outsideRequests,
			...timings,
		};
	} finally {
		await context.close();
	}
}

/** Encoded (as transferred) and decoded body sizes of a finished request. */
async function sizesOf(request) {
	const type = request.resourceType();
	const sizes = await request.sizes();
	const response = await request.response();
	let raw = 0;
	try {
		raw = response ? (await response.body()).length : 0;
	} catch {
		raw = sizes.responseBodySize;
	}
	return { type, raw, gzipped: sizes.responseBodySize };
}

/**
 * The median of each figure over the runs (byte counts are the same from run to run).
 * @param {PageLoad[]} runs
 * @returns {PageLoad | null}
 */
function medianLoad(runs) {
	if (runs.length === 0) return null;
	const pick = (select) => median(runs.map(select));
	const bytes = (select) => ({
		raw: pick((run) => select(run).raw) ?? 0,
		gzipped: pick((run) => select(run).gzipped) ?? 0,
		files: pick((run) => select(run).files) ?? 0,
	});
	return {
		status: runs[0].status,
		js: bytes((run) => run.js),
		css: bytes((run) => run.css),
		requests: pick((run) => run.requests) ?? 0,
		outsideRequests: [...new Set(runs.flatMap((run) => run.outsideRequests))],
		loadMs: pick((run) => run.loadMs),
		hydrationMs: pick((run) => run.hydrationMs),
		firstContentfulPaintMs: pick((run) => run.firstContentfulPaintMs),
	};
}
