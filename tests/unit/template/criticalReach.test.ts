// A template critical the bot can never read: on a roll of several dice, or on a
// face no lone die has. The note's runs of values are checked against the exact
// odds at every value, and against every roll read by the bot model's reply.
import { expect, test } from "vitest";
import { botMessage } from "../../../src/dice/bot";
import { exactOdds } from "../../../src/dice/odds";
import { unreachableCriticals } from "../../../src/template/criticalReach";
import { formulaNotes } from "../../../src/template/sheetFormulas";
import { rollAt } from "../../../src/template/typeDieOdds";
import { forEachRoll } from "../dice/support/enumerateRolls";
import { form, statistic } from "./helpers";

const blades = form({
	diceType: "$d6kh1>=6",
	statistics: [statistic("Hunt", "0", "4"), statistic("Study", "0", "4")],
	critical: { success: "6", failure: "" },
});

test("Blades with a critical success on 6: it fires at one die only", () => {
	expect(unreachableCriticals(blades)).toEqual([
		{ critical: "success", face: 6, low: 2, high: 4, rolled: "2d6kh1>=6", reason: "severalDice" },
	]);
	for (let dice = 1; dice <= 4; dice++) {
		const question = rollAt(blades, undefined, dice);
		const odds = exactOdds(question?.expression ?? "", question?.options);
		// Brute force: every roll of the dice, labelled by the bot model's reply.
		let critical = 0;
		forEachRoll(question?.expression ?? "", (result, weight) => {
			const label = botMessage(result, { critical: { success: 6 } }, "en").label;
			if (label?.kind === "criticalSuccess") critical += weight;
		});
		expect(odds.criticalSuccess, `${dice} dice`).toBeCloseTo(critical, 12);
		expect(critical > 0, `${dice} dice`).toBe(dice === 1);
	}
});

test("the note stands under the type die, not under a macro; a face the die lacks is said too", () => {
	const notes = formulaNotes(blades, { kind: "diceType" });
	expect(notes.filter((note) => note.kind === "criticalNeverFires")).toHaveLength(1);
	const d20 = form({
		diceType: "1d20+$>=15",
		statistics: [statistic("Force", "1", "3")],
		critical: { success: "20", failure: "0" },
	});
	expect(unreachableCriticals(d20)).toEqual([]);
	const d6 = form({
		diceType: "1d6+$>=5",
		statistics: [statistic("Force", "1", "3")],
		critical: { success: "20", failure: "" },
	});
	expect(unreachableCriticals(d6)).toEqual([
		{ critical: "success", face: 20, low: 1, high: 3, rolled: "1d6+1>=5", reason: "noSuchFace" },
	]);
	expect(exactOdds("1d6+1>=5", { criticals: { success: 20 } }).criticalSuccess).toBe(0);
});
