// Code blocks after hydration: the server's blocks stay on the page (no rebuild), and
// their colours follow the colour mode through CSS variables alone (src/theme/CodeBlock).
import { colord } from "colord";
import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { siteCodeColours } from "../../src/code-highlighting/siteCodeColours";
import { must } from "../../src/dice";
import { givePagesBack, openPage, siteUrl, test, waitForHydration, waitForIdle } from "./harness";

afterEach(givePagesBack);

const { variables } = siteCodeColours;
const PAGE_WITH_JSON = "/docs/sheet/import_export";
const WRAP = "Activer/désactiver le retour à la ligne";
const rgb = (colour: string) => colord(colour).toRgbString();

type Instrumented = Window & { serverBlocks: Element[] };

/** Before any script of the page runs: remembers the server's code blocks. */
async function instrument(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const probe = window as unknown as Instrumented;
		document.addEventListener("DOMContentLoaded", () => {
			probe.serverBlocks = Array.from(document.querySelectorAll(".theme-code-block"));
		});
	});
}

async function load(page: Page, path: string): Promise<void> {
	await page.goto(siteUrl(path), { waitUntil: "load" });
	await waitForHydration(page);
	await waitForIdle(page); // the effects that follow hydration have committed
}

async function colours(page: Page) {
	return page.evaluate(() => {
		const colourOf = (selector: string) => {
			const element = document.querySelector(selector);
			return element ? getComputedStyle(element).color : null;
		};
		const pre = document.querySelector(".theme-code-block pre");
		return {
			property: colourOf(".theme-code-block .token.property"),
			number: colourOf(".theme-code-block .token.number"),
			background: pre ? getComputedStyle(pre).backgroundColor : null,
		};
	});
}

/** A variable each mode sets: the site's code colours name all three. */
const variable = (mode: "light" | "dark", name: string) => must(variables[mode][name], `no ${name} in ${mode} mode`);
const expectedColours = (mode: "light" | "dark") => ({
	property: rgb(variable(mode, "--code-token-property-color")),
	number: rgb(variable(mode, "--code-token-number-color")),
	background: rgb(variable(mode, "--code-base-background-color")),
});

describe("code blocks", () => {
	test.for(["light", "dark"] as const)(
		"in %s mode, hydration keeps the server's blocks and they show that mode's colours",
		async (mode, { browser }) => {
			const page = await openPage(browser);
			await instrument(page);
			await load(page, `${PAGE_WITH_JSON}?docusaurus-theme=${mode}`);
			expect(await page.getAttribute("html", "data-theme")).toBe(mode);

			const blocks = await page.evaluate(() => {
				const { serverBlocks } = window as unknown as Instrumented;
				return { sent: serverBlocks.length, kept: serverBlocks.filter((block) => block.isConnected).length };
			});
			expect(blocks.sent).toBeGreaterThanOrEqual(3);
			expect(blocks.kept).toBe(blocks.sent);
			expect(await colours(page)).toEqual(expectedColours(mode));
			expect(page.consoleErrors).toEqual([]);
		},
	);

	test("in dark mode, code is dark from the first paint, before any script of the site runs", async ({ browser }) => {
		// Before, the server's blocks had the light theme's inline colours until hydration rebuilt them.
		const page = await openPage(browser);
		await page.route(/\/assets\/js\//, (route) => route.abort());
		await page.goto(siteUrl(`${PAGE_WITH_JSON}?docusaurus-theme=dark`), { waitUntil: "load" });
		expect(await page.getAttribute("html", "data-has-hydrated")).toBe("false");
		expect(await colours(page)).toEqual(expectedColours("dark"));
	});

	test("switching the colour mode recolours the code at once", async ({ browser }) => {
		const page = await openPage(browser, PAGE_WITH_JSON);
		expect(await colours(page)).toEqual(expectedColours("light"));
		await page.getByRole("button", { name: /mode sombre et clair/i }).click();
		expect(await page.getAttribute("html", "data-theme")).toBe("dark");
		expect(await colours(page)).toEqual(expectedColours("dark"));
	});

	test("a page reached by a link shows the same code blocks as the server sent", async ({ browser }) => {
		// The lines of the docs' blocks are prerendered at build time (src/mdx/
		// rehypePrerenderedCodeBlocks.ts): hydration adopts the server's, and a page
		// rendered in the browser sets the same HTML from the page's script.
		// The <pre>'s inline style is compared as the browser reads it: React writes it
		// property by property in the browser, so the attribute's text differs.
		const blocksOf = (page: Page) =>
			page.locator(".theme-code-block pre").evaluateAll((blocks) =>
				blocks.map((block) => ({
					className: block.className,
					style: (block as HTMLElement).style.cssText,
					code: block.querySelector("code")?.outerHTML,
				})),
			);
		const served = await openPage(browser, PAGE_WITH_JSON);
		const sent = await blocksOf(served);
		expect(sent.length).toBeGreaterThanOrEqual(3);
		expect(sent.map((block) => block.code).join("")).toContain('<span class="token property"');

		const page = await openPage(browser, "/docs/sheet/advice");
		await page.evaluate(() => {
			(window as unknown as { sameDocument: boolean }).sameDocument = true;
		});
		await page.locator(`main a[href^="${PAGE_WITH_JSON}"]`).first().click();
		await page.waitForURL((url) => url.pathname === PAGE_WITH_JSON);
		await page.locator(".theme-code-block").first().waitFor();
		expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
		expect(await blocksOf(page)).toEqual(sent);
		expect(page.consoleErrors).toEqual([]);
	});

	test("on a phone, blocks that overflow get a wrap button that wraps them, and copy buttons copy", async ({
		browser,
	}) => {
		// The overflow is learnt after hydration and reaches the buttons through their own
		// context (src/theme/CodeBlock/wordWrapState.ts): this is what must keep working.
		const page = await openPage(browser, undefined, {
			viewport: { width: 412, height: 823 },
			isMobile: true,
			permissions: ["clipboard-read", "clipboard-write"],
		});
		await load(page, "/docs/introduction/expression");
		// A block learns whether it overflows when the browser lays it out.
		const blocks = page.locator(".theme-code-block");
		const wrapButtonOf = (block: Locator) => block.getByRole("button", { name: WRAP });
		const overflowOf = (block: Locator) => block.locator("pre").evaluate((pre) => pre.scrollWidth > pre.clientWidth);
		const states: { overflows: boolean }[] = [];
		for (let index = 0; index < (await blocks.count()); index += 1) {
			const block = blocks.nth(index);
			await block.scrollIntoViewIfNeeded();
			const overflows = await overflowOf(block);
			await expect.poll(() => wrapButtonOf(block).count()).toBe(overflows ? 1 : 0);
			states.push({ overflows });
		}
		expect(states.filter((state) => state.overflows).length).toBeGreaterThan(0);
		expect(states.filter((state) => !state.overflows).length).toBeGreaterThan(0);

		// The check follows the block's width: a block that fits a wider window loses its
		// button there and gets it back on a phone's width.
		await page.setViewportSize({ width: 1280, height: 823 });
		const overflowsWide = await blocks.evaluateAll((elements) =>
			elements.map((block) => {
				const pre = block.querySelector("pre") as HTMLElement;
				return pre.scrollWidth > pre.clientWidth;
			}),
		);
		const resizedIndex = states.findIndex((state, index) => state.overflows && !overflowsWide[index]);
		expect(resizedIndex).toBeGreaterThanOrEqual(0);
		const resized = blocks.nth(resizedIndex);
		await resized.scrollIntoViewIfNeeded();
		await expect.poll(() => wrapButtonOf(resized).count()).toBe(0);
		await page.setViewportSize({ width: 412, height: 823 });
		await expect.poll(() => wrapButtonOf(resized).count()).toBe(1);

		// Wrapping the first overflowing block removes its overflow; unwrapping brings it back.
		const block = blocks.nth(states.findIndex((state) => state.overflows));
		await block.scrollIntoViewIfNeeded();
		const wrap = wrapButtonOf(block);
		await wrap.click();
		await expect.poll(() => overflowOf(block)).toBe(false);
		await wrap.click();
		await expect.poll(() => overflowOf(block)).toBe(true);

		// Copying puts the block's code on the clipboard and says so on the button.
		await block.getByRole("button", { name: "Copier le code" }).click();
		await block.getByRole("button", { name: "Copié" }).waitFor();
		const code = await block.locator("code").innerText();
		expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
		expect(page.consoleErrors).toEqual([]);
	});
});
