import { defineConfig } from "vitest/config";

// Browser tests: one Chromium per file, files one after another (the CI machine has 2 cores).
// Tests wait for what a reader sees, never for a set time; the limits below only stop a
// test that hangs, and are wide so that a busy machine (a build beside them) still passes.
export default defineConfig({
	test: {
		include: ["tests/browser/**/*.test.ts"],
		globalSetup: ["tests/browser/global-setup.ts"],
		fileParallelism: false,
		testTimeout: 600_000,
		hookTimeout: 600_000,
		expect: { poll: { timeout: 120_000 } },
	},
});
