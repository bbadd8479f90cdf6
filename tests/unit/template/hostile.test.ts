// Crafted templates are refused before anything evaluates them, with a message
// naming the formula. How quickly: npm run bench-template (a timed assertion
// fails on a busy machine, not on a slow refusal).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { validateTemplateJson } from "../../../src/template/validate";
import { hostileTemplates, oversizedTemplates } from "../../support/hostileTemplates";

const marker = path.join(tmpdir(), `hostile-unit-${process.pid}`);

describe("hostile formulas", () => {
	test.each(hostileTemplates(marker).map(({ name, template }) => [name, template]))("%s", (_name, template) => {
		const verdict = validateTemplateJson(template);
		expect(verdict.ok).toBe(false);
		if (verdict.ok) return;
		expect(verdict.issues.map((issue) => issue.code)).toContain("formula.forbidden");
		expect(existsSync(marker)).toBe(false);
	});

	test("a refused template leaves later templates checked as before", () => {
		for (const { template } of hostileTemplates(marker)) validateTemplateJson(template);
		const verdict = validateTemplateJson({
			statistics: { Force: { min: 1, max: 20 }, Half: { combinaison: "Force / 3" } },
			diceType: "1d20+{{ceil($/2)}}",
		});
		expect(verdict.ok).toBe(true);
	});
});

describe("oversized templates", () => {
	test.each(oversizedTemplates().map(({ name, template }) => [name, template]))("%s", (_name, template) => {
		const verdict = validateTemplateJson(template);
		expect(verdict.ok).toBe(false);
		if (verdict.ok) return;
		expect(verdict.issues.map((issue) => issue.code)).toEqual(
			expect.arrayContaining([expect.stringMatching(/^(statistics\.tooMany|name\.tooLong)$/)]),
		);
	});
});

describe("installed math.js", () => {
	// CVE-2026-41139 and CVE-2026-40897 cover every version before 15.2.0.
	test("every copy is 15.2.0 or later", () => {
		const require = createRequire(import.meta.url);
		const roots = [
			require.resolve("mathjs/package.json"),
			createRequire(require.resolve("@dice-roller/rpg-dice-roller")).resolve("mathjs/package.json"),
			createRequire(require.resolve("@dicelette/core")).resolve("mathjs/package.json"),
		];
		for (const file of roots) {
			const { version } = JSON.parse(readFileSync(file, "utf8")) as { version: string };
			const [major = 0, minor = 0] = version.split(".").map(Number);
			expect(major > 15 || (major === 15 && minor >= 2), `${file}: ${version}`).toBe(true);
		}
	});
});
