// Pages that cannot run as they should, in French and in English: a page whose
// code cannot be downloaded as it opens says so with a Retry button that brings
// it back once the site answers; with JavaScript off, the builder, the
// playground and the search page say they need it instead of loading forever.
import { afterEach, describe, expect } from "vitest";
import { givePagesBack, openPage, siteUrl, test } from "./harness";

afterEach(givePagesBack);

const LANGUAGES = [
	{
		name: "French",
		prefix: "",
		t: {
			chunkFailed: /^Une partie de cette page n'a pas pu être téléchargée/,
			retry: "Réessayer",
			builder:
				"Le constructeur de modèle a besoin de JavaScript : activez-le dans votre navigateur pour vous en servir.",
			playground: "Le simulateur de dés a besoin de JavaScript : activez-le dans votre navigateur pour vous en servir.",
			search: "La recherche a besoin de JavaScript : activez-le dans votre navigateur pour vous en servir.",
			commandBox:
				"Le simulateur de commandes a besoin de JavaScript : activez-le dans votre navigateur pour vous en servir.",
			loading: /Chargement/,
		},
	},
	{
		name: "English",
		prefix: "/en",
		t: {
			chunkFailed: /^Part of this page could not be downloaded/,
			retry: "Retry",
			builder: "The template builder needs JavaScript: turn it on in your browser to use it.",
			playground: "The dice playground needs JavaScript: turn it on in your browser to use it.",
			search: "Search needs JavaScript: turn it on in your browser to use it.",
			commandBox: "The command box needs JavaScript: turn it on in your browser to use it.",
			loading: /Loading/,
		},
	},
] as const;

/** The page's own chunks, apart from the entry script and the runtime that the HTML names. */
const ROUTE_CHUNKS = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;

for (const { name, prefix, t } of LANGUAGES) {
	describe(`${name}: a page whose code cannot be downloaded`, () => {
		test("says so with the error's text and a Retry button, which brings the page back", async ({ browser }) => {
			const page = await openPage(browser);
			// 1. The route's chunks cannot be fetched as the page opens.
			await page.route(ROUTE_CHUNKS, (route) => route.abort("internetdisconnected"));
			await page.goto(siteUrl(`${prefix}/docs/config/threads`), { waitUntil: "load" });
			const alert = page.getByRole("alert").filter({ hasText: t.chunkFailed });
			await alert.waitFor();
			expect(await alert.textContent()).toMatch(/ChunkLoadError|chunk/i);
			// 2. Retry while still offline: the page stays, and says the site does not answer.
			await page.route("**/*", (route) => route.abort("internetdisconnected"));
			await alert.getByRole("button", { name: t.retry }).click();
			await expect.poll(() => alert.textContent()).not.toMatch(/chunk/i);
			expect(page.url()).toBe(siteUrl(`${prefix}/docs/config/threads`));
			// 3. Back online: Retry reloads the page, which starts.
			await page.unrouteAll();
			await alert.getByRole("button", { name: t.retry }).click();
			await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached" });
			expect(await page.getByRole("alert").filter({ hasText: t.chunkFailed }).count()).toBe(0);
			await page.context().close();
		});
	});

	describe(`${name}: JavaScript off`, () => {
		for (const [where, path, message] of [
			["builder", "/docs/sheet/form", t.builder],
			["playground", "/docs/introduction/expression", t.playground],
			["search page", "/search?q=macro", t.search],
			["command box", "/", t.commandBox],
		] as const) {
			test(`the ${where} says it needs JavaScript, and nothing says it is loading`, async ({ browser }) => {
				const context = await browser.newContext({ javaScriptEnabled: false });
				const page = await context.newPage();
				await page.goto(siteUrl(`${prefix}${path}`), { waitUntil: "load" });
				await page.getByText(message, { exact: true }).waitFor();
				expect(await page.getByRole("status").filter({ hasText: t.loading }).count()).toBe(0);
				await context.close();
			});
		}
	});
}
