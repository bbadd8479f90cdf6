// The bot model (src/dice/bot): the defects of issue 36 it answers, each checked
// against what @dicelette/core's roll() does with the same text where core alone
// decides, and against the bot's own rules (its OPPOSITION pattern, result_as_text)
// where the bot reads around core.
import "regexp.escape/auto";
import { roll as botRoll } from "@dicelette/core";
import { describe, expect, test } from "vitest";
import { rollExpression, seededSource } from "../../../src/dice";
import { botNotes, countingForm, endlessExplosion, splitLine } from "../../../src/dice/bot";
import { computeOdds } from "../../../src/dice/odds";
import { emptyTemplateForm, type TemplateForm } from "../../../src/template/formModel";
import { formulaNotes } from "../../../src/template/sheetFormulas";

/** core's roll with a seeded engine, as the parity corpus calls it. */
function core(expression: string, seed = 1) {
	return botRoll(expression, seededSource(seed) as never);
}

describe("braces count only when dice-roller reads a target", () => {
	test("{5d10!>=8} explodes on 8 and more and is added up, as core rolls it; {6d10>=7} counts", () => {
		const rolled = core("{5d10!>=8}");
		// core's text shows a sum: exploded dice marked `!`, no `*` for counted ones.
		expect(rolled?.result).toMatch(/^5d10!>=8: \[[^*]*\] = \d+$/);
		expect(rolled?.total).toBeGreaterThanOrEqual(5);
		const parts = splitLine("{5d10!>=8}");
		expect(parts).toMatchObject({ kind: "targetCount", counts: false });
		expect(splitLine("{6d10>=7}")).toMatchObject({ kind: "targetCount", counts: true });
		expect(splitLine("{2d6,1d4}>=4")).toMatchObject({ kind: "targetCount", counts: true });
	});

	test("the odds' caption follows: a sum for {5d10!>=8}, successes for {6d10>=7}", () => {
		const sum = computeOdds("{5d10!>=8}");
		const count = computeOdds("{6d10>=7}");
		expect(sum.ok && sum.odds.measure).toBe("total");
		expect(count.ok && count.odds.measure).toBe("successes");
		// Five d10 exploding on 8+ add up to at least 5: a count of dice would go down to 0.
		expect(sum.ok && sum.odds.distribution[0]?.[0]).toBe(5);
		const live = rollExpression("{5d10!>=8}", { random: seededSource(4) });
		expect(live.ok && live.result.lines[0]?.counts).toBe(false);
	});
});

describe("a pool sized by a sum", () => {
	test("{(1+2)d6>=5}: core adds the dice up and compares the total, so does the site, with a note offering the counting form", () => {
		for (let seed = 1; seed <= 20; seed += 1) {
			const rolled = core("{(1+2)d6>=5}", seed);
			expect(rolled?.compare).toMatchObject({ sign: ">=", value: 5 });
			expect(rolled?.total).toBeGreaterThanOrEqual(3);
		}
		const live = rollExpression("{(1+2)d6>=5}", { random: seededSource(2) });
		expect(live.ok).toBe(true);
		if (!live.ok) return;
		expect(live.result.lines[0]?.counts).toBe(false);
		expect(live.result.lines[0]?.comparison?.against.value).toBe(5);
		expect(live.result.notes).toEqual([{ code: "poolSizedBySum", sum: "{(1+2)d6>=5}", counting: "{ {{1+2}}d6>=5}" }]);
		const odds = computeOdds("{(1+2)d6>=5}");
		expect(odds.ok && odds.odds.notes?.[0]?.code).toBe("poolSizedBySum");
	});

	test("the counting form, with its space, counts the dice in core as on the site", () => {
		expect(countingForm("{(Agilité+ArmesAFeu)d6>=5}")?.counting).toBe("{ {{Agilité+ArmesAFeu}}d6>=5}");
		const rolled = core("{ {{1+2}}d6>=5}");
		expect(rolled?.result).toMatch(/^ ?3d6>=5: /);
		expect(rolled?.total).toBeLessThanOrEqual(3);
		const live = rollExpression("{ {{1+2}}d6>=5}", { random: seededSource(3) });
		expect(live.ok && live.result.lines[0]?.counts).toBe(true);
		expect(live.ok && live.result.lines[0]?.total).toBeLessThanOrEqual(3);
	});

	test("three braces: core refuses them, the site says why and offers the counting form", () => {
		expect(() => core("{{{1+2}}d6>=5}")).toThrow();
		const live = rollExpression("{{{1+2}}d6>=5}");
		expect(live.ok).toBe(false);
		if (live.ok) return;
		expect(live.error.code).toBe("tripleBraces");
		expect(live.error.values.counting).toBe("{ {{1+2}}d6>=5}");
	});

	test("the builder notes the sum under a macro, with the names as written", () => {
		const form: TemplateForm = {
			...emptyTemplateForm(),
			statistics: [
				{ name: "Agilité", min: "1", max: "5", combination: "", exclude: false },
				{ name: "ArmesAFeu", min: "0", max: "5", combination: "", exclude: false },
			],
			macros: [{ name: "Tir", formula: "{(Agilité+ArmesAFeu)d6>=5}" }],
		};
		const notes = formulaNotes(form, { kind: "macro", index: 0 });
		expect(notes).toContainEqual({
			kind: "bot",
			note: { code: "poolSizedBySum", sum: "{(Agilité+ArmesAFeu)d6>=5}", counting: "{ {{Agilité+ArmesAFeu}}d6>=5}" },
		});
	});
});

describe("a critical on the exploding face", () => {
	test("1d10!+$>=15 with a critical success on 10: noted in the builder and in the odds, whose 0 % is the bot's", () => {
		const form: TemplateForm = {
			...emptyTemplateForm(),
			diceType: "1d10!+$>=15",
			critical: { success: "10", failure: "" },
			statistics: [{ name: "Force", min: "1", max: "5", combination: "", exclude: false }],
		};
		expect(formulaNotes(form, { kind: "diceType" })).toContainEqual({
			kind: "bot",
			note: { code: "criticalOnExplodingFace", kind: "success", face: 10 },
		});
		const odds = computeOdds("1d10!+5>=15", { criticals: { success: 10 } });
		expect(odds.ok).toBe(true);
		if (!odds.ok) return;
		expect(odds.odds.criticalSuccess).toBe(0);
		expect(odds.odds.notes).toContainEqual({ code: "criticalOnExplodingFace", kind: "success", face: 10 });
		// core prints an exploded 10 as `10!`, which result_as_text's `[10]` test never matches.
		let sawExploded = false;
		for (let seed = 1; seed <= 200 && !sawExploded; seed += 1) {
			const text = core("1d10!+5", seed)?.result ?? "";
			if (text.includes("10!")) {
				sawExploded = true;
				expect(text).not.toMatch(/\[10\]/);
			}
		}
		expect(sawExploded).toBe(true);
		// A face the die does not explode on is no note.
		expect(botNotes("1d10!+5>=15", "1d10!+5>=15", { success: 9 })).toEqual([]);
	});
});

describe("the bot's comparison quirks", () => {
	test("4d6r<2: core takes <2 for the total's comparison, the reroll keeps its default; the site agrees and says so", () => {
		const rolled = core("4d6r<2");
		expect(rolled?.dice).toBe("4d6r");
		expect(rolled?.compare).toMatchObject({ sign: "<", value: 2 });
		const live = rollExpression("4d6r<2", { random: seededSource(1) });
		expect(live.ok && live.result.lines[0]?.comparison?.against.value).toBe(2);
		expect(live.ok && live.result.notes).toEqual([
			{ code: "comparisonAfterModifier", dice: "4d6r", sign: "<", value: "2" },
		]);
	});

	test("3d100r<23+2=16: the bot takes =16 off as an opposition (OPPOSITION pattern), core reads 3d100r compared < 25", () => {
		// What core receives once the bot has taken the opposition off.
		const rolled = core("3d100r<23+2");
		expect(rolled?.dice).toBe("3d100r");
		expect(rolled?.compare).toMatchObject({ sign: "<", value: 25 });
		const live = rollExpression("3d100r<23+2=16", { random: seededSource(1), command: "roll" });
		expect(live.ok).toBe(true);
		if (!live.ok) return;
		expect(live.result.lines[0]?.comparison).toMatchObject({ sign: "<", against: { value: 25 } });
		// parseOpposition writes a single = as ==.
		expect(live.result.lines[0]?.opposition).toMatchObject({ sign: "==", against: { value: 16 } });
		expect(live.result.notes).toEqual([{ code: "comparisonAfterModifier", dice: "3d100r", sign: "<", value: "23+2" }]);
		const odds = computeOdds("3d100r<23+2=16");
		expect(odds.ok && odds.odds.notes?.[0]?.code).toBe("comparisonAfterModifier");
	});
});

describe("endless or impossible rolls", () => {
	test("1d6!>=1 explodes on every face: core stops at its cap, the odds refuse to call that a mean", () => {
		const rolled = core("1d6!>=1");
		expect((rolled?.result.match(/!/g) ?? []).length).toBeGreaterThan(900);
		expect(endlessExplosion("1d6!>=1")).toEqual({ code: "endlessExplosion", notation: "1d6!>=1" });
		expect(endlessExplosion("1d6!>=2")).toBeUndefined();
		expect(endlessExplosion("1d6!")).toBeUndefined();
		const odds = computeOdds("1d6!>=1", {}, { samples: 200 });
		expect(odds.ok).toBe(false);
		expect(!odds.ok && odds.error.code).toBe("endlessExplosion");
		const live = rollExpression("1d6!>=1", { random: seededSource(1) });
		expect(live.ok && live.result.notes?.map((note) => note.code)).toEqual(["endlessExplosion"]);
	});

	test("{{9^9^9}}d6: core refuses infinityd6; the site refuses the block, roll and odds alike", () => {
		expect(() => core("{{9^9^9}}d6")).toThrow();
		const live = rollExpression("{{9^9^9}}d6");
		expect(!live.ok && live.error.code).toBe("mathNotFinite");
		expect(!live.ok && live.error.values.formula).toBe("{{9^9^9}}");
		const odds = computeOdds("{{9^9^9}}d6");
		expect(!odds.ok && odds.error.code).toBe("mathNotFinite");
	});
});
