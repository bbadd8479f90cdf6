// Decides whether to run the production build, runs it when needed and times it.
// Default: build when build/ is missing or older than any source file (docs, i18n,
// src, static, plugins, configuration, package manifest); --reuse measures the
// existing build as it is; --build always builds.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const BUILD_DIR = "build";
const BUILD_LOG = "build-report/build.log";
const SOURCE_ENTRIES = [
	"docs",
	"i18n",
	"src",
	"static",
	"plugins",
	"docusaurus.config.ts",
	"sidebars.ts",
	"babel.config.js",
	"package.json",
	"package-lock.json",
];

/**
 * @typedef {{ built: boolean, reason: string, seconds: number | null, previousSeconds: number | null, logFile: string }} BuildOutcome
 */

/** When the build in build/ was written (its French landing page), or null without one. */
export function buildWrittenAt() {
	const page = path.join(BUILD_DIR, "index.html");
	return existsSync(page) ? statSync(page).mtime : null;
}

/**
 * @param {"always" | "reuse" | "when-stale"} mode
 * @param {(line: string) => void} log progress lines
 * @returns {Promise<BuildOutcome>}
 */
export async function ensureBuild(mode, log) {
	const present = existsSync(path.join(BUILD_DIR, "index.html"));
	const decision = decide(mode, present);
	if (!decision.build) {
		return {
			built: false,
			reason: decision.reason,
			seconds: null,
			previousSeconds: previousBuildSeconds(),
			logFile: BUILD_LOG,
		};
	}
	log(`Building the site (${decision.reason}); output goes to ${BUILD_LOG} ...`);
	const { code, seconds, lines } = await runBuild();
	if (code !== 0) {
		const cause = lines.findLast((line) => /error/i.test(line) && !/^\s+at /.test(line)) ?? "no error line";
		throw new Error(
			`npm run build exited with code ${code} after ${seconds.toFixed(1)} s (${cause.trim()}); see ${BUILD_LOG}`,
		);
	}
	return { built: true, reason: decision.reason, seconds, previousSeconds: null, logFile: BUILD_LOG };
}

/** @returns {{ build: boolean, reason: string }} */
function decide(mode, present) {
	if (mode === "always") return { build: true, reason: "--build given" };
	if (!present) {
		if (mode === "reuse") throw new Error("--reuse given but build/index.html does not exist");
		return { build: true, reason: "no build/ yet" };
	}
	if (mode === "reuse") return { build: false, reason: "--reuse given" };
	const builtAt = statSync(path.join(BUILD_DIR, "index.html")).mtimeMs;
	const newest = newestSource();
	if (newest && newest.mtimeMs > builtAt) {
		return { build: true, reason: `${newest.file} is newer than build/` };
	}
	return { build: false, reason: "build/ is newer than every source file" };
}

/** The most recently modified source file, or null when none exist. */
function newestSource() {
	/** @type {{ file: string, mtimeMs: number } | null} */
	let newest = null;
	const visit = (entry) => {
		if (!existsSync(entry)) return;
		const stats = statSync(entry);
		if (stats.isDirectory()) {
			for (const child of readdirSync(entry)) visit(path.join(entry, child));
		} else if (!newest || stats.mtimeMs > newest.mtimeMs) {
			newest = { file: entry, mtimeMs: stats.mtimeMs };
		}
	};
	for (const entry of SOURCE_ENTRIES) visit(entry);
	return newest;
}

/** Seconds of the last logged build, read from the line scripts/build.mjs ends its log with. */
function previousBuildSeconds() {
	if (!existsSync(BUILD_LOG)) return null;
	const match = readFileSync(BUILD_LOG, "utf8").match(/build finished in ([\d.]+) s with exit code 0\s*$/);
	return match ? Number(match[1]) : null;
}

/** Runs `npm run build` (the logged build), keeping its output off the report. */
function runBuild() {
	const started = performance.now();
	return new Promise((resolve, reject) => {
		const child = spawn("npm", ["run", "build"], {
			stdio: ["ignore", "pipe", "pipe"],
			env: { ...process.env, FORCE_COLOR: "0" },
		});
		/** @type {string[]} */
		const lines = [];
		const keep = (chunk) => {
			lines.push(...String(chunk).split("\n"));
			if (lines.length > 200) lines.splice(0, lines.length - 200);
		};
		child.stdout.on("data", keep);
		child.stderr.on("data", keep);
		child.on("error", reject);
		child.on("close", (code) => {
			resolve({ code: code ?? 1, seconds: (performance.now() - started) / 1000, lines });
		});
	});
}
