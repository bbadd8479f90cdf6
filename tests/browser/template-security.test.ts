// Crafted templates in the page: importing or typing them runs nothing (no
// flag set, no title changed), and each is refused quickly with a message.
import type { Browser, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { hostileScript, hostileTemplates, oversizedTemplates } from "../support/hostileTemplates";
import { scrollToBuilder } from "./builderPage";
import { openPage, type TrackedPage, test } from "./harness";

async function openBuilder(browser: Browser, path: string): Promise<TrackedPage> {
	const page = await openPage(browser, path);
	await scrollToBuilder(page);
	return page;
}

/** What a payload would have changed had it run. */
async function traces(page: Page): Promise<{ flag: unknown; title: string }> {
	return page.evaluate(() => ({ flag: (globalThis as { __hostile?: unknown }).__hostile, title: document.title }));
}

async function importTemplate(page: Page, name: string, template: unknown): Promise<number> {
	const input = page.getByLabel(/^(Fichier JSON du modèle à importer|Template JSON file to import)$/);
	const started = Date.now();
	await input.setInputFiles({
		name: `${name}.json`,
		mimeType: "application/json",
		buffer: Buffer.from(JSON.stringify(template)),
	});
	await page.getByText(/^(Ce fichier n'est pas un modèle valide|This file is not a valid template)$/).waitFor();
	return Date.now() - started;
}

describe("hostile templates in the builder", () => {
	test("every crafted file is refused on import, quickly, and nothing runs", async ({ browser }) => {
		const page = await openBuilder(browser, "/docs/sheet/form");
		const before = await traces(page);
		// The first import also downloads the checks: it is left out of the timings.
		await importTemplate(page, "warm-up", { statistics: { A: { min: 5, max: 1 } } });
		const timings: number[] = [];
		for (const { name, template } of [...hostileTemplates("unused"), ...oversizedTemplates()]) {
			await page.reload();
			await page.getByRole("button", { name: "Ajouter une statistique" }).waitFor();
			timings.push(await importTemplate(page, name, template));
			const problems = await page.getByRole("listitem").allTextContents();
			expect(
				problems.some((text) => /ne peut pas contenir|Trop de statistiques|dépasse 100 caractères/.test(text)),
			).toBe(true);
			expect(await traces(page)).toEqual(before);
		}
		timings.sort((a, b) => a - b);
		console.log(`import refusals: median ${timings[timings.length >> 1]} ms, max ${timings.at(-1)} ms`);
		expect(await page.evaluate(() => localStorage.getItem("dicelette:template-form:v1"))).toBeNull();
		expect(page.consoleErrors).toEqual([]);
	});

	test("a formula typed into the form is refused with its part named, and does not run", async ({ browser }) => {
		const page = await openBuilder(browser, "/en/docs/sheet/form");
		const before = await traces(page);
		await page.getByRole("button", { name: "Add a statistic" }).click();
		await page.getByRole("textbox", { name: /^Name/ }).first().fill("Force");
		const formula = `ones(1, 1).get.constructor(${JSON.stringify(hostileScript("unused"))})(0) + 1`;
		const combination = page.getByRole("textbox", { name: /^Combination/ }).first();
		await combination.fill(formula);
		await combination.blur();
		await page
			.getByText(/contains "ones\(1, 1\)\.get\.constructor", which a template cannot hold/)
			.first()
			.waitFor();
		expect(await traces(page)).toEqual(before);
		expect(page.consoleErrors).toEqual([]);
	});

	test("a saved draft with crafted formulas, or far over the limits, is set aside unrun", async ({ browser }) => {
		const page = await openBuilder(browser, "/docs/sheet/form");
		const before = await traces(page);
		const row = { name: "", min: "", max: "", combination: "", exclude: false };
		const formula = `ones(1, 1).get.constructor(${JSON.stringify(hostileScript("unused"))})(0) + 1`;
		const drafts = [
			{
				statistics: [
					{ ...row, name: "Force", min: "1", max: "20" },
					{ ...row, name: "Pwn", combination: formula },
				],
			},
			{
				statistics: Array.from({ length: 3000 }, (_, index) => ({
					...row,
					name: `S${index}`,
					combination: `S${index + 1}`,
				})),
			},
		];
		for (const draft of drafts) {
			const text = JSON.stringify({ ...draft });
			await page.evaluate((value) => localStorage.setItem("dicelette:template-form:v1", value), text);
			await page.reload();
			await scrollToBuilder(page);
			await page.getByText(/ont été mises de côté sans être calculées/).waitFor();
			expect(await page.getByText("Aucune statistique pour l'instant.").isVisible()).toBe(true);
			expect(await traces(page)).toEqual(before);
			const stored = await page.evaluate(() => ({
				draft: localStorage.getItem("dicelette:template-form:v1"),
				aside: localStorage.getItem("dicelette:template-form:v1:set-aside"),
			}));
			expect(stored.draft).toBeNull();
			expect(stored.aside).toBe(text);
		}
		expect(page.consoleErrors).toEqual([]);
	});
});
