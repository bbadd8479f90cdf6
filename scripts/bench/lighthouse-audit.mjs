// Lighthouse mobile audits (the default preset: mobile form factor, simulated
// throttling) of each page, in a Chromium started for each run by chrome-launcher.
// The browser resolves no host name (see chromium.mjs), so nothing leaves the machine.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, isLocal } from "./chromium.mjs";
import { reasonOf } from "./section.mjs";
import { median, withTimeout } from "./stats.mjs";

export const CATEGORIES = /** @type {const} */ (["performance", "accessibility", "best-practices", "seo"]);
const METRICS = [
	["first-contentful-paint", "FCP"],
	["largest-contentful-paint", "LCP"],
	["total-blocking-time", "TBT"],
	["cumulative-layout-shift", "CLS"],
	["speed-index", "SI"],
];
const RUN_TIMEOUT_MS = 180_000;
const TOP_OPPORTUNITIES = 5;

/**
 * @typedef {{ id: string, title: string, detail: string }} AuditLine
 * @typedef {{ scores: Record<string, number | null>, metrics: Record<string, string>, failed: Record<string, AuditLine[]>,
 *   opportunities: AuditLine[], notRun: AuditLine[], outsideRequests: string[], benchmarkIndex: number | null,
 *   warnings: string[] }} LighthouseRun
 * @typedef {{ path: string, label: string, runs: number, scores: Record<string, number | null>, details: LighthouseRun | null,
 *   errors: string[], lighthouseVersion: string | null }} LighthouseResult
 */

/**
 * @param {string} siteUrl
 * @param {{ label: string, path: string }[]} pages
 * @param {number} runs
 * @param {(line: string) => void} log progress lines
 * @returns {Promise<LighthouseResult[]>}
 */
export async function auditPages(siteUrl, pages, runs, log) {
	/** @type {LighthouseResult[]} */
	const results = [];
	for (const page of pages) {
		/** @type {LighthouseRun[]} */
		const measured = [];
		/** @type {string[]} */
		const errors = [];
		let lighthouseVersion = null;
		for (let run = 0; run < runs; run++) {
			log(`Lighthouse ${page.path} (run ${run + 1} of ${runs}) ...`);
			try {
				const { summary, version } = await withTimeout(
					auditOnce(siteUrl, page.path),
					RUN_TIMEOUT_MS,
					`Lighthouse on ${page.path}`,
				);
				measured.push(summary);
				lighthouseVersion = version;
			} catch (error) {
				errors.push(reasonOf(error));
			}
		}
		const scores = Object.fromEntries(
			CATEGORIES.map((category) => [category, median(measured.map((run) => run.scores[category]))]),
		);
		results.push({
			path: page.path,
			label: page.label,
			runs: measured.length,
			scores,
			details: representativeRun(measured, scores),
			errors,
			lighthouseVersion,
		});
	}
	return results;
}

/** The run whose performance score is nearest the median, for its audit lists. */
function representativeRun(runs, scores) {
	if (runs.length === 0) return null;
	const target = scores.performance ?? 0;
	return runs.reduce((best, run) =>
		Math.abs((run.scores.performance ?? 0) - target) < Math.abs((best.scores.performance ?? 0) - target) ? run : best,
	);
}

/**
 * @param {string} siteUrl
 * @param {string} path
 */
async function auditOnce(siteUrl, path) {
	const chrome = await chromeLauncher.launch({
		chromePath: CHROMIUM_PATH,
		chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
		logLevel: "silent",
	});
	try {
		const result = await lighthouse(new URL(path, siteUrl).toString(), {
			port: chrome.port,
			output: "json",
			logLevel: "error",
			onlyCategories: [...CATEGORIES],
		});
		if (!result) throw new Error("Lighthouse returned no result");
		const { lhr } = result;
		if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
		return { summary: summarize(lhr, new URL(siteUrl).origin), version: lhr.lighthouseVersion };
	} finally {
		chrome.kill();
	}
}

/**
 * What an engineer needs from a Lighthouse report.
 * @param {import("lighthouse").Result} lhr
 * @param {string} origin
 * @returns {LighthouseRun}
 */
function summarize(lhr, origin) {
	const audit = (id) => lhr.audits[id];
	const scores = Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? null]));
	const metrics = Object.fromEntries(METRICS.map(([id, name]) => [name, audit(id)?.displayValue ?? "–"]));

	/** @type {Record<string, AuditLine[]>} */
	const failed = {};
	for (const category of ["accessibility", "best-practices", "seo"]) {
		failed[category] = (lhr.categories[category]?.auditRefs ?? [])
			.map((ref) => audit(ref.id))
			.filter((entry) => entry && entry.score !== null && entry.score < 1 && entry.scoreDisplayMode !== "informative")
			.map((entry) => ({ id: entry.id, title: entry.title, detail: failureDetail(entry) }));
	}

	const opportunities = (lhr.categories.performance?.auditRefs ?? [])
		.filter((ref) => ref.group !== "metrics" && ref.group !== "hidden")
		.map((ref) => audit(ref.id))
		.filter((entry) => entry && entry.score !== null && entry.score < 1)
		.map((entry) => ({ entry, savedMs: savedMilliseconds(entry), savedBytes: entry.details?.overallSavingsBytes ?? 0 }))
		.sort((a, b) => b.savedMs - a.savedMs || b.savedBytes - a.savedBytes)
		.slice(0, TOP_OPPORTUNITIES)
		.map(({ entry, savedMs }) => ({
			id: entry.id,
			title: entry.title,
			detail: [entry.displayValue, savedMs > 0 ? `metric savings ${savingsText(entry)}` : ""]
				.filter(Boolean)
				.join("; "),
		}));

	const notRun = Object.values(lhr.audits)
		.filter((entry) => entry.scoreDisplayMode === "error")
		.map((entry) => ({ id: entry.id, title: entry.title, detail: entry.errorMessage ?? "" }));

	const requests = /** @type {{ url: string }[]} */ (audit("network-requests")?.details?.items ?? []);
	const outsideRequests = requests.map((item) => item.url).filter((url) => !isLocal(url, origin));

	return {
		scores,
		metrics,
		failed,
		opportunities,
		notRun,
		outsideRequests,
		benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
		warnings: lhr.runWarnings ?? [],
	};
}

/** How many elements or items an audit flagged, when it says. */
function failureDetail(entry) {
	const items = entry.details?.items;
	const count = Array.isArray(items) && items.length > 0 ? `${items.length} item${items.length > 1 ? "s" : ""}` : "";
	return [entry.displayValue, count].filter(Boolean).join("; ");
}

/** Sum of the estimated metric savings (FCP, LCP, TBT) of an audit, in milliseconds. */
function savedMilliseconds(entry) {
	const savings = entry.metricSavings ?? {};
	return (savings.FCP ?? 0) + (savings.LCP ?? 0) + (savings.TBT ?? 0);
}

function savingsText(entry) {
	return Object.entries(entry.metricSavings ?? {})
		.filter(([name, value]) => name !== "CLS" && value > 0)
		.map(([name, value]) => `${name} ${Math.round(value)} ms`)
		.join(", ");
}
