import { defineConfig } from "vitest/config";

// Browser tests: one Chromium per file, files one after another (the CI machine has 2 cores).
export default defineConfig({
	test: {
		include: ["tests/browser/**/*.test.ts"],
		globalSetup: ["tests/browser/global-setup.ts"],
		fileParallelism: false,
		testTimeout: 60_000,
		hookTimeout: 60_000,
	},
});
