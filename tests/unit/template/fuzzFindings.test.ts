// Defects of the templates and the sheet-import check that the fuzz corpora (tests/fixtures/fuzz) exposed, each
// with the smallest case that shows it; the corpora hold the generated cases and the bot's verdicts on them.
import "regexp.escape/auto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { verifyTemplateValue } from "@dicelette/core";
import { describe, expect, test, vi } from "vitest";
import { checkCsv } from "../../../scripts/check-csv/command";
import type { BotTemplate } from "../../../src/template/botSchema";
import { checkImportCsv, checkImportCsvBytes, decodeAsBot } from "../../../src/template/csv";
import { zeroSkippedByImport } from "../../../src/template/importZero";
import { validateTemplateText } from "../../../src/template/validate";
import { runInProcess } from "../../support/command";

const heroes = JSON.parse(readFileSync("tests/fixtures/csv-import/templates/heroes.json", "utf8")) as BotTemplate;
const FILE = "user;charName;avatar;channel;Force;Dextérité;Vie;dice\nalice;Aria;;;12;10;24;\nbob;Brom;;;15;8;30;\n";

function utf16(text: string, order: "le" | "be"): Uint8Array {
	const units = `\uFEFF${text}`;
	const bytes = new Uint8Array(units.length * 2);
	for (let index = 0; index < units.length; index += 1) {
		const unit = units.charCodeAt(index);
		bytes[index * 2 + (order === "le" ? 0 : 1)] = unit & 0xff;
		bytes[index * 2 + (order === "le" ? 1 : 0)] = unit >> 8;
	}
	return bytes;
}

describe("a CSV file's encoding, judged as the bot judges it", () => {
	test("UTF-16 (either byte order): the bot finds no column and stops; the check says so and names the encoding", () => {
		for (const order of ["le", "be"] as const) {
			const result = checkImportCsvBytes(utf16(FILE, order), heroes, { privateChannel: false });
			expect(result.fatal?.code, order).toBe("file.missingColumns");
			expect(result.encoding, order).toBe("utf16");
			expect(result.rows.filter((row) => row.registered)).toEqual([]);
		}
	});

	test("the bytes are read as fetch's text() reads Discord's attachment, byte order mark or not", async () => {
		for (const bytes of [utf16(FILE, "le"), utf16(FILE, "be"), new TextEncoder().encode(`\uFEFF${FILE}`)])
			expect(decodeAsBot(bytes)).toBe(await new Response(bytes.buffer as ArrayBuffer).text());
	});

	test("UTF-8 with or without a byte order mark: both rows register, no encoding note", () => {
		for (const text of [FILE, `\uFEFF${FILE}`]) {
			const result = checkImportCsvBytes(new TextEncoder().encode(text), heroes, { privateChannel: false });
			expect(result.fatal).toBeNull();
			expect(result.encoding).toBeNull();
			expect(result.rows.map((row) => row.registered)).toEqual([true, true]);
		}
	});

	test("Windows-1252 (Excel's plain CSV): the accented header no longer matches, and the note says why", () => {
		const bytes = Uint8Array.from(FILE, (char) => char.charCodeAt(0));
		const result = checkImportCsvBytes(bytes, heroes, { privateChannel: false });
		expect(result.fatal?.code).toBe("file.missingColumns");
		expect(result.fatal?.values?.columns).toBe("Dextérité");
		expect(result.encoding).toBe("notUtf8");
		expect(checkImportCsv(FILE, heroes, { privateChannel: false }).encoding).toBeNull();
	});

	test("check-csv reads the same bytes the same way, and prints the encoding's sentence", async () => {
		const dir = mkdtempSync(path.join(tmpdir(), "csv-encoding-"));
		const file = path.join(dir, "fiches.csv");
		writeFileSync(file, utf16(FILE, "le"));
		const output = await runInProcess(checkCsv, "tests/fixtures/csv-import/templates/heroes.json", file);
		const report = JSON.parse(output.stdout);
		expect(report.fatal).toMatch(/^The header lacks columns: user, charName, Force, Dextérité, Vie\./);
		expect(report.encoding).toMatch(/saved as UTF-16/);
		expect(report.rows).toEqual([]);
	}, 60_000);
});

describe("a statistic whose minimum is 0, in a template that also serves /import", () => {
	const row = (min: string, max = "", combination = "") => ({ min, max, combination });

	test("is flagged when a sheet may hold 0 there", () => {
		expect(zeroSkippedByImport(row("0"))).toBe(true);
		expect(zeroSkippedByImport(row("0", "12"))).toBe(true);
		expect(zeroSkippedByImport(row(" 0 ", "6"))).toBe(true);
	});

	test("is not flagged for a minimum above 0, no minimum, a combination, or a range that is only 0", () => {
		expect(zeroSkippedByImport(row("1", "6"))).toBe(false);
		expect(zeroSkippedByImport(row(""))).toBe(false);
		expect(zeroSkippedByImport(row("0", "", "Force*2"))).toBe(false);
		expect(zeroSkippedByImport(row("0", "0"))).toBe(false);
	});

	test("the bot's /import does skip the row holding that 0", () => {
		const template = { statistics: { Agilité: { min: 1, max: 6 }, ArmesAFeu: { min: 0, max: 12 } } } as BotTemplate;
		const text = "user;charName;avatar;channel;Agilité;ArmesAFeu;dice\nalice;;;;3;0;\nbob;;;;3;2;\n";
		const result = checkImportCsv(text, template, { privateChannel: false });
		expect(result.rows.map((row) => [row.user, row.registered, row.problems.map((problem) => problem.code)])).toEqual([
			["alice", false, ["stat.zero"]],
			["bob", true, []],
		]);
	});

	test("the builder's warning is written in French and in English", () => {
		const labels = readFileSync("src/components/TemplateBuilder/_utils/labels.ts", "utf8");
		expect(labels).toContain('id: "templateBuilder.statistics.min.zeroImportHint"');
		const english = JSON.parse(readFileSync("i18n/en/tools.json", "utf8"));
		expect(english["templateBuilder.statistics.min.zeroImportHint"].message).toMatch(/\/import skips every CSV row/);
	});
});

describe("text left after a statistic's name is replaced, as the bot's validator reads it", () => {
	const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});

	test("Karma replaced inside Karma 2 leaves 1d8+3 2: the bot refuses the macro, and so does the site", () => {
		const spy = quiet();
		const template = { statistics: { Karma: {}, "Karma 2": {} }, damage: { Tir: "1d8+Karma 2" } };
		expect(() => verifyTemplateValue(structuredClone(template))).toThrow();
		spy.mockRestore();
		const verdict = validateTemplateText(JSON.stringify(template));
		expect(verdict.ok).toBe(false);
		if (!verdict.ok) expect(verdict.issues.map((issue) => issue.code)).toEqual(["macro.notDice"]);
	});

	test("with the longer name first, the bot replaces it whole and both accept", () => {
		const template = { statistics: { "Karma 2": {}, Karma: {} }, damage: { Tir: "1d8+Karma 2" } };
		expect(() => verifyTemplateValue(structuredClone(template))).not.toThrow();
		expect(validateTemplateText(JSON.stringify(template)).ok).toBe(true);
	});

	test("a comment or more of the calculation after a space is still read as the bot reads it", () => {
		const spy = quiet();
		for (const [formula, accepted] of [
			["1d8 # coup", true],
			["1d8 [coup]", true],
			["1d20 + 5", true],
			["1d8 coup", false],
			["1d8+3 2", false],
		] as const) {
			const template = { statistics: { Force: {} }, damage: { Coup: formula } };
			let bot = true;
			try {
				verifyTemplateValue(structuredClone(template));
			} catch {
				bot = false;
			}
			expect(bot, formula).toBe(accepted);
			expect(validateTemplateText(JSON.stringify(template)).ok, formula).toBe(accepted);
		}
		spy.mockRestore();
	});
});
