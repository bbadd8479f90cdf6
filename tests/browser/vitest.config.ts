import { defineConfig } from "vitest/config";

// Browser tests, against one server started by global-setup.ts. Files run one after another by
// default: on a quiet 2-core machine three at once took as long (12.1 and 13.0 min against 13.1)
// and lost a click in two files out of 29; BROWSER_WORKERS=3 runs them side by side, each with its
// own Chromium. Tests wait for what a reader sees, never for a set time; the limits below only stop
// a test that hangs, and are wide so that a busy machine (a build beside them) still passes.
const workers = Number(process.env.BROWSER_WORKERS ?? 1);

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
