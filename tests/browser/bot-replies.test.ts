// Replies of the bot drawn as Discord draws them: the docs' examples and the home
// page's, prerendered from the model of the bot (readable with JavaScript off),
// in both colour modes, whole on a phone, selectable and read in order, with axe.
import type { Browser, Page } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { axeViolations, givePagesBack, openPage, siteUrl, switchToDarkMode, test } from "./harness";

afterEach(givePagesBack);

const REPLY = "article[data-source='model']";

const locales = [
	{
		name: "fr",
		prefix: "",
		label: "Réponse de Dicelette",
		used: "@Lou a utilisé /roll",
		ephemeral: "Seul·e vous pouvez voir ceci",
		firstExample: "2d20kh1 ⟶ [7d, 15] = [15]",
		home: ["Succès — 1d20+5 ⟶ [17]+5 = [22] ⩾ 15", "Maëlle (@Lou) (⩾ 12)", "Succès critique — 1d20+3"],
	},
	{
		name: "en",
		prefix: "/en",
		label: "Reply from Dicelette",
		used: "@Lou used /roll",
		ephemeral: "Only you can see this",
		firstExample: "2d20kh1 ⟶ [7d, 15] = [15]",
		home: ["Success — 1d20+5 ⟶ [17]+5 = [22] ⩾ 15", "Maelle (@Lou) (⩾ 12)", "Critical success — 1d20+3"],
	},
];

/** The page as its HTML arrives, with no script run. */
async function withoutScript(browser: Browser, path: string): Promise<Page> {
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	await page.goto(siteUrl(path), { waitUntil: "load" });
	return page;
}

/** Text of every `<pre>` or `<code>` outside a model reply that holds the bot's arrow: a reply typed by hand. */
async function handWrittenReplies(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		Array.from(document.querySelectorAll("main pre, main code"))
			.filter(
				(element) => !element.closest("article[data-source='model']") && /\S ⟶ \S/.test(element.textContent ?? ""),
			)
			.map((element) => element.textContent ?? ""),
	);
}

describe.each(locales)("bot replies ($name)", (locale) => {
	test("the notation page and the tutorial show their replies without JavaScript, all from the model", async ({
		browser,
	}) => {
		for (const [path, count] of [
			[`${locale.prefix}/docs/introduction/expression`, 15],
			[`${locale.prefix}/docs/introduction/tutorial`, 4],
			[`${locale.prefix}/docs/usage`, 2],
			[`${locale.prefix}/docs/usage/model/dice`, 1],
		] as const) {
			// 1. Load the page with scripts off: the replies are in the HTML.
			const page = await withoutScript(browser, path);
			const replies = page.locator(REPLY);
			expect(await replies.count(), path).toBe(count);
			// 2. Every drawn reply comes from the model, and no reply is left as typed text.
			expect(await page.getByRole("article", { name: locale.label }).count(), path).toBe(count);
			expect(await handWrittenReplies(page), path).toEqual([]);
			await page.context().close();
		}
	});

	test("a hidden roll's reply says only its author sees it", async ({ browser }) => {
		const page = await withoutScript(browser, `${locale.prefix}/docs/usage`);
		const hidden = page.locator(REPLY).filter({ hasText: locale.ephemeral });
		expect(await hidden.count()).toBe(1);
		// The total's code span keeps the bot's padding (` [13] `), as simple-markdown reads it.
		expect(await hidden.textContent()).toContain("1d20+4 ⟶ [9]+4 =  [13] ");
		await page.context().close();
	});

	test("a reply reads in order: the command, the author, then the bot's lines", async ({ browser }) => {
		const page = await openPage(browser, `${locale.prefix}/docs/introduction/expression`);
		const first = page.locator(REPLY).first();
		await first.scrollIntoViewIfNeeded();
		const text = ((await first.textContent()) ?? "").replace(/\s+/g, " ");
		// Each part is found after the one before it.
		let from = 0;
		for (const part of [locale.used, "Dicelette", "APP", "@Lou", locale.firstExample]) {
			const at = text.indexOf(part, from);
			expect(at, part).toBeGreaterThanOrEqual(from);
			from = at + part.length;
		}
		// Selecting the reply copies its text, as in Discord.
		const selected = await first.evaluate((element) => {
			const range = document.createRange();
			range.selectNodeContents(element);
			const selection = window.getSelection();
			selection?.removeAllRanges();
			selection?.addRange(range);
			return selection?.toString() ?? "";
		});
		expect(selected.replace(/\s+/g, " ")).toContain(locale.firstExample);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("Discord's light and dark looks follow the colour mode, with no axe violation", async ({ browser }) => {
		const backgrounds: string[] = [];
		for (const theme of ["light", "dark"]) {
			const page = await openPage(browser, `${locale.prefix}/docs/introduction/tutorial`);
			// The site starts light; its toggle turns it dark.
			if (theme === "dark") await switchToDarkMode(page);
			expect(await page.getAttribute("html", "data-theme")).toBe(theme);
			const reply = page.locator(REPLY).first();
			backgrounds.push(await reply.evaluate((element) => getComputedStyle(element).backgroundColor));
			expect(await axeViolations(page, { include: [REPLY] }), theme).toEqual([]);
			await page.context().close();
		}
		expect(backgrounds).toEqual(["rgb(255, 255, 255)", "rgb(49, 51, 56)"]);
	});

	test("on a 390 px phone every reply fits the screen", async ({ browser }) => {
		const page = await openPage(browser, `${locale.prefix}/docs/introduction/expression`, {
			viewport: { width: 390, height: 844 },
			isMobile: true,
		});
		const overflowing = await page.evaluate(
			(selector) =>
				Array.from(document.querySelectorAll(selector))
					.filter((element) => {
						const box = element.getBoundingClientRect();
						return element.scrollWidth > element.clientWidth || box.right > window.innerWidth || box.left < 0;
					})
					.map((element) => element.textContent?.slice(0, 60)),
			REPLY,
		);
		expect(overflowing).toEqual([]);
		await page.context().close();
	});

	test("the home page shows a /roll reply and a sheet roll near the top", async ({ browser }) => {
		const page = await openPage(browser, `${locale.prefix}/`);
		const replies = page.locator(REPLY);
		expect(await replies.count()).toBe(2);
		const text = (await replies.allInnerTexts()).join("\n").replace(/[ \t]+/g, " ");
		for (const part of locale.home) expect(text).toContain(part);
		// Near the top: the first reply starts within the first two screens of a laptop.
		const box = await replies.first().boundingBox();
		expect(box?.y).toBeLessThan(2 * 900);
		expect(await axeViolations(page, { include: [REPLY] })).toEqual([]);
		await page.context().close();
	});
});
