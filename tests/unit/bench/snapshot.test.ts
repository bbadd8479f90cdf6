import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { snapshotBuild } from "../../../scripts/bench/snapshot.mjs";

const made: string[] = [];
afterEach(() => {
	for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("private copy of the build", () => {
	test("later changes to build/ do not reach the copy, and the copy can be removed", () => {
		const buildDir = mkdtempSync(path.join(tmpdir(), "bench-source-"));
		made.push(buildDir);
		mkdirSync(path.join(buildDir, "en"));
		writeFileSync(path.join(buildDir, "index.html"), "first build");
		writeFileSync(path.join(buildDir, "en", "index.html"), "english");

		const snapshot = snapshotBuild(buildDir);
		rmSync(path.join(buildDir, "en"), { recursive: true });
		writeFileSync(path.join(buildDir, "index.html"), "second build");

		expect(readFileSync(path.join(snapshot.dir, "index.html"), "utf8")).toBe("first build");
		expect(readFileSync(path.join(snapshot.dir, "en", "index.html"), "utf8")).toBe("english");
		snapshot.remove();
		expect(existsSync(snapshot.dir)).toBe(false);
	});

	test("a folder without a built site is refused", () => {
		const empty = mkdtempSync(path.join(tmpdir(), "bench-empty-"));
		made.push(empty);
		expect(() => snapshotBuild(empty)).toThrow(/index.html does not exist/);
	});
});
