// `npm run odds` has a time limit: an exact reading that cannot finish is ended
// and the odds are estimated from rolls, saying so; a bad --timeout is refused.
import { describe, expect, test } from "vitest";
import { answerOf, type ExactRunner, loadEngine, oddsCommand } from "../../../scripts/odds/command";
import { runInProcess, runWithTsx } from "../../support/command";

/** The command as npm runs it: each exact reading in a child process, ended at its time limit. */
const odds = (...args: string[]) => runInProcess(oddsCommand, ...args);
/** Exact readings in this process, for the cases about what is printed rather than about the time limit. */
const inProcess: ExactRunner = async (job) => answerOf(await loadEngine(), job);
const quickOdds = (...args: string[]) => runInProcess((list, io) => oddsCommand(list, io, inProcess), ...args);

// The tests that start a child process wait on it: they run side by side (describe.concurrent).
describe.concurrent("npm run odds --timeout", () => {
	test("a light expression is still exact, with no note, started as npm starts it too", async () => {
		// The command and its child take 2 s of processor time (3 s of wall time at load 12): with 20 s, 13 of them
		// for the child, a busier machine could make a light reading look cut short. This limit is never met.
		const { code, stdout } = await odds("2d6", "--timeout", "300");
		expect(code).toBe(0);
		expect(await runWithTsx("scripts/odds.ts", "2d6", "--timeout", "300")).toEqual({ code, stdout, stderr: "" });
		const answer = JSON.parse(stdout);
		expect(answer).toMatchObject({ exact: true });
		expect(answer.exactTimedOut).toBeUndefined();
		expect(answer.distribution).toHaveLength(11);
	}, 600_000);

	test("an exact reading that cannot finish in time falls back to rolls and says so", async () => {
		const { code, stdout } = await odds("999d999kh500", "--timeout", "4");
		expect(code).toBe(0);
		const answer = JSON.parse(stdout);
		expect(answer).toMatchObject({ exact: false, exactTimedOut: true });
		expect(answer.samples).toBeGreaterThan(0);
		expect(answer.margin).toBeGreaterThan(0);
	}, 60_000);

	test("a refused expression keeps its error and exit 1", async () => {
		const { code, stdout } = await quickOdds("1d", "--timeout", "10");
		expect(code).toBe(1);
		expect(JSON.parse(stdout).error.code).toBeTruthy();
	}, 60_000);

	test("--timeout wants seconds from 3 to 86400", async () => {
		for (const { code, stderr } of await Promise.all(["0", "abc"].map((bad) => quickOdds("2d6", "--timeout", bad)))) {
			expect(code).toBe(2);
			expect(stderr).toContain("--timeout wants");
		}
	}, 60_000);
});

describe.concurrent("npm run odds with several expressions and a template", () => {
	test("one JSON line per expression, in order, tiers for a comparison in the asked language", async () => {
		const { code, stdout } = await quickOdds("1d20>=10>14", "2d6", "--lang", "fr", "--pity", "3");
		expect(code).toBe(0);
		const [opposed, plain] = stdout
			.trim()
			.split("\n")
			.map((line) => JSON.parse(line));
		expect(opposed.expression).toBe("1d20>=10>14");
		expect(opposed.tiers.map((tier: { label: string }) => tier.label)).toEqual(["Succès", "Échec", "Échec"]);
		expect(opposed.tiers[1]).toMatchObject({ decidedBy: "opposition" });
		expect(opposed.tiers[0].probability).toBeCloseTo(0.3, 12);
		expect(plain).toMatchObject({ expression: "2d6", exact: true });
		expect(plain.tiers).toBeUndefined();
		expect(plain.pity).toBeUndefined();
		// Pity rerolls failed thresholds, so more rolls pass it and reach the opposition.
		expect(opposed.pity.threshold).toBe(3);
		expect(opposed.pity.longRunSuccess).toBeGreaterThan(opposed.tiers[0].probability);
		expect(opposed.pity.steps.map((step: { trigger: number }) => step.trigger)).toEqual([0, 0, 0, 1]);
	}, 60_000);

	test("--template with --stat gives the type die's tiers as /dbroll labels them", async () => {
		const { code, stdout } = await quickOdds(
			"--template",
			"static/templates/call-of-cthulhu-7e.en.json",
			"--stat",
			"Luck=60",
		);
		expect(code).toBe(0);
		const answer = JSON.parse(stdout);
		expect(answer.expression).toBe("1d100<=60");
		const chances = Object.fromEntries(
			answer.tiers.map((tier: { label: string; probability: number }) => [tier.label, tier.probability]),
		);
		expect(Object.keys(chances)).toEqual([
			"Critical success",
			"Extreme success",
			"Hard success",
			"Fumble",
			"Success",
			"Failure",
		]);
		for (const [label, chance] of Object.entries({
			"Critical success": 0.01,
			"Extreme success": 0.11,
			"Hard success": 0.18,
			Fumble: 0.01,
			Success: 0.3,
			Failure: 0.39,
		}))
			expect(chances[label]).toBeCloseTo(chance, 12);
	}, 60_000);

	test("--macro reads a macro; a missing macro, a type die without its $ and an unknown option are refused", async () => {
		const file = "static/templates/call-of-cthulhu-7e.en.json";
		const macro = await quickOdds("--template", file, "--macro", "punch");
		expect(macro.code).toBe(0);
		expect(JSON.parse(macro.stdout)).toMatchObject({ expression: "1d3", exact: true });
		const refusals = await Promise.all(
			[
				["--template", file, "--macro", "Nothing"],
				["--template", file],
				["2d6", "--bogus"],
				["2d6", "--pity", "0"],
			].map((args) => quickOdds(...args)),
		);
		for (const refused of refusals) {
			expect(refused.code).toBe(2);
			expect(refused.stderr).toContain("Usage:");
		}
	}, 120_000);

	test("--pity wants 2 to 1000 failures, as the page and the bot's /config pity", async () => {
		for (const bad of ["1", "0", "1001", "2.5"]) {
			const { code, stderr } = await quickOdds("1d20>=10", "--pity", bad);
			expect(code, bad).toBe(2);
			expect(stderr).toContain("--pity wants a number of failures from 2 to 1000");
		}
		expect((await quickOdds("1d20>=10", "--pity", "2")).code).toBe(0);
	}, 60_000);
});
