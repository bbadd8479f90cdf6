#!/usr/bin/env node
// `npm run lint`'s Biome step: `biome check .`, failing on any diagnostic. `--error-on-warnings` makes a warning
// fail it; an info (the level of several recommended style rules) still exits 0, so the count is read from the
// JSON report written beside the usual output. Extra arguments go to Biome (`--write` to apply its fixes).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const folder = mkdtempSync(path.join(tmpdir(), "biome-check-"));
const report = path.join(folder, "report.json");
const args = ["check", "--error-on-warnings", "--reporter=default", "--reporter=json", `--reporter-file=${report}`];
const { status, signal, error } = spawnSync("npx", ["biome", ...args, ...process.argv.slice(2), "."], {
	stdio: "inherit",
});
let infos = 0;
try {
	infos = JSON.parse(readFileSync(report, "utf8")).summary?.infos ?? 0;
} catch (cause) {
	// No report: Biome stopped before checking (a broken configuration), and its exit code says so.
	if (status === 0) console.error(`biome-check: no report from Biome (${cause})`);
	if (status === 0) process.exitCode = 1;
} finally {
	rmSync(folder, { recursive: true, force: true });
}
if (error) throw error;
if (status !== 0 || signal) process.exitCode = status ?? 1;
else if (infos > 0) {
	console.error(`biome-check: ${infos} info diagnostic${infos === 1 ? "" : "s"} above; the lint allows none.`);
	process.exitCode = 1;
}
