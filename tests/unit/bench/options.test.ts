import { describe, expect, test } from "vitest";
import { parseBenchOptions } from "../../../scripts/bench/options.mjs";

describe("bench command-line options", () => {
	test("by default it builds only when the build is stale, measures once and runs Lighthouse", () => {
		expect(parseBenchOptions([])).toEqual({ build: "when-stale", runs: 1, lighthouse: true, help: false });
	});

	test("--reuse, --runs and --no-lighthouse are read", () => {
		expect(parseBenchOptions(["--reuse", "--runs", "3", "--no-lighthouse"])).toEqual({
			build: "reuse",
			runs: 3,
			lighthouse: false,
			help: false,
		});
		expect(parseBenchOptions(["--build"]).build).toBe("always");
	});

	test("contradictory or malformed options are refused", () => {
		expect(() => parseBenchOptions(["--build", "--reuse"])).toThrow(/cannot be used together/);
		expect(() => parseBenchOptions(["--runs", "0"])).toThrow(/--runs/);
		expect(() => parseBenchOptions(["--runs", "two"])).toThrow(/--runs/);
		expect(() => parseBenchOptions(["--fast"])).toThrow();
	});
});
