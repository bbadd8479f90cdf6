// Benchmarks other parts of the project provide (scripts/bench-search.ts for the
// search query time, scripts/bench-template.ts for the template validation time):
// each is run with tsx when it exists and its output is reported as it is. The
// project's own tsx binary is called directly (what `npx tsx` resolves to), so
// that npm's notices do not mix with the script's output.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const TSX = existsSync("node_modules/.bin/tsx") ? ["node_modules/.bin/tsx"] : ["npx", "tsx"];

const SCRIPT_TIMEOUT_MS = 300_000;

/**
 * @typedef {{ script: string, present: false } | { script: string, present: true, seconds: number, output: string }} CompanionOutcome
 */

/**
 * @param {string} script path relative to the project root
 * @returns {Promise<CompanionOutcome>}
 */
export async function runCompanionScript(script) {
	if (!existsSync(script)) return { script, present: false };
	const started = performance.now();
	const { code, output, timedOut } = await run(TSX[0], [...TSX.slice(1), script]);
	const seconds = (performance.now() - started) / 1000;
	if (timedOut) throw new Error(`${script} was stopped after ${SCRIPT_TIMEOUT_MS / 1000} s`);
	if (code !== 0) {
		const tail = output.trim().split("\n").slice(-5).join(" | ");
		throw new Error(`${script} exited with code ${code}${tail ? `: ${tail}` : ""}`);
	}
	return { script, present: true, seconds, output: output.trimEnd() };
}

/** Runs a command, collecting standard output and error together. */
function run(command, args) {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, {
			stdio: ["ignore", "pipe", "pipe"],
			env: { ...process.env, FORCE_COLOR: "0" },
		});
		let output = "";
		let timedOut = false;
		const timer = setTimeout(() => {
			timedOut = true;
			child.kill("SIGTERM");
		}, SCRIPT_TIMEOUT_MS);
		child.stdout.on("data", (chunk) => {
			output += chunk;
		});
		child.stderr.on("data", (chunk) => {
			output += chunk;
		});
		child.on("error", (error) => {
			clearTimeout(timer);
			reject(error);
		});
		child.on("close", (code) => {
			clearTimeout(timer);
			resolve({ code: code ?? 1, output, timedOut });
		});
	});
}
