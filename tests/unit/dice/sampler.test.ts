// The odds' sampler against the live roll: with the same seeded source, a run
// of rolls through `prepareSampler` and the same run through `rollExpression`
// must draw the same dice and end the same way, roll after roll: the same
// totals, comparisons, criticals and refusals. A draw out of step shows at once,
// since every later roll then reads other numbers.
import { NumberGenerator } from "@dice-roller/rpg-dice-roller";
import { describe, expect, test } from "vitest";
import type { SampleCharacter } from "../../../src/dice";
import {
	DiceError,
	prepareNotation,
	rollExpression,
	seededSource,
	withRandomSource,
	withRandomSourceForRolls,
} from "../../../src/dice";
import { prepareSampler, sampledOdds } from "../../../src/dice/odds";
import corpus from "../../fixtures/dice-expressions.json";
import { CORPUS_CHARACTER } from "./corpusCharacter";

/** What the odds read of a roll: each line's outcome, or the refusal. */
type Outcome =
	| { lines: { total: number; counts: boolean; judged: boolean; passed: boolean; critical?: string }[] }
	| { error: { code: string; values: DiceError["values"] } };

function refusal(error: unknown): Outcome {
	if (!(error instanceof DiceError)) throw error;
	return { error: { code: error.code, values: error.values } };
}

interface Run {
	character?: SampleCharacter;
	expValue?: number;
	maxDraws?: number;
}

function liveRun(expression: string, seed: number, rolls: number, run: Run): Outcome[] {
	const random = seededSource(seed);
	return Array.from({ length: rolls }, () => {
		const attempt = rollExpression(expression, { random, ...run });
		if (!attempt.ok) return refusal(attempt.error);
		// A threshold left at 0 that the dice cannot both pass and fail: the bot's reply refuses the roll.
		const unreadable = attempt.result.lines.find((line) => line.comparison?.trivial)?.comparison?.against;
		if (unreadable?.unresolved && unreadable.rolled === undefined && unreadable.calculation !== undefined) {
			const line = attempt.result.lines.find((candidate) => candidate.comparison?.trivial);
			return {
				error: { code: "unreadableThreshold", values: { value: unreadable.calculation, dice: line?.expression ?? "" } },
			};
		}
		return {
			lines: attempt.result.lines.map((line) => ({
				total: line.total,
				counts: line.counts,
				judged: line.comparison !== undefined,
				passed: (line.comparison?.passed ?? false) && (line.opposition?.passed ?? true),
				critical: line.critical?.kind,
			})),
		};
	});
}

function sampledRun(expression: string, seed: number, rolls: number, run: Run): Outcome[] {
	const sample = prepareSampler(expression, { character: run.character, expValue: run.expValue });
	return withRandomSourceForRolls(
		seededSource(seed),
		(nextRoll) =>
			Array.from({ length: rolls }, () => {
				nextRoll();
				try {
					return { lines: sample().map(({ critical, ...line }) => ({ ...line, critical })) };
				} catch (error) {
					return refusal(error);
				}
			}),
		run.maxDraws,
	);
}

function expectSameRun(expression: string, run: Run = {}, rolls = 40) {
	for (const seed of [1, 29]) {
		expect(sampledRun(expression, seed, rolls, run), `${expression}, seed ${seed}`).toEqual(
			liveRun(expression, seed, rolls, run),
		);
	}
}

describe("the sampler rolls as the live roll, draw for draw", () => {
	test.each((corpus as { expression: string }[]).map((entry) => entry.expression))("corpus: %j", (expression) => {
		expectSameRun(expression, { character: CORPUS_CHARACTER });
	});

	test.each([
		// Shared rolls: `&` written into each formula, hidden first line, labels, dice in formulas.
		"1d20;&+5>=10",
		"(1d20);&+1d4>=12[touche];&-3",
		"1d4-3;&*-2;&-&",
		"1d6;&d6",
		"1d20;&>=10{cs:>=20}{cf:<=1}",
		"1d20;",
		// `{{ }}` blocks with dice: each value gives another text to read.
		"{{1d6*2}}+1d4",
		"1d20+{{1d6-4}}>=10",
		"{{1d4-2}}d6",
		"{{floor(1d6/2)}}#1d6>=4",
		"1d20>={{1d10+5}}",
		// Critical markers on the total, on the natural dice, with dice in their values.
		"1d20>=10{*cs:==20}",
		"1d20+5>=10{cs:>=1d6+20}{cf:<=1d4}",
		"1d20{cs:>=20}",
		"2d10+3>=12{*cs:>=19}{*cf:<=3}",
		"1d20>=10{cs:>=x}",
		// Pools, counts, keep and drop, groups.
		"{6d10>=7}",
		"{$d10>=8}",
		"10d10kh5",
		"4d6!!kh3",
		"5d10!>>=8>=2",
		"5d10!>>=8+2",
		"{1d6,1d8}kh1",
		"{4d6+2d10/2, 5d6/2d%}kh1",
		"{2d6,1d4}>=4",
		"{1d20r<3}>=10",
		// Arithmetic: signs that bind apart (`-2**2` is -4), functions, division by a die.
		"4dF**2",
		"2*4dF**2+1",
		"4dF%3-4dF",
		"floor(2d6/3)*1d4",
		"max(1d6, 1d8)-min(1d4, 1d6)",
		"sqrt(1d6)",
		"sin(1d4)*2+1d6",
		"1d6/(1d2-1)",
		"1d20>=1d20+1d4-1d6",
		// Statistics, `{exp}`, comments, bulk rolls.
		"1d20+$dex>=$ # attaque",
		"{force#1d6>=6}",
		"1d20+{exp}>=10",
		"{exp||3}d6",
		"3#1d20+2>=12{cs:>=20}",
		// Refusals, before or after dice are drawn.
		"1d20>=abc",
		"1d1!",
		"1000d6",
		"",
		"$inconnu",
	])("%j", (expression) => {
		expectSameRun(expression, { character: CORPUS_CHARACTER, expValue: 4 });
	});

	test("explosions that reach the cap of draws fail the same rolls, and later rolls stay in step", () => {
		const outcomes = liveRun("20d2!", 7, 40, { maxDraws: 40 });
		const refused = outcomes.filter((outcome) => "error" in outcome);
		expect(refused.length).toBeGreaterThan(5);
		expect(refused.length).toBeLessThan(35);
		expectSameRun("20d2!", { maxDraws: 40 });
		expectSameRun("1d20;&+3d2!>=10", { maxDraws: 8 });
		expectSameRun("{{4d2!}}+1d6", { maxDraws: 6 });
		expectSameRun("1d20>=6d2!", { maxDraws: 8 });
	});
});

describe("a prepared notation", () => {
	test("totals as dice-roller does over many signs and shapes", () => {
		for (const notation of ["4dF**2", "(4dF)**2", "4dF%3", "2dF.1*4dF", "2d6+-3", "2d6--3", "1d6/7"]) {
			const prepared = prepareNotation(notation);
			const fast = withRandomSource(seededSource(3), () => Array.from({ length: 200 }, () => prepared.roll().total));
			const slow = liveRun(notation, 3, 200, {}).map((outcome) => ("lines" in outcome ? outcome.lines[0]?.total : NaN));
			expect(fast, notation).toEqual(slow);
		}
	});

	test("negative values are read with their sign: 4dF**2 is -16 when every die shows -1", () => {
		const prepared = prepareNotation("4dF**2");
		// Each Fudge die draws from [0, 2]; 0 is -1.
		const fixed = { next: () => 0 };
		expect(withRandomSource(fixed, () => prepared.roll().total)).toBe(-16);
	});

	test("the sampler leaves dice-roller's engine as it found it", () => {
		const before = NumberGenerator.generator.engine;
		sampledOdds("1d20;&+5", {}, { samples: 100, random: seededSource(1) });
		sampledOdds("1d20>=x", {}, { samples: 100, random: seededSource(1) });
		expect(NumberGenerator.generator.engine).toBe(before);
	});
});
