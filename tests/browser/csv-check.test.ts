// The sheet-import check on the import page, as an admin uses it: open it, take a template, drop a filled file
// full of traps and read each row's verdict; fill three characters in the grid and download a file the check
// registers in full; a file over the limit refused; a large file checked; keyboard and axe, in both languages.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import type { BotTemplate } from "../../src/template/botSchema";
import { checkImportCsv } from "../../src/template/csv";
import { axeViolations, givePagesBack, openPage, reload, switchToDarkMode, type TrackedPage, test } from "./harness";

afterEach(givePagesBack);

const heroes = "tests/fixtures/csv-import/templates/heroes.json";
const TRAPS = [
	"user;charName;avatar;channel;Force;Dextérité;Vie;isPrivate;dice",
	"alice;Aria;;;12;10;24;false;",
	"bob;Brom;;;0;8;0;false;",
	"carol;Cyl;;;9;14;18;faux;",
	"dave;007;;;25;5;50;true;",
	";Ghost;;;5;5;10;false;",
	"eve;Elise;;;3;3;6;0;",
	"",
].join("\n");

async function openTool(page: Page, language: "fr" | "en"): Promise<void> {
	await page
		.getByRole("button", { name: language === "fr" ? "Ouvrir le vérificateur de CSV" : "Open the CSV checker" })
		.click();
	await page
		.getByRole("region", { name: language === "fr" ? "Vérificateur de CSV d'import" : "Import CSV checker" })
		.waitFor();
}

async function chooseTemplateFile(page: Page, language: "fr" | "en"): Promise<void> {
	await page
		.getByLabel(language === "fr" ? "Fichier JSON du modèle" : "Template JSON file")
		.setInputFiles({ name: "heroes.json", mimeType: "application/json", buffer: await readFile(heroes) });
	await page.getByText(language === "fr" ? "Modèle utilisé : heroes.json." : "Template in use: heroes.json.").waitFor();
}

/** Drops a file on the drop zone as a person dragging it from their desktop would. */
async function dropFile(page: Page, name: string, text: string): Promise<void> {
	const zone = page.locator('input[type="file"][accept^=".csv"]').locator("..");
	const dataTransfer = await page.evaluateHandle(
		([fileName, content]) => {
			const transfer = new DataTransfer();
			transfer.items.add(new File([content], fileName, { type: "text/csv" }));
			return transfer;
		},
		[name, text] as const,
	);
	await zone.dispatchEvent("drop", { dataTransfer });
}

/** Each body row of the verdict table: its line number and its verdict. */
async function verdicts(page: Page): Promise<[string, string][]> {
	const table = page.getByRole("table", { name: /^(Verdict du bot pour chaque ligne|The bot's verdict on each row)/ });
	await table.waitFor();
	return table
		.locator("tbody tr")
		.evaluateAll((rows) =>
			rows.map((row) => [row.querySelector("th")?.textContent ?? "", row.querySelector("td")?.textContent ?? ""]),
		);
}

describe("sheet-import check", () => {
	test("French: a dropped file with traps shows each row's verdict and the cells at fault", async ({ browser }) => {
		const page = await openPage(browser, "/docs/sheet/import_export");
		await openTool(page, "fr");
		await chooseTemplateFile(page, "fr");
		await page.getByLabel("Le serveur a un salon privé (la colonne isPrivate est alors obligatoire)").check();
		await dropFile(page, "fiches.csv", TRAPS);
		await page.getByText(/^Lignes de personnages : 5\./).waitFor();
		expect(await verdicts(page)).toEqual([
			["2", "Enregistrée"],
			["3", "Ignorée"],
			["4", "Enregistrée (privée)"],
			["5", "Enregistrée (privée)"],
			["7", "Enregistrée"],
		]);
		// The zero makes the row skipped; "faux" makes the sheet private; 007 is read as 7; the glued line is named.
		await expect.poll(() => page.getByRole("cell", { name: "0 (cellule en cause)" }).count()).toBe(2);
		await page
			.getByText(/Force vaut 0 : le bot lit 0 comme une valeur manquante/)
			.first()
			.waitFor();
		await page.getByText("isPrivate vaut « faux »", { exact: false }).waitFor();
		await page.getByText("Le nom écrit « 007 » est lu « 7 »", { exact: false }).waitFor();
		await page.getByText("La ligne 6 commence par une cellule vide", { exact: false }).waitFor();
		await page.getByText("Force vaut 25, au-dessus du maximum du modèle (20)", { exact: false }).waitFor();

		// A header in the wrong case stops everything: the alert says so and no row is registered.
		await dropFile(page, "casse.csv", TRAPS.replace("user;", "User;"));
		await page.getByRole("alert").filter({ hasText: "La ligne 2 fait échouer le code du bot" }).waitFor();
		expect((await verdicts(page)).map(([, verdict]) => verdict)).toEqual([
			"Arrête l'import",
			"Non importée",
			"Non importée",
			"Non importée",
			"Non importée",
		]);
		expect(page.consoleErrors).toEqual([]);
		expect(page.outsideRequests).toEqual([]);
	});

	test("English: three characters in the grid download a CSV that registers in full, and survive a reload", async ({
		browser,
	}) => {
		const page = await openPage(browser, "/en/docs/sheet/import_export");
		await openTool(page, "en");
		await page.getByLabel("Gallery template").selectOption({ label: "Dungeons & Dragons 5e" });
		await page.getByText("Template in use: Dungeons & Dragons 5e.").waitFor();
		await page.getByLabel("Fill in characters in a grid").check();
		const download = page.getByRole("button", { name: "Download the CSV" });
		expect(await download.isDisabled()).toBe(true);
		const characters = [
			["alice", "Lia", [15, 14, 13, 12, 10, 8]],
			["bob", "Torvald", [16, 12, 14, 8, 13, 9]],
			["123456789012345678", "Mira", [8, 12, 12, 14, 16, 10]],
		] as const;
		const abilities = ["Strength", "Dexterity", "Constitution", "Intelligence", "Wisdom", "Charisma"];
		for (const [index, [user, name, scores]] of characters.entries()) {
			if (index > 0) await page.getByRole("button", { name: "Add a character" }).click();
			const number = index + 1;
			await page.getByLabel(`Player (ID or username), character ${number}`).fill(user);
			await page.getByLabel(`Character name, character ${number}`).fill(name);
			for (const [at, ability] of abilities.entries()) {
				await page.getByLabel(`${ability}, character ${number}`).fill(String(scores[at]));
			}
		}
		// Passive Perception is computed from Wisdom: 10 + floor((13 - 10) / 2) = 11 for Torvald.
		expect(await page.getByRole("status", { name: "Passive Perception, character 2" }).textContent()).toBe("11");
		await page.getByText("Every character (3) will be registered by the bot: the file is ready for /import.").waitFor();
		const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
		expect(file.suggestedFilename()).toBe("fiches.csv");
		const text = await readFile(await file.path(), "utf8");
		expect(text.split("\n")[0]).toBe(
			"\uFEFFuser;charName;avatar;channel;Strength;Dexterity;Constitution;Intelligence;Wisdom;Charisma;Passive Perception;dice",
		);
		const template = JSON.parse(await readFile("static/templates/dnd-5e.en.json", "utf8")) as BotTemplate;
		const result = checkImportCsv(text, template, { privateChannel: false });
		expect(result.fatal).toBeNull();
		expect(result.rows.map((row) => [row.user, row.charName, row.registered, row.warnings])).toEqual(
			characters.map(([user, name]) => [user, name, true, []]),
		);
		expect(result.rows[1]?.stats["Passive Perception"]).toBe(11);

		// 2. A reload keeps the grid.
		await reload(page);
		await openTool(page, "en");
		await page.getByLabel("Gallery template").selectOption({ label: "Dungeons & Dragons 5e" });
		await page.getByLabel("Fill in characters in a grid").check();
		expect(await page.getByLabel("Character name, character 3").inputValue()).toBe("Mira");
		expect(page.consoleErrors).toEqual([]);
	});

	test("a file over the limit is refused with the reason; a 5,000-row file is checked in the worker", async ({
		browser,
	}) => {
		const page = await openPage(browser, "/docs/sheet/import_export");
		await openTool(page, "fr");
		await chooseTemplateFile(page, "fr");
		const input = page.getByLabel(/^Fichier CSV rempli/);
		await input.setInputFiles({ name: "trop.csv", mimeType: "text/csv", buffer: Buffer.alloc(11 * 1024 * 1024, 65) });
		await page.getByRole("alert").filter({ hasText: "« trop.csv » dépasse 10 MB : il n'est pas lu." }).waitFor();

		const rows = ["user;charName;avatar;channel;Force;Dextérité;Vie;dice"];
		const macros = Array.from({ length: 38 }, (_, at) => `- Attaque ${at}: 1d20+${at}+Force`).join("\n");
		for (let at = 0; at < 5000; at += 1)
			rows.push(`player${at % 900};Héros ${at};;;${(at % 20) + 1};${(at % 15) + 1};${((at % 20) + 1) * 2};"${macros}"`);
		const big = `${rows.join("\n")}\n`;
		await input.setInputFiles({ name: "grand.csv", mimeType: "text/csv", buffer: Buffer.from(big) });
		const summary = page.getByText(/^Lignes de personnages : 5000\./);
		await summary.waitFor();
		// The page answered while the worker checked: the table is there, a page at a time.
		const table = page.getByRole("table", { name: "Verdict du bot pour chaque ligne de grand.csv" });
		expect(await table.locator("tbody tr").count()).toBe(100);
		expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
		console.log(
			`${(big.length / 1024 / 1024).toFixed(1)} MB, 5000 rows: ${await page.getByRole("status").filter({ hasText: "Vérifié en" }).textContent()}`,
		);
		expect(page.consoleErrors).toEqual([]);
	}, 120_000);

	for (const language of ["fr", "en"] as const) {
		test(`${language}: keyboard only, and no axe violation in light and dark modes`, async ({ browser }) => {
			const page: TrackedPage = await openPage(
				browser,
				language === "fr" ? "/docs/sheet/import_export" : "/en/docs/sheet/import_export",
			);
			const open = page.getByRole("button", {
				name: language === "fr" ? "Ouvrir le vérificateur de CSV" : "Open the CSV checker",
			});
			await open.focus();
			await page.keyboard.press("Enter");
			const region = page.getByRole("region", {
				name: language === "fr" ? "Vérificateur de CSV d'import" : "Import CSV checker",
			});
			await region.waitFor();
			// The tool takes the focus; Tab then reaches its first control.
			await expect.poll(() => region.evaluate((element) => element === document.activeElement)).toBe(true);
			await page.keyboard.press("Tab");
			const draftButton = page.getByRole("button", {
				name: language === "fr" ? "Utiliser le brouillon du constructeur" : "Use the builder's draft",
			});
			await expect.poll(() => draftButton.evaluate((element) => element === document.activeElement)).toBe(true);
			await page.keyboard.press("Enter");
			await page
				.getByRole("alert")
				.filter({ hasText: language === "fr" ? "Aucun brouillon" : "No builder draft" })
				.waitFor();
			await chooseTemplateFile(page, language);
			await dropFile(page, "fiches.csv", TRAPS);
			await verdicts(page);
			await page
				.getByLabel(language === "fr" ? "Remplir les personnages dans une grille" : "Fill in characters in a grid")
				.check();
			await page.getByLabel(language === "fr" ? "Vérifier un fichier CSV rempli" : "Check a filled CSV file").check();
			const tool = `section[aria-label="${language === "fr" ? "Vérificateur de CSV d'import" : "Import CSV checker"}"]`;
			const audit = async () => axeViolations(page, { include: [tool] });
			expect(await audit()).toEqual([]);
			await page
				.getByLabel(language === "fr" ? "Remplir les personnages dans une grille" : "Fill in characters in a grid")
				.check();
			expect(await audit()).toEqual([]);
			await switchToDarkMode(page);
			expect(await audit()).toEqual([]);
			await page.getByLabel(language === "fr" ? "Vérifier un fichier CSV rempli" : "Check a filled CSV file").check();
			expect(await audit()).toEqual([]);
			expect(page.consoleErrors).toEqual([]);
		}, 120_000);
	}
});
