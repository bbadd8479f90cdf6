// A roll block that names a gallery template: on the criticals page, the Call of Cthulhu example's Odds read
// that template's criticals (the gallery's file, in the page's language) and give each answer the bot can print
// for a skill of 60, exactly and "at least" by quality, checked against a count of the hundred faces; its roll
// is judged with the same criticals. Both languages.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect } from "vitest";
import { axeViolations, goto, openPage, type TrackedPage, test } from "./harness";

let page: TrackedPage | undefined;
afterEach(async () => {
	await page?.context().close();
	page = undefined;
});

interface GalleryFile {
	critical: { success?: number; failure?: number };
	customCritical: Record<string, { sign: string; value: string }>;
}

/**
 * The bot's answer to each face of 1d100<=60 with the gallery's Call of Cthulhu criticals, in its test order: the
 * critical face first, then each custom critical in the file's order (their values worked out for $ = 60 by hand
 * from the file's formulas, checked against the file below), then success or failure.
 */
function enumerate(file: GalleryFile, words: { success: string; failure: string; critical: string }) {
	const skill = 60;
	const entries = Object.entries(file.customCritical);
	expect(entries.map(([, custom]) => `${custom.sign}${custom.value}`)).toEqual([
		"<=floor($/5)",
		"<=floor($/2)",
		">={{$ < 50 ? 96 : 100}}",
	]);
	expect(file.critical).toEqual({ success: 1 });
	const values = [Math.floor(skill / 5), Math.floor(skill / 2), skill < 50 ? 96 : 100];
	const counts = new Map<string, number>();
	for (let face = 1; face <= 100; face += 1) {
		let label: string;
		if (face === file.critical.success) label = words.critical;
		else {
			const fired = entries.findIndex(([, custom], index) => {
				const value = values[index] ?? Number.NaN;
				return custom.sign === "<=" ? face <= value : face >= value;
			});
			label = fired === -1 ? (face <= skill ? words.success : words.failure) : (entries[fired]?.[0] ?? "");
		}
		counts.set(label, (counts.get(label) ?? 0) + 1);
	}
	return counts;
}

const LANGUAGES = [
	{
		prefix: "",
		file: "static/templates/call-of-cthulhu-7e.fr.json",
		odds: "Chances",
		roll: "Lancer",
		tiers: "Ce que le bot répond à 1d100<=$",
		atLeast: "Au moins",
		named: "Lancer et Chances lisent les critiques du modèle L'Appel de Cthulhu 7e de la galerie du constructeur.",
		words: { success: "Succès", failure: "Échec", critical: "Succès critique" },
		// Best first: the quality order "at least" adds up.
		order: ["Succès critique", "Réussite extrême", "Réussite majeure", "Succès", "Échec", "Maladresse"],
	},
	{
		prefix: "/en",
		file: "static/templates/call-of-cthulhu-7e.en.json",
		odds: "Odds",
		roll: "Roll",
		tiers: "What the bot answers to 1d100<=$",
		atLeast: "At least",
		named: "Roll and Odds read the criticals of the Call of Cthulhu 7e template from the builder's gallery.",
		words: { success: "Success", failure: "Failure", critical: "Critical success" },
		order: ["Critical success", "Extreme success", "Hard success", "Success", "Failure", "Fumble"],
	},
];

/** A row's figure as a number of percent, from the page's locale ("11 %", "11%", "0,5 %"). */
function percentOf(row: string): number {
	const figure = /([\d\s,.\u202f]+)\s?%$/u.exec(row)?.[1] ?? "";
	return Number(figure.replace(/[\s\u202f]/gu, "").replace(",", "."));
}

describe.each(LANGUAGES)("a roll block with a gallery template's criticals ($prefix)", (language) => {
	test("the Call of Cthulhu example's odds at 60: six tiers, exactly and at least", async ({ browser }) => {
		const file = JSON.parse(readFileSync(language.file, "utf8")) as GalleryFile;
		const counts = enumerate(file, language.words);
		expect([...counts.keys()].sort()).toEqual([...language.order].sort());
		page = await openPage(browser);
		await goto(page, `${language.prefix}/docs/sheet/model/critics`);
		const block = page.getByRole("group", { name: "1d100<=$", exact: true });
		expect(await block.getByText(language.named, { exact: true }).count()).toBe(1);
		await block.getByRole("button", { name: language.odds, exact: true }).click();
		const tiers = block.getByRole("table", { name: language.tiers });
		await expect.poll(() => tiers.isVisible()).toBe(true);
		const readRows = async () =>
			(await tiers.locator("tbody tr").allInnerTexts()).map((row) => row.replace(/\s+/g, " ").trim());
		const rows = await readRows();
		expect(rows.map((row) => row.replace(/ [\d\s,.\u202f]+\s?%$/u, ""))).toEqual(language.order);
		for (const [index, label] of language.order.entries()) {
			expect(percentOf(rows[index] ?? "")).toBeCloseTo(counts.get(label) ?? Number.NaN, 6);
		}
		// "At least", best first: 1, 12, 30, 60, 99 and 100 %.
		await block.getByRole("radio", { name: language.atLeast }).check();
		await expect.poll(async () => percentOf((await readRows())[1] ?? "")).toBe(12);
		let atLeast = 0;
		for (const [index, label] of language.order.entries()) {
			atLeast += counts.get(label) ?? Number.NaN;
			expect(percentOf((await readRows())[index] ?? "")).toBeCloseTo(atLeast, 6);
		}
		expect(await axeViolations(page, { include: ['[role="group"]:has(button[aria-expanded="true"])'] })).toEqual([]);

		// The roll is judged with the same criticals: whatever the face, its label is one of the six.
		await block.getByRole("button", { name: language.roll, exact: true }).click();
		const output = block.locator(':scope > [aria-live="polite"]');
		await expect.poll(() => output.innerText()).toMatch(/\S/);
		const text = await output.innerText();
		// Its label is one of the six (a custom critical's name once the template's criticals are read).
		const face = Number(/⟶ `?\[(\d+)\]/u.exec(text)?.[1]);
		expect(face).toBeGreaterThanOrEqual(1);
		const expected =
			face === 1
				? language.words.critical
				: face <= 12
					? language.order[1]
					: face <= 30
						? language.order[2]
						: face <= 60
							? language.words.success
							: face < 100
								? language.words.failure
								: language.order[5];
		expect(text).toContain(expected ?? "");
		expect(page.consoleErrors).toEqual([]);
	});
});
