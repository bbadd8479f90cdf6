// Cells a spreadsheet would run as a formula: warned about in the file check and
// the grid's check, never rewritten; plain numbers and the bot's macro lines left alone.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { BotTemplate } from "../../../../src/template/botSchema";
import { checkImportCsv, type GridRow, gridCsv, startsLikeFormula } from "../../../../src/template/csv";

const template = JSON.parse(readFileSync("tests/fixtures/csv-import/templates/dnd-5e.json", "utf8")) as BotTemplate;
const HEADER =
	"user;charName;avatar;channel;Strength;Dexterity;Constitution;Intelligence;Wisdom;Charisma;Passive Perception;dice";

describe("cells that start like a formula", () => {
	test("=, +, -, @, tab and carriage return starts are flagged; numbers and macro lines are not", () => {
		for (const cell of ['=HYPERLINK("http://x","y")', "+cmd|' /C calc'!A0", "@SUM(1+1)", "-2+3", "\tx", "\rx"])
			expect(startsLikeFormula(cell, "charName"), cell).toBe(true);
		for (const cell of ["-2", "+3", "-1.5", "-0,5", "Lia", "a=b", " =x"])
			expect(startsLikeFormula(cell, "Strength"), cell).toBe(false);
		expect(startsLikeFormula("- Longsword: 1d8+3\n- Bow: 1d6", "dice")).toBe(false);
		expect(startsLikeFormula("=1+1", "dice")).toBe(true);
		expect(startsLikeFormula("-Longsword: 1d8", "dice")).toBe(true);
	});

	test("the file check warns, naming the column, and the bot's registered name is unchanged", () => {
		const text = `${HEADER}\nalice;=HYPERLINK("http://evil","Lia");;;15;14;13;12;10;8;10;\nbob;@SUM(1);;;-2;14;13;12;10;8;10;`;
		const result = checkImportCsv(text, template, { privateChannel: false });
		const [first, second] = result.rows;
		expect(first?.charName).toBe('=HYPERLINK("http://evil","Lia")');
		expect(first?.warnings).toContainEqual({
			code: "cell.formula",
			column: "charName",
			values: { start: "=", text: '=HYPERLINK("http://evil","Lia")' },
		});
		const flagged = second?.warnings.filter((warning) => warning.code === "cell.formula").map((w) => w.column);
		// -2 in Strength is a number: a spreadsheet shows -2, the same value.
		expect(flagged).toEqual(["charName"]);
	});

	test("the grid's download keeps the cell as typed, and its check warns", () => {
		const rows: GridRow[] = [
			{
				user: "alice",
				charName: "+cmd|' /C calc'!A0",
				stats: { Strength: "15", Dexterity: "14", Constitution: "13", Intelligence: "12", Wisdom: "10", Charisma: "8" },
				isPrivate: false,
				macros: "",
			},
		];
		const text = gridCsv(rows, template, false);
		expect(text).toContain("+cmd|' /C calc'!A0");
		const checked = checkImportCsv(text, template, { privateChannel: false });
		expect(checked.rows[0]?.charName).toBe("+cmd|' /C calc'!A0");
		expect(checked.rows[0]?.warnings.some((w) => w.code === "cell.formula" && w.column === "charName")).toBe(true);
	});
});
