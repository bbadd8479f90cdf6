// What the odds figures mean to a player, in both languages (issue 53): Call of
// Cthulhu's six answers at skill 60 ranked by quality, a Warhammer skill computed
// from two statistics, a share link that brings back the side, the value aimed at
// and pity, "Copy for Discord" under a comparison, and on a 390 px phone the odds
// and compare panels' controls at 24 × 24 px with 16 px fields.
import type { Locator, Page, Route } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { scrollToBuilder } from "./builderPage";
import { axeViolations, goto, openPage, siteUrl, type TrackedPage, test } from "./harness";

let page: TrackedPage | undefined;
afterEach(async () => {
	await page?.context().close();
	page = undefined;
});

const rowText = async (table: Locator, name: RegExp) =>
	(await table.getByRole("row", { name }).innerText()).replace(/\s+/g, " ").trim();

/** A Warhammer-style template: Melee is Weapon Skill plus its advances, rolled by a macro. */
const WFRP = JSON.stringify({
	diceType: "1d100<=$",
	statistics: {
		"Weapon Skill": { min: 22, max: 40 },
		"Melee Advances": { min: 1, max: 20 },
		Melee: { combinaison: "Weapon Skill+Melee Advances" },
	},
	damage: { "Melee Attack": "1d100<={{Melee}}" },
});

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
			atMost: "Au plus",
			// Skill 60: 1, 2-12, 13-30, 31-60, 61-99, 100.
			row60: /^60 1\s?% 11\s?% 18\s?% 30\s?% 39\s?% 1\s?%$/,
			row60AtLeast: /^60 1\s?% 12\s?% 30\s?% 60\s?% 99\s?% 100\s?%$/,
			order:
				/Le bot les teste dans un autre ordre, Succès critique, Réussite extrême, Réussite majeure, Maladresse, Succès, Échec/,
			shareQuestion: "Ouvrir le modèle contenu dans ce lien de partage ?",
			openTemplate: "Ouvrir le modèle",
			studied: "Jet étudié",
			meleeTiers: "Réponses du bot pour Melee Attack selon Melee (Exactement)",
			meleeNote:
				/^Chaque ligne est une valeur de Melee, calculée par le modèle \(Weapon Skill\+Melee Advances\) : de 23 à 60/,
			meleeRow45: /^45 45\s?% 55\s?%$/,
			region: "Essayer une expression",
			value: "Valeur visée",
			pity: "Seuil de pitié du serveur",
			chances: /^au moins 18 : 40\s?% ; au plus 18 : 65\s?%$/,
			longRun: /^Avec une pitié à 4 échecs, sur un grand nombre de jets : 56,69\s?% de réussites/,
			link: "Lien vers ce jet",
			copy: "Copier pour Discord",
			copied: "Résumé copié : collez-le dans un salon.",
			discord: [/^Au moins :$/m, /^- Succès : 55\s?%$/m, /^Avec une pitié à 4 échecs : 56,69\s?% de réussites/m],
			compared: [
				/^\*\*Jets comparés\*\* \(calcul exact\)$/m,
				/^- `1d20\+5>=15` \(Moyenne : 15,5, Chance de réussite : 55\s?%\)$/m,
				/^- `2d20kh1>=15` \(Moyenne : 13,83, Chance de réussite : 51\s?%\)$/m,
			],
			odds: "Chances",
			rulesSummary: "Ce que le bot compte des règles",
			bladesCard: "Réserve de d6 façon Blades in the Dark",
			openBlades: "Ouvrir dans le constructeur : Réserve de d6 façon Blades in the Dark",
			zeroDice:
				/^Avec Traquer, Étudier, .*Détermination à 0 \(le plus bas qu'elles peuvent valoir\), ce jet devient « 0d6kh1>=6 »/,
			reportLink: "Signaler un problème avec ce modèle",
			noMessage: "Aucune erreur ni message.",
			bladesCritical:
				/^Deux 6 ou plus : un critique — 2 dés : 2,78\s?% ; 3 dés : 7,41\s?% ; 4 dés : 13,19\s?% ; le bot affiche « Réussite totale »\.$/,
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
			atMost: "At most",
			row60: /^60 1% 11% 18% 30% 39% 1%$/,
			row60AtLeast: /^60 1% 12% 30% 60% 99% 100%$/,
			order:
				/The bot tests them in another order, Critical success, Extreme success, Hard success, Fumble, Success, Failure/,
			shareQuestion: "Open the template in this share link?",
			openTemplate: "Open the template",
			studied: "Roll studied",
			meleeTiers: "The bot's answers for Melee Attack by Melee (Exactly)",
			meleeNote:
				/^Each row is a value of Melee, which the template computes \(Weapon Skill\+Melee Advances\): from 23 to 60/,
			meleeRow45: /^45 45% 55%$/,
			region: "Try an expression",
			value: "Value to reach",
			pity: "Server's pity threshold",
			chances: /^at least 18: 40%; at most 18: 65%$/,
			longRun: /^With pity at 4 failures, over many rolls: 56\.69% successes/,
			link: "Link to this roll",
			copy: "Copy for Discord",
			copied: "Summary copied: paste it in a channel.",
			discord: [/^At least:$/m, /^- Success: 55%$/m, /^With pity at 4 failures: 56\.69% successes/m],
			compared: [
				/^\*\*Rolls compared\*\* \(exact figures\)$/m,
				/^- `1d20\+5>=15` \(Mean: 15\.5, Chance of success: 55%\)$/m,
				/^- `2d20kh1>=15` \(Mean: 13\.83, Chance of success: 51%\)$/m,
			],
			odds: "Odds",
			rulesSummary: "What the bot counts of the rules",
			bladesCard: "Blades in the Dark-style d6 pool",
			openBlades: "Open in the builder: Blades in the Dark-style d6 pool",
			zeroDice: /^With Hunt, Study, .*Resolve at 0 \(the lowest they can be\), this roll becomes “0d6kh1>=6”/,
			reportLink: "Report a problem with this template",
			noMessage: "No error and no message.",
			bladesCritical:
				/^Two 6s or more: a critical — 2 dice: 2\.78%; 3 dice: 7\.41%; 4 dice: 13\.19%; the bot prints “Full success”\.$/,
		},
	},
];

type Words = (typeof LANGUAGES)[number]["words"];

/** Opens the builder on the Warhammer template through a share link, as a reader who was sent one. */
async function openWarhammer(page: Page, prefix: string, words: Words): Promise<void> {
	await goto(page, `${prefix}/docs/sheet/form#template-json=${Buffer.from(WFRP).toString("base64url")}`);
	const dialog = page.getByRole("dialog", { name: words.shareQuestion });
	await dialog.waitFor();
	await dialog.getByRole("button", { name: words.openTemplate }).click();
	await scrollToBuilder(page);
}

describe.each(LANGUAGES)("what the odds mean ($prefix)", ({ prefix, words }) => {
	test("Call of Cthulhu at skill 60: six answers best first, at least a Success is 60 %", async ({ browser }) => {
		page = await openPage(browser);
		await goto(page, `${prefix}/docs/sheet/form`);
		await scrollToBuilder(page);
		await page.getByRole("button", { name: words.open }).click();
		await page.getByText(words.opened, { exact: true }).waitFor();
		await page.getByRole("button", { name: words.toggle }).click();
		const tiers = page.getByRole("table", { name: words.tiers(words.exactly) });
		await expect.poll(() => tiers.isVisible()).toBe(true);
		// Every value of the range has its row: 60 was skipped when the curve took every other value.
		expect(await rowText(tiers, /^60 /)).toMatch(words.row60);
		expect(await rowText(tiers, /^59 /)).toMatch(/^59 /);
		await page.getByRole("radio", { name: words.atLeast }).check();
		const atLeast = page.getByRole("table", { name: words.tiers(words.atLeast) });
		await expect.poll(() => rowText(atLeast, /^60 /)).toMatch(words.row60AtLeast);
		expect(await page.getByText(words.order).count()).toBe(1);
		expect(page.consoleErrors).toEqual([]);
	});

	test("a gallery card: the rules the bot cannot count, with their exact rate", async ({ browser }) => {
		page = await openPage(browser);
		await goto(page, `${prefix}/docs/sheet/form`);
		await scrollToBuilder(page);
		const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: words.bladesCard }) });
		await card.getByText(words.rulesSummary, { exact: true }).click();
		await expect.poll(() => card.getByRole("listitem").filter({ hasText: words.bladesCritical }).count()).toBe(1);
		expect(await axeViolations(page, { include: ["section"] })).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
	});

	test("Blades: one zero-dice note for every statistic at 0, and the report text lists it", async ({ browser }) => {
		page = await openPage(browser);
		await goto(page, `${prefix}/docs/sheet/form`);
		await scrollToBuilder(page);
		await page.getByRole("button", { name: words.openBlades }).click();
		const note = page.getByText(words.zeroDice);
		await expect.poll(() => note.count()).toBe(1);
		const href = (await page.getByRole("link", { name: words.reportLink }).getAttribute("href")) ?? "";
		const body = new URL(href).searchParams.get("body") ?? "";
		expect(body).toContain("0d6kh1>=6");
		expect(body).not.toContain(words.noMessage);
		expect(page.consoleErrors).toEqual([]);
	});

	test("a Warhammer skill computed from two statistics: its rows are Melee's values", async ({ browser }) => {
		page = await openPage(browser);
		await openWarhammer(page, prefix, words);
		await page.getByRole("button", { name: words.toggle }).click();
		await page.getByLabel(words.studied, { exact: true }).selectOption("Melee Attack");
		const melee = page.getByRole("table", { name: words.meleeTiers });
		await melee.waitFor();
		// Melee 45 rolls 1d100<=45: 45 % succeed (every statistic set to 45 had read 1d100<=90).
		expect(await rowText(melee, /^45 /)).toMatch(words.meleeRow45);
		expect(await melee.locator("tbody tr").count()).toBe(60 - 23 + 1);
		expect(await page.getByText(words.meleeNote).count()).toBe(1);
		expect(page.consoleErrors).toEqual([]);
	});

	test("a roll chosen while the type die's worker still loads gets its answers", async ({ browser }) => {
		// Ended while it loaded, the type die's worker reported its import cut short once the macro's worker had
		// started, and that error ended the macro's worker too: its odds said "working" for ever (issue 55, seen at
		// load 20). Here the first import of the first odds worker is held, so that the macro is chosen while it loads.
		page = await openPage(browser);
		let held: (route: Route) => void = () => undefined;
		const holding = new Promise<Route>((resolve) => {
			held = resolve;
		});
		let holds = 0;
		// A worker's imports name its script as their referrer: the page's own scripts name the page.
		await page.route(/\/assets\/js\/[^/]+\.js$/, (route) => {
			const fromOddsWorker = /\/odds-worker\.\w+\.js$/.test(route.request().headers().referer ?? "");
			if (fromOddsWorker && holds++ === 0) return held(route);
			return route.continue();
		});
		await openWarhammer(page, prefix, words);
		const firstWorker = page.waitForEvent("worker", { predicate: (worker) => /odds-worker/.test(worker.url()) });
		await page.getByRole("button", { name: words.toggle }).click();
		const route = await holding;
		const ended = (await firstWorker).waitForEvent("close");
		await page.getByLabel(words.studied, { exact: true }).selectOption("Melee Attack");
		await ended;
		// The ended worker's request is gone with it: continuing it may fail, which changes nothing here.
		await route.continue().catch(() => undefined);
		await page.getByRole("table", { name: words.meleeTiers }).waitFor();
		expect(await page.getByRole("table", { name: words.meleeTiers }).locator("tbody tr").count()).toBe(60 - 23 + 1);
		// The ended worker's error is the page's own doing, not reported as one.
		expect(page.consoleErrors).toEqual([]);
	});

	test("a share link brings back the side, the value aimed at and pity, and opens at the tool", async ({ browser }) => {
		page = await openPage(browser);
		await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
		await goto(page, `${prefix}/docs/introduction/expression?roll=1d20%2B5%3E%3D15&side=atLeast&at=18&pity=4`);
		const playground = page.getByRole("region", { name: words.region });
		await expect.poll(() => playground.getByRole("radio", { name: words.atLeast }).isChecked()).toBe(true);
		expect(await playground.getByLabel(words.value, { exact: true }).inputValue()).toBe("18");
		expect(await playground.getByLabel(words.pity, { exact: true }).inputValue()).toBe("4");
		await expect.poll(() => playground.getByText(words.chances).count()).toBe(1);
		await expect.poll(() => playground.getByText(words.longRun).count()).toBe(1);
		// The reader lands on the tool, not at the top of the page.
		const top = await playground.evaluate((element) => element.getBoundingClientRect().top);
		expect(Math.abs(top)).toBeLessThan(200);
		// The link written now carries the same choices, and a new one once changed.
		const href = (await playground.getByRole("link", { name: words.link }).getAttribute("href")) ?? "";
		const params = new URL(href, siteUrl()).searchParams;
		expect([params.get("roll"), params.get("side"), params.get("at"), params.get("pity")]).toEqual([
			"1d20+5>=15",
			"atLeast",
			"18",
			"4",
		]);
		await playground.getByRole("radio", { name: words.atMost }).check();
		await expect
			.poll(async () =>
				new URL(
					(await playground.getByRole("link", { name: words.link }).getAttribute("href")) ?? "",
					siteUrl(),
				).searchParams.get("side"),
			)
			.toBe("atMost");
		// Copy for Discord holds the side's tiers and pity as shown.
		await playground.getByRole("radio", { name: words.atLeast }).check();
		await playground.getByRole("button", { name: words.copy }).click();
		await expect.poll(() => playground.getByRole("status").filter({ hasText: words.copied }).count()).toBe(1);
		const copied = await page.evaluate(() => navigator.clipboard.readText());
		for (const line of words.discord) expect(copied).toMatch(line);
		expect(page.consoleErrors).toEqual([]);
	});

	test("Copy for Discord under a comparison: each roll's figures, under 2,000 characters", async ({ browser }) => {
		page = await openPage(browser);
		await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
		await goto(page, `${prefix}/docs/introduction/expression?roll=1d20%2B5%3E%3D15&vs=2d20kh1%3E%3D15`);
		const playground = page.getByRole("region", { name: words.region });
		await playground.getByRole("button", { name: words.copy }).click();
		await expect.poll(() => playground.getByRole("status").filter({ hasText: words.copied }).count()).toBe(1);
		const copied = await page.evaluate(() => navigator.clipboard.readText());
		expect(copied.length).toBeLessThan(2000);
		for (const line of words.compared) expect(copied).toMatch(line);
		expect(page.consoleErrors).toEqual([]);
	});

	test("on a 390 px phone: the odds and compare panels' controls are 24 px or more, fields 16 px", async ({
		browser,
	}) => {
		const mode = prefix === "" ? "light" : "dark";
		page = await openPage(browser, undefined, {
			viewport: { width: 390, height: 844 },
			isMobile: true,
			hasTouch: true,
		});
		const sizes = () =>
			page?.evaluate(() => {
				const panels = Array.from(document.querySelectorAll('main [id$="-panel"]'));
				const controls = panels.flatMap((panel) => Array.from(panel.querySelectorAll("button, input, select")));
				const small = controls
					.map((control) => ({ control, box: control.getBoundingClientRect() }))
					.filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
					.map(({ control, box }) => `${control.tagName} ${control.textContent?.trim()} ${box.width}×${box.height}`);
				const smallText = controls
					.filter((control) => control.tagName !== "BUTTON" && control.getBoundingClientRect().width > 0)
					.filter((control) => (control as HTMLInputElement).type !== "radio")
					.map((control) => getComputedStyle(control).fontSize)
					.filter((size) => size !== "16px");
				return { count: controls.length, small, smallText, page: document.documentElement.scrollWidth };
			});
		// The playground's odds with pity, then a comparison.
		await goto(page, `${prefix}/docs/introduction/expression?roll=1d20%2B5%3E%3D15&pity=4&docusaurus-theme=${mode}`);
		const playground = page.getByRole("region", { name: words.region });
		await expect.poll(() => playground.getByText(words.longRun).count()).toBe(1);
		const odds = await sizes();
		expect(odds?.count).toBeGreaterThan(5);
		expect(odds).toMatchObject({ small: [], smallText: [], page: 390 });
		expect(await axeViolations(page, { include: ["section"] })).toEqual([]);
		await goto(
			page,
			`${prefix}/docs/introduction/expression?roll=1d20%2B5%3E%3D15&vs=2d20kh1%3E%3D15&docusaurus-theme=${mode}`,
		);
		await expect.poll(() => playground.getByRole("button", { name: words.copy }).count()).toBe(1);
		expect(await sizes()).toMatchObject({ small: [], smallText: [], page: 390 });
		expect(await axeViolations(page, { include: ["section"] })).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
	});
});
