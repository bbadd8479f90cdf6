import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));
const TESTS = "tests/unit/**/*.test.{ts,tsx}";
/** The unit test files that mock a module (`vi.mock`), found by reading them. */
const mocking = readdirSync(path.join(root, "tests/unit"), { recursive: true, encoding: "utf8" })
	.filter((file) => /\.test\.tsx?$/.test(file))
	.map((file) => path.join("tests/unit", file))
	.filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), "utf8")));

// Unit tests: domain modules and scripts, no browser. `@site` resolves as in the site's build,
// for the components' pure modules the tests import. The catalogues of plugins/tool-translations are
// the default locale's: French has none (its text is the message in the source), so every namespace
// reads the empty i18n/fr/tools.json.
export default defineConfig({
	resolve: {
		alias: [
			{ find: /^@site-tool-translations\/\w+\.json$/, replacement: path.join(root, "i18n/fr/tools.json") },
			// The command box's catalogue: the whole one, both languages of descriptions (plugins/bot-command-catalogue).
			{
				find: "@site-bot-commands/commands.json",
				replacement: path.join(root, "tests/support/botCommandCatalogue.ts"),
			},
			{ find: "@site", replacement: root },
		],
	},
	test: {
		// One file per core: Vitest's default leaves a core to its main process, which waits, so on a
		// 2-core machine (CI's) it ran the files one at a time.
		maxWorkers: availableParallelism(),
		// The time limit only catches a hang: at load 35 on two cores, generated-text and highlighting tests that
		// take under a second alone went past Vitest's default 5 s (issue 55).
		testTimeout: 60_000,
		projects: [
			// Files share a worker's loaded modules: loading the site's modules and packages again for each
			// of 100 files took 68 of the suite's 92 s.
			{ extends: true, test: { name: "unit", include: [TESTS], exclude: mocking, isolate: false } },
			// A file that mocks a module needs the mock in place before the module first loads: isolated.
			...(mocking.length > 0
				? [{ extends: true as const, test: { name: "unit (mocks)", include: mocking, isolate: true } }]
				: []),
		],
	},
});
