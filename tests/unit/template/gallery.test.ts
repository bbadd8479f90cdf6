// The gallery of ready-made templates (static/templates/): every file is
// listed, accepted by the site and by the bot's own validator, kept through a
// round trip; its criticals are faces or totals its type die can show, read
// as the bot reads them (only with a comparison, exact natural faces, custom
// criticals in order); its formulas survive the bot's substitution of a
// sheet's values; derived values stay out of /dbroll; and the French and
// English variants are the same template.
import "regexp.escape/auto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { generateStatsDice, roll, verifyTemplateValue } from "@dicelette/core";
import { evaluate } from "mathjs";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { galleryTemplates } from "../../../src/components/TemplateBuilder/_utils/galleryFiles";
import { toBotTemplate } from "../../../src/template/convert";
import { parseTemplateText } from "../../../src/template/templateFile";
import { testRollCustomCritical, testRollDiceType, testRollMacro } from "../../../src/template/testRoll";
import { validateTemplateJson } from "../../../src/template/validate";

interface Custom {
	sign: string;
	value: string;
	onNaturalDice?: boolean;
	affectSkill?: boolean;
}
interface Template {
	diceType?: string;
	critical?: { success?: number; failure?: number };
	customCritical?: Record<string, Custom>;
	statistics?: Record<string, { min?: number; max?: number; combinaison?: string; exclude?: boolean }>;
	damage?: Record<string, string>;
	total?: number;
}

const folder = path.resolve("static/templates");
const files = readdirSync(folder).filter((name) => name.endsWith(".json"));
const listed = new Set(galleryTemplates.flatMap((entry) => [entry.files.fr, entry.files.en]));
const read = (file: string): Template => JSON.parse(readFileSync(path.join(folder, file), "utf8"));
/** Rolls per statistic value when looking for each critical: a d100 face is missed with odds below 1e-12. */
const ROLLS = 1200;
/** Thousands of rolls on a shared machine. */
const SLOW = 60_000;
/** The bot's threshold for matching names in a formula (MIN_THRESHOLD_MATCH). */
const NAME_MATCH = 0.5;
/** Derived values a player does roll, so they stay in /dbroll's list. */
const ROLLED_DERIVED = new Set([
	"Santé mentale", // Call of Cthulhu: sanity rolls
	"Sanity",
	"Perspicacité", // Blades-style: resistance rolls use the attributes
	"Prouesse",
	"Détermination",
	"Insight",
	"Prowess",
	"Resolve",
]);

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

/** A sheet at one end of every base statistic's range (combinations computed as the bot does). */
function sheet(template: Template, end: "low" | "high"): Record<string, number> {
	const values: Record<string, number> = {};
	const statistics = Object.entries(template.statistics ?? {});
	for (const [name, stat] of statistics) {
		if (stat.combinaison) continue;
		values[name] = end === "low" ? Math.max(stat.min ?? 1, 1) : (stat.max ?? 99);
	}
	for (const [name, stat] of statistics) {
		if (!stat.combinaison) continue;
		let formula = stat.combinaison;
		for (const [other, value] of Object.entries(values).sort((a, b) => b[0].length - a[0].length)) {
			formula = formula.replaceAll(other, String(value));
		}
		values[name] = evaluate(formula);
	}
	return values;
}

/** The statistics `/dbroll` offers: named, not excluded. */
function rollable(template: Template): string[] {
	return Object.entries(template.statistics ?? {})
		.filter(([, stat]) => !stat.exclude)
		.map(([name]) => name);
}

/** What the bot prints in place of Success/Failure for one roll, or undefined (criticals only with a comparison). */
function botCritical(
	result: { result: string; total: number; compare?: unknown },
	template: Template,
	customs: [string, Custom & { resolved: string }][],
): string | undefined {
	if (!result.compare) return undefined;
	const natural = [...result.result.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
	const { success, failure } = template.critical ?? {};
	if (failure && natural.includes(failure)) return "critical.failure";
	if (success && natural.includes(success)) return "critical.success";
	for (const [name, custom] of customs) {
		const holds = custom.onNaturalDice
			? natural.includes(Number.parseInt(custom.resolved, 10))
			: evaluate(`${result.total} ${custom.sign} ${custom.resolved}`);
		if (holds) return name;
	}
	return undefined;
}

test("every file is listed once, each game in French and English", () => {
	expect([...listed].sort()).toEqual([...files].sort());
	expect(galleryTemplates.length).toBeGreaterThanOrEqual(9);
	const games = galleryTemplates.map((entry) => entry.games.en);
	expect(games).toContain("Warhammer Fantasy Roleplay 4e");
	expect(games.some((game) => game.includes("Blades"))).toBe(true);
});

describe.each(files)("%s", (file) => {
	const text = readFileSync(path.join(folder, file), "utf8");
	const template = read(file);
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
		// A pool whose statistic can be 0 leaves 0 dice, which the bot refuses too: such a template must
		// give the macro a player rolls instead (Blades' "Zero dice"); any other failure is a defect.
		const zeroDiceMacro = form.macros.some((macro) => /^2d6kl1/.test(macro.formula.trim()));
		const expectRolled = (attempt: ReturnType<typeof testRollDiceType>, what: string) => {
			if (attempt.attempt.ok) return;
			const atZero = attempt.sheet.values.some((entry) => entry.value === 0);
			expect(atZero && zeroDiceMacro, `${what}: ${JSON.stringify(attempt.attempt)}`).toBe(true);
		};
		const draws = ["lowest", "highest", ...Array.from({ length: 18 }, () => "random" as const)] as const;
		for (const draw of draws) {
			if (form.diceType) expectRolled(testRollDiceType(form, undefined, { draw }), "type die");
			form.macros.forEach((macro, index) => {
				expect(testRollMacro(form, index, undefined, { draw }).attempt, macro.name).toMatchObject({ ok: true });
			});
			for (const row of form.customCritical) {
				const test = testRollCustomCritical(form, row, undefined, { draw });
				expect(test.error, row.name).toBeUndefined();
				if (test.attempt.ok) expect(test.check, row.name).toBeDefined();
				else expectRolled(test, row.name);
			}
		}
		if (zeroDiceMacro) expect(testRollDiceType(form, undefined, { draw: "highest" }).attempt.ok).toBe(true);
	});

	test(
		"each critical is a face or a total its type die shows, and fires as the bot reads it",
		() => {
			const { diceType = "" } = template;
			const declared = [
				...(template.critical?.failure ? ["critical.failure"] : []),
				...(template.critical?.success ? ["critical.success"] : []),
				...Object.keys(template.customCritical ?? {}),
			];
			if (declared.length === 0) return;
			// Without a comparison in the type die, criticals need one given at roll time (success_threshold).
			const hasComparison = /(?:[<>]=?|[!=]=)[^}]*$/.test(diceType.replace(/\{[^{}]*\}(?!\})/g, ""));
			const threshold = hasComparison ? "" : ">=10";
			const fired = new Set<string>();
			const stat = rollable(template).find((name) => !template.statistics?.[name]?.combinaison) ?? "";
			for (const end of ["low", "high"] as const) {
				const values = sheet(template, end);
				const dollar = String(values[stat]);
				const dice = generateStatsDice(diceType.replaceAll("$", dollar) + threshold, values, NAME_MATCH, dollar);
				// Natural criticals are exact faces of a die the type die rolls.
				const sides = [...dice.matchAll(/\d*d(\d+)/g)].map((match) => Number(match[1]));
				for (const face of [template.critical?.success, template.critical?.failure]) {
					if (face === undefined) continue;
					expect(
						sides.some((side) => face >= 1 && face <= side),
						`${face} on ${dice}`,
					).toBe(true);
				}
				const customs = Object.entries(template.customCritical ?? {}).map(
					([name, custom]) =>
						[
							name,
							{ ...custom, resolved: String(evaluate(generateStatsDice(custom.value, values, NAME_MATCH, dollar))) },
						] as [string, Custom & { resolved: string }],
				);
				// Every declared critical seen: more rolls could only find the same ones (botCritical names declared ones).
				for (let run = 0; run < ROLLS && (run === 0 || fired.size < declared.length); run += 1) {
					const rolled = roll(dice);
					if (!rolled) expect.fail(`${dice} did not roll`);
					expect(rolled.compare, dice).toBeDefined();
					const label = botCritical(rolled as { result: string; total: number; compare?: unknown }, template, customs);
					if (label) fired.add(label);
				}
			}
			expect([...fired].sort()).toEqual([...declared].sort());
		},
		SLOW,
	);

	test("the bot's substitution of a sheet leaves every formula meaning what it says", () => {
		const values = sheet(template, "high");
		const names = Object.keys(values).sort((a, b) => b.length - a.length);
		const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
		const dollar = String(values[rollable(template).find((name) => !template.statistics?.[name]?.combinaison) ?? ""]);
		const formulas = [
			...(template.diceType ? [template.diceType.replaceAll("$", dollar)] : []),
			...Object.values(template.damage ?? {}),
		];
		for (const formula of formulas) {
			let expected = fold(formula);
			for (const name of names) expected = expected.replaceAll(fold(name), String(values[name]));
			const substituted = generateStatsDice(formula, values, NAME_MATCH);
			expect(fold(substituted), formula).toBe(fold(generateStatsDice(expected, {}, NAME_MATCH)));
			expect(roll(substituted), formula).toBeDefined();
		}
	});

	test("derived values a player never rolls are excluded from /dbroll", () => {
		for (const [name, stat] of Object.entries(template.statistics ?? {})) {
			if (!stat.combinaison) continue;
			expect(Boolean(stat.exclude), name).toBe(!ROLLED_DERIVED.has(name));
		}
	});
});

describe.each(galleryTemplates.filter((entry) => entry.files.fr !== entry.files.en))(
	"$id: French and English",
	(entry) => {
		test("the two variants are the same template under the names of each edition", () => {
			const fr = read(entry.files.fr);
			const en = read(entry.files.en);
			const shape = (template: Template) => ({
				diceType: template.diceType,
				critical: template.critical,
				total: template.total,
				statistics: Object.values(template.statistics ?? {}).map(({ min, max, exclude, combinaison }) => ({
					min,
					max,
					exclude,
					combination: combinaison !== undefined,
				})),
				customCritical: Object.values(template.customCritical ?? {}),
				macros: Object.keys(template.damage ?? {}).length,
			});
			expect(shape(fr)).toEqual(shape(en));
			expect(Object.keys({ ...fr.statistics, ...fr.customCritical, ...fr.damage })).not.toEqual(
				Object.keys({ ...en.statistics, ...en.customCritical, ...en.damage }),
			);
		});
	},
);

describe("the statistics page's Warhammer example is the gallery's", () => {
	test.each([
		["fr", "docs/sheet/model/statistics.mdx"],
		["en", "i18n/en/docusaurus-plugin-content-docs/current/sheet/model/statistics.mdx"],
	] as const)("%s", (locale, page) => {
		const entry = galleryTemplates.find((candidate) => candidate.id === "warhammer");
		if (!entry) expect.fail("no Warhammer template");
		const blocks = [...readFileSync(page, "utf8").matchAll(/```json\n([\s\S]*?)```/g)].map(([, json = ""]) =>
			JSON.parse(json),
		);
		const example = blocks.find((block) => JSON.stringify(block).includes('"1d100<=$"'));
		const gallery = read(entry.files[locale]);
		expect(example?.diceType).toBe(gallery.diceType);
		expect(example?.statistics).toEqual(gallery.statistics);
	});
});
