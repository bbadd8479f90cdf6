/**
 * The site's own copy of the bot's roll-time substitution (`substituteAtRoll`)
 * against @dicelette/core's `generateStatsDice` (a devDependency, used here
 * only): the same text on every formula of the corpus, for sheets that have
 * short, long, accented and look-alike names, with and without `$`.
 */
import "regexp.escape/auto";
import { generateStatsDice, MIN_THRESHOLD_MATCH } from "@dicelette/core";
import { describe, expect, test } from "vitest";
import { evaluateInlineMath } from "../../../src/dice";
import { similarity, substituteAtRoll, tidySigns } from "../../../src/dice/bot";

const sheets: Record<string, Record<string, number>> = {
	blades: { Skirmish: 2, Prowl: 0, Finesse: 1, Hunt: 3, Insight: 2 },
	d20: { Force: 14, Dextérité: 12, Constitution: 13, Intelligence: 9, Sagesse: 11, Charisme: 8 },
	coc: { FOR: 60, DEX: 55, POU: 45, "Trouver Objet Caché": 25, Discrétion: 20, Écouter: 40 },
	lookAlike: { force: 10, forcemajeure: 3, dex: 4, dext: 5 },
	empty: {},
};

const formulas = [
	"Skirmishd6kh1>=6",
	"{{Skirmish}}d6kh1>=6",
	"(Skirmish)d6kh1>=6",
	"$d6kh1>=6",
	"{$d6>=6}",
	"Prowld6",
	"1d20+Force",
	"1d20+force>=15",
	"1d20+$force",
	"1d20+$for",
	"1d20+$dex",
	"1d20+Dextérité+2",
	"1d20+{{floor((Force-10)/2)}}",
	"1d20+{{floor((Dextérité-10)/2)}}>=12",
	"2d6+Sagesse",
	"1d100<=POU",
	"1d100<={{floor(POU/2)}}",
	"1d100<=Trouver Objet Caché",
	"1d100<=Discrétion",
	"1d100<=$",
	"1d20+$>=15",
	"1dforce",
	"1d20+forc",
	"1d20+forces",
	"1d20+dexterite",
	"4d6kh3",
	"1d8+3 # dégâts",
	"1d20+Force [Attaque]",
	"1d20+Force+-2",
	"1d20--1",
	"1d20=>10",
	"{{Hunt+1}}d6kh1",
	"Huntd6",
	"1d6+Hunt*2",
	"1d20+Insight",
	"2d10+$*2",
];

describe("substituteAtRoll agrees with @dicelette/core's generateStatsDice", () => {
	for (const [sheetName, stats] of Object.entries(sheets)) {
		const statistics = Object.entries(stats).map(([name, value]) => ({ name, value }));
		for (const dollar of [undefined, 0, 7]) {
			test.each(formulas)(`${sheetName}, $=${dollar}: %s`, (formula) => {
				// A block naming no statistic of the sheet does not compute: both refuse it.
				const outcome = (run: () => string) => {
					try {
						return run();
					} catch {
						return "refused";
					}
				};
				const theirs = outcome(() => generateStatsDice(formula, stats, MIN_THRESHOLD_MATCH, dollar?.toString()));
				const ours = outcome(() =>
					tidySigns(
						evaluateInlineMath(substituteAtRoll(formula, statistics, { dollar }), () => {
							throw new Error("no dice in the corpus's blocks");
						}),
					),
				);
				expect(ours).toBe(theirs);
			});
		}
	}

	test("the issue's example: a name glued to its dice is taken whole", () => {
		expect(substituteAtRoll("Skirmishd6kh1>=6", [{ name: "Skirmish", value: 2 }])).toBe("2>=6");
		expect(substituteAtRoll("{{Skirmish}}d6kh1>=6", [{ name: "Skirmish", value: 2 }])).toBe("{{2}}d6kh1>=6");
	});

	test("similarity is the share of the longer word needing no edit", () => {
		expect(similarity("skirmishd6kh1", "skirmish")).toBeCloseTo(8 / 13);
		expect(similarity("", "")).toBe(1);
		expect(similarity("abc", "abc")).toBe(1);
	});
});
