#!/usr/bin/env node
// Compares two builds of the site on one page, in interleaved pairs (A, B, A, B...)
// so that a busy machine weighs on both alike: Lighthouse mobile (score, LCP, TBT)
// and, on a phone at 4x CPU slowdown, when a tap first opens the navbar menu.
//   node scripts/bench-pairs.mjs --a build-before --b build [--path /docs/...] [--pairs 8]
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { startStaticServer } from "../tests/support/static-server.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./bench/chromium.mjs";
import { median } from "./bench/stats.mjs";

const { values } = parseArgs({
	options: {
		a: { type: "string" },
		b: { type: "string" },
		path: { type: "string", default: "/docs/introduction/expression" },
		pairs: { type: "string", default: "8" },
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

/** Milliseconds from navigation until a tap on the menu button opens the phone menu. */
async function menuTapRun(url) {
	const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
	try {
		const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
		await page.goto(url, { waitUntil: "commit" });
		// Taps at the button's place as soon as it is drawn, without waiting for the page to settle.
		const box = await page.locator("button.navbar__toggle").boundingBox({ timeout: 30_000 });
		if (!box) throw new Error("no menu button");
		const opened = page.locator(".navbar-sidebar--show");
		for (;;) {
			await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
			if (await opened.count()) return await page.evaluate(() => performance.now());
			await page.waitForTimeout(50);
		}
	} finally {
		await browser.close();
	}
}

const servers = { A: await startStaticServer({ root: values.a }), B: await startStaticServer({ root: values.b }) };
const results = { A: [], B: [] };
try {
	for (let pair = 0; pair < Number(values.pairs); pair++) {
		// Alternate which build goes first, so neither always runs on a warmer machine.
		const order = pair % 2 === 0 ? ["A", "B"] : ["B", "A"];
		for (const side of order) {
			const url = new URL(values.path, servers[side].url).toString();
			const run = { ...(await lighthouseRun(url)), tapMs: await menuTapRun(url) };
			results[side].push(run);
			console.log(`pair ${pair + 1} ${side}: ${JSON.stringify(run)}`);
		}
	}
} finally {
	await Promise.all(Object.values(servers).map((server) => server.close()));
}
for (const side of ["A", "B"]) {
	const runs = results[side];
	const of = (key) => Math.round(median(runs.map((run) => run[key])));
	console.log(
		`${side} (${side === "A" ? values.a : values.b}) medians of ${runs.length}: score ${of("score")}, LCP ${of("lcp")} ms, TBT ${of("tbt")} ms, menu tap ${of("tapMs")} ms, CPU index ${of("benchmarkIndex")}`,
	);
}
