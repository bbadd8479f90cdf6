// Nothing a reader does loses their work (issue 33), in French and in English:
// with site data blocked the search opens and answers, and a search that fails
// stays in its own box while the builder keeps the template it holds; a share
// link that would inflate into gigabytes is refused as too large.
import { deflateRawSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { heavyTemplate } from "../support/heavyTemplate";
import { scrollToBuilder } from "./builderPage";
import { givePagesBack, goto, openPage, type TrackedPage, test } from "./harness";

afterEach(givePagesBack);

const LANGUAGES = [
	{
		name: "French",
		prefix: "",
		t: {
			placeholder: "Rechercher des docs",
			query: "role automatique",
			importInput: "Fichier JSON du modèle à importer",
			imported: "Modèle importé avec succès.",
			statName: "Nom (Statistique 1)",
			searchFailed: "La recherche a rencontré une erreur ; le reste de la page fonctionne toujours.",
			close: "Fermer",
			linkTooLarge: /^Le lien de partage contient un modèle de plus de 1 MB/,
			download: "Télécharger le modèle",
		},
	},
	{
		name: "English",
		prefix: "/en",
		t: {
			placeholder: "Search docs",
			query: "auto role",
			importInput: "Template JSON file to import",
			imported: "Template imported successfully.",
			statName: "Name (Statistic 1)",
			searchFailed: "Search ran into an error; the rest of the page still works.",
			close: "Close",
			linkTooLarge: /^The share link holds a template larger than 1 MB/,
			download: "Download template",
		},
	},
] as const;
type Words = (typeof LANGUAGES)[number]["t"];

/** What a browser does when the visitor blocks site data: reading `localStorage` throws. */
function blockSiteData(context: BrowserContext): Promise<unknown> {
	return context.addInitScript(() => {
		Object.defineProperty(window, "localStorage", {
			configurable: true,
			get() {
				throw new DOMException(
					"Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
					"SecurityError",
				);
			},
		});
	});
}

async function openBuilder(
	browser: Browser,
	path: string,
	init?: (context: BrowserContext) => Promise<unknown>,
): Promise<TrackedPage> {
	const page = await openPage(browser);
	if (init) await init(page.context());
	await goto(page, path);
	await scrollToBuilder(page);
	return page;
}

async function importTemplate(page: Page, t: Words, template: object): Promise<void> {
	await page.getByLabel(t.importInput).setInputFiles({
		name: "t.json",
		mimeType: "application/json",
		buffer: Buffer.from(JSON.stringify(template)),
	});
	await page.getByText(t.imported, { exact: true }).waitFor();
}

const modal = (page: Page) => page.locator(".DocSearch-Modal");

for (const { name, prefix, t } of LANGUAGES) {
	describe(`${name}: storage blocked, widgets apart`, () => {
		test("with site data blocked, the search opens, answers and closes; the builder keeps its template", async ({
			browser,
		}) => {
			const page = await openBuilder(browser, `${prefix}/docs/sheet/form`, blockSiteData);
			// 1. A template is imported into the builder.
			await importTemplate(page, t, { statistics: { Agilité: { min: 1, max: 20 } } });
			// 2. Ctrl+K opens the search, which finds pages.
			await page.keyboard.press("Control+k");
			await modal(page).getByPlaceholder(t.placeholder).fill(t.query);
			await modal(page).getByRole("option").first().waitFor();
			// 3. Escape closes it: the page never crashed and the template is still there.
			await page.keyboard.press("Escape");
			await modal(page).waitFor({ state: "detached" });
			expect(await page.getByLabel(t.statName, { exact: true }).inputValue()).toBe("Agilité");
			// The storage the search borrowed while open is gone again: the page's storage still refuses.
			expect(
				await page.evaluate(() => Object.getOwnPropertyDescriptor(window, "localStorage")?.get !== undefined),
			).toBe(true);
			expect(page.consoleErrors).toEqual([]);
			await page.context().close();
		});

		test("a search that fails shows its own message; the builder keeps its template", async ({ browser }) => {
			const page = await openBuilder(browser, `${prefix}/docs/sheet/form`, (context) =>
				context.addInitScript(() => {
					// DocSearch's modal reads the selection as it renders: break that read on demand.
					const getSelection = window.getSelection.bind(window);
					window.getSelection = () => {
						if ((window as { breakSearch?: boolean }).breakSearch) throw new Error("search broken on purpose");
						return getSelection();
					};
				}),
			);
			await importTemplate(page, t, { statistics: { Agilité: { min: 1, max: 20 } } });
			await page.evaluate(() => {
				(window as { breakSearch?: boolean }).breakSearch = true;
			});
			await page.keyboard.press("Control+k");
			const failure = page.getByRole("alert").filter({ hasText: t.searchFailed });
			await failure.waitFor();
			expect(await failure.textContent()).toContain("search broken on purpose");
			await failure.getByRole("button", { name: t.close }).click();
			await failure.waitFor({ state: "detached" });
			expect(await page.getByLabel(t.statName, { exact: true }).inputValue()).toBe("Agilité");
			await page.context().close();
		});
	});

	describe(`${name}: a template at the limits`, () => {
		test("the heaviest template the bot accepts is checked in the checks' worker, then can be downloaded", async ({
			browser,
		}) => {
			const page = await openBuilder(browser, `${prefix}/docs/sheet/form`);
			const workers: string[] = [];
			page.on("worker", (worker) => workers.push(worker.url()));
			await importTemplate(page, t, heavyTemplate());
			await expect.poll(() => page.getByRole("button", { name: t.download, exact: true }).isEnabled()).toBe(true);
			// Checked off the page's main thread: the checks' worker ran.
			expect(workers.some((url) => url.includes("template-checks-worker"))).toBe(true);
			expect(await page.getByLabel(t.statName, { exact: true }).inputValue()).toBe("Stat 1");
			expect(page.consoleErrors).toEqual([]);
			await page.context().close();
		});
	});

	describe(`${name}: share-link bombs`, () => {
		for (const [kind, bytes] of [
			["zero bytes", Buffer.alloc(96 << 20)],
			["valid JSON, then spaces", Buffer.concat([Buffer.from('{"diceType":"1d20"}'), Buffer.alloc(96 << 20, 0x20)])],
		] as const) {
			test(`a link inflating to 96 MB of ${kind} is refused as too large; the form keeps its template`, async ({
				browser,
			}) => {
				const page = await openBuilder(browser, `${prefix}/docs/sheet/form`);
				await importTemplate(page, t, { statistics: { Agilité: { min: 1, max: 20 } } });
				await page.evaluate(
					(hash) => {
						window.location.hash = hash;
					},
					`template=${deflateRawSync(bytes).toString("base64url")}`,
				);
				await page.getByText(t.linkTooLarge).waitFor();
				expect(await page.getByLabel(t.statName, { exact: true }).inputValue()).toBe("Agilité");
				expect(page.consoleErrors).toEqual([]);
				await page.context().close();
			});
		}
	});
}
