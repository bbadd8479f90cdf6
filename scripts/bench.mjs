#!/usr/bin/env node
// `npm run bench`: builds the site when needed, serves build/ gzipped as static
// hosts do, and prints figures (it never fails on timings): bytes, requests and
// timings of page loads, Lighthouse mobile scores, build time, pages, search index
// sizes, search and template benchmarks, and issue 7's reference figures.
// Everything printed is also written to build-report/bench.json. Options: --help.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { startStaticServer } from "../tests/support/static-server.mjs";
import { BUILD_DIR, buildWrittenAt, ensureBuild } from "./bench/build-step.mjs";
import { runCompanionScript } from "./bench/companion-scripts.mjs";
import { heading, indent, KB, kilobytes, milliseconds, score, table } from "./bench/format.mjs";
import { auditPages, CATEGORIES } from "./bench/lighthouse-audit.mjs";
import { parseBenchOptions, USAGE } from "./bench/options.mjs";
import { measurePageLoads } from "./bench/page-load.mjs";
import { benchPages } from "./bench/pages.mjs";
import { CSS_BUDGET, lighthouseReference, referenceJavaScript } from "./bench/reference.mjs";
import { failedLine, runSection } from "./bench/section.mjs";
import { countHtmlPages, searchIndexSizes } from "./bench/site-output.mjs";
import { snapshotBuild } from "./bench/snapshot.mjs";

const REPORT_FILE = "build-report/bench.json";
const CATEGORY_LABELS = { performance: "perf", accessibility: "a11y", "best-practices": "best pr.", seo: "SEO" };

/** Progress goes to standard error, so that standard output is the report alone. */
const progress = (line) => process.stderr.write(`[bench] ${line}\n`);
const print = (text) => process.stdout.write(`${text}\n`);

let options;
try {
	options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
	console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
	process.exit(2);
}
if (options.help) {
	print(USAGE);
	process.exit(0);
}

const startedAt = new Date();
print(`Dicelette documentation benchmark, ${startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC`);
print(
	`Machine: ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(2)}, Node ${process.version}; ${options.runs} run(s) per page`,
);

// 1. Build
const build = await runSection(() => ensureBuild(options.build, progress));
print(heading("Build"));
if (build.ok) {
	const { built, reason, seconds, previousSeconds } = build.value;
	if (built)
		print(`Production build: ${seconds?.toFixed(1)} s (built because ${reason}); log in build-report/build.log`);
	else {
		const previous = previousSeconds === null ? "" : `; the last logged build took ${previousSeconds.toFixed(1)} s`;
		print(`Production build: reused build/ (${reason}), not timed${previous}`);
	}
} else {
	print(`Production build ${failedLine(build)}`);
}
const measuredBuild = buildWrittenAt();
print(
	measuredBuild
		? `Measured: build/ written ${measuredBuild.toISOString().replace("T", " ").slice(0, 19)} UTC`
		: "Measured: nothing, build/ has no index.html",
);

// 2. Pages and search index, read from a private copy of build/ (see snapshot.mjs)
const snapshot = await runSection(async () => snapshotBuild(BUILD_DIR));
if (!snapshot.ok) print(`Copying build/ for the measurements ${failedLine(snapshot)}`);
const measuredDir = snapshot.ok ? snapshot.value.dir : BUILD_DIR;
const htmlPages = await runSection(async () => countHtmlPages(measuredDir));
print(
	htmlPages.ok
		? `HTML pages (404 page excluded): ${htmlPages.value.map(({ locale, pages }) => `${locale} ${pages}`).join(", ")}`
		: `HTML pages ${failedLine(htmlPages)}`,
);

const searchIndex = await runSection(async () => searchIndexSizes(measuredDir, BUILD_DIR));
print(heading("Search index per locale"));
if (searchIndex.ok) {
	const rows = searchIndex.value.flatMap(({ locale, files }) =>
		files.length === 0
			? [[locale, "not built", "–", "–"]]
			: files.map((file) => [locale, file.file, kilobytes(file.raw), kilobytes(file.gzipped)]),
	);
	print(table(["locale", "file", "raw", "gzipped"], rows));
} else {
	print(failedLine(searchIndex));
}

// 3. Page loads and Lighthouse, against build/ served gzipped
const server = await runSection(() => startStaticServer({ root: measuredDir, gzip: true }));
const serverDown = async () => {
	throw new Error(server.ok ? "unreachable" : `could not serve build/: ${server.error}`);
};
const siteUrl = server.ok ? server.value.url : "";

progress(`Loading ${benchPages.length} pages in Chromium ...`);
const pageLoads = await runSection(() =>
	server.ok ? measurePageLoads(siteUrl, benchPages, options.runs) : serverDown(),
);
print(heading("Page loads (served gzipped, cold cache, 1280x900; scripts and stylesheets fetched by hydration)"));
if (pageLoads.ok) {
	print(
		`Browser: Chromium ${pageLoads.value.browserVersion}; times in ms from the start of navigation, median of runs`,
	);
	const rows = pageLoads.value.pages.map(({ label, path, median, errors }) =>
		median
			? [
					label,
					path,
					String(median.status ?? "–"),
					kilobytes(median.js.raw),
					kilobytes(median.js.gzipped),
					kilobytes(median.css.raw),
					kilobytes(median.css.gzipped),
					String(median.requests),
					milliseconds(median.firstContentfulPaintMs),
					milliseconds(median.loadMs),
					milliseconds(median.hydrationMs),
				]
			: [label, path, `failed: ${errors[0] ?? "no run"}`],
	);
	print(
		table(
			["page", "path", "HTTP", "JS raw", "JS gzip", "CSS raw", "CSS gzip", "requests", "FCP", "load", "hydrated"],
			rows,
		),
	);
	for (const { label, errors, runs } of pageLoads.value.pages) {
		if (errors.length > 0 && runs.length > 0) print(`${label}: ${errors.length} run(s) failed: ${errors[0]}`);
	}
	const outside = [...new Set(pageLoads.value.pages.flatMap(({ median }) => median?.outsideRequests ?? []))];
	print(
		outside.length === 0
			? "Requests to other origins: none"
			: `Requests to other origins (blocked): ${outside.length}\n${indent(outside.join("\n"))}`,
	);
} else {
	print(failedLine(pageLoads));
}

/** @type {import("./bench/section.mjs").SectionResult<import("./bench/lighthouse-audit.mjs").LighthouseResult[]> | null} */
let audits = null;
print(heading("Lighthouse mobile (default preset: mobile, simulated throttling; served gzipped)"));
if (options.lighthouse) {
	audits = await runSection(() => (server.ok ? auditPages(siteUrl, benchPages, options.runs, progress) : serverDown()));
	if (audits.ok) printLighthouse(audits.value);
	else print(failedLine(audits));
} else {
	print("skipped (--no-lighthouse)");
}
if (server.ok) await server.value.close();
if (snapshot.ok) snapshot.value.remove();

// 4. Search and template benchmarks of their own modules
progress("Running the search and template benchmarks ...");
const searchQuery = await runSection(() => runCompanionScript("scripts/bench-search.ts"));
const templateValidation = await runSection(() => runCompanionScript("scripts/bench-template.ts"));
printCompanion("Search query time", searchQuery);
printCompanion("Template validation time", templateValidation);

// 5. Issue 7's references next to ours
print(heading("Compared with issue 7 (gzipped JavaScript to start the page, KB of 1024 bytes)"));
const comparison = benchPages.map((page) => {
	const measured = pageLoads.ok ? pageLoads.value.pages.find((entry) => entry.path === page.path)?.median : null;
	const reference = referenceJavaScript[page.kind];
	return {
		label: page.label,
		path: page.path,
		oursJs: measured ? measured.js.gzipped : null,
		oursCss: measured ? measured.css.gzipped : null,
		...reference,
	};
});
print(
	table(
		["page", "ours", "plain Docusaurus 3.10", "current Dicelette", "budget", "vs plain", "CSS ours"],
		comparison.map((row) => [
			row.label,
			kilobytes(row.oursJs ?? undefined),
			kilobytes(row.plainDocusaurus ?? undefined),
			kilobytes(row.currentDicelette ?? undefined),
			kilobytes(row.budget ?? undefined),
			row.oursJs !== null && row.plainDocusaurus !== null
				? `${row.oursJs >= row.plainDocusaurus ? "+" : ""}${(((row.oursJs - row.plainDocusaurus) / row.plainDocusaurus) * 100).toFixed(1)}%`
				: "–",
			kilobytes(row.oursCss ?? undefined),
		]),
	),
);
print(`CSS budget: ${CSS_BUDGET / KB} KB gzipped on every page.`);
print(
	`Lighthouse targets: ${CATEGORIES.map((category) => `${CATEGORY_LABELS[category]} ${score(lighthouseReference.targets[category])}`).join(", ")}; references: ${lighthouseReference.notes.join("; ")}.`,
);

// 6. JSON
const report = {
	generatedAt: startedAt.toISOString(),
	options,
	machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
	build,
	htmlPages,
	searchIndex,
	pageLoads,
	lighthouse: audits ?? { ok: false, error: "skipped (--no-lighthouse)" },
	searchQuery,
	templateValidation,
	reference: { javascript: referenceJavaScript, cssBudget: CSS_BUDGET, lighthouse: lighthouseReference, comparison },
};
try {
	mkdirSync("build-report", { recursive: true });
	writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, "\t")}\n`);
	print(`\nWritten to ${REPORT_FILE}.`);
} catch (error) {
	print(`\nWriting ${REPORT_FILE} failed: ${error instanceof Error ? error.message : error}`);
}

/** @param {import("./bench/lighthouse-audit.mjs").LighthouseResult[]} results */
function printLighthouse(results) {
	const metricNames = ["FCP", "LCP", "TBT", "CLS", "SI"];
	const rows = results.map((result) => [
		result.label,
		result.path,
		...CATEGORIES.map((category) => score(result.scores[category])),
		...metricNames.map((name) => result.details?.metrics[name] ?? "–"),
	]);
	rows.push([
		"target",
		"",
		...CATEGORIES.map((category) => score(lighthouseReference.targets[category])),
		...metricNames.map(() => ""),
	]);
	const version = results.find((result) => result.lighthouseVersion)?.lighthouseVersion;
	if (version) print(`Lighthouse ${version}; scores are medians of runs, audits from the run nearest the median`);
	print(table(["page", "path", ...CATEGORIES.map((category) => CATEGORY_LABELS[category]), ...metricNames], rows));

	for (const result of results) {
		print(`\n${result.label} ${result.path}`);
		if (!result.details) {
			print(indent(`failed: ${result.errors[0] ?? "no run"}`));
			continue;
		}
		if (result.errors.length > 0) print(indent(`${result.errors.length} run(s) failed: ${result.errors[0]}`));
		const { opportunities, failed, outsideRequests, warnings } = result.details;
		print(indent("performance, top opportunities:"));
		print(indent(lines(opportunities, "none"), 4));
		for (const category of ["accessibility", "best-practices", "seo"]) {
			print(indent(`${category}, failed audits:`));
			print(indent(lines(failed[category], "none"), 4));
		}
		if (outsideRequests.length > 0) print(indent(`requests to other origins: ${outsideRequests.join(", ")}`));
		for (const warning of warnings) print(indent(`warning: ${warning}`));
	}

	const notRun = new Map();
	for (const result of results) {
		for (const entry of result.details?.notRun ?? []) notRun.set(entry.id, entry);
	}
	if (notRun.size > 0) {
		print("\nAudits Lighthouse could not run (they do not count in the scores):");
		print(indent(lines([...notRun.values()], "")));
	}
	const indexes = results.map((result) => result.details?.benchmarkIndex).filter((value) => typeof value === "number");
	if (indexes.length > 0) {
		print(
			`Lighthouse CPU benchmark index: ${Math.min(...indexes)} to ${Math.max(...indexes)} (lower means a slower or busier machine; performance scores vary with it)`,
		);
	}
}

/** One "- title (id): detail" line per audit, or `empty` when there are none. */
function lines(entries, empty) {
	if (entries.length === 0) return empty;
	return entries.map((entry) => `- ${entry.title} (${entry.id})${entry.detail ? `: ${entry.detail}` : ""}`).join("\n");
}

/** @param {string} title */
function printCompanion(title, result) {
	print(heading(title));
	if (!result.ok) {
		print(failedLine(result));
		return;
	}
	if (!result.value.present) {
		print(`not available: ${result.value.script} does not exist yet`);
		return;
	}
	print(`tsx ${result.value.script} (${result.value.seconds.toFixed(1)} s in all):`);
	print(indent(result.value.output || "(no output)"));
}
