#!/usr/bin/env node
// `npm test`: the project's checks in cheap-first order, stopping at the first that fails,
// with each step's time printed so a slow CI run shows where its minutes went.
// Usage: node scripts/test-steps.mjs [STEP...]   (npm scripts; all of them when none are named)
import { spawnSync } from "node:child_process";

const ALL_STEPS = ["typecheck", "lint", "test:unit", "build", "test:build", "test:browser"];
const steps = process.argv.length > 2 ? process.argv.slice(2) : ALL_STEPS;
const unknown = steps.filter((step) => !ALL_STEPS.includes(step));
if (unknown.length > 0) {
	console.error(`Unknown step: ${unknown.join(", ")}. Steps: ${ALL_STEPS.join(", ")}`);
	process.exit(2);
}

const times = [];
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
function summary() {
	for (const { step, ms, code } of times) console.log(`  ${step.padEnd(13)} ${minutes(ms).padStart(9)}  exit ${code}`);
}
for (const step of steps) {
	console.log(`\n=== npm run ${step} (node ${process.version})`);
	const started = Date.now();
	const { status, signal } = spawnSync("npm", ["run", step], { stdio: "inherit" });
	const code = status ?? (signal ? 1 : 0);
	times.push({ step, ms: Date.now() - started, code });
	console.log(`=== ${step} took ${minutes(Date.now() - started)}, exit ${code}`);
	if (code !== 0) {
		console.log("\nSteps:");
		summary();
		process.exit(code);
	}
}
console.log("\nSteps:");
summary();
