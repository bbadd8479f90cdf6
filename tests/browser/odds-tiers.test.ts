// The Odds view's outcome tiers and its exactly / at least / at most switch, in
// both languages: a roll block's tiers with the bot's labels, the switch used from
// the keyboard on both tables, an opposition's own row, and on a 390 px phone the
// opened panel (chart, switch, both tables) within the screen. The playground's
// field starts empty, so typing replaces the example rather than appending to it.
import type { Page } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { must } from "../../src/dice";
import {
	axeViolations,
	goto,
	holdRequests,
	openPage,
	playgroundRegion,
	type TrackedPage,
	test,
	waitForHydration,
} from "./harness";

let page: TrackedPage | undefined;
afterEach(async () => {
	await page?.context().close();
	page = undefined;
});

const rowText = async (table: ReturnType<Page["getByRole"]>, name: RegExp) =>
	(await table.getByRole("row", { name }).innerText()).replace(/\s+/g, " ").trim();

const LANGUAGES = [
	{
		prefix: "",
		words: {
			region: "Essayer une expression",
			odds: "Chances",
			tiers: (expression: string) => `Ce que le bot répond à ${expression}`,
			results: (expression: string) => `Résultats de ${expression} et leur probabilité`,
			atLeast: "Au moins",
			atMost: "Au plus",
			success: /^Succès 55\s?%$/,
			failure: /^Échec 45\s?%$/,
			value20: /^20 5\s?%$/,
			value20AtLeast: /^20 30\s?%$/,
			opposed: [/^Succès \(opposition\) 30\s?%$/, /^Échec \(opposition\) 25\s?%$/, /^Échec 45\s?%$/],
			failureAtMost: /^Échec 45\s?%$/,
			tail: /Au-dessus de \d+, non dessiné/,
			compareWith: "Comparer avec…",
			second: "Expression 2",
			summaryCaption: "Expressions comparées",
			compared: "Résultats comparés (Exactement)",
			successes: [/^2d20kh1>=15 13,83 51\s?%$/, /^1d20\+5>=15 15,5 55\s?%$/],
			row20: /^20 9,75\s?% 5\s?%$/,
			link: "Lien vers ce jet",
			compareLink: "Comparer 1d20+5>=15 avec…",
			copy: "Copier pour Discord",
			copied: "Résumé copié : collez-le dans un salon.",
			summary: [
				/^\*\*Chances de 1d20\+5>=15\*\* \(calcul exact\)$/m,
				/^Au plus :\n- Succès : 100\s?%\n- Échec : 45\s?%$/m,
				/^Moyenne : 15,5$/m,
			],
		},
	},
	{
		prefix: "/en",
		words: {
			region: "Try an expression",
			odds: "Odds",
			tiers: (expression: string) => `What the bot answers to ${expression}`,
			results: (expression: string) => `Results of ${expression} and their probability`,
			atLeast: "At least",
			atMost: "At most",
			success: /^Success 55%$/,
			failure: /^Failure 45%$/,
			value20: /^20 5%$/,
			value20AtLeast: /^20 30%$/,
			opposed: [/^Success \(opposition\) 30%$/, /^Failure \(opposition\) 25%$/, /^Failure 45%$/],
			failureAtMost: /^Failure 45%$/,
			tail: /Above \d+, not drawn/,
			compareWith: "Compare with…",
			second: "Expression 2",
			summaryCaption: "Expressions compared",
			compared: "Results compared (Exactly)",
			successes: [/^2d20kh1>=15 13\.83 51%$/, /^1d20\+5>=15 15\.5 55%$/],
			row20: /^20 9\.75% 5%$/,
			link: "Link to this roll",
			compareLink: "Compare 1d20+5>=15 with…",
			copy: "Copy for Discord",
			copied: "Summary copied: paste it in a channel.",
			summary: [
				/^\*\*Odds of 1d20\+5>=15\*\* \(exact figures\)$/m,
				/^At most:\n- Success: 100%\n- Failure: 45%$/m,
				/^Mean: 15\.5$/m,
			],
		},
	},
];

describe.each(LANGUAGES)("odds tiers ($prefix)", ({ prefix, words }) => {
	test("a roll block's tiers, the switch from the keyboard, an opposition's rows", async ({ browser }) => {
		page = await openPage(browser);
		await goto(page, `${prefix}/docs/introduction/expression`);
		const block = page.getByRole("group", { name: "1d20+5>=15", exact: true });
		await block.getByRole("button", { name: words.odds }).click();
		const tiers = block.getByRole("table", { name: words.tiers("1d20+5>=15") });
		await expect.poll(() => tiers.isVisible()).toBe(true);
		expect(await tiers.getByRole("row").count()).toBe(3);
		expect(await rowText(tiers, /^(Succès|Success)/)).toMatch(words.success);
		expect(await rowText(tiers, /^(Échec|Failure)/)).toMatch(words.failure);
		const results = block.getByRole("table", { name: words.results("1d20+5>=15") });
		await expect.poll(() => results.isVisible()).toBe(true);
		expect(await rowText(results, /^20 /)).toMatch(words.value20);

		// The switch, from the keyboard: the arrow moves to "at least", both tables follow.
		await block.getByRole("radio").first().focus();
		await page.keyboard.press("ArrowRight");
		await expect.poll(() => block.getByRole("radio", { name: words.atLeast }).isChecked()).toBe(true);
		await expect.poll(() => rowText(results, /^20 /)).toMatch(words.value20AtLeast);
		expect(await tiers.getByRole("columnheader", { name: words.atLeast }).count()).toBe(1);
		await page.keyboard.press("ArrowRight");
		await expect.poll(() => block.getByRole("radio", { name: words.atMost }).isChecked()).toBe(true);
		// "At most" adds the rows below: failure, last, keeps its own chance.
		expect(await rowText(tiers, /^(Échec|Failure)/)).toMatch(words.failureAtMost);
		expect(await axeViolations(page, { include: ['[role="group"]:has(button[aria-expanded="true"])'] })).toEqual([]);

		// "Copy for Discord": a short summary in the page's language, the tiers as the switch shows them.
		await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
		await block.getByRole("button", { name: words.copy }).click();
		await expect.poll(() => block.getByRole("status").filter({ hasText: words.copied }).count()).toBe(1);
		const copied = await page.evaluate(() => navigator.clipboard.readText());
		expect(copied.length).toBeLessThan(2000);
		for (const line of words.summary) expect(copied).toMatch(line);

		// The playground: its field starts empty (the example is a placeholder); an opposition has its own rows.
		const playground = await playgroundRegion(page, words.region);
		const field = playground.getByRole("textbox", { name: "Expression" });
		expect(await field.inputValue()).toBe("");
		expect(await field.getAttribute("placeholder")).toBe("1d20+5>=15");
		await field.click();
		await page.keyboard.type("1d20>=10>14");
		expect(await field.inputValue()).toBe("1d20>=10>14");
		await playground.getByRole("button", { name: words.odds }).click();
		const opposed = playground.getByRole("table", { name: words.tiers("1d20>=10>14") });
		await expect.poll(() => opposed.getByRole("row").count()).toBe(4);
		const rows = await opposed.locator("tbody tr").allInnerTexts();
		for (const [index, row] of rows.entries())
			expect(row.replace(/\s+/g, " ").trim()).toMatch(must(words.opposed[index], "a row more than expected"));
		// A new expression, then Odds again: the panel stays open with the new figures.
		await field.fill("2d6!+1>=7");
		await playground.getByRole("button", { name: words.odds }).click();
		await expect
			.poll(() => playground.getByRole("button", { name: words.odds }).getAttribute("aria-expanded"))
			.toBe("true");
		await expect.poll(() => playground.getByRole("table", { name: words.tiers("2d6!+1>=7") }).isVisible()).toBe(true);
		// An exploding sum's far tail is summarised under the chart, not drawn.
		await expect.poll(() => playground.getByText(words.tail).count()).toBe(1);
		expect(await axeViolations(page, { include: ["section"] })).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
	});

	test("on a 390 px phone the opened odds fit the screen, in light (French) and dark (English) mode", async ({
		browser,
	}) => {
		const mode = prefix === "" ? "light" : "dark";
		page = await openPage(browser, undefined, {
			viewport: { width: 390, height: 844 },
			isMobile: true,
			hasTouch: true,
		});
		// Docusaurus reads ?docusaurus-theme= before its stored choice.
		await goto(page, `${prefix}/docs/introduction/expression?docusaurus-theme=${mode}`);
		expect(await page.getAttribute("html", "data-theme")).toBe(mode);
		const block = page.getByRole("group", { name: "1d20+5>=15", exact: true });
		await block.getByRole("button", { name: words.odds }).click();
		const results = block.getByRole("table", { name: words.results("1d20+5>=15") });
		await expect.poll(() => results.isVisible()).toBe(true);
		await expect.poll(() => block.getByRole("table", { name: words.tiers("1d20+5>=15") }).isVisible()).toBe(true);
		const widths = await block.evaluate((panel) => {
			const overflowing = Array.from(panel.querySelectorAll("table, svg, fieldset, figure"))
				.map((element) => element.getBoundingClientRect())
				.filter((box) => box.width > 0 && (box.right > 390 || box.left < 0)).length;
			return { page: document.documentElement.scrollWidth, overflowing };
		});
		expect(widths.page).toBeLessThanOrEqual(390);
		expect(widths.overflowing).toBe(0);
		expect(await axeViolations(page, { include: ['[role="group"]:has(button[aria-expanded="true"])'] })).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
	});

	test("two expressions compared from the playground, then from its share link", async ({ browser }) => {
		page = await openPage(browser);
		await goto(page, `${prefix}/docs/introduction/expression`);
		const playground = await playgroundRegion(page, words.region);
		await playground.getByRole("textbox", { name: "Expression", exact: true }).fill("2d20kh1>=15");
		await playground.getByRole("button", { name: words.compareWith }).click();
		await playground.getByRole("textbox", { name: words.second }).fill("1d20+5>=15");
		await playground.getByRole("button", { name: words.odds }).click();
		const checkComparison = async (where: Page) => {
			const region = where.getByRole("region", { name: words.region });
			const summary = region.getByRole("table", { name: words.summaryCaption });
			await expect.poll(() => summary.getByRole("row").count()).toBe(3);
			const rows = (await summary.locator("tbody tr").allInnerTexts()).map((row) => row.replace(/\s+/g, " ").trim());
			for (const [index, row] of rows.entries())
				expect(row).toMatch(must(words.successes[index], "a row more than expected"));
			const table = region.getByRole("table", { name: words.compared });
			expect(await rowText(table, /^20 /)).toMatch(words.row20);
			// One chart for both, its series told apart by dash and marker (not colour alone).
			expect(await region.getByRole("img", { name: /2d20kh1>=15, 1d20\+5>=15/ }).count()).toBe(1);
			expect(await axeViolations(where, { include: ["section"] })).toEqual([]);
		};
		await checkComparison(page);
		const href = await playground.getByRole("link", { name: words.link }).getAttribute("href");
		expect(new URL(href ?? "").searchParams.getAll("vs")).toEqual(["1d20+5>=15"]);
		const shared = await openPage(browser);
		await shared.goto(href ?? "", { waitUntil: "load" });
		await waitForHydration(shared);
		await checkComparison(shared);
		expect(shared.consoleErrors).toEqual([]);
		await shared.context().close();
		expect(page.consoleErrors).toEqual([]);
	});

	test("a roll block's Compare with… stays where it is while the odds load and grow", async ({ browser }) => {
		page = await openPage(browser);
		const current = page;
		// The odds view's code is held: the panel says it loads, the link is already there.
		const view = await holdRequests(current, /\/assets\/js\/odds-view\.[0-9a-f]+\.js$/);
		await goto(current, `${prefix}/docs/introduction/expression`);
		const block = current.getByRole("group", { name: "1d20+5>=15", exact: true });
		await block.getByRole("button", { name: words.odds }).click();
		const link = block.getByRole("link", { name: words.compareLink });
		await link.waitFor();
		await expect.poll(() => view.held.length).toBeGreaterThan(0);
		const where = () => link.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
		const before = await where();
		// A 24 px target, as every control of the odds is on a phone.
		expect(await link.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(24);
		const height = () => block.evaluate((element) => element.getBoundingClientRect().height);
		const loadingHeight = await height();
		// The view comes with its tables: the block grows, the link does not move.
		await view.release();
		await block.getByRole("table", { name: words.results("1d20+5>=15") }).waitFor();
		expect(await height()).toBeGreaterThan(loadingHeight + 100);
		expect(await where()).toBe(before);
		expect(current.consoleErrors).toEqual([]);
	});

	test("a roll block's Compare with… opens the playground with it and a field for the next", async ({ browser }) => {
		page = await openPage(browser);
		await goto(page, `${prefix}/docs/introduction/expression`);
		const block = page.getByRole("group", { name: "1d20+5>=15", exact: true });
		await block.getByRole("button", { name: words.odds }).click();
		await block.getByRole("link", { name: words.compareLink }).click();
		await page.waitForURL(/compare=1/);
		const playground = await playgroundRegion(page, words.region);
		const field = playground.getByRole("textbox", { name: words.second });
		await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
		expect(await playground.getByRole("textbox", { name: "Expression", exact: true }).inputValue()).toBe("1d20+5>=15");
		await page.keyboard.type("2d20kh1>=15");
		await expect
			.poll(() => playground.getByRole("table", { name: words.summaryCaption }).getByRole("row").count())
			.toBe(3);
		expect(page.consoleErrors).toEqual([]);
	});
});
