// The gallery of ready-made templates (static/templates/): every file is
// listed in the builder, accepted by the site and by the bot's own validator,
// kept through a round trip, and every roll in it goes through the test roll.
import "regexp.escape/auto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { verifyTemplateValue } from "@dicelette/core";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { toBotTemplate } from "../../../src/template/convert";
import { parseTemplateText } from "../../../src/template/templateFile";
import { testRollCustomCritical, testRollDiceType, testRollMacro } from "../../../src/template/testRoll";
import { validateTemplateJson } from "../../../src/template/validate";

const folder = path.resolve("static/templates");
const files = readdirSync(folder).filter((name) => name.endsWith(".json"));
const listed = [
	...readFileSync("src/components/TemplateBuilder/_utils/gallery.ts", "utf8").matchAll(/file: "([^"]+)"/g),
].map((match) => match[1]);
const ROLLS = 40;

function botAccepts(template: unknown): boolean {
	try {
		verifyTemplateValue(structuredClone(template));
		return true;
	} catch {
		return false;
	}
}

beforeAll(() => {
	// The bot's validator logs what it rejects.
	vi.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(() => {
	vi.restoreAllMocks();
});

test("at least six templates, each listed once in the builder's gallery", () => {
	expect(files.length).toBeGreaterThanOrEqual(6);
	expect([...listed].sort()).toEqual([...files].sort());
});

describe.each(files)("%s", (file) => {
	const text = readFileSync(path.join(folder, file), "utf8");
	const result = parseTemplateText(text);
	const verdict = result.kind === "verdict" ? result.verdict : undefined;

	test("the site accepts it, the bot accepts it and what the site exports of it", () => {
		if (!verdict?.ok) expect.fail(`site rejected ${file}: ${JSON.stringify(result)}`);
		for (let run = 0; run < 5; run += 1) expect(botAccepts(JSON.parse(text))).toBe(true);
		const exported = JSON.parse(JSON.stringify(toBotTemplate(verdict.form, "https://example.org/schema.json")));
		expect(botAccepts(exported)).toBe(true);
		const again = validateTemplateJson(exported);
		if (!again.ok) expect.fail("site rejected its own export");
		expect(again.form).toEqual(verdict.form);
	});

	test("the type die, every macro and every custom critical roll in the test roll", () => {
		if (!verdict?.ok) expect.fail("not valid");
		const { form } = verdict;
		for (let run = 0; run < ROLLS; run += 1) {
			if (form.diceType) expect(testRollDiceType(form).attempt).toMatchObject({ ok: true });
			form.macros.forEach((macro, index) => {
				expect(testRollMacro(form, index).attempt, macro.name).toMatchObject({ ok: true });
			});
			for (const row of form.customCritical) {
				const test = testRollCustomCritical(form, row);
				expect(test.error, row.name).toBeUndefined();
				expect(test.check, row.name).toBeDefined();
			}
		}
	});
});
