import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

// Unit tests: domain modules and scripts, no browser. `@site` resolves as in the site's build,
// for the components' pure modules the tests import; the tools' strings are the default locale's
// (French, the messages in the source), as plugins/tool-translations gives them to the French build.
export default defineConfig({
	resolve: {
		alias: {
			"@site-tool-translations": path.join(root, "i18n/fr/tools.json"),
			"@site": root,
		},
	},
	test: {
		include: ["tests/unit/**/*.test.{ts,tsx}"],
		// One file per core: Vitest's default leaves a core to its main process, which waits, so on a
		// 2-core machine (CI's) it ran the files one at a time.
		maxWorkers: availableParallelism(),
	},
});
