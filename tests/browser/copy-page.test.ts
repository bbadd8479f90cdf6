// The "Copy page" bar under each page's title (src/components/CopyPage): the button copies the page's Markdown copy,
// in the page's language, and the link opens that copy.
import { afterEach, describe, expect } from "vitest";
import { givePagesBack, openPage, siteUrl, test } from "./harness";

afterEach(givePagesBack);

const cases = [
	{
		route: "/docs/usage/model/calc",
		button: "Copier la page",
		link: "Version Markdown",
		done: "Page copiée en Markdown.",
	},
	{
		route: "/en/docs/usage/model/calc",
		button: "Copy page",
		link: "Markdown version",
		done: "Page copied as Markdown.",
	},
];

describe("Copy page", () => {
	test.for(cases)("$route: the button copies the page as Markdown", async ({ route, button, done }, { browser }) => {
		const page = await openPage(browser, route, { permissions: ["clipboard-read", "clipboard-write"] });
		// 1. The reader clicks the button above the title.
		await page.getByRole("button", { name: button }).click();
		// 2. The bar says the page was copied.
		await expect.poll(() => page.getByRole("status").first().textContent()).toBe(done);
		// 3. The clipboard holds the page's Markdown, opened by its title.
		const title = (await page.locator("article h1").first().textContent())?.trim();
		const copied = await page.evaluate(() => navigator.clipboard.readText());
		expect(copied.startsWith(`# ${title}\n`)).toBe(true);
		expect(copied).toContain("/math");
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test.for(cases)("$route: the link opens the Markdown copy", async ({ route, link }, { browser }) => {
		const page = await openPage(browser, route);
		const href = await page.getByRole("link", { name: link }).getAttribute("href");
		expect(href).toBe(`${route}.md`);
		const response = await page.request.get(siteUrl(href ?? ""));
		expect(response.ok()).toBe(true);
		expect(await response.text()).toMatch(/^# /);
		await page.context().close();
	});
});
