// The Content-Security-Policy <meta> tag (plugins/content-security-policy), in
// French and in English: the pages, the builder and its checks' worker, the
// search modal and its worker, the search page and the dice all work under it
// with no violation, and a script injected into a page is refused.
import type { Page } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { scrollToBuilder } from "./builderPage";
import { givePagesBack, goto, openPage, playgroundRegion, type TrackedPage, test } from "./harness";

afterEach(givePagesBack);

const LANGUAGES = [
	{
		name: "French",
		prefix: "",
		t: {
			search: "Rechercher des docs",
			query: "macro",
			importInput: "Fichier JSON du modèle à importer",
			imported: "Modèle importé avec succès.",
			download: "Télécharger le modèle",
			roll: "Lancer",
			playground: "Essayer une expression",
		},
	},
	{
		name: "English",
		prefix: "/en",
		t: {
			search: "Search docs",
			query: "macro",
			importInput: "Template JSON file to import",
			imported: "Template imported successfully.",
			download: "Download template",
			roll: "Roll",
			playground: "Try an expression",
		},
	},
] as const;

/** Every violation the page reports, from its very start. */
async function openWatched(path: string, browser: Parameters<typeof openPage>[0]): Promise<TrackedPage> {
	const page = await openPage(browser);
	await page.context().addInitScript(() => {
		const seen: string[] = [];
		(window as unknown as { violations: string[] }).violations = seen;
		document.addEventListener("securitypolicyviolation", (event) =>
			seen.push(`${event.violatedDirective} ${event.blockedURI}`),
		);
	});
	await goto(page, path);
	return page;
}

/**
 * Violations seen so far. Zod, bundled inside DocSearch, tries `Function("")` once to
 * learn whether it may compile its parsers; the policy refuses, zod catches it and
 * parses without: that refused try is the policy at work, not a failure.
 */
const violations = (page: Page) =>
	page.evaluate(() =>
		(window as unknown as { violations: string[] }).violations.filter((seen) => seen !== "script-src eval"),
	);

for (const { name, prefix, t } of LANGUAGES) {
	describe(`${name}: Content-Security-Policy`, () => {
		test("each page carries the policy, first in its head", async ({ browser }) => {
			const page = await openWatched(`${prefix}/`, browser);
			const policy = await page.evaluate(() => {
				const meta = document.head.firstElementChild;
				return meta?.getAttribute("http-equiv") === "Content-Security-Policy" ? meta.getAttribute("content") : null;
			});
			expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
			expect(policy).toContain("worker-src 'self'");
			expect(policy).not.toContain("unsafe-eval");
			expect(await violations(page)).toEqual([]);
			await page.context().close();
		});

		test("the builder, its checks' worker, the search and the dice work with no violation", async ({ browser }) => {
			// 1. The builder imports a template: its checks' worker checks it and the download opens.
			const page = await openWatched(`${prefix}/docs/sheet/form`, browser);
			await scrollToBuilder(page);
			await page.getByLabel(t.importInput).setInputFiles({
				name: "t.json",
				mimeType: "application/json",
				buffer: Buffer.from(JSON.stringify({ diceType: "1d20+$", statistics: { Force: { min: 1, max: 20 } } })),
			});
			await page.getByText(t.imported, { exact: true }).waitFor();
			await expect.poll(() => page.getByRole("button", { name: t.download, exact: true }).isEnabled()).toBe(true);
			// 2. The search modal opens with its stylesheet, and its worker answers.
			await page.keyboard.press("Control+k");
			await page.locator(".DocSearch-Modal").getByPlaceholder(t.search).fill(t.query);
			await page.locator(".DocSearch-Modal").getByRole("option").first().waitFor();
			expect(await violations(page)).toEqual([]);
			// 3. The search page lists results.
			await goto(page, `${prefix}/search?q=${t.query}`);
			await page.locator("main").getByRole("link", { name: /macro/i }).first().waitFor();
			// 4. A roll block and the playground roll.
			await goto(page, `${prefix}/docs/introduction/expression`);
			await (await playgroundRegion(page, t.playground)).waitFor();
			const block = page.getByRole("group", { name: "1d20+5>=15", exact: true });
			await block.scrollIntoViewIfNeeded();
			await block.getByRole("button", { name: t.roll, exact: true }).click();
			await expect.poll(() => block.locator("[aria-live]").textContent()).not.toBe("");
			expect(await violations(page)).toEqual([]);
			expect(page.consoleErrors).toEqual([]);
			await page.context().close();
		});

		test("a script injected into a page is refused", async ({ browser }) => {
			const page = await openWatched(`${prefix}/docs/sheet/form`, browser);
			await page.evaluate(() => {
				const script = document.createElement("script");
				script.textContent = "window.injected = true;";
				document.body.append(script);
				const handler = document.createElement("img");
				handler.setAttribute("src", "data:,");
				handler.setAttribute("onerror", "window.injected = true;");
				document.body.append(handler);
			});
			await expect.poll(() => violations(page)).toContain("script-src-elem inline");
			expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
			await page.context().close();
		});
	});
}
