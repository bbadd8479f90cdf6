#!/usr/bin/env node
// Compares two builds of the site on one page, in interleaved pairs (A, B, A, B...)
// so that a busy machine weighs on both alike: Lighthouse mobile (score, LCP, TBT)
// and, on a phone at 4x CPU slowdown, the paints the page reports (FCP, LCP) and when
// a tap first opens the navbar menu. --slow-network also gives that phone Lighthouse's
// mobile network (150 ms round trips, 1.6 Mbit/s), so downloads count as well; with
// --visible SELECTOR, when the phone first shows that element (search results, say).
// --floor DIR adds a third build (scripts/bench/floor-build.mjs: the pages without their
// widgets) to each round; --path may be given several times; --lighthouse-only skips the
// phone. For each figure it prints the medians, the pairs B won and lost against A (and
// against the floor), and the Lighthouse CPU index and the machine's load of the runs.
// --timeline adds the phone's own main-thread figures, read from Chromium at the fixed 4x
// slowdown rather than simulated as Lighthouse does (whose blocking time scatters several
// fold between runs of one build): blocking time after the first paint, until the page has
// been quiet for a second, and the time spent in style, layout and script. --timeline-only
// runs that alone, so that 16 pairs fit in minutes.
//   node scripts/bench-pairs.mjs --a build-before --b build [--floor DIR] [--path /docs/...]... [--pairs 8] [--slow-network] [--visible "main ol li"] [--timeline | --timeline-only]
import { loadavg } from "node:os";
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
		floor: { type: "string" },
		path: { type: "string", multiple: true, default: ["/docs/introduction/expression"] },
		pairs: { type: "string", default: "8" },
		"lighthouse-only": { type: "boolean", default: false },
		timeline: { type: "boolean", default: false },
		"timeline-only": { type: "boolean", default: false },
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
		if (measure === timeline) await context.addInitScript(KEEP_LONG_TASKS);
		const cdp = await context.newCDPSession(page);
		await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
		// Chromium's counters of style, layout and script run only once asked for.
		if (measure === timeline) await cdp.send("Performance.enable");
		if (values["slow-network"]) await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
		await page.goto(url, { waitUntil: "commit" });
		return await measure(page, cdp);
	} finally {
		await browser.close();
	}
}

/** Init script: keeps every long task of the page from its start, and when it began. */
const KEEP_LONG_TASKS = () => {
	const tasks = [];
	window.__benchLongTasks = tasks;
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
	}).observe({ type: "longtask", buffered: true });
};

/**
 * The page's main thread on the phone: blocking time as Lighthouse defines it (each task
 * after the first contentful paint counts beyond its first 50 ms), taken until a second
 * passes with no new long task, and the seconds Chromium's own counters give to style,
 * layout and script by then.
 */
async function timeline(page, cdp) {
	await page.waitForLoadState("load");
	let seen = -1;
	for (;;) {
		const count = await page.evaluate(() => window.__benchLongTasks.length);
		if (count === seen) break;
		seen = count;
		await page.waitForTimeout(1000);
	}
	const { tasks, fcp } = await page.evaluate(() => ({
		tasks: window.__benchLongTasks,
		fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
	}));
	const blocking = tasks.reduce(
		(sum, [start, duration]) =>
			sum + (start + duration > fcp ? Math.max(0, Math.min(duration, start + duration - fcp) - 50) : 0),
		0,
	);
	const { metrics } = await cdp.send("Performance.getMetrics");
	const seconds = (name) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
	return {
		blockingMs: blocking,
		longTasksMs: tasks.reduce((sum, [, duration]) => sum + duration, 0),
		styleMs: seconds("RecalcStyleDuration") * 1000,
		layoutMs: seconds("LayoutDuration") * 1000,
		scriptMs: seconds("ScriptDuration") * 1000,
	};
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

const BUILDS = { A: values.a, B: values.b, ...(values.floor ? { F: values.floor } : {}) };
const sides = Object.keys(BUILDS);
const servers = Object.fromEntries(
	await Promise.all(sides.map(async (side) => [side, await startStaticServer({ root: BUILDS[side] })])),
);
/** results[path][side]: one run per round, in round order, so that round i of A and B make pair i. */
const results = Object.fromEntries(
	values.path.map((route) => [route, Object.fromEntries(sides.map((side) => [side, []]))]),
);
try {
	for (let pair = 0; pair < Number(values.pairs); pair++) {
		for (const route of values.path) {
			// Each round starts with the next build, so that none always runs on a warmer machine.
			const order = sides.map((_side, index) => sides[(index + pair) % sides.length]);
			for (const side of order) {
				const url = new URL(route, servers[side].url).toString();
				const run = { load: loadavg()[0] };
				if (!values["timeline-only"]) Object.assign(run, await lighthouseRun(url));
				if (!values["lighthouse-only"] && !values["timeline-only"])
					Object.assign(run, await onPhone(url, paints), await onPhone(url, menuTap));
				if (values.timeline || values["timeline-only"]) Object.assign(run, await onPhone(url, timeline));
				if (values.visible) Object.assign(run, await onPhone(url, shown));
				results[route][side].push(run);
				console.log(`pair ${pair + 1} ${route} ${side}: ${JSON.stringify(run)}`);
			}
		}
	}
} finally {
	await Promise.all(Object.values(servers).map((server) => server.close()));
}
/** [key, label, unit, higher is better] */
const FIGURES = [
	["score", "score", "", true],
	["lcp", "LCP", " ms", false],
	["tbt", "TBT", " ms", false],
	["fcpMs", "phone FCP", " ms", false],
	["lcpMs", "phone LCP", " ms", false],
	["tapMs", "menu tap", " ms", false],
	["visibleMs", "shown", " ms", false],
	["blockingMs", "phone blocking time", " ms", false],
	["longTasksMs", "phone long tasks", " ms", false],
	["styleMs", "phone style", " ms", false],
	["layoutMs", "phone layout", " ms", false],
	["scriptMs", "phone script", " ms", false],
	["benchmarkIndex", "CPU index", "", undefined],
	["load", "load (1 min)", "", undefined],
];
/** Pairs in which B did better, worse and the same as `other`, on one figure. */
function pairsWon(b, other, key, higherIsBetter) {
	const tally = { better: 0, worse: 0, same: 0 };
	for (let index = 0; index < Math.min(b.length, other.length); index++) {
		const [mine, theirs] = [b[index][key], other[index][key]];
		if (!Number.isFinite(mine) || !Number.isFinite(theirs)) continue;
		if (mine === theirs) tally.same++;
		else if (mine > theirs === higherIsBetter) tally.better++;
		else tally.worse++;
	}
	return `B better in ${tally.better}, worse in ${tally.worse}, same in ${tally.same}`;
}
const round = (value) => (value === null ? "-" : Math.round(value * 10) / 10);
console.log(`A = ${values.a}, B = ${values.b}${values.floor ? `, F (floor) = ${values.floor}` : ""}`);
console.log("medians; p: two-sided Mann-Whitney; pairs: the runs of one round compared");
for (const route of values.path) {
	console.log(`\n${route}`);
	for (const [key, label, unit, higherIsBetter] of FIGURES) {
		const figures = Object.fromEntries(
			sides.map((side) => [side, results[route][side].map((run) => run[key]).filter(Number.isFinite)]),
		);
		if (figures.A.length === 0) continue;
		const medians = sides.map((side) => `${side} ${round(median(figures[side]))}${unit}`).join(", ");
		if (higherIsBetter === undefined) {
			console.log(`${label}: ${medians}`);
			continue;
		}
		const against = sides
			.filter((side) => side !== "B")
			.map(
				(side) =>
					`vs ${side}: p = ${mannWhitneyP(figures.B, figures[side]).toFixed(3)}, ${pairsWon(results[route].B, results[route][side], key, higherIsBetter)}`,
			)
			.join("; ");
		console.log(`${label}: ${medians}; ${against}`);
	}
}
