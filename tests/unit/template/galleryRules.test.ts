// The gallery cards' "what the bot cannot count": each real rate, worked out by the
// odds engine, against a count of every roll of the dice; and what the bot prints
// on those rolls, read by the bot model from the gallery's own templates.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { galleryTemplates } from "../../../src/components/TemplateBuilder/_utils/galleryFiles";
import {
	chanceAtLeast,
	d100Share,
	GALLERY_RULES,
	isDouble,
	successLevels,
} from "../../../src/components/TemplateBuilder/_utils/galleryRules";
import { exactOdds, exactTiers } from "../../../src/dice/odds";
import { fromBotTemplate } from "../../../src/template/convert";
import { rollAt } from "../../../src/template/typeDieOdds";

/** Every roll of `count` dice of `faces` faces, as lists of faces. */
function* everyRoll(count: number, faces: number): Generator<number[]> {
	const roll = Array.from({ length: count }, () => 1);
	for (;;) {
		yield roll;
		let at = 0;
		while (at < count && roll[at] === faces) roll[at++] = 1;
		if (at === count) return;
		roll[at] = (roll[at] ?? 0) + 1;
	}
}

function share(count: number, faces: number, holds: (roll: number[]) => boolean): number {
	let hits = 0;
	for (const roll of everyRoll(count, faces)) if (holds(roll)) hits += 1;
	return hits / faces ** count;
}

const template = (file: string) =>
	fromBotTemplate(
		JSON.parse(readFileSync(`static/templates/${file}`, "utf8")) as Parameters<typeof fromBotTemplate>[0],
	);

describe("the rates against every roll", () => {
	test("Blades: two 6s at 2, 3, 4 dice are 2.78 %, 7.41 %, 13.19 %", () => {
		const figures = GALLERY_RULES.blades?.missing[0]?.figures(exactOdds) ?? [];
		expect(figures).toHaveLength(3);
		for (const [index, count] of [2, 3, 4].entries()) {
			const brute = share(count, 6, (roll) => roll.filter((face) => face === 6).length >= 2);
			expect(figures[index]?.real, `${count} dice`).toBeCloseTo(brute, 12);
		}
		expect(figures.map((figure) => Math.round((figure.real ?? 0) * 10000) / 100)).toEqual([2.78, 7.41, 13.19]);
		// What the bot prints on those rolls: the template's Full success, which holds them all.
		const blades = template("blades-style.en.json");
		for (const count of [2, 3, 4]) {
			const question = rollAt(blades, undefined, count);
			const tiers = exactTiers(question?.expression ?? "", question?.options, "en")?.tiers ?? [];
			const full = tiers.find((tier) => tier.label === "Full success")?.probability ?? 0;
			expect(full).toBeCloseTo(1 - (5 / 6) ** count, 12);
			expect(full).toBeGreaterThan(share(count, 6, (roll) => roll.filter((face) => face === 6).length >= 2));
		}
	});

	test("Vampire: a pair of 10s at 3, 5, 7 dice", () => {
		const figures = GALLERY_RULES.vampire?.missing[0]?.figures(exactOdds) ?? [];
		for (const [index, count] of [3, 5].entries()) {
			expect(figures[index]?.real).toBeCloseTo(
				share(count, 10, (roll) => roll.filter((face) => face === 10).length >= 2),
				12,
			);
		}
		// 7 dice by the binomial law: 10^7 rolls is too many to walk here.
		const none = 0.9 ** 7;
		const one = 7 * 0.1 * 0.9 ** 6;
		expect(figures[2]?.real).toBeCloseTo(1 - none - one, 12);
	});

	test("D&D: a natural 20 on either of two dice", () => {
		const figures = GALLERY_RULES.dnd5e?.missing[0]?.figures(exactOdds) ?? [];
		expect(figures[0]?.real).toBeCloseTo(
			share(2, 20, (roll) => roll.includes(20)),
			12,
		);
		// And the bot never names it: the critical of 20 on 2d20kh1 has no chance.
		expect(exactOdds("2d20kh1+3>=15", { criticals: { success: 20 } }).criticalSuccess).toBe(0);
	});

	test("Fate: succeeding with style at +2 against +2", () => {
		const figures = GALLERY_RULES.fate?.missing[0]?.figures(exactOdds) ?? [];
		const fudge = share(4, 3, (roll) => roll.reduce((sum, face) => sum + face - 2, 0) + 2 >= 5);
		expect(figures[0]?.real).toBeCloseTo(fudge, 12);
	});

	test("Warhammer at 40: doubles and success levels, face by face", () => {
		const [critical, fumble, levels] = (GALLERY_RULES.warhammer?.missing ?? []).map(
			(rule) => rule.figures(exactOdds)[0]?.real,
		);
		let criticals = 0;
		let fumbles = 0;
		let twoOrMore = 0;
		for (let face = 1; face <= 100; face++) {
			const tens = face === 100 ? 0 : Math.floor(face / 10);
			const double = face === 100 || tens === face % 10;
			const passes = face <= 5 || (face <= 40 && face < 96);
			if (double && passes) criticals += 1;
			if (double && !passes) fumbles += 1;
			if (passes && 4 - Math.floor(face / 10) >= 2) twoOrMore += 1;
		}
		expect(critical).toBeCloseTo(criticals / 100, 12);
		expect(fumble).toBeCloseTo(fumbles / 100, 12);
		expect(levels).toBeCloseTo(twoOrMore / 100, 12);
		expect([criticals, fumbles, twoOrMore]).toEqual([3, 7, 29]);
		expect(isDouble(100) && !isDouble(10) && successLevels(29, 40) === 2).toBe(true);
		expect(chanceAtLeast(exactOdds, "1d100", 96)).toBeCloseTo(
			d100Share(exactOdds, (face) => face >= 96),
			12,
		);
	});
});

test("every gallery game has its rules, in both languages", () => {
	for (const entry of galleryTemplates) {
		const rules = GALLERY_RULES[entry.id];
		expect(rules, entry.id).toBeDefined();
		expect(rules?.expressed().length).toBeGreaterThan(20);
	}
});
