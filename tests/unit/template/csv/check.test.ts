// The sheet-import check beyond the bot's verdict: where each row is in the file, the warnings for what the bot
// lets through, the sentences of every code in both languages, and the command as users run it.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { checkCsv } from "../../../../scripts/check-csv/command";
import type { BotTemplate } from "../../../../src/template/botSchema";
import { CSV_FATAL_CODES, CSV_PROBLEM_CODES, CSV_WARNING_CODES, checkImportCsv } from "../../../../src/template/csv";
import { loadEnglishCatalogue } from "../../../../src/template/englishCatalogue";
import { runInProcess, runWithTsx } from "../../../support/command";

const corpus = "tests/fixtures/csv-import";
const heroes = JSON.parse(readFileSync(`${corpus}/templates/heroes.json`, "utf8")) as BotTemplate;
const H = "user;charName;avatar;channel;Force;Dextérité;Vie;dice";
const check = (text: string, privateChannel = false) => checkImportCsv(text, heroes, { privateChannel });
const codes = (text: string, privateChannel = false) =>
	check(text, privateChannel).rows.map((row) => row.warnings.map((warning) => warning.code));

describe("rows and lines", () => {
	test("each row gives the line where it starts, past blank lines and multi-line cells", () => {
		const text = `\uFEFF${H}\n\nalice;Aria;;;12;10;24;"- Épée: 1d8\n- Arc: 1d6"\n\nbob;Brom;;;15;8;30;\n`;
		const result = check(text);
		expect(result.rows.map((row) => [row.line, row.user, row.registered])).toEqual([
			[3, "alice", true],
			[6, "bob", true],
		]);
		expect(result.rows[0]?.macros).toEqual({ Épée: "1d8", Arc: "1d6" });
	});

	test("a line glued onto the row above is named on that row", () => {
		const result = check(`${H}\nalice;Aria;;;12;10;24;\n;Ghost;;;5;5;10;\nbob;Brom;;;15;8;30;\n`);
		expect(result.rows.map((row) => row.line)).toEqual([2, 4]);
		expect(result.rows[0]?.warnings).toContainEqual({ code: "row.glued", values: { line: 3 } });
	});

	test("an empty player cell in a comma file stops the import at its line", () => {
		const result = checkImportCsv("user,charName,Force,Dextérité,Vie\nalice,Aria,1,2,2\n,Brom,3,4,6\n", heroes, {
			privateChannel: false,
		});
		expect(result.fatal).toMatchObject({ code: "file.crash", line: 3, cause: { code: "crash.userEmpty" } });
		expect(result.rows.some((row) => row.registered)).toBe(false);
	});
});

describe("warnings for what the bot lets through", () => {
	test("limits, total, text, decimal comma and a combination that does not match", () => {
		expect(
			codes(
				`${H}\nalice;A;;;25;12;50;\nbob;B;;;20;16;40;\ncarol;C;;;douze;4,5;8;\ndave;D;;;5;5;11;\neve;E;;;-2;3;-4;\n`,
			),
		).toEqual([
			["stat.aboveMax", "total.exceeded"],
			["total.exceeded"],
			["stat.notNumber", "stat.decimalComma"],
			["stat.combinationDiffers"],
			["stat.belowMin"],
		]);
	});

	test("isPrivate as a word makes the sheet private; without a private channel it is ignored", () => {
		const text = `${H.replace(";dice", ";isPrivate;dice")}\nalice;A;;;5;5;10;faux;\nbob;B;;;5;5;10;true;\n`;
		const withChannel = check(text, true);
		expect(withChannel.rows.map((row) => [row.private, row.warnings.map((w) => w.code)])).toEqual([
			[true, ["private.readAsPrivate"]],
			[true, []],
		]);
		expect(check(text, false).rows.map((row) => [row.private, row.warnings.map((w) => w.code)])).toEqual([
			[false, ["private.ignored"]],
			[false, ["private.ignored"]],
		]);
	});

	test("a name read as a number, a player that is no Discord name, a channel that is no id, a macro line without a dash", () => {
		expect(codes(`${H}\nalice;007;;;5;5;10;\nAlice Martin;B;;général;5;5;10;Hache: 1d10\n`)).toEqual([
			["charName.readDifferently"],
			["user.notDiscord", "channel.notId", "macro.lineIgnored"],
		]);
	});

	test("a row as the bot's /csv header asks, filled within the limits, has no warning", () => {
		expect(check(`${H}\n'123456789012345678;Aria;;'987654321098765432;12;10;24;- Épée: 1d8+2\n`).rows).toMatchObject([
			{ registered: true, warnings: [], problems: [], macros: { Épée: "1d8+2" }, channel: "987654321098765432" },
		]);
	});
});

describe("sentences", () => {
	const catalogue = loadEnglishCatalogue("i18n/en");
	const source = readFileSync("src/components/CsvCheck/_utils/issueMessages.ts", "utf8");
	const ids = [...CSV_PROBLEM_CODES, ...CSV_WARNING_CODES, ...CSV_FATAL_CODES, "charName.duplicateUnnamed"].map(
		(code) => `csvCheck.issue.${code}`,
	);
	test.each(ids)("%s has a French sentence and an English one with the same placeholders", (id) => {
		const french = source.match(
			new RegExp(`id: "${id.replaceAll(".", "\\.")}",\\s*message:\\s*"((?:[^"\\\\]|\\\\.)*)"`),
		);
		expect(french).not.toBeNull();
		const english = catalogue[id]?.message ?? "";
		const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
		expect(english).not.toBe("");
		expect(placeholders(english)).toEqual(placeholders(french?.[1] ?? ""));
	});
});

// The command's limit only stops a hang: a busy machine (load 25) once took 30 s over a file.
const COMMAND_LIMIT = 120_000;
const command = (...args: string[]) => runInProcess(checkCsv, ...args);

describe("npm run check-csv", () => {
	test(
		"a clean file, started as npm starts it: every row registered, exit 0",
		async () => {
			const args = [`${corpus}/templates/dnd-5e.json`, `${corpus}/files/gallery-dnd.csv`];
			const { code, stdout } = await runWithTsx("scripts/check-csv.ts", ...args);
			expect(await command(...args)).toEqual({ code, stdout, stderr: "" });
			expect(code).toBe(0);
			const report = JSON.parse(stdout);
			expect(report.fatal).toBeNull();
			expect(report.rows.map((row: { line: number; registered: boolean }) => [row.line, row.registered])).toEqual([
				[2, true],
				[3, true],
			]);
			expect(Object.keys(report.rows[0]).sort()).toEqual(
				["line", "user", "charName", "registered", "private", "stats", "macros", "problems", "warnings"].sort(),
			);
		},
		COMMAND_LIMIT,
	);

	test(
		"traps: exit 1 with English problems; --private-channel requires isPrivate",
		async () => {
			const zero = await command(`${corpus}/templates/heroes.json`, `${corpus}/files/stat-zero.csv`);
			expect(zero.code).toBe(1);
			expect(JSON.parse(zero.stdout).rows[1].problems[0]).toMatchObject({ code: "stat.zero", column: "Force" });
			const missing = await command(
				`${corpus}/templates/heroes.json`,
				`${corpus}/files/ordinary-semicolons.csv`,
				"--private-channel",
			);
			expect(missing.code).toBe(1);
			expect(JSON.parse(missing.stdout).fatal).toBe(
				"The header lacks columns: isPrivate. The bot imports nothing. Add them.",
			);
		},
		COMMAND_LIMIT,
	);

	test(
		"no file: usage, exit 2",
		async () => {
			const { code, stderr } = await command();
			expect(code).toBe(2);
			expect(stderr).toContain("usage: npm run --silent check-csv");
		},
		COMMAND_LIMIT,
	);
});
