// Parity with the bot: every template of tests/fixtures/templates is checked by
// the site (validateTemplateText) and by the bot's own validator
// (verifyTemplateValue of @dicelette/core). valid/: both accept; invalid/: both
// reject; stricter/: the site rejects what the bot accepts, each case being a
// deliberate divergence listed on the form page.
import "regexp.escape/auto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { verifyTemplateValue } from "@dicelette/core";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { toBotTemplate } from "../../../src/template/convert";
import { type RowField, TEMPLATE_FIELDS, type TemplateField } from "../../../src/template/fields";
import { validateTemplateJson, validateTemplateText } from "../../../src/template/validate";

const root = path.resolve("tests/fixtures/templates");
type Expectation = { codes?: string[]; why?: string; divergence?: string; botDrops?: string[] };
const manifest = JSON.parse(readFileSync(path.join(root, "expected.json"), "utf8")) as Record<string, Expectation>;
const categories = ["valid", "invalid", "stricter"] as const;
const files = Object.fromEntries(
	categories.map((category) => [
		category,
		readdirSync(path.join(root, category))
			.filter((name) => name.endsWith(".json"))
			.map((name) => `${category}/${name}`),
	]),
) as Record<(typeof categories)[number], string[]>;
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const BOT_RUNS = 5;

/** How many of BOT_RUNS runs of the bot's validator accept the template (it draws random values). */
function botAcceptances(text: string): number {
	let accepted = 0;
	for (let run = 0; run < BOT_RUNS; run += 1) {
		try {
			verifyTemplateValue(JSON.parse(text));
			accepted += 1;
		} catch {
			// rejected
		}
	}
	return accepted;
}

/**
 * What the bot keeps of a template, with what the site leaves out removed the
 * same way, as the field declarations say: false flags, an empty group, and the
 * numbers a filled formula makes moot (a statistic's min and max beside a combination).
 */
function meaning(template: unknown): unknown {
	const kept = JSON.parse(JSON.stringify(verifyTemplateValue(structuredClone(template), false)));
	const withoutDefaults = (entry: Record<string, unknown>, fields: Record<string, RowField | TemplateField>) => {
		for (const field of Object.values(fields)) {
			if (field.kind === "flag" && entry[field.json] === false) delete entry[field.json];
			const other = field.kind === "whole" && field.ignoredWhenFilled ? fields[field.ignoredWhenFilled] : undefined;
			const otherKey = other && "json" in other ? other.json : undefined;
			if (field.kind === "whole" && otherKey && entry[otherKey] !== undefined) delete entry[field.json];
		}
	};
	withoutDefaults(kept, TEMPLATE_FIELDS);
	for (const field of Object.values<TemplateField>(TEMPLATE_FIELDS)) {
		if (field.kind === "group" && kept[field.json] && Object.keys(kept[field.json]).length === 0)
			delete kept[field.json];
		if (field.kind === "list" && field.valueField === undefined) {
			for (const entry of Object.values<Record<string, unknown>>(kept[field.json] ?? {}))
				withoutDefaults(entry, field.rows);
		}
	}
	return kept;
}

beforeAll(() => {
	// The bot's validator logs every macro it rejects.
	vi.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(() => {
	vi.restoreAllMocks();
});

test("the corpus has at least 60 templates, all listed in expected.json", () => {
	const all = categories.flatMap((category) => files[category]);
	expect(all.length).toBeGreaterThanOrEqual(60);
	expect(all.sort()).toEqual(Object.keys(manifest).sort());
	expect(files.valid.length).toBeGreaterThanOrEqual(20);
	expect(files.invalid.length).toBeGreaterThanOrEqual(20);
});

describe("valid templates: accepted by the site and by the bot, and kept through a round trip", () => {
	test.each(files.valid)("%s", (file) => {
		const text = read(file);
		const verdict = validateTemplateText(text);
		if (!verdict.ok) expect.fail(`site rejected ${file}: ${JSON.stringify(verdict.issues)}`);
		expect(botAcceptances(text)).toBe(BOT_RUNS);

		// Import, export, and the bot accepts the export and reads the same template from it.
		const exported = JSON.parse(JSON.stringify(toBotTemplate(verdict.form, "https://example.org/schema.json")));
		expect(botAcceptances(JSON.stringify(exported))).toBe(BOT_RUNS);
		expect(meaning(exported)).toEqual(meaning(JSON.parse(text)));

		// Importing the export gives back the same form.
		const again = validateTemplateJson(exported);
		if (!again.ok) expect.fail(`site rejected its own export of ${file}`);
		expect(again.form).toEqual(verdict.form);
	});
});

describe("invalid templates: rejected by the site and by the bot", () => {
	test.each(files.invalid)("%s", (file) => {
		const text = read(file);
		const verdict = validateTemplateText(text);
		expect(verdict.ok).toBe(false);
		if (!verdict.ok) expect([...new Set(verdict.issues.map((issue) => issue.code))]).toEqual(manifest[file]?.codes);
		expect(botAcceptances(text)).toBe(0);
	});
});

describe("deliberate divergences: rejected by the site, accepted by the bot, documented on the form page", () => {
	const pageFr = readFileSync("docs/sheet/form.mdx", "utf8");
	test.each(files.stricter)("%s", (file) => {
		const text = read(file);
		const verdict = validateTemplateText(text);
		expect(verdict.ok).toBe(false);
		if (!verdict.ok) expect([...new Set(verdict.issues.map((issue) => issue.code))]).toEqual(manifest[file]?.codes);
		expect(botAcceptances(text)).toBe(BOT_RUNS);
		expect(pageFr).toContain(`**${manifest[file]?.divergence}.**`);
	});
});

test("a __proto__ name stays an ordinary name for the site (the bot drops it: a documented divergence)", () => {
	const file = "valid/proto-named-entries.json";
	expect(manifest[file]?.botDrops).toEqual(["__proto__"]);
	const verdict = validateTemplateText(read(file));
	if (!verdict.ok) expect.fail("rejected");
	expect(verdict.form.statistics.map((row) => row.name)).toEqual(["__proto__", "Force"]);
	expect(verdict.form.macros.map((row) => row.name)).toEqual(["__proto__", "Frappe"]);
	const text = JSON.stringify(toBotTemplate(verdict.form));
	expect(JSON.parse(text).statistics).toHaveProperty(["__proto__"]);
	expect(Object.getPrototypeOf(JSON.parse(text).statistics)).toBe(Object.prototype);
	expect(readFileSync("docs/sheet/form.mdx", "utf8")).toContain("`__proto__`");
});
