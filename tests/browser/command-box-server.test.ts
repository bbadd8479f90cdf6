// The command box on the reader's own server, in both languages: a template built in the builder
// (a statistic and a macro typed into its form) chosen as the server's, /dbroll and /macro answered
// from it with the character's edited value, a roll whose `$` is read from the sheet, the bot's error
// embed for an impossible die, settings that change the reply, a bad JSON import that keeps its text,
// and the choice kept between visits and in a share link. The field is empty until the reader types.
import { afterEach, describe, expect } from "vitest";
import { choiceStorageKey } from "../../src/components/CommandBox/shownServer";
import { FORM_STORAGE_KEY } from "../../src/template/storageKeys";
import { scrollToBuilder } from "./builderPage";
import { axeViolations, givePagesBack, goto, openPage, reload, type TrackedPage, test } from "./harness";

afterEach(givePagesBack);

const locales = [
	{
		name: "fr",
		prefix: "",
		open: "Ouvrir le simulateur de commandes",
		field: "Commande",
		server: "Serveur d'exemple",
		addStatistic: "Ajouter une statistique",
		addMacro: "Ajouter une macro",
		statName: "Nom (Statistique 1)",
		statMin: "Minimum (Statistique 1)",
		statMax: "Maximum (Statistique 1)",
		macroName: "Nom (Macro 1)",
		macroFormula: "Formule de dés (Macro 1)",
		diceType: "Dé type",
		stat: "Audace",
		macro: "Coup de poing",
		templateChoice: "Modèle enregistré sur le serveur",
		draft: "Brouillon du constructeur (ce navigateur)",
		chosen: "Le serveur utilise maintenant ce modèle",
		shownDraft: "brouillon du constructeur",
		shownImported: "modèle importé (JSON)",
		shownDefault: "Serveur montré : Donjons & Dragons 5e, modèle de la galerie, en français, personnage « Maëlle ».",
		dbroll: (stat: string) => `/dbroll statistique:${stat}`,
		macroLine: (name: string) => `/macro nom:${name}`,
		roll: (dice: string) => `/roll dé:${dice}`,
		errorAuthor: "Erreur",
		invalid: /1d0 est invalide\./,
		threadCopy: "Copier les jets dans le fil de résultats",
		rollChannel: "Ce salon est le salon des résultats",
		thread: "Copie dans le fil de résultats",
		sortOrder: "Ordre des dés",
		descending: "Décroissant",
		importSummary: "Importer un modèle JSON",
		importField: "JSON du modèle (collé ici ou lu depuis un fichier)",
		importUse: "Utiliser ce JSON",
		importRefused: "Ce texte n'est pas du JSON valide",
		share: "Copier le lien de ce serveur",
		shareField: "Lien de ce serveur",
		example: "/dbroll statistique:Force",
		examplePage: "/docs/usage/model",
		outside: "Hors des bornes du modèle (1 à 6) : la fiche garde 6.",
	},
	{
		name: "en",
		prefix: "/en",
		open: "Open the command box",
		field: "Command",
		server: "Sample server",
		addStatistic: "Add a statistic",
		addMacro: "Add a macro",
		statName: "Name (Statistic 1)",
		statMin: "Minimum (Statistic 1)",
		statMax: "Maximum (Statistic 1)",
		macroName: "Name (Macro 1)",
		macroFormula: "Dice formula (Macro 1)",
		diceType: "Type die",
		stat: "Nerve",
		macro: "Punch",
		templateChoice: "Template registered on the server",
		draft: "Builder draft (this browser)",
		chosen: "The server now uses this template",
		shownDraft: "builder draft",
		shownImported: "imported template (JSON)",
		shownDefault: "Server shown: Dungeons & Dragons 5e, gallery template, in English, character “Maëlle”.",
		dbroll: (stat: string) => `/dbroll statistic:${stat}`,
		macroLine: (name: string) => `/macro name:${name}`,
		roll: (dice: string) => `/roll dice:${dice}`,
		errorAuthor: "Error",
		invalid: /1d0 is invalid\./,
		threadCopy: "Copy rolls into the results thread",
		rollChannel: "This channel is the results channel",
		thread: "Copy in the results thread",
		sortOrder: "Dice order",
		descending: "Descending",
		importSummary: "Import a JSON template",
		importField: "The template's JSON (pasted here or read from a file)",
		importUse: "Use this JSON",
		importRefused: "This text is not valid JSON",
		share: "Copy this server's link",
		shareField: "This server's link",
		example: "/dbroll statistic:Strength",
		examplePage: "/en/docs/usage/model",
		outside: "Outside the template's bounds (1 to 6): the sheet keeps 6.",
	},
];

type Locale = (typeof locales)[number];

/** Opens the box from the keyboard and waits for its field. */
async function openBox(page: TrackedPage, locale: Locale) {
	await page.getByRole("button", { name: locale.open }).focus();
	await page.keyboard.press("Enter");
	const input = page.getByRole("combobox", { name: locale.field });
	await input.waitFor();
	return input;
}

/** Opens the server's editor (its summary, from the keyboard) and waits for the template list. */
async function openEditor(page: TrackedPage, locale: Locale) {
	await page.getByText(locale.server).focus();
	await page.keyboard.press("Enter");
	await page.getByRole("combobox", { name: locale.templateChoice }).waitFor();
}

/** Sends a line typed from the keyboard into the box's field, the suggestion list closed. */
async function send(page: TrackedPage, locale: Locale, line: string) {
	const input = page.getByRole("combobox", { name: locale.field });
	await input.focus();
	await page.keyboard.press("Control+A");
	await page.keyboard.press("Backspace");
	await page.keyboard.type(line);
	await page.keyboard.press("Escape");
	await page.keyboard.press("Enter");
}

const replies = (page: TrackedPage) => page.getByRole("log").locator("article[data-source='model']");
const flat = async (page: TrackedPage, index: number) =>
	((await replies(page).nth(index).textContent()) ?? "").replace(/\s+/g, " ");

/** Builds a template in the builder's form: a type die on one statistic, and a macro on it. */
async function buildTemplate(page: TrackedPage, locale: Locale) {
	await goto(page, `${locale.prefix}/docs/sheet/form`);
	await scrollToBuilder(page);
	await page.getByLabel(locale.diceType, { exact: true }).fill("1d10+$");
	await page.getByRole("button", { name: locale.addStatistic }).click();
	await page.getByLabel(locale.statName).fill(locale.stat);
	await page.getByLabel(locale.statMin).fill("1");
	await page.getByLabel(locale.statMax).fill("6");
	await page.getByRole("button", { name: locale.addMacro }).click();
	await page.getByLabel(locale.macroName).fill(locale.macro);
	await page.getByLabel(locale.macroFormula).fill(`1d4+${locale.stat.toLowerCase()}`);
	await page.getByLabel(locale.macroFormula).blur();
	// The builder saves its draft as it changes: the box reads it from there.
	await expect
		.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", FORM_STORAGE_KEY))
		.toContain(`1d4+${locale.stat.toLowerCase()}`);
}

describe.each(locales)("command box on the reader's server ($name)", (locale) => {
	test("a builder draft: /dbroll and /macro from it, $ read from the sheet in /roll and in a message, the error embed, kept and shared", async ({
		browser,
	}) => {
		const page = await openPage(browser);
		await buildTemplate(page, locale);
		await goto(page, `${locale.prefix}/`);
		// Before any choice, the page says which server the box shows.
		expect((await page.getByText(/^(Serveur montré|Server shown)/).textContent())?.replace(/\s+/g, " ")).toBe(
			locale.shownDefault,
		);
		const input = await openBox(page, locale);
		// Nothing is in the field: a first tap or key cannot spoil a command.
		expect(await input.inputValue()).toBe("");
		await openEditor(page, locale);
		await page.getByRole("combobox", { name: locale.templateChoice }).selectOption({ label: locale.draft });
		await page.getByText(locale.chosen).waitFor();
		await expect
			.poll(() => page.getByText(/^(Serveur montré|Server shown)/).textContent())
			.toContain(locale.shownDraft);
		// The character's statistic starts in the middle of its bounds (1 to 6); a value past them is held to the bound.
		const value = page.getByRole("spinbutton", { name: locale.stat });
		expect(await value.inputValue()).toBe("4");
		await value.fill("9");
		await page.getByText(locale.outside).waitFor();
		expect(await value.getAttribute("aria-invalid")).toBe("true");
		await value.fill("5");
		// The macro is listed with the template.
		expect(await page.getByRole("listitem").filter({ hasText: locale.macro }).textContent()).toContain(
			`1d4+${locale.stat.toLowerCase()}`,
		);
		// 1. /dbroll on the draft's statistic: the type die with the sheet's value.
		await send(page, locale, locale.dbroll(locale.stat));
		await expect.poll(() => replies(page).count()).toBe(1);
		expect(await flat(page, 0)).toMatch(/1d10\+5 ⟶ `?\[\d+\]\+5`? = `?\s?\[\d+\]/);
		// 2. /macro: the draft's macro, its statistic replaced by the value.
		await send(page, locale, locale.macroLine(locale.macro));
		await expect.poll(() => replies(page).count()).toBe(2);
		// The bot capitalises each word of the macro's name in the header.
		expect((await flat(page, 1)).toLowerCase()).toContain(locale.macro.toLowerCase());
		expect(await flat(page, 1)).toMatch(/1d4\+5 ⟶ `?\[\d\]\+5/);
		// 3. $ in /roll is read from the character's sheet.
		await send(page, locale, locale.roll(`1d20+$${locale.stat}`));
		await expect.poll(() => replies(page).count()).toBe(3);
		expect(await flat(page, 2)).toMatch(/1d20\+5 ⟶ `?\[\d+\]\+5/);
		// 4. A plain message naming the statistic is rolled from the sheet, the statistic named in the reply.
		await send(page, locale, `1d20+$${locale.stat}`);
		await expect.poll(() => replies(page).count()).toBe(4);
		expect(await flat(page, 3)).toContain(`[${locale.stat}]`);
		expect(await flat(page, 3)).toMatch(/1d20\+5 ⟶ `?\[\d+\]\+5/);
		// 5. An impossible die: the bot's error embed.
		await send(page, locale, locale.roll("1d0"));
		await expect.poll(() => replies(page).count()).toBe(5);
		const error = await flat(page, 4);
		expect(error).toContain(locale.errorAuthor);
		expect(error).toMatch(locale.invalid);
		// 6. The choice is kept: after a reload the page names the draft and the box answers from it.
		await reload(page);
		await expect
			.poll(() => page.getByText(/^(Serveur montré|Server shown)/).textContent())
			.toContain(locale.shownDraft);
		await openBox(page, locale);
		await send(page, locale, locale.macroLine(locale.macro));
		await expect.poll(() => replies(page).count()).toBe(1);
		expect(await flat(page, 0)).toMatch(/1d4\+5 ⟶/);
		// 7. The share link carries the template itself: opened where no draft exists, it gives the same replies.
		await openEditor(page, locale);
		await page.getByRole("button", { name: locale.share }).click();
		const link = await page.getByRole("textbox", { name: locale.shareField }).inputValue();
		expect(link).toMatch(/#server=/);
		const elsewhere = await openPage(browser, undefined, { viewport: { width: 1000, height: 800 } }, { reuse: false });
		await goto(elsewhere, link);
		await elsewhere.getByRole("combobox", { name: locale.field }).waitFor();
		expect(await elsewhere.evaluate((key) => localStorage.getItem(key), FORM_STORAGE_KEY)).toBeNull();
		await expect
			.poll(() => elsewhere.getByText(/^(Serveur montré|Server shown)/).textContent())
			.toContain(locale.shownImported);
		await send(elsewhere, locale, locale.dbroll(locale.stat));
		await expect.poll(() => replies(elsewhere).count()).toBe(1);
		expect(await flat(elsewhere, 0)).toMatch(/1d10\+5 ⟶/);
		expect(page.consoleErrors).toEqual([]);
		expect(elsewhere.consoleErrors).toEqual([]);
		expect(page.outsideRequests).toEqual([]);
		await elsewhere.context().close();
		await page.context().close();
	});

	test("settings that change the reply, a bad JSON kept, a stored value that cannot be read", async ({ browser }) => {
		const page = await openPage(browser, `${locale.prefix}/`);
		// A damaged stored choice: the box starts on the default server.
		await page.evaluate(
			(key) => localStorage.setItem(key, '{"source":{"kind":"gallery","id":"nope"}}'),
			choiceStorageKey(locale.name),
		);
		await reload(page);
		await openBox(page, locale);
		expect(await page.getByText(/^(Serveur montré|Server shown)/).textContent()).toBe(locale.shownDefault);
		await openEditor(page, locale);
		// 1. On joining, the bot copies nothing into a thread; with the copy on, the roll is copied.
		const dbroll = locale.dbroll(locale.name === "fr" ? "Force" : "Strength");
		await send(page, locale, dbroll);
		await expect.poll(() => replies(page).count()).toBe(1);
		expect(await page.getByRole("log").textContent()).not.toContain(locale.thread);
		await page.getByRole("checkbox", { name: locale.threadCopy }).check();
		await send(page, locale, dbroll);
		await expect.poll(() => replies(page).count()).toBe(3);
		expect(await page.getByRole("log").textContent()).toContain(locale.thread);
		// 2. The channel made the results channel: answered there, no copy.
		await page.getByRole("checkbox", { name: locale.rollChannel }).check();
		await send(page, locale, dbroll);
		await expect.poll(() => replies(page).count()).toBe(4);
		expect(await page.getByRole("log").getByText(locale.thread).count()).toBe(1);
		// 3. Dice sorted in descending order: twenty d6 come out in order (by chance, once in 10^10 rolls).
		await page.getByRole("combobox", { name: locale.sortOrder }).selectOption({ label: locale.descending });
		await send(page, locale, locale.roll("20d6"));
		await expect.poll(() => replies(page).count()).toBe(5);
		const dice =
			(await flat(page, 4))
				.match(/⟶ `?\[([\d, ]+)\]/)?.[1]
				?.split(",")
				.map(Number) ?? [];
		expect(dice).toHaveLength(20);
		expect(dice).toEqual([...dice].sort((a, b) => b - a));
		// 4. A bad JSON: a clear message, the text kept, the server unchanged.
		await page.getByText(locale.importSummary).click();
		const json = page.getByRole("textbox", { name: locale.importField });
		await json.fill('{"statistics": ');
		await page.getByRole("button", { name: locale.importUse }).click();
		await page.getByRole("alert").filter({ hasText: locale.importRefused }).waitFor();
		expect(await json.inputValue()).toBe('{"statistics": ');
		expect(await page.getByText(/^(Serveur montré|Server shown)/).textContent()).toBe(locale.shownDefault);
		expect(await axeViolations(page, { include: ["[role='log']", "fieldset"] })).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("a phone: the editor open, no horizontal scroll, 16 px fields, 24 px targets, the example as placeholder", async ({
		browser,
	}) => {
		const page = await openPage(browser, locale.examplePage, { viewport: { width: 390, height: 844 } });
		const input = await openBox(page, locale);
		expect(await input.inputValue()).toBe("");
		expect(await input.getAttribute("placeholder")).toBe(locale.example);
		// A tap in the field and Enter send nothing.
		await input.tap().catch(() => input.click());
		await page.keyboard.press("Enter");
		expect(await replies(page).count()).toBe(0);
		await openEditor(page, locale);
		await page.getByText(locale.importSummary).click();
		const sizes = await page.evaluate(() => {
			const box = document.querySelector("[role='log']")?.parentElement;
			const fields = [
				...(box?.querySelectorAll("input:not([type='checkbox']):not([type='file']), select, textarea") ?? []),
			];
			const targets = [...(box?.querySelectorAll("button, input, select, summary") ?? [])].filter(
				(element) => (element as HTMLElement).offsetParent !== null,
			);
			return {
				fields: fields.length,
				targets: targets.length,
				overflow: document.documentElement.scrollWidth - window.innerWidth,
				smallFonts: fields
					.filter((field) => Number.parseFloat(getComputedStyle(field).fontSize) < 16)
					.map((field) => field.outerHTML.slice(0, 80)),
				smallTargets: targets
					.filter((target) => {
						const { width, height } = target.getBoundingClientRect();
						return width < 24 || height < 24;
					})
					.map((target) => target.outerHTML.slice(0, 80)),
			};
		});
		// The field, the list, the name, a statistic, the delay, the order, the JSON; and the buttons, boxes and summaries.
		expect(sizes.fields).toBeGreaterThanOrEqual(7);
		expect(sizes.targets).toBeGreaterThanOrEqual(15);
		expect(sizes.overflow).toBeLessThanOrEqual(0);
		expect(sizes.smallFonts).toEqual([]);
		expect(sizes.smallTargets).toEqual([]);
		expect(await axeViolations(page, { include: ["fieldset"] })).toEqual([]);
		await page.context().close();
	});
});
