// The validator command: once as npm starts it, then in this process for each kind of file.
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { validateTemplates } from "../../../scripts/validate-template/command";
import { type CommandResult, runInProcess, runWithTsx } from "../../support/command";
import { hostileTemplates, oversizedTemplates } from "../../support/hostileTemplates";

const fixtures = "tests/fixtures/templates";

const lines = ({ code, stdout }: CommandResult) => ({ code, lines: stdout.trim().split("\n") });
const validate = async (...files: string[]) => lines(await runInProcess(validateTemplates, ...files));

describe("npm run validate-template", () => {
	test("valid files, started as npm starts it: one ok line each, exit 0", async () => {
		const files = [
			`${fixtures}/valid/dnd5e-d20-modifier.json`,
			`${fixtures}/valid/call-of-cthulhu-d100-roll-under.json`,
		];
		const expected = { code: 0, lines: files.map((file) => `${file}: ok`) };
		expect(lines(await runWithTsx("scripts/validate-template.ts", ...files))).toEqual(expected);
		expect(await validate(...files)).toEqual(expected);
	}, 120_000);

	test("invalid files: an English error line each, exit 1", async () => {
		const dir = mkdtempSync(path.join(tmpdir(), "templates-"));
		const notes = path.join(dir, "notes.txt");
		writeFileSync(notes, "{}");
		const withMark = path.join(dir, "windows.json");
		writeFileSync(withMark, '\uFEFF{"diceType": "1d20"}');
		const empty = path.join(dir, "empty.json");
		writeFileSync(empty, "");
		const notJson = path.join(dir, "cut.json");
		writeFileSync(notJson, '{"diceType": "1d20"');
		const files = [
			`${fixtures}/invalid/max-below-min.json`,
			`${fixtures}/valid/empty-template.json`,
			`${fixtures}/invalid/macro-not-a-dice.json`,
			`${fixtures}/stricter/unknown-key-combination.json`,
			notes,
			path.join(dir, "missing.json"),
			withMark,
			empty,
			notJson,
		];
		const result = await validate(...files);
		expect(result.code).toBe(1);
		expect(result.lines).toEqual([
			`${files[0]}: error: statistics › "Force" › max: The maximum must be greater than the minimum`,
			`${files[1]}: ok`,
			`${files[2]}: error: damage › "Bonus": Macro "Bonus" ("5+3") doesn't seems to be a dice — In other words, this formula does not read as a dice roll. — There are no dice to roll. For plain maths, use /math.`,
			`${files[3]}: error: statistics › "Vie": Unknown key "combination" — Did you mean “combinaison”?`,
			`${notes}: error: Invalid file type: Please select a JSON file.`,
			`${files[5]}: error: Read error: Unable to read the selected file.`,
			`${withMark}: ok`,
			`${empty}: error: Empty file: This file holds nothing. It may have been saved before it was filled in: choose the template file itself.`,
			`${notJson}: error: This file is not JSON: Its text is not written in JSON, or it was cut short or damaged (a brace, a comma or a quote is missing or one too many). Download the template again, or fix it in a text editor.`,
		]);
	}, 120_000);

	test("crafted files: refused quickly, nothing run, exit 1", async () => {
		const dir = mkdtempSync(path.join(tmpdir(), "hostile-"));
		const marker = path.join(dir, "ran");
		const files = [...hostileTemplates(marker), ...oversizedTemplates()].map(({ name, template }) => {
			const file = path.join(dir, `${name}.json`);
			writeFileSync(file, JSON.stringify(template));
			return file;
		});
		const result = await validate(...files);
		expect(result.code).toBe(1);
		expect(result.lines).toHaveLength(files.length);
		for (const [index, line] of result.lines.entries()) expect(line.startsWith(`${files[index]}: error: `)).toBe(true);
		expect(result.lines.filter((line) => line.includes("which a template cannot hold")).length).toBe(files.length - 2);
		expect(existsSync(marker)).toBe(false);
	}, 120_000);

	test("terminal control sequences, clipboard writes and bidi overrides from the file are printed escaped", async () => {
		const dir = mkdtempSync(path.join(tmpdir(), "terminal-"));
		const clear = "\u001b[2J\u001b[H\u001b[32mtemplate.json: ok\u001b[8m";
		const clipboard = "\u001b]52;c;ZWNobyBwd25lZA==\u0007";
		const rightToLeft = "Force\u202enosj.\u2066x\u2069";
		const file = path.join(dir, "crafted\u001b[2K.json");
		writeFileSync(
			file,
			JSON.stringify({
				[clear]: true,
				statistics: { [rightToLeft]: { min: 1, max: 20, colour: 1 } },
				damage: { [clipboard]: "5+3" },
			}),
		);
		const result = await validate(file);
		expect(result.code).toBe(1);
		expect(result.lines).toHaveLength(1);
		const [line = ""] = result.lines;
		// Nothing a terminal would act on: no control character, no bidirectional control.
		// biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters
		expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
		expect(line.startsWith(`${dir}/crafted\\u001b[2K.json: error: `)).toBe(true);
		expect(line).toContain("\\u001b[2J\\u001b[H\\u001b[32mtemplate.json: ok\\u001b[8m");
		expect(line).toContain("Force\\u202enosj.\\u2066x\\u2069");
	}, 120_000);

	test("no file: usage, exit 2", async () => {
		const { code, stderr } = await runInProcess(validateTemplates);
		expect(code).toBe(2);
		expect(stderr).toContain("usage: npm run validate-template");
	});
});
