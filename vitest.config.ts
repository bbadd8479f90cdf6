import { defineConfig } from "vitest/config";

// Unit tests: domain modules and scripts, no browser.
export default defineConfig({
	test: {
		include: ["tests/unit/**/*.test.{ts,tsx}"],
	},
});
