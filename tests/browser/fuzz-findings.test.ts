// Defects the fuzz exposed, as readers meet them, in both languages: a UTF-16 file on the sheet-import page is
// judged as the bot judges it (it stops on the header; the page used to register its rows); a statistic's
// minimum of 0 in the builder warns that /import skips the rows holding a 0; in the playground, a threshold the
// bot cannot work out gets its own error, /roll's comment is cut where the bot cuts it, and the odds of a shared
// roll say how often the bot gives no result. Axe in light and dark modes.
import { readFile } from "node:fs/promises";
import type { Locator } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { scrollToBuilder } from "./builderPage";
import { axeViolations, givePagesBack, openPage, playgroundRegion, switchToDarkMode, test } from "./harness";

afterEach(givePagesBack);

const heroes = "tests/fixtures/csv-import/templates/heroes.json";
const FILE = "user;charName;avatar;channel;Force;Dextérité;Vie;dice\nalice;Aria;;;12;10;24;\nbob;Brom;;;15;8;30;\n";

/** The file as Excel's "Unicode Text" saves it: UTF-16 little-endian with its byte order mark. */
function utf16(text: string): Buffer {
	return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
}

const TEXT = {
	fr: {
		path: "/docs/sheet/import_export",
		open: "Ouvrir le vérificateur de CSV",
		region: "Vérificateur de CSV d'import",
		template: "Fichier JSON du modèle",
		templateInUse: "Modèle utilisé : heroes.json.",
		file: /^Fichier CSV rempli/,
		stops: "Il manque des colonnes à l'en-tête : user, charName, Force, Dextérité, Vie. Le bot n'importe rien.",
		encoding: "Ce fichier est enregistré en UTF-16",
		summary: "Lignes de personnages : 0. Enregistrées par le bot : 0",
		form: "/docs/sheet/form",
		add: "Ajouter une statistique",
		name: "Nom (Statistique 1)",
		min: "Minimum (Statistique 1)",
		max: "Maximum (Statistique 1)",
		warning:
			"Avec un minimum de 0, une fiche peut valoir 0 ici, mais /import ignore toute ligne du CSV où cette statistique vaut 0",
		notation: "/docs/introduction/expression",
		playground: "Essayer une expression",
		odds: "Chances",
		unreadable: /^Impossible de reconnaître la valeur à comparer pour le dé 4d10 : \d+⩽2\+$/,
		unreadableNote: "Le bot ne sait pas calculer 2+ après le signe : il compare le total à 0",
		unanswered: /Dans \d+([.,]\d+)?\s?% des jets, le bot ne donne aucun résultat/,
	},
	en: {
		path: "/en/docs/sheet/import_export",
		open: "Open the CSV checker",
		region: "Import CSV checker",
		template: "Template JSON file",
		templateInUse: "Template in use: heroes.json.",
		file: /^Filled CSV file/,
		stops: "The header lacks columns: user, charName, Force, Dextérité, Vie. The bot imports nothing.",
		encoding: "This file is saved as UTF-16",
		summary: "Character rows: 0. Registered by the bot: 0",
		form: "/en/docs/sheet/form",
		add: "Add a statistic",
		name: "Name (Statistic 1)",
		min: "Minimum (Statistic 1)",
		max: "Maximum (Statistic 1)",
		warning: "With a minimum of 0, a sheet may hold 0 here, but /import skips every CSV row where this statistic is 0",
		notation: "/en/docs/introduction/expression",
		playground: "Try an expression",
		odds: "Odds",
		unreadable: /^Can't recognize the compared value for the dice 4d10 : \d+⩽2\+$/,
		unreadableNote: "The bot cannot work out 2+ after the sign: it compares the total with 0",
		unanswered: /In \d+([.,]\d+)?\s?% of rolls the bot gives no result/,
	},
} as const;

/** The hint a field's aria-describedby names, if any. */
async function describedHint(field: Locator): Promise<string | null> {
	const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").filter((id) => id.endsWith("-hint"));
	if (ids.length !== 1) return null;
	return field.page().locator(`[id="${ids[0]}"]`).textContent();
}

describe("findings of the fuzz", () => {
	for (const language of ["fr", "en"] as const) {
		const text = TEXT[language];

		test(`${language}: a UTF-16 file stops the import at its header, as the bot stops it, and says why`, async ({
			browser,
		}) => {
			const page = await openPage(browser, text.path);
			await page.getByRole("button", { name: text.open }).click();
			const region = page.getByRole("region", { name: text.region });
			await region.waitFor();
			await page
				.getByLabel(text.template)
				.setInputFiles({ name: "heroes.json", mimeType: "application/json", buffer: await readFile(heroes) });
			await page.getByText(text.templateInUse).waitFor();
			await page.getByLabel(text.file).setInputFiles({ name: "fiches.csv", mimeType: "text/csv", buffer: utf16(FILE) });
			const alert = page.getByRole("alert").filter({ hasText: text.stops });
			await alert.waitFor();
			expect(await alert.textContent()).toContain(text.encoding);
			await page.getByText(text.summary).waitFor();
			// No row table: the bot registers nothing from this file.
			expect(await page.getByRole("table", { name: /^(Verdict du bot|The bot.s verdict)/ }).count()).toBe(0);
			const audit = async () => axeViolations(page, { include: ["section, [role=region]"] });
			expect(await audit()).toEqual([]);
			await switchToDarkMode(page);
			expect(await audit()).toEqual([]);
			expect(page.consoleErrors).toEqual([]);
		});

		test(`${language}: a minimum of 0 warns, under the field, that /import skips the rows holding a 0`, async ({
			browser,
		}) => {
			const page = await openPage(browser, text.form);
			await scrollToBuilder(page);
			await page.getByRole("button", { name: text.add }).click();
			await page.getByLabel(text.name).fill("ArmesAFeu");
			const min = page.getByLabel(text.min);
			expect(await describedHint(min)).toBeNull();
			await min.fill("0");
			await page.getByLabel(text.max).fill("12");
			await expect.poll(() => describedHint(min)).toContain(text.warning);
			expect(await page.getByText(text.warning).isVisible()).toBe(true);
			const audit = async () => axeViolations(page, { include: ["form"] });
			expect(await audit()).toEqual([]);
			await switchToDarkMode(page);
			expect(await audit()).toEqual([]);
			// A minimum of 1 cannot hold 0: the warning goes, and nothing typed is lost.
			await min.fill("1");
			await expect.poll(() => describedHint(min)).toBeNull();
			expect(await page.getByLabel(text.name).inputValue()).toBe("ArmesAFeu");
			expect(await page.getByLabel(text.max).inputValue()).toBe("12");
			expect(page.consoleErrors).toEqual([]);
		});

		test(`${language}: the playground shows the bot's error on an unreadable threshold, its comment cut, and the odds without a result`, async ({
			browser,
		}) => {
			const page = await openPage(browser, text.notation);
			const playground = await playgroundRegion(page, text.playground);
			const field = playground.getByRole("textbox", { name: "Expression", exact: true });
			const result = playground.locator("[aria-live]").first();
			// 1. math.js cannot work out `2+`: the bot compares with 0, which 4d10 always passes, and answers with an error.
			await field.fill("4d10<=2+");
			await field.press("Enter");
			await expect.poll(async () => (await result.locator("p").first().innerText()).trim()).toMatch(text.unreadable);
			expect(await result.innerText()).toContain(text.unreadableNote);
			const audit = async () => axeViolations(page, { include: ["section[aria-labelledby]"] });
			expect(await audit()).toEqual([]);
			// 2. After `!!` no word ends before the space: the bot's comment starts after `Épée`.
			await field.fill("1d10!! [Épée longue]");
			await field.press("Enter");
			await expect.poll(() => result.innerText()).toMatch(/^longue\]\n/m);
			expect(await result.innerText()).not.toContain("Épée");
			// 3. A shared roll whose first part is 0 gets nothing from the bot: the odds say how often.
			await field.fill("2dF;&+1");
			await playground.getByRole("button", { name: text.odds, exact: true }).click();
			await expect.poll(() => playground.innerText(), { timeout: 120_000 }).toMatch(text.unanswered);
			await switchToDarkMode(page);
			expect(await audit()).toEqual([]);
			expect(page.consoleErrors).toEqual([]);
		});
	}
});
