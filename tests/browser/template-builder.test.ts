// The template builder as a visitor uses it: filling the form, errors appearing
// and disappearing next to their fields, downloading the JSON and the CSV,
// importing files (good and bad), keeping the draft across reloads, resetting,
// the count limits, the English page and the keyboard.
import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { builderPlaceholder, scrollToBuilder } from "./builderPage";
import {
	axeViolations,
	givePagesBack,
	goto,
	openPage,
	reload,
	switchToDarkMode,
	type TrackedPage,
	test,
	waitForIdle,
} from "./harness";

afterEach(givePagesBack);

const FORM = "/docs/sheet/form";
const STORAGE_KEY = "dicelette:template-form:v1";

async function openBuilder(browser: Browser, path = FORM): Promise<TrackedPage> {
	const page = await openPage(browser, path);
	await scrollToBuilder(page);
	return page;
}

/** The error shown for a field: its aria-describedby points at a role=alert element. */
async function fieldError(field: Locator): Promise<string | null> {
	if ((await field.getAttribute("aria-invalid")) !== "true") return null;
	const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").filter((id) => id.endsWith("-error"));
	if (ids.length !== 1) return null;
	const error = field.page().locator(`[id="${ids[0]}"]`);
	expect(await error.getAttribute("role")).toBe("alert");
	return error.textContent();
}

async function expectFieldError(field: Locator, text: string | null): Promise<void> {
	await expect.poll(() => fieldError(field)).toBe(text);
}

async function typeInto(field: Locator, value: string): Promise<void> {
	await field.fill(value);
	await field.blur();
}

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
	const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
	const filePath = await file.path();
	return { name: file.suggestedFilename(), text: await readFile(filePath, "utf8") };
}

async function importFile(page: Page, name: string, mimeType: string, text: string): Promise<void> {
	const input = page.getByLabel(/^(Fichier JSON du modèle à importer|Template JSON file to import)$/);
	await input.setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
}

describe("template builder", () => {
	test("fill, fix errors, download, reload, import bad files, reset and import back", async ({ browser }) => {
		const page = await openBuilder(browser);
		const diceType = page.getByLabel("Dé type", { exact: true });
		const downloadButton = page.getByRole("button", { name: "Télécharger le modèle" });

		// 1. The type die: an invalid die is reported once the field is left, then fixed.
		await diceType.fill("1d20+");
		expect(await fieldError(diceType)).toBeNull();
		await diceType.blur();
		await expect.poll(() => fieldError(diceType)).toMatch(/^Le dé est invalide\. Journal : ./);
		// $ needs a statistic: reported until the first statistic gets a name.
		await typeInto(diceType, "1d20+$>=15");
		await expectFieldError(
			diceType,
			"Le symbole $ représente la valeur d'une statistique : ajoutez d'abord une statistique (hors combinaison)",
		);

		// 2. A statistic whose maximum is below its minimum, then fixed.
		await page.getByRole("button", { name: "Ajouter une statistique" }).click();
		const name1 = page.getByLabel("Nom (Statistique 1)");
		// The new row's name field has the focus.
		expect(await page.evaluate(() => document.activeElement?.id)).toBe("template-field-statistics-0-name");
		await typeInto(name1, "Force");
		await expectFieldError(diceType, null);
		await typeInto(page.getByLabel("Minimum (Statistique 1)"), "5");
		const max1 = page.getByLabel("Maximum (Statistique 1)");
		await typeInto(max1, "3");
		await expectFieldError(max1, "Le maximum doit être supérieur au minimum");
		await typeInto(max1, "5");
		await expectFieldError(max1, "Les deux valeurs ne peuvent pas être identiques");
		expect(await downloadButton.isDisabled()).toBe(true);
		await expect.poll(() => page.getByText("Veuillez corriger les erreurs", { exact: true }).isVisible()).toBe(true);
		await typeInto(max1, "18");
		await expectFieldError(max1, null);

		// 3. A duplicate name (case and accents ignored), then renamed.
		await page.getByRole("button", { name: "Ajouter une statistique" }).click();
		const name2 = page.getByLabel("Nom (Statistique 2)");
		await typeInto(name2, "forcé");
		await expectFieldError(
			name2,
			"Ce nom est déjà utilisé\n« Force » porte déjà ce nom une fois la casse et les accents ignorés, comme le bot compare les noms : renommez l'une des deux lignes.",
		);
		await typeInto(name2, "Dextérité");
		await expectFieldError(name2, null);
		await typeInto(page.getByLabel("Minimum (Statistique 2)"), "3");
		await typeInto(page.getByLabel("Maximum (Statistique 2)"), "18");

		// 4. A macro that is not a dice, then fixed; an empty formula.
		await page.getByRole("button", { name: "Ajouter une macro" }).click();
		await typeInto(page.getByLabel("Nom (Macro 1)"), "Épée");
		const formula = page.getByLabel("Formule de dés (Macro 1)");
		await typeInto(formula, "5+force");
		await expectFieldError(
			formula,
			"La macro « Épée » (5+force) ne semble pas être un dé\nAucun dé à lancer. Pour un simple calcul, utilisez /math.",
		);
		await typeInto(formula, "");
		await expectFieldError(
			formula,
			"Le texte ne peut pas être vide\nÉcrivez un jet, par exemple 1d8+Force, ou supprimez la macro.",
		);
		await typeInto(formula, "1d8+force");
		await expectFieldError(formula, null);

		// 5. A custom critical whose value misspells a statistic (the closest is named), then a name, then $.
		await page.getByRole("button", { name: "Ajouter un critique" }).click();
		await typeInto(page.getByLabel("Nom (Critique 1)"), "Exploit");
		await page.getByLabel("Comparaison (Critique 1)").selectOption(">=");
		const value = page.getByLabel("Valeur ou formule (Critique 1)");
		await typeInto(value, "floor(forse/2)");
		await expectFieldError(
			value,
			"La formule est invalide\nAucune statistique ne s'appelle « forse » : vouliez-vous dire « Force » ?",
		);
		await typeInto(value, "floor(force/2)");
		await expectFieldError(value, null);
		await typeInto(value, "{{$+10}}");
		await expectFieldError(value, null);
		await page.getByLabel("S'applique aussi aux macros (Critique 1)").check();

		// 6. General options, then download: the JSON holds exactly what was typed.
		await page.getByLabel("Nom du personnage obligatoire").check();
		await typeInto(page.getByLabel("Succès critique (face exacte)"), "20");
		await expect.poll(() => downloadButton.isEnabled()).toBe(true);
		expect(await page.getByText("Veuillez corriger les erreurs", { exact: true }).count()).toBe(0);
		const json = await download(page, "Télécharger le modèle");
		expect(json.name).toBe("template.json");
		const expected = {
			$schema: "https://dicelette.github.io/schema/template.schema.json",
			charName: true,
			diceType: "1d20+$>=15",
			critical: { success: 20 },
			customCritical: { Exploit: { sign: ">=", value: "{{$+10}}", affectSkill: true } },
			statistics: { Force: { min: 5, max: 18 }, Dextérité: { min: 3, max: 18 } },
			damage: { Épée: "1d8+force" },
		};
		expect(JSON.parse(json.text)).toEqual(expected);
		const csv = await download(page, "Télécharger le CSV d'import des fiches");
		expect(csv.text).toBe("\uFEFFuser;charName;avatar;channel;Force;Dextérité;dice\n");

		// 7. Reload: the draft comes back.
		await reload(page);
		await page.getByLabel("Nom (Statistique 2)").waitFor();
		expect(await page.getByLabel("Nom (Statistique 2)").inputValue()).toBe("Dextérité");
		expect(await page.getByLabel("Formule de dés (Macro 1)").inputValue()).toBe("1d8+force");
		expect(await page.getByLabel("Dé type", { exact: true }).inputValue()).toBe("1d20+$>=15");

		// 8. A file that is not JSON: refused, the form is unchanged.
		await importFile(page, "notes.txt", "text/plain", "hello");
		await page.getByText("Type de fichier invalide").waitFor();
		await page.getByText("Veuillez sélectionner un fichier JSON.").waitFor();
		expect(await page.getByLabel("Nom (Statistique 1)").inputValue()).toBe("Force");

		// 9. A JSON file that is not a valid template: every problem explained, the form unchanged.
		await importFile(
			page,
			"bad.json",
			"application/json",
			JSON.stringify({ statistics: { PV: { min: 9, max: 2 } }, damage: {} }),
		);
		await page.getByText("Ce fichier n'est pas un modèle valide").waitFor();
		await page.getByText('statistics › "PV" › max : Le maximum doit être supérieur au minimum').waitFor();
		expect(await page.getByLabel("Nom (Statistique 1)").inputValue()).toBe("Force");
		expect(await page.getByLabel("Nom (Statistique 3)").count()).toBe(0);

		// 10. Reset asks first; cancelling keeps everything, confirming clears the form and the saved data.
		await page.getByRole("button", { name: "Réinitialiser" }).click();
		await page.getByRole("dialog").getByRole("button", { name: "Annuler" }).click();
		expect(await page.getByLabel("Nom (Statistique 1)").inputValue()).toBe("Force");
		await page.getByRole("button", { name: "Réinitialiser" }).click();
		await page.getByRole("dialog").getByRole("button", { name: "Tout effacer" }).click();
		await page.getByText("Aucune statistique pour l'instant.").waitFor();
		expect(await page.getByLabel("Dé type", { exact: true }).inputValue()).toBe("");
		await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
		await reload(page);
		await page.getByText("Aucune statistique pour l'instant.").waitFor();

		// 11. Import the downloaded file: the form is filled again and downloads the same JSON.
		await importFile(page, "template.json", "application/json", json.text);
		await page.getByText("Modèle importé avec succès.").waitFor();
		expect(await page.getByLabel("Nom (Statistique 2)").inputValue()).toBe("Dextérité");
		expect(await page.getByLabel("Valeur ou formule (Critique 1)").inputValue()).toBe("{{$+10}}");
		await expect.poll(() => downloadButton.isEnabled()).toBe(true);
		expect(JSON.parse((await download(page, "Télécharger le modèle")).text)).toEqual(expected);

		expect(page.consoleErrors).toEqual([]);
		expect(page.outsideRequests).toEqual([]);
	});

	test("the checks download on first use of the form; a failed download is reported, then retried", async ({
		browser,
	}) => {
		// 1. Opening the page loads the form, but not the checks (math.js and the dice roller). A first visit: a kept
		// context would have the checks in its cache.
		const page = await openPage(browser, undefined, {}, { reuse: false });
		// Scripts by address, whoever fetched them: the checks run in a worker, whose chunk
		// loads Chromium reports as "other" rather than "script" once a first try has failed.
		const scripts = new Map<string, Promise<number>>();
		page.on("requestfinished", (request) => {
			const url = request.url();
			if (!/\/assets\/js\/[^?#]+\.js$/.test(url)) return;
			const size = request.sizes().then((sizes) => Math.max(0, sizes.responseBodySize));
			const known = scripts.get(url);
			scripts.set(url, known ? Promise.all([known, size]).then((both) => Math.max(...both)) : size);
		});
		await goto(page, FORM);
		await scrollToBuilder(page);
		await page.waitForLoadState("networkidle");
		const beforeUse = new Set(scripts.keys());
		const downloadButton = page.getByRole("button", { name: "Télécharger le modèle" });
		expect(await downloadButton.isDisabled()).toBe(true);

		// 2. First use while scripts cannot download: an alert says so, nothing typed is lost.
		await page.route("**/assets/js/**", (route) => route.abort());
		const diceType = page.getByLabel("Dé type", { exact: true });
		await diceType.fill("1d20+");
		await expect
			.poll(() => page.getByRole("alert").filter({ hasText: "Le contrôle du modèle n'a pas pu se charger" }).count())
			.toBe(1);
		expect(await diceType.inputValue()).toBe("1d20+");
		expect(await downloadButton.isDisabled()).toBe(true);

		// 3. Back online, the next change downloads the checks: the field is checked and the alert goes.
		await page.unroute("**/assets/js/**");
		await typeInto(diceType, "1d20+ ");
		await expect.poll(() => fieldError(diceType)).toMatch(/^Le dé est invalide\. Journal : ./);
		expect(await page.getByText("Le contrôle du modèle n'a pas pu se charger").count()).toBe(0);
		const afterUse = [...scripts.keys()].filter((url) => !beforeUse.has(url));
		const lazyBytes = (await Promise.all(afterUse.map((url) => scripts.get(url)))).reduce<number>(
			(sum, bytes) => sum + (bytes ?? 0),
			0,
		);
		console.log(`template builder: checks downloaded on first use, ${(lazyBytes / 1024).toFixed(1)} KB gzipped`);
		expect(lazyBytes).toBeGreaterThan(150 * 1024);
		await page.context().close();
	});

	test("on a phone, the form loads as it comes near the screen, or at the first key press", async ({ browser }) => {
		const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
		const placeholder = builderPlaceholder;
		const addStatistic = (page: Page) => page.getByRole("button", { name: "Ajouter une statistique" });
		/** Scripts requested from now on (prefetches of other pages excluded). */
		const scriptsFrom = (page: Page) => {
			const urls: string[] = [];
			page.on("request", (request) => {
				if (request.resourceType() === "script" && !request.headers()["sec-purpose"]?.includes("prefetch"))
					urls.push(request.url());
			});
			return urls;
		};

		// 1. Reading the intro: the placeholder stays, and no script is fetched for the form.
		const page = await openPage(browser, FORM, phone);
		const scripts = scriptsFrom(page);
		// Idle after two frames: the placeholder's observer has reported, and a load it asked for has started.
		await waitForIdle(page);
		// More than half a screen below the viewport, the placeholder is still there.
		expect(await placeholder(page).evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
			823 * 1.5,
		);
		expect(await addStatistic(page).count()).toBe(0);
		expect(scripts).toEqual([]);

		// 2. Scrolling towards it loads the form.
		await placeholder(page).scrollIntoViewIfNeeded();
		await addStatistic(page).waitFor();
		expect(scripts.length).toBeGreaterThan(0);
		expect(await placeholder(page).count()).toBe(0);

		// 3. Jumping past it (the end key, a link, a restored scroll position) loads it too.
		const jumper = await openPage(browser, FORM, phone);
		await jumper.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
		await addStatistic(jumper).waitFor();
		await jumper.context().close();

		// 4. A keyboard user gets the form at the first key press, before reaching it.
		const keyboard = await openPage(browser, FORM, phone);
		expect(await addStatistic(keyboard).count()).toBe(0);
		await keyboard.keyboard.press("Tab");
		await addStatistic(keyboard).waitFor();
		expect(await keyboard.evaluate(() => window.scrollY)).toBe(0);
		await page.context().close();
		await keyboard.context().close();
	});

	test("names are user text: HTML stays text, __proto__ is an ordinary name", async ({ browser }) => {
		const page = await openBuilder(browser);
		await page.getByRole("button", { name: "Ajouter une statistique" }).click();
		await typeInto(page.getByLabel("Nom (Statistique 1)"), "<img src=x onerror=alert(1)>");
		await page.getByRole("button", { name: "Ajouter une macro" }).click();
		await typeInto(page.getByLabel("Nom (Macro 1)"), "__proto__");
		await typeInto(page.getByLabel("Formule de dés (Macro 1)"), "5");
		await page.getByText("La macro « __proto__ » (5) ne semble pas être un dé").first().waitFor();
		expect(await page.locator("img[src=x]").count()).toBe(0);
		await typeInto(page.getByLabel("Formule de dés (Macro 1)"), "1d6+<img src=x onerror=alert(1)>");
		await expect.poll(() => page.getByRole("button", { name: "Télécharger le modèle" }).isEnabled()).toBe(true);
		const json = JSON.parse((await download(page, "Télécharger le modèle")).text);
		expect(Object.entries(json.damage)).toEqual([["__proto__", "1d6+<img src=x onerror=alert(1)>"]]);
		expect(page.consoleErrors).toEqual([]);
	});

	test("count limits: 25 statistics, then the add button is disabled with a message", async ({ browser }) => {
		const page = await openBuilder(browser);
		const add = page.getByRole("button", { name: "Ajouter une statistique" });
		for (let count = 0; count < 25; count += 1) await add.click();
		await page.getByText("Vous avez atteint le nombre maximal de statistiques (25).").waitFor();
		expect(await add.isDisabled()).toBe(true);
		expect(await page.getByRole("button", { name: "Dupliquer la statistique 1", exact: true }).isDisabled()).toBe(true);
		await page.getByRole("button", { name: "Supprimer la statistique 25", exact: true }).click();
		expect(await add.isEnabled()).toBe(true);
		expect(await page.getByText("Vous avez atteint le nombre maximal de statistiques").count()).toBe(0);
	});

	test("rows can be duplicated, reordered and deleted", async ({ browser }) => {
		const page = await openBuilder(browser);
		await page.getByRole("button", { name: "Ajouter une statistique" }).click();
		await typeInto(page.getByLabel("Nom (Statistique 1)"), "Force");
		await page.getByRole("button", { name: "Ajouter une statistique" }).click();
		await typeInto(page.getByLabel("Nom (Statistique 2)"), "Agilité");
		// 1. Duplicate the first: the copy gets a free name, right after it.
		await page.getByRole("button", { name: "Dupliquer la statistique 1", exact: true }).click();
		expect(await page.getByLabel("Nom (Statistique 2)").inputValue()).toBe("Force 2");
		// 2. Move "Agilité" up to the top.
		await page.getByRole("button", { name: "Monter la statistique 3" }).click();
		await page.getByRole("button", { name: "Monter la statistique 2" }).click();
		const names = async () =>
			Promise.all([1, 2, 3].map((index) => page.getByLabel(`Nom (Statistique ${index})`).inputValue()));
		expect(await names()).toEqual(["Agilité", "Force", "Force 2"]);
		// 3. Delete the copy.
		await page.getByRole("button", { name: "Supprimer la statistique 3" }).click();
		expect(await page.getByLabel("Nom (Statistique 3)").count()).toBe(0);
	});

	test("saved data that is corrupt is ignored with a notice", async ({ browser }) => {
		const page = await openBuilder(browser);
		await page.evaluate((key) => localStorage.setItem(key, '{"statistics": "oops"'), STORAGE_KEY);
		await reload(page);
		await page.getByText(/n'ont pas pu être relues/).waitFor();
		expect(await page.getByText("Aucune statistique pour l'instant.").isVisible()).toBe(true);
		expect(page.consoleErrors).toEqual([]);
	});

	test("the English page: English labels and messages", async ({ browser }) => {
		const page = await openBuilder(browser, `/en${FORM}`);
		await page.getByRole("button", { name: "Add a statistic" }).click();
		await typeInto(page.getByLabel("Name (Statistic 1)"), "Strength");
		await typeInto(page.getByLabel("Minimum (Statistic 1)"), "8");
		const max = page.getByLabel("Maximum (Statistic 1)");
		await typeInto(max, "2");
		await expectFieldError(max, "The maximum must be greater than the minimum");
		await page.getByText("Please correct errors", { exact: true }).waitFor();
		await importFile(page, "notes.csv", "text/csv", "a;b");
		await page.getByText("Invalid file type").waitFor();
		await page.getByText("Please select a JSON file.").waitFor();
		expect(page.consoleErrors).toEqual([]);
	});

	test("no accessibility violations with rows and errors on screen, in light and dark modes", async ({ browser }) => {
		const page = await openBuilder(browser);
		// 1. One row in each list, and visible errors.
		await page.getByRole("button", { name: "Ajouter une statistique" }).click();
		await typeInto(page.getByLabel("Nom (Statistique 1)"), "Force");
		await typeInto(page.getByLabel("Minimum (Statistique 1)"), "9");
		await typeInto(page.getByLabel("Maximum (Statistique 1)"), "2");
		await page.getByRole("button", { name: "Ajouter une macro" }).click();
		await typeInto(page.getByLabel("Nom (Macro 1)"), "Coup");
		await typeInto(page.getByLabel("Formule de dés (Macro 1)"), "abc");
		await page.getByRole("button", { name: "Ajouter un critique" }).click();
		await expectFieldError(page.getByLabel("Maximum (Statistique 1)"), "Le maximum doit être supérieur au minimum");
		const audit = async () => axeViolations(page, { include: ["form"] });
		expect(await audit()).toEqual([]);
		// 2. The same in dark mode (the draft brings the rows back after the reload).
		// The choice is stored as the page turns dark: a reload before that brings the light mode back.
		await switchToDarkMode(page);
		await reload(page);
		await page.getByLabel("Nom (Statistique 1)").waitFor();
		expect(await page.getAttribute("html", "data-theme")).toBe("dark");
		await typeInto(page.getByLabel("Maximum (Statistique 1)"), "1");
		await expectFieldError(page.getByLabel("Maximum (Statistique 1)"), "Le maximum doit être supérieur au minimum");
		expect(await audit()).toEqual([]);
	});

	test("the keyboard alone: add a statistic, fill it and download", async ({ browser }) => {
		const page = await openBuilder(browser);
		// 1. Tab from the top of the page to the "add a statistic" button.
		await page.locator("body").focus();
		for (let presses = 0; presses < 120; presses += 1) {
			await page.keyboard.press("Tab");
			if ((await page.evaluate(() => document.activeElement?.textContent)) === "Ajouter une statistique") break;
		}
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Ajouter une statistique");
		// 2. Enter adds a row and puts the cursor in its name.
		await page.keyboard.press("Enter");
		await page.keyboard.type("Volonté");
		expect(await page.getByLabel("Nom (Statistique 1)").inputValue()).toBe("Volonté");
		await page.keyboard.press("Tab");
		await page.keyboard.type("1");
		await page.keyboard.press("Tab");
		await page.keyboard.type("10");
		// 3. Once the checks have passed these values (they download on first use), the download button can take
		// the focus: a disabled button is skipped by Tab, and Enter elsewhere downloads nothing.
		await page.locator("#template-download-reason").waitFor({ state: "detached" });
		for (let presses = 0; presses < 40; presses += 1) {
			await page.keyboard.press("Tab");
			if ((await page.evaluate(() => document.activeElement?.textContent)) === "Télécharger le modèle") break;
		}
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Télécharger le modèle");
		const [file] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
		expect(JSON.parse(await readFile(await file.path(), "utf8")).statistics).toEqual({ Volonté: { min: 1, max: 10 } });
	});
});
