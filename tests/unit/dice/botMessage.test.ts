/**
 * Parity with the bot's own result text. tests/fixtures/bot-result-text.json
 * holds rolls with fixed dice (templates with and without thresholds, template
 * and custom criticals on the total and on the natural die, pools, shared and
 * bulk rolls, oppositions, comments) and, for each, the message the bot's
 * formatter (`ResultAsText` of packages/parse_result, 4.7.2, run from its
 * repository source on core's `roll` with the same faces; Discord and i18next
 * stubbed, mention left out) printed. The site rolls the same dice and must
 * print the same text, character for character.
 */
import { describe, expect, test } from "vitest";
import type { ComparisonSign } from "../../../src/dice";
import { must, rollExpression } from "../../../src/dice";
import { type BotCustomCritical, botMessage, markersAsCustomCriticals } from "../../../src/dice/bot";
import corpus from "../../fixtures/bot-result-text.json";

interface Case {
	id: string;
	lang: "fr" | "en";
	dice: string;
	faces: number[];
	critical?: { success?: number; failure?: number };
	customCritical?: BotCustomCritical[];
	header?: string;
	opposition?: { sign: ComparisonSign; value: number };
	text: string;
}

/** Gives the faces in order, then again from the start (the bot rolls a shared roll's first part twice). */
function faces(values: readonly number[]) {
	let at = 0;
	return {
		next() {
			const face = must(values[at % values.length], "no faces to give");
			at += 1;
			return face - 1;
		},
	};
}

const cases = corpus as Case[];

describe("the bot's result text", () => {
	test("the corpus is large and covers every kind of roll", () => {
		expect(cases.length).toBeGreaterThanOrEqual(60);
		const ids = cases.map((entry) => entry.id);
		for (const kind of [
			"plain",
			"threshold",
			"critical",
			"custom",
			"pool",
			"shared",
			"bulk",
			"opposition",
			"comment",
		]) {
			expect(
				ids.some((id) => id.startsWith(`${kind}-`)),
				kind,
			).toBe(true);
		}
		expect(cases.some((entry) => entry.lang === "en")).toBe(true);
	});

	test.each(cases.map((entry) => [entry.id, entry] as const))("%s", (_id, entry) => {
		const attempt = rollExpression(entry.dice, { random: faces(entry.faces) });
		if (!attempt.ok) throw new Error(`${entry.dice}: ${attempt.error.code}`);
		const message = botMessage(
			attempt.result,
			{
				critical: entry.critical,
				customCriticals: entry.customCritical,
				header: entry.header,
				opposition: entry.opposition,
			},
			entry.lang,
		);
		expect(message.text).toBe(entry.text);
	});
});

describe("the label the bot shows in the end", () => {
	const roll = (dice: string, values: number[]) => {
		const attempt = rollExpression(dice, { random: faces(values), command: "roll" });
		if (!attempt.ok) throw new Error(attempt.error.code);
		return attempt.result;
	};

	test("none without a comparison, even on a critical face", () => {
		expect(botMessage(roll("1d20+3", [20]), { critical: { success: 20, failure: 1 } }, "en").label).toBeUndefined();
	});

	test("a critical failure is checked before a critical success, on exact faces", () => {
		const critical = { success: 20, failure: 1 };
		expect(botMessage(roll("1d20>=10", [1]), { critical }, "fr").label).toEqual({
			kind: "criticalFailure",
			name: "Échec critique",
		});
		expect(botMessage(roll("1d20>=10", [19]), { critical }, "en").label).toEqual({ kind: "success", name: "Success" });
	});

	test("the first custom critical that holds names the roll; one on the natural die needs the exact face", () => {
		const customCriticals: BotCustomCritical[] = [
			{ name: "Extreme", sign: "<=", value: 9, onNaturalDice: true },
			{ name: "Hard", sign: "<=", value: 22, onNaturalDice: false },
		];
		expect(botMessage(roll("1d100<=45", [9]), { customCriticals }, "en").label?.name).toBe("Extreme");
		expect(botMessage(roll("1d100<=45", [8]), { customCriticals }, "en").label?.name).toBe("Hard");
		expect(botMessage(roll("1d100<=45", [30]), { customCriticals }, "en").label?.name).toBe("Success");
	});

	test("critical markers written in a roll become custom criticals named as the bot names them", () => {
		const customs = markersAsCustomCriticals(
			[
				{ kind: "success", natural: true, sign: "==", value: 20 },
				{ kind: "failure", natural: false, sign: "<=", value: 3 },
			],
			{ criticalSuccess: "Critical success", criticalFailure: "Critical failure" },
		);
		expect(customs.map((custom) => custom.name)).toEqual(["Critical success", "Critical failure"]);
		expect(botMessage(roll("1d20+1>=10", [2]), { customCriticals: customs }, "en").label?.name).toBe(
			"Critical failure",
		);
	});

	test("a single = makes the bot answer with math.js's error, the same in both languages; == and an opposition = compare", () => {
		// The bot tests `${total} = ${value}` with math.js, which reads an assignment (corpus case expr-36-15).
		const error = { name: "SyntaxError", message: "Invalid left hand side of assignment operator = (char 4)" };
		for (const lang of ["fr", "en"]) {
			const message = botMessage(roll("4d6+1=30", [6, 6, 6, 6]), {}, lang);
			expect(message).toEqual({ text: `## [SyntaxError]\n${error.message}`, error });
		}
		expect(botMessage(roll("1d20=10", [7]), {}, "en").error?.message).toContain("(char 3)");
		expect(botMessage(roll("1d20==7", [7]), {}, "en").label).toEqual({ kind: "success", name: "Success" });
		// The opposition goes through the bot's parseComparator, which turns = into ==.
		expect(botMessage(roll("1d10<=15=14", [6]), {}, "fr").error).toBeUndefined();
	});

	test("a threshold core cannot work out compares with 0, and the bot refuses it on dice that cannot both pass and fail", () => {
		// As corpus case expr-36-5776 (`4d10ro<=2+`): math.js fails on `2+`, core compares with 0, 4d10 never reaches 0.
		const faces = [7, 7, 6, 6];
		expect(botMessage(roll("4d10<=2+", faces), {}, "en")).toEqual({
			text: "Can't recognize the compared value for the dice `4d10` : `26⩽2+`",
			error: { name: "Invalid_Dice_Type", message: "4d10", cause: "invalidDice.compare" },
		});
		expect(botMessage(roll("4d10<=2+", faces), {}, "fr").text).toBe(
			"Impossible de reconnaître la valeur à comparer pour le dé `4d10` : `26⩽2+`",
		);
		// Dice that can pass and fail 0 are compared with it, and the value is printed with its text.
		expect(botMessage(roll("1d20-10>3+", [15]), {}, "en").text).toContain("= `[5] > 3+ ═ 0`");
	});

	test("a shared roll's hidden first part keeps its comparison; a formula core cannot test is a blank the bot judges", () => {
		// As the bot's own code answers (result_as_text.ts on core's rolls): the hint heads the message, no line is judged.
		const hidden = rollExpression("(1d20>=2);&-6", { random: faces([18]) });
		if (!hidden.ok) throw new Error(hidden.error.code);
		expect(botMessage(hidden.result, {}, "en").text).toBe(" (`⩾ 2`)\n ◈ `[1d20]-6` ⟶ `[18]-6` = ` 12 `");
		const withEquals = rollExpression("(1d20=2);&-6", { random: faces([10]) });
		if (!withEquals.ok) throw new Error(withEquals.error.code);
		expect(botMessage(withEquals.result, {}, "en").error?.name).toBe("SyntaxError");
		// `&+2=30`: math.js refuses `4=30` and core finds no dice in it, so it writes nothing (corpus case expr-36-3449).
		const blank = rollExpression("1d20>=5;&+2=30", { random: faces([2]) });
		if (!blank.ok) throw new Error(blank.error.code);
		expect(botMessage(blank.result, {}, "en").text).toBe(
			"\n ※ **Failure** — `1d20` ⟶ `[2]` = `[2] ⩽ 5`\n **Failure** — ",
		);
		// Core deletes what lies between a formula's first and last % (corpus case expr-36-1129).
		const percent = rollExpression("1d%-d%+10;&*4", { random: faces([17, 41]) });
		if (!percent.ok) throw new Error(percent.error.code);
		expect(botMessage(percent.result, {}, "en").text).toContain("◈ `[1d+10]×4`");
	});

	test("a comparison value worked out without dice is printed with its calculation, as the bot's formatCompare does", () => {
		// As in the corpus, where `d%/7d20r>=3-8-6>=14` shows `⩾ 3-8-6 ═ -11`.
		const text = botMessage(roll("1d20>=2+3", [7]), {}, "en").text;
		expect(text).toContain("= `[7] ⩾ 2+3 ═ 5`");
		expect(botMessage(roll("1d20>=5", [7]), {}, "en").text).toContain("= `[7] ⩾ 5`");
	});
});
