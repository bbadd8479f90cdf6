// The builder keeps still under the pointer: leaving a field by pressing the
// next control (a checkbox, "Add a statistic") reveals the field's error only
// once the press has landed, so the press takes effect and the control does not
// move while pressed. Also: the macro error's English second line, and the
// navbar's character-sheet entry and dice icon. Both languages.
import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { scrollToBuilder } from "./builderPage";
import { givePagesBack, openPage, siteUrl, type TrackedPage, test } from "./harness";

afterEach(givePagesBack);

const LANGUAGES = [
	{
		prefix: "",
		diceType: "Dé type",
		charName: "Nom du personnage obligatoire",
		addStatistic: "Ajouter une statistique",
		statName: "Nom (Statistique 1)",
		dollarError:
			"Le symbole $ représente la valeur d'une statistique : ajoutez d'abord une statistique (hors combinaison)",
		addMacro: "Ajouter une macro",
		macroName: "Nom (Macro 1)",
		macroFormula: "Formule de dés (Macro 1)",
		macroError: /^La macro « Bonus » \(5\+3\) ne semble pas être un dé\n/,
		sheetEntry: "Fiche de personnage",
		overviewHeading: "Le modèle de fiche",
		builderLink: "constructeur de modèle",
		diceEntry: "Notation des dés",
		notationHeading: "Notation des dés",
	},
	{
		prefix: "/en",
		diceType: "Type die",
		charName: "Character name required",
		addStatistic: "Add a statistic",
		statName: "Name (Statistic 1)",
		dollarError: "$ stands for a statistic's value: add a statistic (not a combination) first",
		addMacro: "Add a macro",
		macroName: "Name (Macro 1)",
		macroFormula: "Dice formula (Macro 1)",
		// The specification's line as written, then the same in correct English.
		macroError:
			/^Macro "Bonus" \("5\+3"\) doesn't seems to be a dice\nIn other words, this formula does not read as a dice roll\.\n/,
		sheetEntry: "Character sheet",
		overviewHeading: "The character-sheet template",
		builderLink: "template builder",
		diceEntry: "Dice notation",
		notationHeading: "Dice notation",
	},
] as const;

async function openBuilder(browser: Parameters<typeof openPage>[0], prefix: string): Promise<TrackedPage> {
	const page = await openPage(browser, `${prefix}/docs/sheet/form`);
	await scrollToBuilder(page);
	return page;
}

/** Two frames: whatever the blur rendered is on screen by then. */
function nextFrames(page: Page): Promise<void> {
	return page.evaluate(
		() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
	);
}

/** Presses `target` with the mouse while another field has the focus; returns where it was at the press and while pressed. */
async function pressAndRelease(page: Page, target: Locator) {
	await target.scrollIntoViewIfNeeded();
	const before = await target.boundingBox();
	if (!before) throw new Error("target not visible");
	await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
	await page.mouse.down();
	await nextFrames(page);
	const pressed = await target.boundingBox();
	await page.mouse.up();
	return { before, pressed };
}

/** The error tied to a field through aria-describedby, once shown. */
async function shownError(field: Locator): Promise<string | null> {
	if ((await field.getAttribute("aria-invalid")) !== "true") return null;
	const id = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").find((part) => part.endsWith("-error"));
	return id ? field.page().locator(`[id="${id}"]`).textContent() : null;
}

describe.each(LANGUAGES)("$prefix", (words) => {
	test("leaving the type die by pressing a checkbox ticks it; the error appears after, nothing moved under the press", async ({
		browser,
	}) => {
		const page = await openBuilder(browser, words.prefix);
		const diceType = page.getByLabel(words.diceType, { exact: true });
		const checkbox = page.getByRole("checkbox", { name: words.charName });
		// 1. The form page's order: the type die first, with a $ and no statistic yet.
		await diceType.fill("1d20+$>=15");
		expect(await checkbox.isChecked()).toBe(false);
		// 2. The press that leaves the field lands: the checkbox did not move, and it is ticked.
		const { before, pressed } = await pressAndRelease(page, checkbox);
		expect(pressed).toEqual(before);
		await expect.poll(() => checkbox.isChecked()).toBe(true);
		// 3. The error is there once the press is over.
		await expect.poll(() => shownError(diceType)).toBe(words.dollarError);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test('leaving the type die by pressing "Add a statistic" adds the row with that one press', async ({ browser }) => {
		const page = await openBuilder(browser, words.prefix);
		const diceType = page.getByLabel(words.diceType, { exact: true });
		await diceType.fill("1d20+$>=15");
		const add = page.getByRole("button", { name: words.addStatistic, exact: true });
		const { before, pressed } = await pressAndRelease(page, add);
		expect(pressed).toEqual(before);
		await page.getByLabel(words.statName, { exact: true }).waitFor();
		expect(await page.getByLabel(words.statName, { exact: true }).count()).toBe(1);
		await page.context().close();
	});

	test("a macro that rolls no dice: the error's lines", async ({ browser }) => {
		const page = await openBuilder(browser, words.prefix);
		await page.getByRole("button", { name: words.addMacro, exact: true }).click();
		await page.getByLabel(words.macroName, { exact: true }).fill("Bonus");
		const formula = page.getByLabel(words.macroFormula, { exact: true });
		await formula.fill("5+3");
		await formula.blur();
		await expect.poll(() => shownError(formula)).toMatch(words.macroError);
		await page.context().close();
	});

	test("navbar: the sheet entry opens the template overview, the builder one click further; the dice icon opens our notation page", async ({
		browser,
	}) => {
		const page = await openPage(browser, `${words.prefix}/`);
		const navbar = page.getByRole("navigation", { name: /^(Main|Principale|Navigation principale)$/ });
		// 1. "Character sheet": the overview, which links to the builder.
		await navbar.getByRole("link", { name: words.sheetEntry, exact: true }).click();
		await page.getByRole("heading", { level: 1, name: words.overviewHeading }).waitFor();
		expect(new URL(page.url()).pathname).toBe(`${words.prefix}/docs/sheet/model`);
		await page.getByRole("main").getByRole("link", { name: words.builderLink }).first().click();
		await scrollToBuilder(page);
		expect(new URL(page.url()).pathname).toBe(`${words.prefix}/docs/sheet/form`);
		// 2. The dice icon: our notation page, on this site.
		const dice = navbar.getByRole("link", { name: words.diceEntry, exact: true });
		expect(new URL((await dice.getAttribute("href")) ?? "", siteUrl()).pathname).toBe(
			`${words.prefix}/docs/introduction/expression`,
		);
		await dice.click();
		await page.getByRole("heading", { level: 1, name: words.notationHeading }).waitFor();
		expect(page.outsideRequests).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});
});
