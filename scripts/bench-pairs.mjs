#!/usr/bin/env node
// Compares two builds of the site on one page, in interleaved pairs (A, B, A, B...)
// so that a busy machine weighs on both alike: Lighthouse mobile (score, LCP, TBT)
// and, on a phone at 4x CPU slowdown, the paints the page reports (FCP, LCP) and when
// a tap first opens the navbar menu. --slow-network also gives that phone Lighthouse's
// mobile network (150 ms round trips, 1.6 Mbit/s), so downloads count as well; with
// --visible SELECTOR, when the phone first shows that element (search results, say).
//   node scripts/bench-pairs.mjs --a build-before --b build [--path /docs/...] [--pairs 8] [--slow-network] [--visible "main ol li"]
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { startStaticServer } from "../tests/support/static-server.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./bench/chromium.mjs";
import { mannWhitneyP, median } from "./bench/stats.mjs";

const { values } = parseArgs({
	options: {
		a: { type: "string" },
		b: { type: "string" },
		path: { type: "string", default: "/docs/introduction/expression" },
		pairs: { type: "string", default: "8" },
		"slow-network": { type: "boolean", default: false },
		visible: { type: "string" },
	},
});
if (!values.a || !values.b) throw new Error("usage: --a DIR --b DIR [--path /route] [--pairs N]");

async function lighthouseRun(url) {
	const chrome = await chromeLauncher.launch({
		chromePath: CHROMIUM_PATH,
		chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
		logLevel: "silent",
	});
	try {
		const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", onlyCategories: ["performance"] });
		return {
			score: Math.round((lhr.categories.performance.score ?? 0) * 100),
			lcp: lhr.audits["largest-contentful-paint"].numericValue,
			tbt: lhr.audits["total-blocking-time"].numericValue,
			benchmarkIndex: lhr.environment.benchmarkIndex,
		};
	} finally {
		chrome.kill();
	}
}

/** Lighthouse's simulated mobile network, applied for real. */
const SLOW_NETWORK = {
	offline: false,
	latency: 150,
	downloadThroughput: (1638.4 * 1024) / 8,
	uploadThroughput: (750 * 1024) / 8,
};

/** A phone: 4x CPU slowdown, and Lighthouse's mobile network with --slow-network. */
async function onPhone(url, measure) {
	const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
	try {
		const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
		if (values["slow-network"]) await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
		await page.goto(url, { waitUntil: "commit" });
		return await measure(page);
	} finally {
		await browser.close();
	}
}

/** Milliseconds from navigation until a tap on the menu button opens the phone menu. */
async function menuTap(page) {
	// Taps at the button's place as soon as it is drawn, without waiting for the page to settle.
	const box = await page.locator("button.navbar__toggle").boundingBox({ timeout: 30_000 });
	if (!box) throw new Error("no menu button");
	const opened = page.locator(".navbar-sidebar--show");
	for (;;) {
		await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
		if (await opened.count()) return { tapMs: await page.evaluate(() => performance.now()) };
		await page.waitForTimeout(50);
	}
}

/** Milliseconds from navigation until the element of --visible is shown. */
async function shown(page) {
	await page.locator(values.visible).first().waitFor({ state: "visible", timeout: 30_000 });
	return { visibleMs: await page.evaluate(() => performance.now()) };
}

/** The first and largest contentful paints the page reports, with no input (input ends LCP). */
async function paints(page) {
	await page.waitForLoadState("load");
	await page.waitForTimeout(1000);
	return page.evaluate(
		() =>
			new Promise((resolve) => {
				const fcpMs = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
				new PerformanceObserver((list) => {
					const entries = list.getEntries();
					resolve({ fcpMs, lcpMs: entries[entries.length - 1]?.startTime ?? Number.NaN });
				}).observe({ type: "largest-contentful-paint", buffered: true });
			}),
	);
}

const servers = { A: await startStaticServer({ root: values.a }), B: await startStaticServer({ root: values.b }) };
const results = { A: [], B: [] };
try {
	for (let pair = 0; pair < Number(values.pairs); pair++) {
		// Alternate which build goes first, so neither always runs on a warmer machine.
		const order = pair % 2 === 0 ? ["A", "B"] : ["B", "A"];
		for (const side of order) {
			const url = new URL(values.path, servers[side].url).toString();
			const run = { ...(await lighthouseRun(url)), ...(await onPhone(url, paints)), ...(await onPhone(url, menuTap)) };
			if (values.visible) Object.assign(run, await onPhone(url, shown));
			results[side].push(run);
			console.log(`pair ${pair + 1} ${side}: ${JSON.stringify(run)}`);
		}
	}
} finally {
	await Promise.all(Object.values(servers).map((server) => server.close()));
}
const FIGURES = [
	["score", "score", ""],
	["lcp", "LCP", " ms"],
	["tbt", "TBT", " ms"],
	["fcpMs", "phone FCP", " ms"],
	["lcpMs", "phone LCP", " ms"],
	["tapMs", "menu tap", " ms"],
	["visibleMs", "shown", " ms"],
	["benchmarkIndex", "CPU index", ""],
];
console.log(`medians of ${results.A.length} runs: A = ${values.a}, B = ${values.b}; p: two-sided Mann-Whitney`);
for (const [key, label, unit] of FIGURES) {
	const [a, b] = [results.A, results.B].map((runs) => runs.map((run) => run[key]).filter(Number.isFinite));
	if (a.length === 0) continue;
	console.log(
		`${label}: A ${Math.round(median(a))}${unit}, B ${Math.round(median(b))}${unit}, p = ${mannWhitneyP(a, b).toFixed(3)}`,
	);
}
