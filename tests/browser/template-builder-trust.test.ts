// The template builder keeps its word, in French and in English: a restored
// draft downloads at once, a disabled download says why, storage problems are
// told and nothing is overwritten silently, imports can be undone, every list
// can be reordered, the gallery's templates round-trip through the form and
// are accepted by the bot's validator, share links and copies work, and every
// button stays readable in both colour modes, at rest, on hover and in dialogs.
import "regexp.escape/auto";
import { readFile } from "node:fs/promises";
import { verifyTemplateValue } from "@dicelette/core";
import { colord, extend, type RgbaColor } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, vi } from "vitest";
import { galleryTemplates } from "../../src/components/TemplateBuilder/_utils/galleryFiles";
import { must } from "../../src/dice";
import { scrollToBuilder } from "./builderPage";
import { axeViolations, givePagesBack, goto, openPage, type TrackedPage, test, waitForIdle } from "./harness";

afterEach(givePagesBack);

extend([a11yPlugin]);

const STORAGE_KEY = "dicelette:template-form:v1";
const LANGUAGES = [
	{
		name: "French",
		path: "/docs/sheet/form",
		t: {
			add: "Ajouter une statistique",
			statName: (n: number) => `Nom (Statistique ${n})`,
			statMin: (n: number) => `Minimum (Statistique ${n})`,
			statMax: (n: number) => `Maximum (Statistique ${n})`,
			addMacro: "Ajouter une macro",
			macroName: (n: number) => `Nom (Macro ${n})`,
			macroFormula: (n: number) => `Formule de dés (Macro ${n})`,
			macroUp: (n: number) => `Monter la macro ${n}`,
			addCustomCritical: "Ajouter un critique",
			customCriticalName: (n: number) => `Nom (Critique ${n})`,
			customCriticalValue: (n: number) => `Valeur ou formule (Critique ${n})`,
			customCriticalUp: (n: number) => `Monter le critique ${n}`,
			diceType: "Dé type",
			download: "Télécharger le modèle",
			blockedEmpty: /^Le modèle est vide/,
			blockedErrors: "Corrigez d'abord les erreurs listées ci-dessus.",
			imported: "Modèle importé avec succès.",
			undo: "Annuler et retrouver le modèle précédent",
			undone: "Le modèle précédent est revenu.",
			unavailable: /n'autorise pas le site à enregistrer/,
			saveFailed: /n'a pas pu être enregistrée/,
			otherTab: /vient d'être modifié dans un autre onglet/,
			takeOther: "Reprendre la version de l'autre onglet",
			open: (game: string) => `Ouvrir dans le constructeur : ${game}`,
			downloadFile: (game: string) => `Télécharger le fichier : ${game}`,
			opened: (game: string) => `Modèle « ${game} » ouvert dans le constructeur.`,
			openTemplate: "Ouvrir le modèle",
			game: "Nom du jeu (facultatif)",
			copyJson: "Copier le JSON",
			share: "Copier un lien de partage",
			shareLink: /^Lien de partage/,
			shareQuestion: "Ouvrir le modèle contenu dans ce lien de partage ?",
			preview: "JSON du modèle, en lecture seule",
			previewSummary: "Aperçu du JSON",
			reset: "Réinitialiser",
			formulaLike: /^Ce nom commence par « = » : un tableur/,
			importInput: "Fichier JSON du modèle à importer",
			emptyFile: "Fichier vide",
			notJson: "Ce fichier n'est pas du JSON",
		},
	},
	{
		name: "English",
		path: "/en/docs/sheet/form",
		t: {
			add: "Add a statistic",
			statName: (n: number) => `Name (Statistic ${n})`,
			statMin: (n: number) => `Minimum (Statistic ${n})`,
			statMax: (n: number) => `Maximum (Statistic ${n})`,
			addMacro: "Add a macro",
			macroName: (n: number) => `Name (Macro ${n})`,
			macroFormula: (n: number) => `Dice formula (Macro ${n})`,
			macroUp: (n: number) => `Move macro ${n} up`,
			addCustomCritical: "Add a custom critical",
			customCriticalName: (n: number) => `Name (Custom critical ${n})`,
			customCriticalValue: (n: number) => `Value or formula (Custom critical ${n})`,
			customCriticalUp: (n: number) => `Move custom critical ${n} up`,
			diceType: "Type die",
			download: "Download template",
			blockedEmpty: /^The template is empty/,
			blockedErrors: "First correct the errors listed above.",
			imported: "Template imported successfully.",
			undo: "Undo and get the previous template back",
			undone: "The previous template is back.",
			unavailable: /does not let the site store data/,
			saveFailed: /could not be saved in this browser/,
			otherTab: /has just been changed in another tab/,
			takeOther: "Take the other tab's version",
			open: (game: string) => `Open in the builder: ${game}`,
			downloadFile: (game: string) => `Download the file: ${game}`,
			opened: (game: string) => `The “${game}” template is open in the builder.`,
			openTemplate: "Open the template",
			game: "Game name (optional)",
			copyJson: "Copy the JSON",
			share: "Copy a share link",
			shareLink: /^Share link/,
			shareQuestion: "Open the template in this share link?",
			preview: "The template's JSON, read-only",
			previewSummary: "JSON preview",
			reset: "Reset",
			formulaLike: /^This name starts with “=”: a spreadsheet/,
			importInput: "Template JSON file to import",
			emptyFile: "Empty file",
			notJson: "This file is not JSON",
		},
	},
] as const;
type Words = (typeof LANGUAGES)[number]["t"];

/** The gallery's cards as each language lists them: file and game name. */
const GALLERY = {
	fr: galleryTemplates.map((entry) => [entry.files.fr, entry.games.fr] as const),
	en: galleryTemplates.map((entry) => [entry.files.en, entry.games.en] as const),
};

beforeAll(() => {
	// The bot's validator logs what it rejects.
	vi.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(() => {
	vi.restoreAllMocks();
});

async function openBuilder(browser: Browser, path: string, init?: (context: BrowserContext) => Promise<unknown>) {
	const page = await openPage(browser);
	if (init) await init(page.context());
	await goto(page, path);
	await scrollToBuilder(page);
	return page;
}

async function typeInto(page: Page, label: string, value: string): Promise<void> {
	const field = page.getByLabel(label, { exact: true });
	await field.fill(value);
	await field.blur();
}

async function downloadFrom(page: Page, name: string): Promise<{ name: string; text: string }> {
	const [file] = await Promise.all([
		page.waitForEvent("download"),
		page.getByRole("button", { name, exact: true }).click(),
	]);
	return { name: file.suggestedFilename(), text: await readFile(await file.path(), "utf8") };
}

async function importText(page: Page, t: Words, name: string, text: string | Buffer): Promise<void> {
	await page
		.getByLabel(t.importInput)
		.setInputFiles({ name, mimeType: "application/json", buffer: Buffer.isBuffer(text) ? text : Buffer.from(text) });
}

function botAccepts(text: string): boolean {
	try {
		verifyTemplateValue(JSON.parse(text));
		return true;
	} catch {
		return false;
	}
}

const savedDraft = {
	charName: true,
	isPrivate: false,
	diceType: "1d20+$",
	total: "",
	forceDistrib: false,
	critical: { success: "20", failure: "" },
	statistics: [{ name: "Force", min: "1", max: "20", combination: "", exclude: false }],
	macros: [{ name: "Épée", formula: "1d8+force" }],
	customCritical: [],
};

describe.each(LANGUAGES)("template builder, $name page", ({ path, t }) => {
	test("a restored draft can be downloaded at once, with no pointer, focus or key in the form", async ({ browser }) => {
		// 1. A saved draft, then a fresh visit at the top of the page: nothing scrolls to or touches the form.
		const page = await openPage(browser);
		await page.context().addInitScript(
			([key = "", draft = ""]) => {
				if (!sessionStorage.getItem("seeded")) {
					localStorage.setItem(key, draft);
					sessionStorage.setItem("seeded", "1");
				}
			},
			[STORAGE_KEY, JSON.stringify(savedDraft)],
		);
		await goto(page, path);
		// The draft loads the builder wherever it is on the page.
		await page.getByRole("button", { name: t.add }).waitFor();
		expect(await page.evaluate(() => window.scrollY)).toBe(0);
		const download = page.getByRole("button", { name: t.download, exact: true });
		await expect.poll(() => download.isEnabled()).toBe(true);
		expect(await page.locator("#template-download-reason").count()).toBe(0);
		// 2. Clicked from a script (no pointer over the form first), it downloads the draft.
		const [file] = await Promise.all([
			page.waitForEvent("download"),
			download.evaluate((button: HTMLButtonElement) => button.click()),
		]);
		const json = JSON.parse(await readFile(await file.path(), "utf8"));
		expect(json).toMatchObject({ charName: true, diceType: "1d20+$", statistics: { Force: { min: 1, max: 20 } } });
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("a disabled download always says why, next to the buttons", async ({ browser }) => {
		const page = await openBuilder(browser, path);
		const download = page.getByRole("button", { name: t.download, exact: true });
		const reason = page.locator("#template-download-reason");
		// 1. Empty form.
		expect(await download.isDisabled()).toBe(true);
		expect(await reason.textContent()).toMatch(t.blockedEmpty);
		expect(await download.getAttribute("aria-describedby")).toBe("template-download-reason");
		// 2. A statistic name a spreadsheet would run: refused, with the reason why.
		await page.getByRole("button", { name: t.add }).click();
		await typeInto(page, t.statName(1), "=HYPERLINK(1)");
		await expect.poll(() => reason.textContent()).toBe(t.blockedErrors);
		expect(await page.getByRole("alert").filter({ hasText: t.formulaLike }).count()).toBe(1);
		// 3. Fixed: enabled, and the reason goes.
		await typeInto(page, t.statName(1), "Hyperlink");
		await expect.poll(() => download.isEnabled()).toBe(true);
		expect(await reason.count()).toBe(0);
		await page.context().close();
	});

	test("files: a byte order mark is accepted, empty and non-JSON files are explained; an import can be undone", async ({
		browser,
	}) => {
		const page = await openBuilder(browser, path);
		// 1. Some work in the form.
		await page.getByRole("button", { name: t.add }).click();
		await typeInto(page, t.statName(1), "Volonté");
		// 2. Empty and broken files: plain words, the form untouched.
		await importText(page, t, "empty.json", "");
		await page.getByText(t.emptyFile, { exact: true }).waitFor();
		await importText(page, t, "cut.json", '{"diceType": "1d20"');
		await page.getByText(t.notJson, { exact: true }).waitFor();
		expect(await page.getByLabel(t.statName(1), { exact: true }).inputValue()).toBe("Volonté");
		// 3. A file saved with a byte order mark replaces the form, with Undo.
		const file = Buffer.concat([
			Buffer.from([0xef, 0xbb, 0xbf]),
			Buffer.from(JSON.stringify({ diceType: "2d6+$", statistics: { Cool: { min: 0, max: 3 } } })),
		]);
		await importText(page, t, "windows.json", file);
		await page.getByText(t.imported, { exact: true }).waitFor();
		expect(await page.getByLabel(t.statName(1), { exact: true }).inputValue()).toBe("Cool");
		await page.getByRole("button", { name: t.undo }).click();
		await page.getByText(t.undone, { exact: true }).waitFor();
		expect(await page.getByLabel(t.statName(1), { exact: true }).inputValue()).toBe("Volonté");
		expect(await page.getByLabel(t.diceType, { exact: true }).inputValue()).toBe("");
		// The undone form is the saved draft too.
		await expect
			.poll(() =>
				page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}").statistics?.[0]?.name, STORAGE_KEY),
			)
			.toBe("Volonté");
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("macros and custom criticals can be reordered, and the file keeps their order", async ({ browser }) => {
		const page = await openBuilder(browser, path);
		await typeInto(page, t.diceType, "1d20");
		for (const [index, name] of ["Hache", "Dague"].entries()) {
			await page.getByRole("button", { name: t.addMacro }).click();
			await typeInto(page, t.macroName(index + 1), name);
			await typeInto(page, t.macroFormula(index + 1), `1d${6 + index * 2}`);
		}
		for (const [index, name] of ["Réussite", "Exploit"].entries()) {
			await page.getByRole("button", { name: t.addCustomCritical }).click();
			await typeInto(page, t.customCriticalName(index + 1), name);
			await typeInto(page, t.customCriticalValue(index + 1), String(10 + index * 10));
		}
		await page.getByRole("button", { name: t.macroUp(2), exact: true }).click();
		await page.getByRole("button", { name: t.customCriticalUp(2), exact: true }).click();
		expect(await page.getByLabel(t.macroName(1), { exact: true }).inputValue()).toBe("Dague");
		expect(await page.getByLabel(t.customCriticalName(1), { exact: true }).inputValue()).toBe("Exploit");
		await expect.poll(() => page.getByRole("button", { name: t.download, exact: true }).isEnabled()).toBe(true);
		const json = JSON.parse((await downloadFrom(page, t.download)).text);
		expect(Object.keys(json.damage)).toEqual(["Dague", "Hache"]);
		expect(Object.keys(json.customCritical)).toEqual(["Exploit", "Réussite"]);
		await page.context().close();
	});

	test("without site data the builder works and says the draft will not be kept", async ({ browser }) => {
		const page = await openBuilder(browser, path, (context) =>
			context.addInitScript(() => {
				// What a browser does when the visitor blocks site data.
				Object.defineProperty(window, "localStorage", {
					get() {
						throw new DOMException("Access is denied for this document.", "SecurityError");
					},
				});
			}),
		);
		await page.getByRole("status").filter({ hasText: t.unavailable }).waitFor();
		await page.getByRole("button", { name: t.add }).click();
		await typeInto(page, t.statName(1), "Force");
		await expect.poll(() => page.getByRole("button", { name: t.download, exact: true }).isEnabled()).toBe(true);
		expect(JSON.parse((await downloadFrom(page, t.download)).text).statistics).toEqual({ Force: {} });
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("a save the browser refuses (storage full) is told", async ({ browser }) => {
		const page = await openBuilder(browser, path, (context) =>
			context.addInitScript((key) => {
				const setItem = Storage.prototype.setItem;
				Storage.prototype.setItem = function (name: string, value: string) {
					if (name === key) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
					return setItem.call(this, name, value);
				};
			}, STORAGE_KEY),
		);
		await page.getByRole("button", { name: t.add }).click();
		await typeInto(page, t.statName(1), "Force");
		await page.getByRole("alert").filter({ hasText: t.saveFailed }).waitFor();
		// An import reports its success, and the notice that it is not saved stays.
		await importText(page, t, "t.json", JSON.stringify({ statistics: { Agilité: {} } }));
		await page.getByText(t.imported, { exact: true }).waitFor();
		expect(await page.getByRole("alert").filter({ hasText: t.saveFailed }).count()).toBe(1);
		await page.context().close();
	});

	test("two tabs on the same draft: the second is told and chooses, nothing is overwritten silently", async ({
		browser,
	}) => {
		const first = await openBuilder(browser, path);
		const second = (await first.context().newPage()) as TrackedPage;
		await goto(second, path);
		await scrollToBuilder(second);
		// 1. The first tab saves a statistic: the second tab is told and stops saving.
		await first.getByRole("button", { name: t.add }).click();
		await typeInto(first, t.statName(1), "Force");
		await second.getByRole("alert").filter({ hasText: t.otherTab }).waitFor();
		await second.getByRole("button", { name: t.add }).click();
		await typeInto(second, t.statName(1), "Charisme");
		// The draft is saved as each change is made: once the tab is idle, a save it was to make is made.
		await waitForIdle(second);
		expect(
			await second.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}").statistics[0].name, STORAGE_KEY),
		).toBe("Force");
		// 2. The second tab takes the first tab's version.
		await second.getByRole("button", { name: t.takeOther }).click();
		expect(await second.getByLabel(t.statName(1), { exact: true }).inputValue()).toBe("Force");
		expect(await second.getByRole("alert").filter({ hasText: t.otherTab }).count()).toBe(0);
		await first.context().close();
	});

	test("share: Copy JSON, the preview, and a share link that opens the template elsewhere after asking", async ({
		browser,
	}) => {
		const page = await openBuilder(browser, path);
		await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
		await typeInto(page, t.diceType, "1d100<=$");
		await page.getByRole("button", { name: t.add }).click();
		await typeInto(page, t.statName(1), "Éducation");
		await typeInto(page, t.statMin(1), "15");
		await typeInto(page, t.statMax(1), "90");
		await typeInto(page, t.game, "L'Appel de Cthulhu");
		await expect.poll(() => page.getByRole("button", { name: t.download, exact: true }).isEnabled()).toBe(true);
		// 1. Downloads are named after the game.
		const json = await downloadFrom(page, t.download);
		expect(json.name).toBe("l-appel-de-cthulhu.json");
		// 2. Copy JSON copies what the preview shows and what the download holds.
		await page.getByRole("button", { name: t.copyJson }).click();
		await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(json.text);
		await page.getByText(t.previewSummary, { exact: true }).click();
		expect(await page.getByLabel(t.preview).inputValue()).toBe(json.text);
		// 3. The share link holds the template in its fragment.
		await page.getByRole("button", { name: t.share }).click();
		const link = await page.getByLabel(t.shareLink).inputValue();
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
		expect(new URL(link).hash).toMatch(/^#template=[\w-]+&game=/);
		// 4. Opened in another browser (no draft): it asks, then fills the form; the address loses the fragment.
		const other = await openPage(browser);
		await goto(other, link);
		const dialog = other.getByRole("dialog", { name: t.shareQuestion });
		await dialog.waitFor();
		await dialog.getByRole("button", { name: t.openTemplate }).click();
		await expect.poll(() => other.getByLabel(t.statName(1), { exact: true }).inputValue()).toBe("Éducation");
		expect(await other.getByLabel(t.game).inputValue()).toBe("L'Appel de Cthulhu");
		expect(new URL(other.url()).hash).toBe("");
		await expect.poll(() => other.getByRole("button", { name: t.download, exact: true }).isEnabled()).toBe(true);
		expect((await downloadFrom(other, t.download)).text).toBe(json.text);
		expect(other.outsideRequests).toEqual([]);
		expect(other.consoleErrors).toEqual([]);
		await other.context().close();
		await page.context().close();
	});
});

test("the confirmation dialog: focus inside, Escape cancels and gives focus back, nothing changes", async ({
	browser,
}) => {
	const { t, path } = LANGUAGES[0];
	const page = await openBuilder(browser, path);
	await page.getByRole("button", { name: t.open("Fate Core") }).click();
	await page.getByText(t.opened("Fate Core"), { exact: true }).waitFor();
	const download = page.getByRole("button", { name: t.download, exact: true });
	await expect.poll(() => download.isEnabled()).toBe(true);
	// 1. Over a draft, the gallery asks; the dialog holds the focus.
	const open = page.getByRole("button", { name: t.open("Savage Worlds") });
	await open.focus();
	await page.keyboard.press("Enter");
	const dialog = page.getByRole("dialog", {
		name: "Remplacer le contenu du constructeur par le modèle « Savage Worlds » ?",
	});
	await dialog.waitFor();
	expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
	// 2. Escape: closed, focus back on the button that opened it, the form unchanged.
	await page.keyboard.press("Escape");
	await expect.poll(() => dialog.count()).toBe(0);
	expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);
	expect(await page.getByLabel(t.statName(1), { exact: true }).inputValue()).toBe("Athlétisme");
	// The declined template is not taken for the form shown: the form can still be downloaded.
	const file = await downloadFrom(page, t.download);
	expect(JSON.parse(file.text).statistics).toHaveProperty("Athlétisme");
	expect(await download.isEnabled()).toBe(true);
	await page.context().close();
});

describe("gallery of ready-made templates", () => {
	test("each template downloads as served, opens in the form (asking over a draft), and round-trips to a file the bot accepts", async ({
		browser,
	}) => {
		const { t } = LANGUAGES[0];
		const page = await openBuilder(browser, LANGUAGES[0].path);
		for (const [index, [file, game]] of GALLERY.fr.entries()) {
			// 1. The file as served with the site.
			const link = page.getByRole("link", { name: t.downloadFile(game) });
			expect(await link.getAttribute("download")).toBe(file);
			const href = (await link.getAttribute("href")) ?? "";
			expect(href).toBe(`/templates/${file}`);
			const served = await page.evaluate(async (url) => (await fetch(url)).text(), href);
			expect(served).toBe(await readFile(`static/templates/${file}`, "utf8"));
			expect(botAccepts(served)).toBe(true);
			// 2. Opened in the form: over the previous template, it asks first.
			await page.getByRole("button", { name: t.open(game) }).click();
			if (index > 0) {
				const dialog = page.getByRole("dialog");
				await dialog.waitFor();
				await dialog.getByRole("button", { name: t.openTemplate }).click();
			}
			await page.getByText(t.opened(game), { exact: true }).waitFor();
			// 3. Downloaded again: the same template, named after the game, and accepted by the bot.
			await expect.poll(() => page.getByRole("button", { name: t.download, exact: true }).isEnabled()).toBe(true);
			const downloaded = await downloadFrom(page, t.download);
			expect(downloaded.name).toMatch(/^[a-z0-9-]+\.json$/);
			const { $schema: _schema, ...expected } = JSON.parse(served);
			const { $schema: _ours, ...actual } = JSON.parse(downloaded.text);
			expect(actual, file).toEqual(expected);
			expect(botAccepts(downloaded.text), file).toBe(true);
		}
		expect(page.consoleErrors).toEqual([]);
		expect(page.outsideRequests).toEqual([]);
		await page.context().close();
	});

	test("each language lists its own files, each card saying how a roll looks at the table", async ({ browser }) => {
		for (const [language, { t, path }] of [
			["fr", LANGUAGES[0]],
			["en", LANGUAGES[1]],
		] as const) {
			const page = await openBuilder(browser, path);
			for (const [file, game] of GALLERY[language]) {
				// 1. The card is named in the page's language and serves that language's file.
				const link = page.getByRole("link", { name: t.downloadFile(game) });
				expect(await link.getAttribute("download")).toBe(file);
				const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: game, exact: true }) });
				// 2. One line on what a roll shows in Discord.
				await expect
					.poll(() => card.getByText(language === "fr" ? /^À la table : / : /^At the table: /).count())
					.toBe(1);
			}
			// 3. Opened, the names are the page's language's.
			const cthulhu = must(GALLERY[language][0], "the gallery has a first game")[1];
			await page.getByRole("button", { name: t.open(cthulhu) }).click();
			await page.getByText(t.opened(cthulhu), { exact: true }).waitFor();
			expect(await page.getByLabel(t.statName(1), { exact: true }).inputValue()).toBe(
				language === "fr" ? "Force" : "Strength",
			);
			expect(page.consoleErrors).toEqual([]);
			await page.context().close();
		}
	});
});

/** A colour from getComputedStyle, with its alpha. */
function parse(colour: string): RgbaColor {
	return colord(colour).toRgb();
}

/** Paints `top` over an opaque `bottom`. */
function over(top: RgbaColor, bottom: RgbaColor): RgbaColor {
	const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
	return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

interface Painted {
	label: string;
	text: string;
	/** Background colours from the button up to the first opaque one. */
	layers: string[];
}

/** The text colour and background layers of every visible, enabled button in the builder and its dialog. */
async function paintedButtons(page: Page, scope: string): Promise<Painted[]> {
	return page.locator(scope).evaluate((root) => {
		const buttons = Array.from(root.querySelectorAll<HTMLElement>("button, a.button")).filter(
			(button) =>
				button.getClientRects().length > 0 &&
				!(button as HTMLButtonElement).disabled &&
				button.getAttribute("aria-disabled") !== "true" &&
				button.closest("dialog:not([open])") === null,
		);
		return buttons.map((button, index) => {
			button.dataset.contrastIndex = String(index);
			const layers: string[] = [];
			for (let element: Element | null = button; element; element = element.parentElement) {
				const background = getComputedStyle(element).backgroundColor;
				layers.push(background);
				// rgb() is opaque; rgba() is translucent (Chromium writes alpha 1 as rgb()).
				if (!background.startsWith("rgba(")) break;
			}
			return {
				label: button.getAttribute("aria-label") ?? button.textContent ?? "",
				text: getComputedStyle(button).color,
				layers,
			};
		});
	});
}

function contrastOf(painted: Painted, canvas: string): number {
	let background = parse(canvas);
	for (const layer of [...painted.layers].reverse()) background = over(parse(layer), background);
	const text = over(parse(painted.text), background);
	return colord(text).contrast(colord(background));
}

describe("buttons are readable (WCAG AA, 4.5:1) in both colour modes, at rest, on hover and in dialogs", () => {
	test.for(["light", "dark"] as const)("%s mode", async (mode, { browser }) => {
		const { t, path } = LANGUAGES[0];
		const page = await openBuilder(browser, path);
		// The navbar's switch cycles through system, light and dark.
		for (let clicks = 0; clicks < 3 && (await page.getAttribute("html", "data-theme")) !== mode; clicks += 1) {
			await page.getByRole("button", { name: /mode sombre et clair/i }).click();
		}
		expect(await page.getAttribute("html", "data-theme")).toBe(mode);
		const canvas = mode === "dark" ? "rgb(0, 0, 0)" : "rgb(255, 255, 255)";
		// 1. One row in each list, so that every kind of button is on screen.
		await typeInto(page, t.diceType, "1d20");
		await page.getByRole("button", { name: t.add }).click();
		await typeInto(page, t.statName(1), "Force");
		await page.getByRole("button", { name: t.addMacro }).click();
		await page.getByRole("button", { name: t.addCustomCritical }).click();
		const failures: string[] = [];
		let checked = 0;
		const check = async (scope: string, state: string, hover: boolean) => {
			const count = (await paintedButtons(page, scope)).length;
			for (let index = 0; index < count; index += 1) {
				if (hover) {
					await page.locator(scope).locator(`[data-contrast-index="${index}"]`).hover();
					// Infima's buttons fade their colours in: the fades are taken to their end, the colours a
					// reader sees once the pointer rests (no set wait).
					await page.evaluate(() => {
						for (const animation of document.getAnimations())
							if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
					});
				}
				const painted = (await paintedButtons(page, scope))[index];
				if (!painted) continue;
				checked += 1;
				const ratio = contrastOf(painted, canvas);
				if (ratio < 4.5) failures.push(`${state} "${painted.label.trim()}": ${ratio.toFixed(2)}`);
			}
		};
		// 2. Every button of the form at rest and on hover.
		await check("form", "rest", false);
		await check("form", "hover", true);
		// 3. The Reset dialog: its buttons at rest and on hover.
		await page.getByRole("button", { name: t.reset, exact: true }).click();
		await page.getByRole("dialog").waitFor();
		await check("dialog[open]", "dialog", false);
		await check("dialog[open]", "dialog hover", true);
		expect(await axeViolations(page, { include: ["dialog[open]"], tags: ["wcag2a", "wcag2aa"] })).toEqual([]);
		console.log(`button contrast, ${mode}: ${checked} button states checked`);
		expect(failures).toEqual([]);
		expect(checked).toBeGreaterThan(40);
		await page.context().close();
	});
});
