import { afterEach, describe, expect } from "vitest";
import { givePagesBack, goto, openPage, reload, siteUrl, test } from "./harness";

afterEach(givePagesBack);

describe("site shell", () => {
	test("the landing page is served in French at / and in English at /en/", async ({ browser }) => {
		// 1. The French landing page.
		const page = await openPage(browser, "/");
		expect(await page.getAttribute("html", "lang")).toBe("fr-FR");
		await expect(
			page.getByRole("link", { name: "Inviter le bot", exact: true }).getAttribute("href"),
		).resolves.toContain("scope=bot");
		// The home page opens on what the bot answers, then says what Dicelette does.
		expect(await page.getByRole("heading", { level: 2 }).first().textContent()).toContain("Ce que le bot répond");
		expect(await page.getByRole("heading", { level: 2, name: /^Ce que Dicelette/ }).count()).toBe(1);
		// 2. The English landing page.
		await goto(page, "/en/");
		expect(await page.getAttribute("html", "lang")).toBe("en-GB");
		await expect(page.getByRole("link", { name: "Invite the bot", exact: true }).count()).resolves.toBe(1);
		expect(page.consoleErrors).toEqual([]);
		expect(page.outsideRequests).toEqual([]);
	});

	test("switching language on a doc page lands on the same page in the other language", async ({ browser }) => {
		const page = await openPage(browser, "/docs/config/auto_role");
		// 1. Open the language menu and choose English.
		await page.getByRole("button", { name: /Français/ }).hover();
		await page.getByRole("link", { name: "English", exact: true }).click();
		await page.waitForURL(siteUrl("/en/docs/config/auto_role"));
		expect(await page.getAttribute("html", "lang")).toBe("en-GB");
		// 2. And back to French.
		await page.getByRole("button", { name: /English/ }).hover();
		await page.getByRole("link", { name: "Français", exact: true }).click();
		await page.waitForURL(siteUrl("/docs/config/auto_role"));
		expect(await page.getAttribute("html", "lang")).toBe("fr-FR");
	});

	test("the colour mode starts light, toggles to dark and stays dark after a reload", async ({ browser }) => {
		const page = await openPage(browser, "/docs/introduction", { colorScheme: "dark" });
		// 1. Light by default, even when the system prefers dark.
		expect(await page.getAttribute("html", "data-theme")).toBe("light");
		// 2. Toggle.
		await page.getByRole("button", { name: /mode sombre et clair|dark and light/i }).click();
		expect(await page.getAttribute("html", "data-theme")).toBe("dark");
		// 3. Reload: the choice persists.
		await reload(page);
		expect(await page.getAttribute("html", "data-theme")).toBe("dark");
	});

	test("once started, the colour toggle names the light mode the visitor gets", async ({ browser }) => {
		// The site does not follow the system's preference, so the toggle never offers "system mode".
		const page = await openPage(browser, "/docs/introduction");
		const toggle = page.getByRole("button", { name: /mode sombre et clair/ });
		await expect
			.poll(() => toggle.getAttribute("aria-label"))
			.toBe("Basculer entre le mode sombre et clair (actuellement mode clair)");
		expect(await toggle.isEnabled()).toBe(true);
	});

	test("a dismissed announcement bar stays dismissed after a reload", async ({ browser }) => {
		const page = await openPage(browser, "/");
		const bar = page.getByRole("banner").filter({ hasText: "constructeur de modèle" });
		// 1. The bar is shown with its link to the template builder.
		await expect(bar.count()).resolves.toBe(1);
		await expect(bar.getByRole("link").getAttribute("href")).resolves.toBe("/docs/sheet/form");
		// 2. Dismiss it.
		await bar.getByRole("button").click();
		await expect(bar.count()).resolves.toBe(0);
		// 3. Reload: still gone.
		await reload(page);
		await expect(page.getByRole("banner").filter({ hasText: "constructeur de modèle" }).count()).resolves.toBe(0);
	});

	test("the mobile menu opens and closes at 800 px wide", async ({ browser }) => {
		const page = await openPage(browser, "/docs/introduction", { viewport: { width: 800, height: 900 } });
		const menu = page.locator(".navbar-sidebar");
		// 1. The navbar links are collapsed behind the menu button.
		await expect(page.getByRole("link", { name: "Configuration", exact: true }).isVisible()).resolves.toBe(false);
		// 2. Open the slide-in menu: the section links appear.
		await page
			.getByRole("button", { name: /navigation/i })
			.first()
			.click();
		await menu.getByRole("link", { name: "Configuration", exact: true }).waitFor({ state: "visible" });
		// 3. Close it.
		await menu.getByRole("button", { name: /fermer|close/i }).click();
		await menu.getByRole("link", { name: "Configuration", exact: true }).waitFor({ state: "hidden" });
	});

	test("on a phone, a doc page's menu opens on its sidebar and follows the reader", async ({ browser }) => {
		const page = await openPage(browser, "/docs/introduction/expression", {
			viewport: { width: 412, height: 823 },
			isMobile: true,
		});
		const menu = page.locator(".navbar-sidebar");
		const openMenu = () =>
			page
				.getByRole("button", { name: /navigation/i })
				.first()
				.click();
		// 1. The menu opens on the page's sidebar, the current page marked.
		await openMenu();
		expect(await menu.locator(".navbar-sidebar__items--show-secondary").count()).toBe(1);
		// In the sidebar's panel: the main menu's dice icon links to the notation page too.
		const current = menu
			.locator(".navbar-sidebar__item")
			.nth(1)
			.locator('a[aria-current="page"][href^="/docs/introduction/"]');
		await current.waitFor({ state: "visible" });
		expect(await current.getAttribute("href")).toBe("/docs/introduction/expression");
		// 2. Back to the main menu, and to the sidebar again.
		await menu.getByRole("button", { name: "← Retour au menu principal" }).click();
		await menu.getByRole("link", { name: "Configuration", exact: true }).waitFor({ state: "visible" });
		const showsSidebar = () => menu.locator(".navbar-sidebar__items--show-secondary").count();
		await expect.poll(showsSidebar).toBe(0);
		// The main menu is the first panel.
		await menu
			.locator(".navbar-sidebar__item")
			.first()
			.getByRole("link", { name: "Introduction", exact: true })
			.click();
		await page.waitForURL(siteUrl("/docs/introduction"));
		// 3. A sidebar link of the menu: the menu closes; opened again, it marks the new page.
		await openMenu();
		await menu.locator('a[href="/docs/introduction/glossary"]').click();
		await page.waitForURL(siteUrl("/docs/introduction/glossary"));
		await expect.poll(() => page.evaluate(() => document.querySelector(".navbar-sidebar--show") !== null)).toBe(false);
		await openMenu();
		await current.waitFor({ state: "visible" });
		expect(await current.getAttribute("href")).toBe("/docs/introduction/glossary");
		expect(page.consoleErrors).toEqual([]);
	});

	test("an unknown path shows the not-found page in the visitor's language", async ({ browser }) => {
		const page = await openPage(browser);
		// 1. French.
		const response = await page.goto(siteUrl("/docs/does-not-exist"));
		expect(response?.status()).toBe(404);
		await page.getByRole("heading", { name: "Page introuvable" }).waitFor();
		expect(await page.textContent("main")).toContain("propriétaire du site");
		// 2. English.
		await page.goto(siteUrl("/en/no/such/page"));
		await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
		expect(await page.textContent("main")).toContain("owner of the site");
	});
});
