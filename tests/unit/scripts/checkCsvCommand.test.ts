// `npm run check-csv`: refuses a file over the page's limit before reading it, and
// prints a stranger's cells and file names with control and direction characters escaped.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { checkCsv } from "../../../scripts/check-csv/command";
import { MAX_CSV_FILE_BYTES } from "../../../src/template/limits";
import { runInProcess } from "../../support/command";

// The command runs in this process; its limit only stops a hang on a busy machine.
const COMMAND_LIMIT = 120_000;
const corpus = "tests/fixtures/csv-import";
const scratch = mkdtempSync(path.join(tmpdir(), "check-csv-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const check = (...args: string[]) => runInProcess(checkCsv, ...args);

// biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for raw control characters
const RAW_UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

describe("npm run check-csv, hostile files", () => {
	test(
		"a file over the page's limit is refused with exit 2, before it is read",
		async () => {
			const big = path.join(scratch, "big.csv");
			const header =
				"user;charName;avatar;channel;Strength;Dexterity;Constitution;Intelligence;Wisdom;Charisma;Passive Perception;dice\n";
			writeFileSync(big, header + "x".repeat(MAX_CSV_FILE_BYTES));
			const { code, stdout, stderr } = await check(`${corpus}/templates/dnd-5e.json`, big);
			expect(code).toBe(2);
			expect(stdout).toBe("");
			expect(stderr).toContain("is over 10 MB: it is not read");
		},
		COMMAND_LIMIT,
	);

	test(
		"C1 controls and direction overrides in cells come out as \\u escapes, and the JSON stays valid",
		async () => {
			const file = path.join(scratch, "hostile.csv");
			const name = "Li\u009b2Ja\u202eevil\u0007";
			writeFileSync(
				file,
				"user;charName;avatar;channel;Strength;Dexterity;Constitution;Intelligence;Wisdom;Charisma;Passive Perception;dice\n" +
					`alice;${name};;;15;14;13;12;10;8;10;\n`,
			);
			const { stdout } = await check(`${corpus}/templates/dnd-5e.json`, file);
			expect(stdout).not.toMatch(RAW_UNSAFE);
			expect(stdout).toContain("\\u009b");
			expect(stdout).toContain("\\u202e");
			// The escapes are JSON escapes: parsing gives back the cell as the bot registers it.
			expect(JSON.parse(stdout).rows[0].charName).toBe(name);
		},
		COMMAND_LIMIT,
	);

	test(
		"a missing file's name is printed escaped",
		async () => {
			const { code, stderr } = await check(`${corpus}/templates/dnd-5e.json`, `${scratch}/no\u001b[2Jsuch.csv`);
			expect(code).toBe(2);
			expect(stderr).not.toMatch(RAW_UNSAFE);
			expect(stderr).toContain("\\u001b[2J");
		},
		COMMAND_LIMIT,
	);
});
