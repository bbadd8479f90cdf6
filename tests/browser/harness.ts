// Shared set-up for browser tests: Debian's Chromium driven by playwright-core,
// against the build served by global-setup.ts. Pages fail their test on console
// errors and on requests that leave the site's origin unless a test allows them.
import axe from "axe-core";
import {
	type Browser,
	type BrowserContext,
	type BrowserContextOptions,
	chromium,
	type Locator,
	type Page,
	type Route,
} from "playwright-core";
import { test as base, inject } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function siteUrl(path = "/"): string {
	const base = inject("siteUrl");
	if (!base) throw new Error("No site URL: browser tests run through tests/browser/vitest.config.ts");
	return new URL(path, base).toString();
}

async function launchBrowser(): Promise<Browser> {
	return chromium.launch({
		executablePath: CHROMIUM_PATH,
		args: [
			"--headless",
			"--no-sandbox",
			"--disable-gpu",
			"--disable-background-networking",
			"--disable-component-update",
			"--disable-sync",
			"--disable-quic",
			"--no-first-run",
		],
	});
}

/**
 * Vitest's `test` with a `browser` fixture: one Chromium per test file, launched for
 * the file's first test that asks for it and closed after its last test.
 */
export const test = base.extend<{ browser: Browser }>({
	browser: [
		// biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
		async ({}, use) => {
			const browser = await launchBrowser();
			await use(browser);
			await browser.close();
		},
		{ scope: "file" },
	],
});

/** How long a test waits for a state (a page hydrated, a result shown) before it fails. */
export const STATE_TIMEOUT = 120_000;

/** The axe rules every accessibility check runs: WCAG 2.0 and 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** One accessibility violation: axe's rule and the elements that break it. */
export type AxeViolation = { id: string; targets: string[] };

/**
 * axe's violations in the page, within the `include` selectors when given (each must match), for the
 * rules of AXE_TAGS unless `rules` or `tags` name others. axe runs in the page itself: the
 * `@axe-core/playwright` way (a partial run per frame, then a fresh page to join them) took three times
 * as long on a doc page. That way also audits frames; the site has none, so a page with one is refused
 * here rather than half audited.
 */
export async function axeViolations(
	page: Page,
	{ include, rules, tags = AXE_TAGS }: { include?: string[]; rules?: string[]; tags?: string[] } = {},
): Promise<AxeViolation[]> {
	if (page.frames().length > 1) throw new Error(`axeViolations audits one document, and ${page.url()} has frames`);
	if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
	return page.evaluate(
		async ({ include, rules, tags }) => {
			const runner = (window as unknown as { axe: typeof axe }).axe;
			const results = await runner.run(include ? { include } : document, {
				runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: tags },
				// Only violations are read: axe then keeps one node per passing rule instead of every one.
				resultTypes: ["violations"],
			});
			return results.violations.map((violation) => ({
				id: violation.id,
				targets: violation.nodes.map((node) => node.target.join(" ")),
			}));
		},
		{ include, rules, tags },
	);
}

export type TrackedPage = Page & {
	/** Console errors and uncaught exceptions seen so far. */
	consoleErrors: string[];
	/** URLs requested outside the site's origin. */
	outsideRequests: string[];
};

/**
 * Opens a page, then loads `path` and awaits hydration when given. The page is a fresh context's, or one an
 * earlier test of the file opened with the same options and gave back unchanged (see `reusable`): its storage
 * and cookies cleared, its cache kept. A fresh context compiles every script again: a load in a kept one took a
 * third of the processor time (0.5 against 1.7 core-seconds). `reuse: false` asks for a fresh one.
 */
export async function openPage(
	browser: Browser,
	path?: string,
	contextOptions: BrowserContextOptions = {},
	{ reuse = true }: { reuse?: boolean } = {},
): Promise<TrackedPage> {
	const key = JSON.stringify(contextOptions);
	const kept = reuse ? keptPages(browser).get(key)?.pop() : undefined;
	const page = kept ?? (await freshPage(browser, contextOptions, key));
	handedOut.add(page);
	page.consoleErrors.length = 0;
	page.outsideRequests.length = 0;
	if (path !== undefined) await goto(page, path);
	return page;
}

/** Pages openPage handed out and not yet given back by givePagesBack. */
const handedOut = new Set<TrackedPage>();

/**
 * Gives back every page openPage handed out that its test left open, as the test's own `close()` would: kept for
 * the next test when unchanged, closed otherwise. A file calls it in its `afterEach` so that a test that does not
 * close its page leaves the next one a kept context, not a fresh one that compiles every script again. Not in a file
 * of concurrent tests, whose pages it would take mid-test, nor where tests share a page.
 */
export async function givePagesBack(): Promise<void> {
	const pages = [...handedOut];
	handedOut.clear();
	for (const page of pages) if (!page.isClosed()) await page.context().close();
}

/** Pages given back, per browser (a file's) and per context options. */
const kept = new WeakMap<Browser, Map<string, TrackedPage[]>>();
function keptPages(browser: Browser): Map<string, TrackedPage[]> {
	const pages = kept.get(browser) ?? new Map<string, TrackedPage[]>();
	kept.set(browser, pages);
	return pages;
}

/**
 * What a test can change in a context or its page that clearing storage does not undo: a test that calls one
 * of these leaves its context to be closed, not kept. The first list is both's.
 */
const LASTING_CHANGES = [
	"addInitScript",
	"exposeBinding",
	"exposeFunction",
	"route",
	"routeFromHAR",
	"routeWebSocket",
	"setDefaultNavigationTimeout",
	"setDefaultTimeout",
	"setExtraHTTPHeaders",
];
const LASTING_CONTEXT_CHANGES = [
	...LASTING_CHANGES,
	"addCookies",
	"grantPermissions",
	"newCDPSession",
	"newPage",
	"setGeolocation",
	"setHTTPCredentials",
	"setOffline",
];
const LASTING_PAGE_CHANGES = [...LASTING_CHANGES, "addLocatorHandler", "emulateMedia", "setViewportSize"];

async function freshPage(browser: Browser, contextOptions: BrowserContextOptions, key: string): Promise<TrackedPage> {
	const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
	// Waits for a state the reader sees may take long on a busy machine: only a hang should fail them.
	context.setDefaultTimeout(STATE_TIMEOUT);
	const page = (await context.newPage()) as TrackedPage;
	page.consoleErrors = [];
	page.outsideRequests = [];
	const origin = new URL(siteUrl()).origin;
	page.on("console", (message) => {
		if (message.type() === "error") page.consoleErrors.push(message.text());
	});
	page.on("pageerror", (error) => page.consoleErrors.push(String(error)));
	page.on("request", (request) => {
		const url = request.url();
		if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) {
			page.outsideRequests.push(url);
		}
	});
	const newCDPSession = context.newCDPSession.bind(context);
	// Each lasting change, and each listener added or removed, is seen through the instance's own methods, so that
	// tests keep Playwright's interface. Set after the harness's own listeners.
	let changed = false;
	// A listener the test added and did not remove would hear the next test's page (Playwright's waits remove theirs).
	const listening = new Set<unknown>();
	const intercept = (target: object, names: readonly string[], before: (args: unknown[]) => void) => {
		for (const name of names) {
			const method = (target as Record<string, unknown>)[name];
			if (typeof method !== "function") continue;
			const value = (...args: unknown[]) => {
				before(args);
				return method.apply(target, args);
			};
			Object.defineProperty(target, name, { configurable: true, value });
		}
	};
	for (const [target, lasting] of [
		[context, LASTING_CONTEXT_CHANGES],
		[page, LASTING_PAGE_CHANGES],
	] as const) {
		intercept(target, lasting, () => {
			changed = true;
		});
		intercept(target, ["on", "addListener", "once", "prependListener"], ([, listener]) => listening.add(listener));
		intercept(target, ["off", "removeListener"], ([, listener]) => listening.delete(listener));
	}
	const close = context.close.bind(context);
	// The tests close a page's context when done: a context left as it was is kept for the next test instead.
	Object.defineProperty(context, "close", {
		configurable: true,
		value: async (options?: { reason?: string }) => {
			// Closed twice (in the test, then in its afterEach): it is kept once.
			if (keptPages(browser).get(key)?.includes(page)) return;
			const reusable =
				!changed &&
				listening.size === 0 &&
				!page.isClosed() &&
				context.pages().length === 1 &&
				(await cleared(page, origin, newCDPSession));
			if (reusable) keptPages(browser).set(key, [...(keptPages(browser).get(key) ?? []), page]);
			else await close(options);
		},
	});
	return page;
}

/**
 * Empties the page's storage for the site (local and session storage, IndexedDB, cookies) and leaves it on a
 * blank page; false when that fails or hangs (a page still frozen by a test), for the context to be closed.
 */
async function cleared(page: Page, origin: string, newCDPSession: BrowserContext["newCDPSession"]): Promise<boolean> {
	const clearing = (async () => {
		if (page.url().startsWith(origin)) await page.evaluate(() => sessionStorage.clear());
		await page.goto("about:blank");
		const session = await newCDPSession(page);
		await session.send("Storage.clearDataForOrigin", {
			origin,
			storageTypes: "cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,websql",
		});
		await session.detach();
		return true;
	})().catch(() => false);
	const hung = new Promise<boolean>((resolve) => setTimeout(resolve, 10_000, false).unref());
	return Promise.race([clearing, hung]);
}

/**
 * Navigates (a path of the site, or a whole address) and waits until React has hydrated the page: a page's bundles
 * start after its first paint (plugins/first-paint-scripts), so its `load` event can come before them.
 */
export async function goto(page: Page, path: string): Promise<void> {
	await page.goto(siteUrl(path), { waitUntil: "load" });
	await waitForHydration(page);
}

/** Holds every request matching `pattern` from now on, until `release` lets them all through (and the later ones). */
export async function holdRequests(page: Page, pattern: string | RegExp) {
	const held: Route[] = [];
	let released = false;
	await page.route(pattern, (route) => {
		if (released) return route.continue();
		held.push(route);
		return undefined;
	});
	return {
		held,
		release: async () => {
			released = true;
			await Promise.all(held.map((route) => route.continue()));
		},
	};
}

/**
 * The notation page's playground, as a reader reaches it: it loads only once scrolled near (or asked for by a
 * link's `?roll=`), so a test scrolls its section into view first, then gets its region.
 */
export async function playgroundRegion(page: Page, name: string): Promise<Locator> {
	await page.locator("#playground").scrollIntoViewIfNeeded();
	return page.getByRole("region", { name });
}

/** Reloads the page and waits until React has hydrated it again. */
export async function reload(page: Page): Promise<void> {
	await page.reload({ waitUntil: "load" });
	await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
	await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached" });
}

/**
 * Waits for the page to draw two frames and then have nothing left to do: by then React's effects and the
 * renders they schedule have run, and observers have given their first report. A test that asserts something did
 * not happen checks after this event rather than after a fixed time (the 10 s only bounds a page never idle).
 */
export async function waitForIdle(page: Page): Promise<void> {
	await page.evaluate(
		() =>
			new Promise<void>((resolve) => {
				const idle = () => requestIdleCallback(() => resolve(), { timeout: 10_000 });
				requestAnimationFrame(() => requestAnimationFrame(idle));
			}),
	);
}

/**
 * Switches the page to dark mode with the navbar's toggle, as a reader does (again if a click on a busy
 * machine changed nothing), then takes the colours' fades to their end: a check made during a fade reads a
 * colour halfway between the two modes, which no reader sees once it has ended (axe once met one).
 */
export async function switchToDarkMode(page: Page): Promise<void> {
	const toggle = page.getByRole("button", { name: /mode sombre et clair|dark and light/i });
	// Not expect.poll: Vitest refuses its global expect in concurrent tests (every-route's). A click that
	// changed nothing lets the wait below time out, and is made again.
	for (let clicks = 0; (await page.getAttribute("html", "data-theme")) !== "dark"; clicks += 1) {
		if (clicks === 10) throw new Error("ten clicks on the colour-mode toggle left the page light");
		await toggle.click();
		const dark = () => document.documentElement.dataset.theme === "dark";
		await page.waitForFunction(dark, undefined, { timeout: 5_000 }).catch(() => undefined);
	}
	await page.evaluate(() => {
		for (const animation of document.getAnimations())
			if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
	});
}

/**
 * Pages kept open for tests that run concurrently in a file (`describe.concurrent`): each test borrows
 * an idle page, or opens one, and gives it back, so a few pages visit many routes (a new context costs
 * far more than a navigation). Counters of console errors and outside requests restart at each borrow.
 * Not openPage's kept contexts: a visit may open a CDP session (every-route's phone screen), which would
 * close the context, and a borrow needs no storage cleared between routes.
 */
export function pagePool(contextOptions: BrowserContextOptions = {}) {
	const idle: TrackedPage[] = [];
	return async function withPage<T>(browser: Browser, use: (page: TrackedPage) => Promise<T>): Promise<T> {
		const page = idle.pop() ?? (await openPage(browser, undefined, contextOptions));
		// The pool's, not the test's: givePagesBack leaves it alone.
		handedOut.delete(page);
		page.consoleErrors.length = 0;
		page.outsideRequests.length = 0;
		try {
			return await use(page);
		} finally {
			idle.push(page);
		}
	};
}
