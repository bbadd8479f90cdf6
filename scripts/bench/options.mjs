// Command-line options of `npm run bench` (scripts/bench.mjs).
import { parseArgs } from "node:util";

export const USAGE = `Usage: npm run bench -- [options]

  --build            always run the production build first
  --reuse            measure the existing build/ as it is, even if sources are newer
                     (default: build when build/ is missing or older than a source file)
  --runs N           measure each page N times (browser and Lighthouse); medians are shown (default 1)
  --no-lighthouse    skip the Lighthouse audits (the slowest part)
  --help             show this help`;

/**
 * @typedef {{ build: "always" | "reuse" | "when-stale", runs: number, lighthouse: boolean, help: boolean }} BenchOptions
 */

/**
 * @param {string[]} argv arguments after the script name
 * @returns {BenchOptions}
 */
export function parseBenchOptions(argv) {
	const { values } = parseArgs({
		args: argv,
		options: {
			build: { type: "boolean", default: false },
			reuse: { type: "boolean", default: false },
			runs: { type: "string", default: "1" },
			"no-lighthouse": { type: "boolean", default: false },
			help: { type: "boolean", default: false },
		},
		strict: true,
	});
	if (values.build && values.reuse) throw new Error("--build and --reuse cannot be used together");
	const runs = Number(values.runs);
	if (!Number.isInteger(runs) || runs < 1 || runs > 20)
		throw new Error(`--runs must be a whole number from 1 to 20, got "${values.runs}"`);
	return {
		build: values.build ? "always" : values.reuse ? "reuse" : "when-stale",
		runs,
		lighthouse: !values["no-lighthouse"],
		help: values.help,
	};
}
