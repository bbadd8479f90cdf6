import { defineConfig } from "vitest/config";

// Browser tests: files run side by side, each with its own Chromium, against one server started by
// global-setup.ts. Most of a browser test's time is spent waiting on Chromium (hydration, workers,
// axe), so a few files at once fill a 2-core machine better than one; BROWSER_WORKERS=1 runs them
// one after another. Tests wait for what a reader sees, never for a set time; the limits below only
// stop a test that hangs, and are wide so that a busy machine (a build beside them) still passes.
const workers = Number(process.env.BROWSER_WORKERS ?? 3);

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
