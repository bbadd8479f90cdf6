// What a reader types cannot freeze or crash a tool (issue 56), in French and in English: a
// /roll comment of 2,000 backticks, or of 10,000 `*` or `_`, is answered at once and the
// channel keeps answering; a reply whose drawing fails shows the bot's text plainly and the
// rest of the channel stays; a comparison whose exact reading overruns estimates only the
// expression that overran, says so with its margin, and refuses what the single view refuses;
// a 5,000-character shared roll is served, kept whole in the field, and its report link fits
// 7,500 characters in any script, saying before the click what it cut; "Copy for Discord"
// pastes no mention and no masked link.
import { afterEach, describe, expect } from "vitest";
import { givePagesBack, openPage, playgroundRegion, type TrackedPage, test } from "./harness";

afterEach(givePagesBack);

const LANGUAGES = [
	{
		name: "French",
		prefix: "",
		openBox: "Ouvrir le simulateur de commandes",
		boxField: "Commande ou message",
		roll: (comment: string) => `/roll dé:1d20 commentaires:${comment}`,
		plain: "Le site n'a pas pu mettre ce message en forme",
		playground: "Essayer une expression",
		compareWith: "Comparer avec…",
		odds: "Chances",
		summary: "Expressions comparées",
		someTimedOut: /^Le calcul exact de 999d999kh500 prendrait plus de 3 s : leurs chiffres sont estimés/,
		estimate: /^999d999kh500 ≈ Estimation sur [\d\s  ,.]+ jets : chaque pourcentage est juste à ± [\d,]+\s?% près/,
		endless: /1d6!>=1 — .*explos/i,
		rollLink: "Signaler un problème avec ce jet",
		cut: /Trop long pour un lien : le brouillon raccourcit le titre \([\d\s,]+ caractères\), « Expression » \([\d\s,]+ caractères\)/,
		copy: "Copier pour Discord",
		copied: "Résumé copié : collez-le dans un salon.",
	},
	{
		name: "English",
		prefix: "/en",
		openBox: "Open the command box",
		boxField: "Command or message",
		roll: (comment: string) => `/roll dice:1d20 comments:${comment}`,
		plain: "The site could not lay this message out",
		playground: "Try an expression",
		compareWith: "Compare with…",
		odds: "Odds",
		summary: "Expressions compared",
		someTimedOut: /^Exact figures for 999d999kh500 would take longer than 3 s: theirs are estimated/,
		estimate: /^999d999kh500 ≈ Estimated from [\d,]+ rolls/,
		endless: /1d6!>=1 — .*explo/i,
		rollLink: "Report a problem with this roll",
		cut: /Too long for a link: the draft shortens the title \([\d\s,]+ characters\), “Expression” \([\d\s,]+ characters\)/,
		copy: "Copy for Discord",
		copied: "Summary copied: paste it in a channel.",
	},
];

/** The longest the page's main thread was held by one task since `watchTasks`. */
async function watchTasks(page: TrackedPage): Promise<void> {
	await page.evaluate(() => {
		const held = { longest: 0 };
		(window as unknown as { held: typeof held }).held = held;
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries()) held.longest = Math.max(held.longest, entry.duration);
		}).observe({ type: "longtask" });
	});
}
const longestTask = (page: TrackedPage) =>
	page.evaluate(() => (window as unknown as { held: { longest: number } }).held.longest);

async function openBox(page: TrackedPage, open: string, field: string) {
	await page.getByRole("button", { name: open }).click();
	const input = page.getByRole("combobox", { name: field });
	await input.waitFor();
	return input;
}

describe.each(LANGUAGES)("hostile input ($name)", (t) => {
	test("2,000 backticks, 10,000 stars and underscores: each answered, the box still answers", async ({ browser }) => {
		const page = await openPage(browser, `${t.prefix}/`);
		const input = await openBox(page, t.openBox, t.boxField);
		const replies = page.getByRole("log").locator("article[data-source='model']");
		await watchTasks(page);
		let sent = 0;
		for (const comment of ["`".repeat(2000), "*".repeat(10_000), "_".repeat(10_000)]) {
			// One input event: typing 10,000 keys would measure the keyboard, not the reader.
			await input.fill(t.roll(comment));
			await page.keyboard.press("Escape");
			await page.keyboard.press("Enter");
			sent += 1;
			await expect.poll(() => replies.count()).toBeGreaterThanOrEqual(sent);
			const shown = (await replies.last().textContent()) ?? "";
			// The run is shown (as text past the nesting cap), not dropped nor turned into a crash.
			expect(shown.split(comment.charAt(0)).length - 1).toBeGreaterThan(comment.length * 0.9);
			sent = await replies.count();
		}
		// The channel keeps answering, and a key typed after the heavy replies does not read them again.
		await input.fill("/roll");
		await page.keyboard.type(t.name === "French" ? " dé:1d6" : " dice:1d6");
		await page.keyboard.press("Escape");
		await page.keyboard.press("Enter");
		await expect.poll(() => replies.count()).toBeGreaterThan(sent);
		// Before, the backticks alone held the page for 4.6-5.7 s, then again on every key.
		expect(await longestTask(page)).toBeLessThan(2000);
		expect(await page.getByRole("alert").count()).toBe(0);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("a reply whose drawing fails shows the bot's text; the channel stays and answers", async ({ browser }) => {
		const page = await openPage(browser, `${t.prefix}/`);
		const input = await openBox(page, t.openBox, t.boxField);
		const channel = page.getByRole("log");
		const replies = channel.locator("article[data-source='model']");
		await input.fill(t.roll("first"));
		await page.keyboard.press("Escape");
		await page.keyboard.press("Enter");
		await expect.poll(() => replies.count()).toBeGreaterThan(0);
		const before = await replies.count();
		// A fault in the drawing of one message: reading any text that holds the marker throws.
		await page.evaluate(() => {
			const get = Map.prototype.get;
			Map.prototype.get = function (this: Map<unknown, unknown>, key: unknown) {
				if (typeof key === "string" && key.includes("FAULT-56")) throw new Error("drawing fault for the test");
				return get.call(this, key);
			};
		});
		await input.fill(t.roll("FAULT-56 **kept**"));
		await page.keyboard.press("Escape");
		await page.keyboard.press("Enter");
		const plain = channel.locator("[data-drawing='plain']");
		await expect.poll(() => plain.count()).toBeGreaterThan(0);
		const text = (await plain.first().textContent()) ?? "";
		expect(text).toContain(t.plain);
		// The bot's own text, marks and all.
		expect(text).toContain("FAULT-56 **kept**");
		// The earlier reply is still drawn, and the box answers the next command.
		expect(await replies.first().locator("strong, em, code, u, s").count()).toBeGreaterThan(0);
		const after = await replies.count();
		expect(after).toBeGreaterThan(before);
		await input.fill(t.roll("next"));
		await page.keyboard.press("Escape");
		await page.keyboard.press("Enter");
		await expect.poll(() => replies.count()).toBeGreaterThan(after);
		expect(((await replies.last().textContent()) ?? "").includes("next")).toBe(true);
		// React reports the caught fault; nothing else went wrong.
		expect(page.consoleErrors.filter((message) => !message.includes("drawing fault for the test"))).toEqual([]);
		await page.context().close();
	});

	test("a comparison that overruns: only the heavy expression is estimated, with its margin; 1d6!>=1 is refused", async ({
		browser,
	}) => {
		const page = await openPage(browser, `${t.prefix}/docs/introduction/expression`);
		const playground = await playgroundRegion(page, t.playground);
		await playground.getByRole("textbox", { name: "Expression", exact: true }).fill("999d999kh500");
		for (const [index, expression] of [
			[2, "1d20"],
			[3, "1d6!>=1"],
		] as const) {
			await playground.getByRole("button", { name: t.compareWith }).click();
			await playground.getByRole("textbox", { name: `Expression ${index}` }).fill(expression);
		}
		await playground.getByRole("button", { name: t.odds }).click();
		await playground.getByText(t.someTimedOut).waitFor({ timeout: 60_000 });
		const summary = playground.getByRole("table", { name: t.summary });
		const rows = (await summary.locator("tbody tr").allInnerTexts()).map((row) => row.replace(/\s+/g, " ").trim());
		// The heavy one is marked estimated; 1d20 was still read exactly (before, the whole batch was rolled).
		expect(rows).toEqual([
			expect.stringMatching(/^999d999kh500 ≈ [\d\s  ,.]+ —$/),
			expect.stringMatching(/^1d20 10[.,]5 —$/),
		]);
		const estimate = (await playground.locator("[data-estimate]").allInnerTexts()).map((line) =>
			line.replace(/\s+/g, " "),
		);
		expect(estimate).toEqual([expect.stringMatching(t.estimate)]);
		// Refused as the single view refuses it, rather than given the mean of dice-roller's cap.
		expect(await playground.getByRole("alert").filter({ hasText: t.endless }).count()).toBe(1);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	}, 120_000);

	test.for([
		{ script: "Latin", piece: "1d20+" },
		{ script: "accented", piece: "é" },
		{ script: "Chinese", piece: "骰" },
	])(
		"a shared 5,000-character $script roll: served, kept whole, and its report link fits and says what it cut",
		async ({ piece }, { browser }) => {
			const expression = piece.repeat(Math.ceil(5000 / piece.length)).slice(0, 5000);
			const page = await openPage(
				browser,
				`${t.prefix}/docs/introduction/expression?roll=${encodeURIComponent(expression)}`,
			);
			const playground = page.getByRole("region", { name: t.playground });
			const field = playground.getByRole("textbox", { name: "Expression", exact: true });
			await expect.poll(() => field.inputValue()).toBe(expression);
			const link = playground.getByRole("link", { name: t.rollLink });
			const href = (await link.getAttribute("href")) ?? "";
			// Before: 8,419 characters in Latin, 31,819 accented, 47,419 in Chinese.
			expect(href.length).toBeLessThanOrEqual(7500);
			const issue = new URL(href);
			expect(Array.from(issue.searchParams.get("title") ?? "")).toHaveLength(100);
			expect(issue.searchParams.get("body")).toContain(expression.slice(0, 20));
			// Said beside the link, before any click.
			const report = link.locator("xpath=..");
			expect(((await report.textContent()) ?? "").replace(/\s+/g, " ")).toMatch(t.cut);
			expect(page.outsideRequests).toEqual([]);
			expect(page.consoleErrors).toEqual([]);
			await page.context().close();
		},
	);

	test("Copy for Discord with a mention and a masked link pastes neither", async ({ browser }) => {
		// A `<` or `>` would read as a comparison in a roll: mentions by id are checked in discordSummary's unit test.
		const typed = "1d20 # @everyone @here [free](https://example.invalid)";
		const page = await openPage(browser, `${t.prefix}/docs/introduction/expression?roll=${encodeURIComponent(typed)}`);
		const playground = page.getByRole("region", { name: t.playground });
		await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
		const copy = playground.getByRole("button", { name: t.copy });
		await copy.waitFor();
		await copy.click();
		await expect.poll(() => playground.getByRole("status").filter({ hasText: t.copied }).count()).toBe(1);
		const copied = await page.evaluate(() => navigator.clipboard.readText());
		// The reader's words are all there, but nothing Discord reads as a ping or a masked link.
		expect(copied).toContain("\u200beveryone");
		expect(copied).toContain("https://example.invalid");
		expect(copied).not.toMatch(/@(everyone|here)|<(@[!&]?|#)\d+>|\]\(/);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});
});
