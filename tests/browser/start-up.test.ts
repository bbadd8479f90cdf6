// How a page starts (src/document): the inline loader adds the entry scripts after the
// first contentful paint, so the server-rendered page is on screen before the bundle is
// evaluated, and the site still starts in every other case.
import type { Browser } from "playwright-core";
import { describe, expect } from "vitest";
import { START_FALLBACK_MS } from "../../src/document/documentTemplate";
import { openPage, siteUrl, test, waitForHydration } from "./harness";

type StartUp = {
	/** When the parser met the inline loader, the page's last script, and the next animation frame after that. */
	loaderAt: number | null;
	frameAfterLoader: number | null;
	/** When the main bundle's script element entered the document, and the document's state then. */
	mainAdded: { at: number; readyState: DocumentReadyState } | null;
	firstContentfulPaint: number | null;
	/**
	 * The scripts with a source added up to the main bundle, in batches of mutations (one batch per task at most);
	 * webpack marks those it adds with data-webpack. Lazy parts (the playground, the builder) come after.
	 */
	scriptBatchesToMain: { src: string; byWebpack: boolean }[][];
};

/** Runs before any page script: records when the main bundle is added and when the first contentful paint was. */
function recordStartUp() {
	const record: StartUp = {
		loaderAt: null,
		frameAfterLoader: null,
		mainAdded: null,
		firstContentfulPaint: null,
		scriptBatchesToMain: [],
	};
	(window as unknown as { startUp: StartUp }).startUp = record;
	new MutationObserver((mutations) => {
		const scripts = mutations
			.flatMap((mutation) => Array.from(mutation.addedNodes))
			.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement && node.src !== "")
			.map((script) => ({ src: new URL(script.src).pathname, byWebpack: script.hasAttribute("data-webpack") }));
		if (scripts.length > 0 && !record.mainAdded) record.scriptBatchesToMain.push(scripts);
		for (const mutation of mutations) {
			for (const node of Array.from(mutation.addedNodes)) {
				if (node instanceof HTMLScriptElement && !node.src && node.parentElement === document.body) {
					record.loaderAt = performance.now();
					requestAnimationFrame(() => {
						record.frameAfterLoader = performance.now();
					});
				}
				if (node instanceof HTMLScriptElement && /\/main\.[^/]+\.js$/.test(node.src) && !record.mainAdded) {
					record.mainAdded = { at: performance.now(), readyState: document.readyState };
				}
			}
		}
	}).observe(document, { childList: true, subtree: true });
	new PerformanceObserver((list) => {
		const [entry] = list.getEntriesByName("first-contentful-paint");
		if (entry) record.firstContentfulPaint = entry.startTime;
	}).observe({ type: "paint", buffered: true });
}

/** Loads a page with the recorder and the given browser conditions, waits for hydration, returns the record. */
async function startUp(browser: Browser, path: string, conditions?: () => void): Promise<StartUp> {
	const page = await openPage(browser);
	await page.addInitScript(recordStartUp);
	if (conditions) await page.addInitScript(conditions);
	await page.goto(siteUrl(path), { waitUntil: "load" });
	await waitForHydration(page);
	const record = await page.evaluate(() => (window as unknown as { startUp: StartUp }).startUp);
	expect(page.consoleErrors).toEqual([]);
	await page.context().close();
	return record;
}

describe("start-up", () => {
	test.for(["/docs/introduction/expression", "/en/", "/search?q=macro"])(
		"%s is painted before its entry scripts are added, and hydrates",
		async (path, { browser }) => {
			const { mainAdded, firstContentfulPaint, frameAfterLoader } = await startUp(browser, path);
			expect(firstContentfulPaint).not.toBeNull();
			expect(mainAdded).not.toBeNull();
			expect(mainAdded?.at).toBeGreaterThanOrEqual(firstContentfulPaint ?? Number.POSITIVE_INFINITY);
			expect(mainAdded?.at).toBeGreaterThan(frameAfterLoader ?? Number.POSITIVE_INFINITY);
		},
	);

	test.for(["/docs/introduction/expression", "/en/docs/sheet/form"])(
		"%s: the loader adds the webpack runtime, then the main bundle, one per task, and no script is fetched before the first paint",
		async (path, { browser }) => {
			const page = await openPage(browser);
			await page.addInitScript(recordStartUp);
			await page.goto(siteUrl(path), { waitUntil: "load" });
			await waitForHydration(page);
			const seen = await page.evaluate(() => ({
				firstScriptFetch: Math.min(
					...performance
						.getEntriesByType("resource")
						.filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
						.map((entry) => entry.startTime),
				),
				...(window as unknown as { startUp: StartUp }).startUp,
			}));
			expect(page.consoleErrors).toEqual([]);
			await page.context().close();
			const added = seen.scriptBatchesToMain.flat();
			const sources = added.map((script) => script.src);
			expect(sources[0]).toMatch(/\/runtime~main\.[^/]+\.js$/);
			expect(sources.at(-1)).toMatch(/\/main\.[^/]+\.js$/);
			expect(added.filter((script) => script.byWebpack)).toEqual([]);
			expect(seen.firstScriptFetch).toBeGreaterThanOrEqual(seen.firstContentfulPaint ?? Number.POSITIVE_INFINITY);
			// One script per task: a mutation observer hears of each addition in a batch of its own.
			expect(seen.scriptBatchesToMain.map((batch) => batch.length)).toEqual(sources.map(() => 1));
		},
	);

	test("without paint timing, the site starts after the next frames", async ({ browser }) => {
		const { loaderAt, frameAfterLoader, mainAdded } = await startUp(browser, "/docs/introduction/expression", () => {
			Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [] });
		});
		expect(mainAdded?.at).toBeGreaterThan(frameAfterLoader ?? Number.POSITIVE_INFINITY);
		expect((mainAdded?.at ?? Number.POSITIVE_INFINITY) - (loaderAt ?? 0)).toBeLessThan(START_FALLBACK_MS);
	});

	test("when the first paint came before the end of the page was parsed, the site waits for the whole page to be drawn", async ({
		browser,
	}) => {
		// On a busy machine the parser yields and the top of the page is painted
		// first: the paint is already reported when the loader runs. Simulated
		// here by an observer that reports it at once.
		const { frameAfterLoader, mainAdded } = await startUp(browser, "/docs/introduction/expression", () => {
			window.PerformanceObserver = class {
				static supportedEntryTypes = ["paint"];
				callback: (list: { getEntriesByName: () => unknown[] }) => void;
				constructor(callback: (list: { getEntriesByName: () => unknown[] }) => void) {
					this.callback = callback;
				}
				observe() {
					this.callback({ getEntriesByName: () => [{ name: "first-contentful-paint" }] });
				}
				disconnect() {}
			} as unknown as typeof PerformanceObserver;
		});
		expect(frameAfterLoader).not.toBeNull();
		expect(mainAdded?.at).toBeGreaterThan(frameAfterLoader ?? Number.POSITIVE_INFINITY);
	});

	test("a page opened in the background starts at once, while it is still being read", async ({ browser }) => {
		const { mainAdded } = await startUp(browser, "/docs/introduction/expression", () => {
			Object.defineProperty(Document.prototype, "visibilityState", { get: () => "hidden" });
		});
		expect(mainAdded?.readyState).toBe("loading");
	});

	test("when no paint is ever reported, the site starts after the fallback delay", async ({ browser }) => {
		const { loaderAt, mainAdded } = await startUp(browser, "/docs/introduction/expression", () => {
			// Paint timing claimed but never delivered. The recorder, set up before
			// this script, keeps the real observer.
			window.PerformanceObserver = class {
				static supportedEntryTypes = ["paint"];
				observe() {}
				disconnect() {}
			} as unknown as typeof PerformanceObserver;
		});
		expect(loaderAt).not.toBeNull();
		expect((mainAdded?.at ?? 0) - (loaderAt ?? 0)).toBeGreaterThanOrEqual(START_FALLBACK_MS);
	});
});
