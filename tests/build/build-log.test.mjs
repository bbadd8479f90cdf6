// The build only warns about broken links, anchors and duplicate routes (as the
// specification asks); this check turns any such warning into a failure.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { test } from "node:test";

const logFile = "build-report/build.log";

test("the build reports no broken link, broken anchor or duplicate route", () => {
	assert.ok(existsSync(logFile), "build-report/build.log is written by `npm run build`");
	const log = readFileSync(logFile, "utf8");
	assert.match(log, /exit code 0/);
	const problems = log
		.split("\n")
		.filter((line) => /broken link|broken anchor|duplicate route|couldn.t be resolved/i.test(line));
	assert.deepEqual(problems, []);
});
