// Weight budgets: the gzipped JavaScript and CSS a page downloads before its
// `load` event. Byte counts are deterministic for a given build, so CI enforces them.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchBrowser, openPage, siteUrl } from "./harness";

const KB = 1024;
const budgets = [
	{ route: "/", js: 160 * KB },
	{ route: "/en/", js: 160 * KB },
	{ route: "/docs/config/display", js: 180 * KB },
	{ route: "/en/docs/config/display", js: 180 * KB },
	// The longest page of the docs: its own content chunk is the largest.
	{ route: "/docs/introduction/expression", js: 180 * KB },
	{ route: "/en/docs/introduction/expression", js: 180 * KB },
	{ route: "/search?q=macro", js: 180 * KB },
	{ route: "/docs/sheet/form", js: 240 * KB },
	{ route: "/en/docs/sheet/form", js: 240 * KB },
];
const CSS_BUDGET = 30 * KB;

let browser: Browser;
beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(async () => {
	await browser?.close();
});

/** Bytes on the wire (gzipped) of scripts and stylesheets requested before `load`. */
async function transferBeforeLoad(route: string) {
	const page = await openPage(browser);
	const pending: Promise<{ type: string; bytes: number }>[] = [];
	let loaded = false;
	page.on("requestfinished", (request) => {
		if (loaded) return;
		const type = request.resourceType();
		if (type !== "script" && type !== "stylesheet") return;
		pending.push(request.sizes().then((sizes) => ({ type, bytes: sizes.responseBodySize })));
	});
	await page.goto(siteUrl(route), { waitUntil: "load" });
	loaded = true;
	const entries = await Promise.all(pending);
	await page.context().close();
	const sum = (type: string) => entries.filter((entry) => entry.type === type).reduce((a, b) => a + b.bytes, 0);
	return { js: sum("script"), css: sum("stylesheet") };
}

describe("weight budgets (gzipped, before load)", () => {
	test.each(budgets)("$route stays within its JavaScript and CSS budgets", async ({ route, js }) => {
		const measured = await transferBeforeLoad(route);
		console.log(
			`${route}: JS ${(measured.js / KB).toFixed(1)} KB / ${js / KB} KB, CSS ${(measured.css / KB).toFixed(1)} KB`,
		);
		expect(measured.js).toBeGreaterThan(50 * KB);
		expect(measured.js).toBeLessThanOrEqual(js);
		expect(measured.css).toBeLessThanOrEqual(CSS_BUDGET);
	});
});
