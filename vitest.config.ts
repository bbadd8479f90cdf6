import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

// Unit tests: domain modules and scripts, no browser. `@site` resolves as in the site's build,
// for the components' pure modules the tests import. The catalogues of plugins/tool-translations are
// the default locale's: French has none (its text is the message in the source), so every namespace
// reads the empty i18n/fr/tools.json.
export default defineConfig({
	resolve: {
		alias: [
			{ find: /^@site-tool-translations\/\w+\.json$/, replacement: path.join(root, "i18n/fr/tools.json") },
			{ find: "@site", replacement: root },
		],
	},
	test: {
		include: ["tests/unit/**/*.test.{ts,tsx}"],
		// One file per core: Vitest's default leaves a core to its main process, which waits, so on a
		// 2-core machine (CI's) it ran the files one at a time.
		maxWorkers: availableParallelism(),
	},
});
