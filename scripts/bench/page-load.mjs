// Loads each page in a fresh browser context (cold cache) with Playwright and
// Debian's Chromium, and measures what it downloads to start and how long it takes
// to paint, load and hydrate.
//
// - bytes: the scripts and stylesheets fetched by hydration, each file once
//   (tests/support/start-up-transfer.mjs, the figure tests/browser/weight.test.ts
//   holds to its budgets): gzipped is the body as transferred, raw the decoded body;
// - requests: every file fetched by then, the document included;
// - first contentful paint, load (`loadEventStart` of the navigation entry) and
//   hydration (<html data-has-hydrated="true"> appears), in milliseconds from the
//   start of navigation.
// Requests to any other origin are aborted and listed.
import { chromium } from "playwright-core";
import { readStartUpTransfer, recordStartUpTransfer } from "../../tests/support/start-up-transfer.mjs";
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
		await context.addInitScript(recordStartUpTransfer);
		const page = await context.newPage();
		const response = await page.goto(new URL(path, siteUrl).toString(), { waitUntil: "load" });
		const { hydrationMs, js, css, requests } = await readStartUpTransfer(page);
		const timings = await page.evaluate(() => {
			const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
				performance.getEntriesByType("navigation")[0]
			);
			const paint = performance.getEntriesByName("first-contentful-paint")[0];
			return {
				loadMs: navigation ? navigation.loadEventStart : null,
				firstContentfulPaintMs: paint ? paint.startTime : null,
			};
		});
		return {
			status: response ? response.status() : null,
			js,
			css,
			requests,
			outsideRequests,
			hydrationMs,
			...timings,
		};
	} finally {
		await context.close();
	}
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
