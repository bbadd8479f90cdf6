// The builder's odds beyond the chance of success, in both languages: the bot's
// answers (outcome tiers) of a gallery template over the statistic's range as a
// stacked chart and its table, the exactly / at least / at most switch from the
// keyboard, a comparison made from the builder and its link, the server's pity in
// the odds view, and the opened panels on a 390 px phone, axe on each.
import type { Locator } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { must } from "../../src/dice";
import { scrollToBuilder } from "./builderPage";
import { axeViolations, goto, openPage, type TrackedPage, test, waitForHydration } from "./harness";

let page: TrackedPage | undefined;
afterEach(async () => {
	await page?.context().close();
	page = undefined;
});

const rowText = async (table: Locator, name: RegExp) =>
	(await table.getByRole("row", { name }).innerText()).replace(/\s+/g, " ").trim();

const LANGUAGES = [
	{
		prefix: "",
		words: {
			open: "Ouvrir dans le constructeur : L'Appel de Cthulhu 7e",
			opened: "Modèle « L'Appel de Cthulhu 7e » ouvert dans le constructeur.",
			toggle: "Chances du dé type",
			tiers: (side: string) => `Réponses du bot pour le dé type selon la statistique (${side})`,
			exactly: "Exactement",
			atLeast: "Au moins",
			headers: [
				"Statistique",
				"Succès critique",
				"Réussite extrême",
				"Réussite majeure",
				"Succès",
				"Échec",
				"Maladresse",
			],
			row41: /^41 1\s?% 7\s?% 12\s?% 21\s?% 54\s?% 5\s?%$/,
			row41AtLeast: /^41 1\s?% 8\s?% 20\s?% 41\s?% 95\s?% 100\s?%$/,
			chart: /^Part de chaque réponse du bot pour le dé type, statistique de \d+ à \d+/,
			legend: "Légende",
			addMacro: "Ajouter une macro",
			macroName: "Nom (Macro 4)",
			macroFormula: "Formule de dés (Macro 4)",
			dodge: ["Esquive", "1d100<=Dextérité"],
			studied: "Jet étudié",
			macroTiers: "Réponses du bot pour Esquive selon Dextérité (Exactement)",
			macroRow41: /^41 41\s?% 59\s?%$/,
			compare: "Comparer des jets",
			value: (number: number) => `Statistique (jet ${number})`,
			summaryCaption: "Expressions comparées",
			compared: [
				/^Dé type, statistique 30 — 1d100<=30 50,5 30\s?%$/,
				/^Dé type, statistique 60 — 1d100<=60 50,5 60\s?%$/,
			],
			link: "Lien vers cette comparaison",
			region: "Essayer une expression",
			shared: [/^1d100<=30 50,5 30\s?%$/, /^1d100<=60 50,5 60\s?%$/],
			notWhole: "Écrivez un nombre entier.",
			share: "Copier un lien de partage",
			shareLink: /^Lien de partage/,
			shareQuestion: "Ouvrir le modèle contenu dans ce lien de partage ?",
			openTemplate: "Ouvrir le modèle",
			odds: "Chances",
			pity: "Seuil de pitié du serveur",
			pityInvalid: "Écrivez un nombre entier de 2 à 1000.",
			pityCaption: /^Après k échecs consécutifs/,
			pityRows: [/^3 50\s?% 22,5\s?% 77,5\s?%$/, /^4 100\s?% 45\s?% 100\s?%$/],
			longRun:
				/^Avec une pitié à 4 échecs, sur un grand nombre de jets : 56,69\s?% de réussites .*contre 55\s?% sans pitié\.$/,
		},
	},
	{
		prefix: "/en",
		words: {
			open: "Open in the builder: Call of Cthulhu 7e",
			opened: "The “Call of Cthulhu 7e” template is open in the builder.",
			toggle: "Odds of the type die",
			tiers: (side: string) => `The bot's answers for the type die by statistic (${side})`,
			exactly: "Exactly",
			atLeast: "At least",
			headers: ["Statistic", "Critical success", "Extreme success", "Hard success", "Success", "Failure", "Fumble"],
			row41: /^41 1% 7% 12% 21% 54% 5%$/,
			row41AtLeast: /^41 1% 8% 20% 41% 95% 100%$/,
			chart: /^Share of each of the bot's answers for the type die, statistic from \d+ to \d+/,
			legend: "Legend",
			addMacro: "Add a macro",
			macroName: "Name (Macro 4)",
			macroFormula: "Dice formula (Macro 4)",
			dodge: ["Dodge", "1d100<=Dexterity"],
			studied: "Roll studied",
			macroTiers: "The bot's answers for Dodge by Dexterity (Exactly)",
			macroRow41: /^41 41% 59%$/,
			compare: "Compare rolls",
			value: (number: number) => `Statistic (roll ${number})`,
			summaryCaption: "Expressions compared",
			compared: [/^Type die, statistic 30 — 1d100<=30 50\.5 30%$/, /^Type die, statistic 60 — 1d100<=60 50\.5 60%$/],
			link: "Link to this comparison",
			region: "Try an expression",
			shared: [/^1d100<=30 50\.5 30%$/, /^1d100<=60 50\.5 60%$/],
			notWhole: "Write a whole number.",
			share: "Copy a share link",
			shareLink: /^Share link/,
			shareQuestion: "Open the template in this share link?",
			openTemplate: "Open the template",
			odds: "Odds",
			pity: "Server's pity threshold",
			pityInvalid: "Write a whole number from 2 to 1000.",
			pityCaption: /^After k consecutive failures/,
			pityRows: [/^3 50% 22\.5% 77\.5%$/, /^4 100% 45% 100%$/],
			longRun: /^With pity at 4 failures, over many rolls: 56\.69% successes .*against 55% without pity\.$/,
		},
	},
];

/** The builder with the Call of Cthulhu gallery template open and the type die's odds shown. */
async function cthulhuOdds(where: TrackedPage, prefix: string, words: (typeof LANGUAGES)[number]["words"]) {
	await goto(where, `${prefix}/docs/sheet/form`);
	await scrollToBuilder(where);
	await where.getByRole("button", { name: words.open }).click();
	await where.getByText(words.opened, { exact: true }).waitFor();
	await where.getByRole("button", { name: words.toggle }).click();
	const tiers = where.getByRole("table", { name: words.tiers(words.exactly) });
	await expect.poll(() => tiers.isVisible()).toBe(true);
	return tiers;
}

describe.each(LANGUAGES)("builder odds ($prefix)", ({ prefix, words }) => {
	test("Call of Cthulhu: the bot's six answers over the statistic's range, the switch from the keyboard, then a judged macro", async ({
		browser,
	}) => {
		page = await openPage(browser);
		const tiers = await cthulhuOdds(page, prefix, words);
		// 1. One column per answer, best first (the fumble last, though the bot tests it before Success).
		expect((await tiers.getByRole("columnheader").allInnerTexts()).map((text) => text.trim())).toEqual(words.headers);
		expect(await rowText(tiers, /^41 /)).toMatch(words.row41);
		// 2. The stacked chart is described in one sentence; its legend names each hatching.
		expect(await page.getByRole("img", { name: words.chart }).count()).toBe(1);
		expect(await page.getByRole("list", { name: words.legend }).getByRole("listitem").count()).toBe(6);
		// 3. The switch, from the keyboard: "at least" adds the better columns, to the left; 41 % succeed at 41.
		await page.getByRole("radio", { name: words.exactly }).focus();
		await page.keyboard.press("ArrowRight");
		await expect.poll(() => page?.getByRole("radio", { name: words.atLeast }).isChecked()).toBe(true);
		const atLeast = page.getByRole("table", { name: words.tiers(words.atLeast) });
		await expect.poll(() => rowText(atLeast, /^41 /)).toMatch(words.row41AtLeast);
		expect(await axeViolations(page, { include: ["form"] })).toEqual([]);
		// 4. A judged macro: its rows are the one statistic it names, no template critical.
		await page.getByRole("button", { name: words.addMacro }).click();
		await page.getByLabel(words.macroName, { exact: true }).fill(must(words.dodge[0], "the macro's name"));
		await page.getByLabel(words.macroFormula, { exact: true }).fill(must(words.dodge[1], "the macro's formula"));
		await page.getByLabel(words.studied, { exact: true }).selectOption(must(words.dodge[0], "the macro's name"));
		await page.getByRole("radio", { name: words.exactly }).check();
		const macroTiers = page.getByRole("table", { name: words.macroTiers });
		await expect.poll(() => macroTiers.isVisible()).toBe(true);
		expect(await macroTiers.getByRole("columnheader").count()).toBe(3);
		expect(await rowText(macroTiers, /^41 /)).toMatch(words.macroRow41);
		expect(page.consoleErrors).toEqual([]);
	});

	test("compare from the builder: the type die at two statistic values, then its link in the playground", async ({
		browser,
	}) => {
		page = await openPage(browser);
		await cthulhuOdds(page, prefix, words);
		await page.getByRole("button", { name: words.compare }).click();
		await page.getByLabel(words.value(1), { exact: true }).fill("30");
		// A value that is not a whole number says so and keeps what was typed.
		await page.getByLabel(words.value(2), { exact: true }).fill("6x");
		await expect.poll(() => page?.getByText(words.notWhole, { exact: true }).count()).toBe(1);
		expect(await page.getByLabel(words.value(2), { exact: true }).inputValue()).toBe("6x");
		await page.getByLabel(words.value(2), { exact: true }).fill("60");
		const summary = page.getByRole("table", { name: words.summaryCaption });
		await expect.poll(() => summary.getByRole("row").count()).toBe(3);
		const rows = (await summary.locator("tbody tr").allInnerTexts()).map((row) => row.replace(/\s+/g, " ").trim());
		for (const [index, row] of rows.entries())
			expect(row).toMatch(must(words.compared[index], "a row expected for each compared roll"));
		expect(await axeViolations(page, { include: ["form"] })).toEqual([]);
		// The link opens the playground with both rolls compared, on the side chosen (the comparison's switch, last).
		await page.getByRole("radio", { name: words.atLeast }).last().check();
		await expect
			.poll(async () =>
				new URL(
					(await page?.getByRole("link", { name: words.link }).getAttribute("href")) ?? "",
					"http://site.invalid",
				).searchParams.get("side"),
			)
			.toBe("atLeast");
		const href = await page.getByRole("link", { name: words.link }).getAttribute("href");
		const url = new URL(href ?? "", "http://site.invalid");
		expect(url.searchParams.get("roll")).toBe("1d100<=30");
		expect(url.searchParams.getAll("vs")).toEqual(["1d100<=60"]);
		const shared = await openPage(browser);
		await goto(shared, `${url.pathname}${url.search}`);
		await waitForHydration(shared);
		const region = shared.getByRole("region", { name: words.region });
		const sharedSummary = region.getByRole("table", { name: words.summaryCaption });
		await expect.poll(() => sharedSummary.getByRole("row").count()).toBe(3);
		expect(await region.getByRole("radio", { name: words.atLeast }).isChecked()).toBe(true);
		const sharedRows = (await sharedSummary.locator("tbody tr").allInnerTexts()).map((row) =>
			row.replace(/\s+/g, " ").trim(),
		);
		for (const [index, row] of sharedRows.entries())
			expect(row).toMatch(must(words.shared[index], "a row expected for each shared roll"));
		expect(shared.consoleErrors).toEqual([]);
		await shared.context().close();
		expect(page.consoleErrors).toEqual([]);
	});

	test("the builder's share link keeps the odds view: opened elsewhere, the same template, rolls and values", async ({
		browser,
	}) => {
		page = await openPage(browser);
		await cthulhuOdds(page, prefix, words);
		await page.getByRole("button", { name: words.compare }).click();
		await page.getByLabel(words.value(1), { exact: true }).fill("30");
		await page.getByLabel(words.value(2), { exact: true }).fill("60");
		const summary = page.getByRole("table", { name: words.summaryCaption });
		await expect.poll(() => summary.getByRole("row").count()).toBe(3);
		await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
		await page.getByRole("button", { name: words.share }).click();
		const link = await page.getByLabel(words.shareLink).inputValue();
		expect(new URL(link).hash).toMatch(/^#template=[\w-]+&game=[^&]+&odds=&compare=/);
		// Another browser, no draft: after the question, the template, its odds and the comparison are back.
		const other = await openPage(browser);
		await goto(other, link);
		const dialog = other.getByRole("dialog", { name: words.shareQuestion });
		await dialog.waitFor();
		await dialog.getByRole("button", { name: words.openTemplate }).click();
		const tiers = other.getByRole("table", { name: words.tiers(words.exactly) });
		await expect.poll(() => tiers.isVisible()).toBe(true);
		expect(await rowText(tiers, /^41 /)).toMatch(words.row41);
		expect(await other.getByRole("button", { name: words.toggle }).getAttribute("aria-expanded")).toBe("true");
		expect(await other.getByLabel(words.value(1), { exact: true }).inputValue()).toBe("30");
		expect(await other.getByLabel(words.value(2), { exact: true }).inputValue()).toBe("60");
		const sharedSummary = other.getByRole("table", { name: words.summaryCaption });
		await expect.poll(() => sharedSummary.getByRole("row").count()).toBe(3);
		const rows = (await sharedSummary.locator("tbody tr").allInnerTexts()).map((row) =>
			row.replace(/\s+/g, " ").trim(),
		);
		for (const [index, row] of rows.entries())
			expect(row).toMatch(must(words.compared[index], "a row expected for each compared roll"));
		// The reader is brought to the odds: their button is on screen.
		await expect.poll(() => other.getByRole("button", { name: words.toggle }).isVisible()).toBe(true);
		const inView = await other.getByRole("button", { name: words.toggle }).evaluate((button) => {
			const box = button.getBoundingClientRect();
			// On screen and not under the sticky navbar: what the reader sees at its middle is the button.
			const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
			return box.top >= 0 && box.bottom <= window.innerHeight && seen !== null && button.contains(seen);
		});
		expect(inView).toBe(true);
		// Focus came with it, for the keyboard.
		expect(await other.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe("true");
		expect(other.consoleErrors).toEqual([]);
		await other.context().close();
		expect(page.consoleErrors).toEqual([]);
	});

	test("pity in the odds view: the long-run success rate and the chance of a pity success after k failures", async ({
		browser,
	}) => {
		page = await openPage(browser);
		await goto(page, `${prefix}/docs/introduction/expression`);
		const block = page.getByRole("group", { name: "1d20+5>=15", exact: true });
		await block.getByRole("button", { name: words.odds }).click();
		const field = block.getByLabel(words.pity, { exact: true });
		await field.waitFor();
		// As the bot's setting: a whole number, 2 at least; a wrong one says so and stays as typed.
		await field.fill("1");
		await expect.poll(() => block.getByText(words.pityInvalid, { exact: true }).count()).toBe(1);
		expect(await field.getAttribute("aria-invalid")).toBe("true");
		await field.fill("4");
		const table = block.getByRole("table", { name: words.pityCaption });
		await expect.poll(() => table.getByRole("row").count()).toBe(3);
		const rows = (await table.locator("tbody tr").allInnerTexts()).map((row) => row.replace(/\s+/g, " ").trim());
		for (const [index, row] of rows.entries())
			expect(row).toMatch(must(words.pityRows[index], "a row expected for each number of failures"));
		const note = (await block.getByText(words.longRun).innerText()).replace(/\s+/g, " ").trim();
		expect(note).toMatch(words.longRun);
		expect(await axeViolations(page, { include: ['[role="group"]:has(button[aria-expanded="true"])'] })).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
	});

	test("on a 390 px phone: the builder's tiers and comparison, and the odds view with pity, fit the screen", async ({
		browser,
	}) => {
		const mode = prefix === "" ? "light" : "dark";
		page = await openPage(browser, undefined, {
			viewport: { width: 390, height: 844 },
			isMobile: true,
			hasTouch: true,
		});
		await goto(page, `${prefix}/docs/sheet/form?docusaurus-theme=${mode}`);
		expect(await page.getAttribute("html", "data-theme")).toBe(mode);
		await scrollToBuilder(page);
		await page.getByRole("button", { name: words.open }).click();
		await page.getByText(words.opened, { exact: true }).waitFor();
		await page.getByRole("button", { name: words.toggle }).click();
		await expect.poll(() => page?.getByRole("table", { name: words.tiers(words.exactly) }).isVisible()).toBe(true);
		await page.getByRole("button", { name: words.compare }).click();
		await expect.poll(() => page?.getByRole("table", { name: words.summaryCaption }).getByRole("row").count()).toBe(3);
		// Elements past the screen's edge, named; a table inside its own scrolling region counts as that region.
		const overflow = () =>
			page?.evaluate(() => {
				const overflowing = Array.from(
					document.querySelectorAll(
						"main table, main svg, main fieldset, main figure, main select, main input, main p",
					),
				)
					.map((element) => {
						const region = element.closest("section[tabindex]") ?? element;
						return { box: region.getBoundingClientRect(), name: `${region.tagName}.${region.className}` };
					})
					.filter(({ box }) => box.width > 0 && (box.right > 390 || box.left < 0))
					.map(({ name }) => name);
				return { page: document.documentElement.scrollWidth, overflowing };
			});
		expect(await overflow()).toEqual({ page: 390, overflowing: [] });
		expect(await axeViolations(page, { include: ["form"] })).toEqual([]);
		// The odds view with pity, on the same phone.
		await goto(page, `${prefix}/docs/introduction/expression?docusaurus-theme=${mode}`);
		const block = page.getByRole("group", { name: "1d20+5>=15", exact: true });
		await block.getByRole("button", { name: words.odds }).click();
		await block.getByLabel(words.pity, { exact: true }).fill("4");
		await expect.poll(() => block.getByRole("table", { name: words.pityCaption }).getByRole("row").count()).toBe(3);
		expect(await overflow()).toEqual({ page: 390, overflowing: [] });
		expect(await axeViolations(page, { include: ['[role="group"]:has(button[aria-expanded="true"])'] })).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
	});
});
