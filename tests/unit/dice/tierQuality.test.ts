// "At least / at most" by quality, against brute force: each face of the die is
// judged by the game's own rule (written here from the rulebook, not from the
// tiers), and the chance of "at least X" is the share of faces at least as good.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { byQuality, exactTiers, type Tier, tierChances } from "../../../src/dice/odds";
import { fromBotTemplate } from "../../../src/template/convert";
import { rollAt } from "../../../src/template/typeDieOdds";

const coc = fromBotTemplate(
	JSON.parse(readFileSync("static/templates/call-of-cthulhu-7e.en.json", "utf8")) as Parameters<
		typeof fromBotTemplate
	>[0],
);

/** Call of Cthulhu 7e's levels for a d100 face against a skill, 0 the best. */
function cocLevel(face: number, skill: number): number {
	if (face === 1) return 0;
	if (face >= (skill < 50 ? 96 : 100)) return 5;
	if (face <= Math.floor(skill / 5)) return 1;
	if (face <= Math.floor(skill / 2)) return 2;
	return face <= skill ? 3 : 4;
}
const COC_LEVELS = ["Critical success", "Extreme success", "Hard success", "Success", "Failure", "Fumble"];

function cumulated(tiers: readonly Tier[], side: "atLeast" | "atMost"): Map<string, number> {
	const chances = tierChances(tiers, side);
	return new Map(tiers.map((tier, index) => [tier.label, chances[index] ?? Number.NaN]));
}

describe("Call of Cthulhu from the gallery, every skill", () => {
	test.each([1, 20, 49, 50, 59, 60, 99])("skill %i: at least and at most each level, face by face", (skill) => {
		const question = rollAt(coc, undefined, skill);
		const tiers = exactTiers(question?.expression ?? "", question?.options, "en")?.tiers ?? [];
		const atLeast = cumulated(tiers, "atLeast");
		const atMost = cumulated(tiers, "atMost");
		for (const [level, label] of COC_LEVELS.entries()) {
			if (!atLeast.has(label)) continue;
			let better = 0;
			let worse = 0;
			for (let face = 1; face <= 100; face++) {
				if (cocLevel(face, skill) <= level) better += 1;
				if (cocLevel(face, skill) >= level) worse += 1;
			}
			expect(atLeast.get(label), `at least ${label}`).toBeCloseTo(better / 100, 12);
			expect(atMost.get(label), `at most ${label}`).toBeCloseTo(worse / 100, 12);
		}
		expect(byQuality(tiers).map((tier) => tier.label)).toEqual(COC_LEVELS.filter((label) => atLeast.has(label)));
	});

	test("skill 59 and 60: at least a Success is the skill itself, the fumble left out", () => {
		for (const skill of [59, 60]) {
			const question = rollAt(coc, undefined, skill);
			const tiers = exactTiers(question?.expression ?? "", question?.options, "fr")?.tiers ?? [];
			expect(cumulated(tiers, "atLeast").get("Succès")).toBeCloseTo(skill / 100, 12);
			// The list itself keeps the bot's test order: the fumble is tried before the plain success.
			expect(tiers.map((tier) => tier.kind)).toEqual([
				"criticalSuccess",
				"custom",
				"custom",
				"custom",
				"success",
				"failure",
			]);
		}
	});
});

describe("written markers read by what they are", () => {
	test("1d100<=60{cs:<=12}{cf:>=96}: at least Success 60 %, at most Failure 40 %", () => {
		const tiers = exactTiers("1d100<=60{cs:<=12}{cf:>=96}", {}, "en")?.tiers ?? [];
		let passed = 0;
		let critical = 0;
		let fumble = 0;
		for (let face = 1; face <= 100; face++) {
			if (face <= 60) passed += 1;
			if (face <= 12) critical += 1;
			if (face >= 96) fumble += 1;
		}
		const atLeast = cumulated(tiers, "atLeast");
		const atMost = cumulated(tiers, "atMost");
		expect(atLeast.get("Success")).toBeCloseTo(passed / 100, 12);
		expect(atLeast.get("Critical success")).toBeCloseTo(critical / 100, 12);
		expect(atMost.get("Failure")).toBeCloseTo(1 - passed / 100, 12);
		expect(atMost.get("Critical failure")).toBeCloseTo(fumble / 100, 12);
		expect(byQuality(tiers).map((tier) => tier.reads)).toEqual(["success", "success", "failure", "failure"]);
	});

	test("a total rewarded high: {cs:>=19} above Success, {cf:<=2} below Failure", () => {
		const tiers = exactTiers("1d20>=10{cs:>=19}{cf:<=2}", {}, "en")?.tiers ?? [];
		expect(byQuality(tiers).map((tier) => tier.label)).toEqual([
			"Critical success",
			"Success",
			"Failure",
			"Critical failure",
		]);
		expect(cumulated(tiers, "atLeast").get("Success")).toBeCloseTo(11 / 20, 12);
		expect(cumulated(tiers, "atMost").get("Failure")).toBeCloseTo(9 / 20, 12);
	});
});

describe("a template's custom criticals placed by their sign and value", () => {
	test("Blades: Full success above Success, Partial success between Success and Failure", () => {
		const customs = [
			{ name: "Full", sign: ">=", value: 6, onNaturalDice: false },
			{ name: "Partial", sign: ">=", value: 4, onNaturalDice: false },
		] as const;
		const tiers = exactTiers("2d6kh1>=6", { customCriticals: customs, command: "macro" }, "en")?.tiers ?? [];
		expect(byQuality(tiers).map((tier) => tier.label)).toEqual(["Full", "Success", "Partial", "Failure"]);
		// Two dice, the higher kept: at least a Partial is a 4 or more on either die.
		let partialOrBetter = 0;
		for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (Math.max(a, b) >= 4) partialOrBetter += 1;
		expect(cumulated(tiers, "atLeast").get("Partial")).toBeCloseTo(partialOrBetter / 36, 12);
		expect(byQuality(tiers).map((tier) => tier.reads)).toEqual(["success", "success", "success", "failure"]);
	});

	test("two worse customs: the one nearer to passing first, whatever the template's order", () => {
		const customs = [
			{ name: "Disaster", sign: ">=", value: 100, onNaturalDice: false },
			{ name: "Slip", sign: ">=", value: 90, onNaturalDice: false },
		] as const;
		const tiers = exactTiers("1d100<=50", { customCriticals: customs, command: "macro" }, "en")?.tiers ?? [];
		expect(byQuality(tiers).map((tier) => tier.label)).toEqual(["Success", "Failure", "Slip", "Disaster"]);
		expect(cumulated(tiers, "atMost").get("Slip")).toBeCloseTo(11 / 100, 12);
	});

	test("an opposition: its lost roll is a failure above the threshold's", () => {
		const tiers = exactTiers("1d20>=10>14", {}, "en")?.tiers ?? [];
		expect(byQuality(tiers).map((tier) => [tier.label, tier.decidedBy])).toEqual([
			["Success", "opposition"],
			["Failure", "opposition"],
			["Failure", "threshold"],
		]);
		expect(tierChances(byQuality(tiers), "atLeast")[1]).toBeCloseTo(11 / 20, 12);
	});
});
