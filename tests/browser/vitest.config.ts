import { defineConfig } from "vitest/config";

// Browser tests, against one server started by global-setup.ts. Two files run at once, each with its own
// Chromium: one at a time left a quarter of a 2-core machine idle (629 s against 487 s for the suite, same
// machine); three at once gained nothing and lost clicks. BROWSER_WORKERS sets another number. Tests wait
// for what a reader sees, never for a set time; the limits below only stop a test that hangs, and are wide
// so that a busy machine (a build beside them) still passes.
const workers = Number(process.env.BROWSER_WORKERS ?? 2);

export default defineConfig({
	test: {
		include: ["tests/browser/**/*.test.ts"],
		globalSetup: ["tests/browser/global-setup.ts"],
		fileParallelism: workers > 1,
		maxWorkers: Math.max(1, workers),
		// Tests marked concurrent (every-route's visits) run this many at a time in their file.
		maxConcurrency: 4,
		testTimeout: 600_000,
		hookTimeout: 600_000,
		expect: { poll: { timeout: 120_000 } },
	},
});
