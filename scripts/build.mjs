#!/usr/bin/env node
// Runs the production build, shows its output and keeps a copy in
// build-report/build.log, which tests/build/build-log.test.mjs reads: the build only
// warns on broken links and anchors (as the specification asks), the check fails.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";

mkdirSync("build-report", { recursive: true });
const log = createWriteStream("build-report/build.log");
const started = Date.now();
const child = spawn("npx", ["docusaurus", "build", ...process.argv.slice(2)], {
	stdio: ["ignore", "pipe", "pipe"],
	env: { ...process.env, FORCE_COLOR: "0" },
});
for (const stream of [child.stdout, child.stderr]) {
	stream.on("data", (chunk) => {
		process.stdout.write(chunk);
		log.write(chunk);
	});
}
child.on("close", (code) => {
	const seconds = ((Date.now() - started) / 1000).toFixed(1);
	const line = `build finished in ${seconds} s with exit code ${code}\n`;
	process.stdout.write(line);
	log.end(line);
	process.exitCode = code ?? 1;
});
