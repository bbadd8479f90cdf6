// `npm run odds` has a time limit: an exact reading that cannot finish is ended
// and the odds are estimated from rolls, saying so; a bad --timeout is refused.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";

const run = promisify(execFile);

async function odds(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
	try {
		const { stdout, stderr } = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/odds.ts", ...args]);
		return { code: 0, stdout, stderr };
	} catch (error) {
		const failure = error as { code: number; stdout: string; stderr: string };
		return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
	}
}

describe("npm run odds --timeout", () => {
	test("a light expression is still exact, with no note", async () => {
		const { code, stdout } = await odds("2d6", "--timeout", "20");
		expect(code).toBe(0);
		const answer = JSON.parse(stdout);
		expect(answer).toMatchObject({ exact: true });
		expect(answer.exactTimedOut).toBeUndefined();
		expect(answer.distribution).toHaveLength(11);
	}, 60_000);

	test("an exact reading that cannot finish in time falls back to rolls and says so", async () => {
		const { code, stdout } = await odds("999d999kh500", "--timeout", "4");
		expect(code).toBe(0);
		const answer = JSON.parse(stdout);
		expect(answer).toMatchObject({ exact: false, exactTimedOut: true });
		expect(answer.samples).toBeGreaterThan(0);
		expect(answer.margin).toBeGreaterThan(0);
	}, 60_000);

	test("a refused expression keeps its error and exit 1", async () => {
		const { code, stdout } = await odds("1d", "--timeout", "10");
		expect(code).toBe(1);
		expect(JSON.parse(stdout).error.code).toBeTruthy();
	}, 60_000);

	test("--timeout wants seconds from 3 to 86400", async () => {
		for (const bad of ["0", "abc"]) {
			const { code, stderr } = await odds("2d6", "--timeout", bad);
			expect(code).toBe(2);
			expect(stderr).toContain("--timeout wants");
		}
	}, 60_000);
});
