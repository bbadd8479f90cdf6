// Crafted templates in the page: importing or typing them runs nothing (no
// flag set, no title changed), and each is refused quickly with a message.
import type { Browser, Page } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { hostileScript, hostileTemplates, oversizedTemplates } from "../support/hostileTemplates";
import { scrollToBuilder } from "./builderPage";
import { givePagesBack, goto, openPage, type TrackedPage, test } from "./harness";

afterEach(givePagesBack);

async function openBuilder(browser: Browser, path: string): Promise<TrackedPage> {
	const page = await openPage(browser, path);
	await scrollToBuilder(page);
	return page;
}

/** What a payload would have changed had it run. */
async function traces(page: Page): Promise<{ flag: unknown; title: string }> {
	return page.evaluate(() => ({ flag: (globalThis as { __hostile?: unknown }).__hostile, title: document.title }));
}

const REFUSED = /^(Ce fichier n'est pas un modèle valide|This file is not a valid template)$/;

/**
 * Imports a file and waits for its refusal: the notice's list of problems, which must differ from
 * `previous` (the list the last import left on the page), so that it is this file's. Returns the list
 * and the time from the file's choice to its refusal.
 */
async function importTemplate(
	page: Page,
	name: string,
	template: unknown,
	previous: string[] = [],
): Promise<{ problems: string[]; ms: number }> {
	const input = page.getByLabel(/^(Fichier JSON du modèle à importer|Template JSON file to import)$/);
	const notice = page.getByRole("alert").filter({ has: page.getByText(REFUSED) });
	const started = Date.now();
	await input.setInputFiles({
		name: `${name}.json`,
		mimeType: "application/json",
		buffer: Buffer.from(JSON.stringify(template)),
	});
	let problems: string[] = [];
	await expect
		.poll(async () => {
			problems = (await notice.count()) > 0 ? await notice.getByRole("listitem").allTextContents() : [];
			return problems.length > 0 && JSON.stringify(problems) !== JSON.stringify(previous);
		})
		.toBe(true);
	return { problems, ms: Date.now() - started };
}

describe("hostile templates in the builder", () => {
	test("every crafted file is refused on import, quickly, and nothing runs", async ({ browser }) => {
		const page = await openBuilder(browser, "/docs/sheet/form");
		const before = await traces(page);
		// The first import also downloads the checks: it is left out of the timings. The files are imported
		// one after another on the same page (the builder is left as it was by each refusal); the notice's
		// problems change from one file to the next, since no two files in a row are wrong in the same place.
		let { problems } = await importTemplate(page, "warm-up", { statistics: { A: { min: 5, max: 1 } } });
		const timings: number[] = [];
		for (const { name, template } of [...hostileTemplates("unused"), ...oversizedTemplates()]) {
			const refusal = await importTemplate(page, name, template, problems);
			problems = refusal.problems;
			timings.push(refusal.ms);
			expect(
				problems.some((text) => /ne peut pas contenir|Trop de statistiques|dépasse 100 caractères/.test(text)),
				name,
			).toBe(true);
			expect(await traces(page)).toEqual(before);
			// A refused file leaves the builder empty, as it was.
			expect(await page.getByText("Aucune statistique pour l'instant.").isVisible()).toBe(true);
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
			// Saved on another page, then the form's page opened afresh: its first render is then often thrown away
			// while a part of it loads, which once moved the draft aside with no notice in the render kept.
			await goto(page, "/docs/introduction");
			await page.evaluate((value) => localStorage.setItem("dicelette:template-form:v1", value), text);
			await goto(page, "/docs/sheet/form");
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
