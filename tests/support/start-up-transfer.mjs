// What a page downloads to start: the scripts and stylesheets it has fetched by the
// moment React has hydrated it (<html data-has-hydrated="true">), read from the
// page's own Resource Timing entries at that moment. Everything hydration needs is
// in by then; what a page loads on demand afterwards (the template builder, the
// dice playground, the search index) is not, nor what Docusaurus prefetches for the
// pages a visible link leads to (`<link rel="prefetch">`, which can start before
// hydration is done). Each file counts once.
//
// Sizes per file: `encodedBodySize` (the body as transferred, gzipped when served
// so) and `decodedBodySize` (raw). All the site's files are same-origin, so both are
// exposed.

/**
 * Init script for a deterministic count: the page reports a data-saving connection
 * (the Network Information API's `saveData`), which Docusaurus reads to skip its idle
 * prefetch of linked pages. Without it, how many of those prefetches land before
 * hydration depends on how busy the machine is, and so did the weight budgets.
 */
export function declineIdlePrefetch() {
	Object.defineProperty(navigator, "connection", {
		configurable: true,
		value: { saveData: true, effectiveType: "4g", addEventListener() {}, removeEventListener() {} },
	});
}

/**
 * Init script (runs before any page script): snapshots the resource entries and the
 * time when hydration is done.
 */
export function recordStartUpTransfer() {
	const snapshot = () => {
		if (document.documentElement?.getAttribute("data-has-hydrated") !== "true") return;
		// @ts-expect-error: a property of our own on the page's window.
		if (window.__startUpTransfer) return;
		const prefetched = new Set(
			Array.from(
				document.querySelectorAll('link[rel="prefetch"]'),
				(link) => /** @type {HTMLLinkElement} */ (link).href,
			),
		);
		const seen = new Set();
		// @ts-expect-error: as above.
		window.__startUpTransfer = {
			hydrationMs: performance.now(),
			files: performance
				.getEntriesByType("resource")
				// @ts-expect-error: PerformanceResourceTiming fields.
				.filter((entry) => !(entry.initiatorType === "link" && prefetched.has(entry.name)))
				.filter((entry) => !seen.has(entry.name) && seen.add(entry.name))
				.map((entry) => ({
					url: entry.name,
					// @ts-expect-error: PerformanceResourceTiming fields.
					gzipped: entry.encodedBodySize,
					// @ts-expect-error: as above.
					raw: entry.decodedBodySize,
				})),
		};
	};
	new MutationObserver(snapshot).observe(document, {
		attributes: true,
		subtree: true,
		attributeFilter: ["data-has-hydrated"],
	});
}

/**
 * Waits for hydration on a page that had `recordStartUpTransfer` as init script, and
 * sums its start-up scripts and stylesheets.
 * @param {import("playwright-core").Page} page
 */
export async function readStartUpTransfer(page) {
	await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached", timeout: 15_000 });
	/** @type {{ hydrationMs: number, files: { url: string, gzipped: number, raw: number }[] }} */
	const record = await page.evaluate(() => /** @type {any} */ (window).__startUpTransfer);
	const ofType = (extension) => {
		const files = record.files.filter((file) => new URL(file.url).pathname.endsWith(extension));
		return {
			raw: files.reduce((sum, file) => sum + file.raw, 0),
			gzipped: files.reduce((sum, file) => sum + file.gzipped, 0),
			files: files.length,
		};
	};
	return {
		hydrationMs: record.hydrationMs,
		js: ofType(".js"),
		css: ofType(".css"),
		/** Every file fetched by then, the document included. */
		requests: record.files.length + 1,
	};
}
