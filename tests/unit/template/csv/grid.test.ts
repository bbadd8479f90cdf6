// Characters typed in the grid make a file the bot's /import registers as it is: the check reads it back.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { BotTemplate } from "../../../../src/template/botSchema";
import { checkImportCsv, type GridRow, gridCsv, readGrid, rowStatistics } from "../../../../src/template/csv";

const heroes = JSON.parse(readFileSync("tests/fixtures/csv-import/templates/heroes.json", "utf8")) as BotTemplate;
const row = (user: string, charName: string, force: string, dex: string, extra: Partial<GridRow> = {}): GridRow => ({
	user,
	charName,
	stats: { Force: force, Dextérité: dex },
	isPrivate: false,
	macros: "",
	...extra,
});

describe("the grid's file", () => {
	test("combinations are computed from the typed statistics", () => {
		expect(rowStatistics(row("alice", "Aria", "12", "10"), heroes)).toEqual({
			Force: "12",
			Dextérité: "10",
			Vie: "24",
		});
		expect(rowStatistics(row("alice", "Aria", "", "10"), heroes).Vie).toBe("");
	});

	test("three characters, one private with macros: the /csv header, and every row registered without warning", () => {
		const rows = [
			row("alice", "Aria", "12", "10", { macros: "- Épée: 1d8+4\n- Arc: 1d6" }),
			row("123456789012345678", "007 Bond", "15", "8", { isPrivate: true }),
			row("carol", 'Cyl; "la rusée"', "9", "14"),
		];
		const text = gridCsv(rows, heroes, true);
		expect(text.split("\n")[0]).toBe("\uFEFFuser;charName;avatar;channel;Force;Dextérité;Vie;isPrivate;dice");
		const result = checkImportCsv(text, heroes, { privateChannel: true });
		expect(result.fatal).toBeNull();
		expect(
			result.rows.map((checked) => [
				checked.user,
				checked.charName,
				checked.registered,
				checked.private,
				checked.warnings,
			]),
		).toEqual([
			["alice", "Aria", true, false, []],
			["123456789012345678", "007 Bond", true, true, []],
			["carol", 'Cyl; "la rusée"', true, false, []],
		]);
		expect(result.rows[0]?.macros).toEqual({ Épée: "1d8+4", Arc: "1d6" });
		expect(result.rows[0]?.stats).toEqual({ Force: 12, Dextérité: 10, Vie: 24 });
	});

	test("a row without a player stays its own row (quoted cells are never glued) and stops the import, as in the bot", () => {
		const result = checkImportCsv(
			gridCsv([row("alice", "Aria", "12", "10"), row("", "Ghost", "5", "5")], heroes, false),
			heroes,
			{
				privateChannel: false,
			},
		);
		expect(result.rows.map((checked) => [checked.line, checked.problems.map((problem) => problem.code)])).toEqual([
			[2, []],
			[3, ["crash.userEmpty"]],
		]);
		expect(result.fatal?.code).toBe("file.crash");
	});

	test("a saved grid is read field by field; damage is dropped, not the grid", () => {
		expect(readGrid('[{"user":"alice","charName":5,"stats":{"Force":"3","x":7},"isPrivate":"yes"}, 4]')).toEqual([
			{ user: "alice", charName: "", stats: { Force: "3", x: "" }, isPrivate: false, macros: "" },
		]);
		expect(readGrid("not json")).toEqual([]);
	});
});
