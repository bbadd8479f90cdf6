// The command box, in both languages: typed from the keyboard only, it lists the
// bot's commands and options, answers a sheet roll of the gallery template on
// the sample server (with its 🎲 thread copy), a plain message (rolled or left
// alone), /display and an opposition, gives the bot's error text, and explains
// a command the site cannot run. It loads on the button, draws whole on
// a phone in both colour modes, and passes axe; nothing leaves the page.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { must } from "../../src/dice";
import { axeViolations, givePagesBack, openPage, type TrackedPage, test } from "./harness";

afterEach(givePagesBack);

const locales = [
	{
		name: "fr",
		prefix: "",
		open: "Ouvrir le simulateur de commandes",
		field: "Commande",
		rollDescription: "Lance un dé avec une statistique enregistrée",
		required: "obligatoire",
		optional: "facultative",
		statistic: "statistique",
		strength: "Force",
		header: "[Force]",
		thread: "Copie dans le fil de résultats « 🎲 table de jeu » :",
		server: "Serveur d'exemple",
		threadCopy: "Copier les jets dans le fil de résultats",
		error: "Le dé 1d est invalide.",
		errorAuthor: "Erreur",
		badRoll: "/roll dé:1d",
		config: "/config logs",
		explained: /Le site ne simule pas \/config logs\. Ce qu'elle fait : /,
		embeds: ["Personnage", "Statistiques", "Macro"],
		display: "/afficher",
		rolledMessage: "1d20+5 Attaque du gobelin",
		deleted: "Le bot efface votre message",
		bracketMessage: "Je saute le ravin [1d20+2]",
		replying: "En réponse à @Lou",
		plainMessage: "Bonjour à tous",
		ignored: "Le bot ne répond pas : il n'y lit pas de jet de dés.",
		opposed: "/dbroll statistique:Force seuil_reussite:>=1 opposition:1d20",
	},
	{
		name: "en",
		prefix: "/en",
		open: "Open the command box",
		field: "Command",
		rollDescription: "Roll a die with a recorded statistic",
		required: "required",
		optional: "optional",
		statistic: "statistic",
		strength: "Strength",
		header: "[Strength]",
		thread: "Copy in the results thread “🎲 game table”:",
		server: "Sample server",
		threadCopy: "Copy rolls into the results thread",
		error: "The dice 1d is invalid.",
		errorAuthor: "Error",
		badRoll: "/roll dice:1d",
		config: "/config logs",
		explained: /The site does not simulate \/config logs\. What it does: /,
		embeds: ["Character", "Statistics", "Macro"],
		display: "/display",
		rolledMessage: "1d20+5 Goblin attack",
		deleted: "The bot deletes your message",
		bracketMessage: "I jump the ravine [1d20+2]",
		replying: "Replying to @Lou",
		plainMessage: "Hello everyone",
		ignored: "The bot does not answer: it reads no dice roll in it.",
		opposed: "/dbroll statistic:Strength success_threshold:>=1 opposition:1d20",
	},
];

/** The scripts the page has fetched so far. */
function scripts(page: TrackedPage): Promise<string[]> {
	return page.evaluate(() =>
		performance
			.getEntriesByType("resource")
			.map((entry) => entry.name)
			.filter((url) => url.endsWith(".js")),
	);
}

async function openBox(page: TrackedPage, name: string, field: string) {
	// The box's chunk is not among what the page loads to start.
	expect((await scripts(page)).filter((url) => url.includes("command-box"))).toEqual([]);
	await page.getByRole("button", { name }).focus();
	await page.keyboard.press("Enter");
	const input = page.getByRole("combobox", { name: field });
	await input.waitFor();
	expect((await scripts(page)).filter((url) => url.includes("command-box"))).toHaveLength(1);
	return input;
}

/** Clears the field and types a line from the keyboard. */
async function typeLine(page: TrackedPage, line: string) {
	await page.keyboard.press("Control+A");
	await page.keyboard.press("Backspace");
	await page.keyboard.type(line);
}

it("the box's chunk, with the model it answers with, stays under 40 KB gzipped in each language", () => {
	// Each locale is its own build, with its own catalogue of the bot's commands (plugins/bot-command-catalogue).
	for (const folder of [join("build", "assets", "js"), join("build", "en", "assets", "js")]) {
		const chunks = readdirSync(folder).filter((name) => name.startsWith("command-box") && name.endsWith(".js"));
		expect(chunks).toHaveLength(1);
		const file = join(folder, must(chunks[0], "the command box's chunk"));
		const gzipped = gzipSync(readFileSync(file), { level: 9 }).length;
		console.log(`${file}: ${(gzipped / 1024).toFixed(1)} KB gzipped`);
		expect(gzipped).toBeLessThanOrEqual(40 * 1024);
	}
});

describe.each(locales)("command box ($name)", (locale) => {
	test("keyboard only: commands, options, a sheet roll, an error and an explained command", async ({ browser }) => {
		const page = await openPage(browser, `${locale.prefix}/`);
		const input = await openBox(page, locale.open, locale.field);
		await input.focus();
		// 1. "/" lists the commands with the bot's descriptions.
		await typeLine(page, "/db");
		const list = page.getByRole("listbox");
		await expect.poll(() => list.getByRole("option").count()).toBeGreaterThan(0);
		expect(await list.getByRole("option").first().textContent()).toContain(locale.rollDescription);
		// 2. The arrow keys make an option active; Enter takes it.
		await page.keyboard.press("ArrowDown");
		expect(await input.getAttribute("aria-activedescendant")).toBeTruthy();
		await page.keyboard.press("Enter");
		expect(await input.inputValue()).toBe("/dbroll ");
		// 3. The options, each marked required or optional.
		const options = await list.getByRole("option").allTextContents();
		expect(options.some((text) => text.startsWith(locale.statistic) && text.includes(locale.optional))).toBe(true);
		// 4. A statistic of the gallery template, completed, then sent.
		await page.keyboard.type(`${locale.statistic}:${locale.strength.slice(0, 3).toLowerCase()}`);
		await page.keyboard.press("ArrowDown");
		await page.keyboard.press("Enter");
		expect(await input.inputValue()).toBe(`/dbroll ${locale.statistic}:${locale.strength} `);
		const sent = await input.inputValue();
		await page.keyboard.press("Enter");
		const channel = page.getByRole("log");
		const replies = channel.locator("article[data-source='model']");
		// The sample server starts as the bot leaves a server it joins: no thread copy.
		await expect.poll(() => replies.count()).toBe(1);
		expect(((await replies.first().textContent()) ?? "").replace(/\s+/g, " ")).toContain(locale.header);
		expect(await channel.textContent()).not.toContain(locale.thread);
		// 5. A server setting changes the reply: with thread copies on, the same command is copied into the thread.
		await page.getByText(locale.server).focus();
		await page.keyboard.press("Enter");
		await page.getByRole("checkbox", { name: locale.threadCopy }).focus();
		await page.keyboard.press("Space");
		expect(await page.getByRole("checkbox", { name: locale.threadCopy }).isChecked()).toBe(true);
		await input.focus();
		await typeLine(page, sent.trim());
		await page.keyboard.press("Escape");
		await page.keyboard.press("Enter");
		await expect.poll(() => replies.count()).toBe(3);
		expect(await channel.textContent()).toContain(locale.thread);
		// 6. Bad dice: the bot's own error embed.
		await typeLine(page, locale.badRoll);
		await page.keyboard.press("Escape");
		await page.keyboard.press("Enter");
		await expect.poll(() => replies.count()).toBe(4);
		const error = (await replies.last().textContent()) ?? "";
		expect(error).toContain(locale.errorAuthor);
		expect(error.replace(/\s+/g, " ")).toContain(locale.error);
		// 7. A command only explained, with a link to its page.
		await typeLine(page, locale.config);
		await page.keyboard.press("Escape");
		await page.keyboard.press("Enter");
		const explained = channel.locator("[data-outcome='explained']");
		await expect.poll(() => explained.count()).toBe(1);
		expect(await explained.textContent()).toMatch(locale.explained);
		expect(await explained.getByRole("link").getAttribute("href")).toBe(`${locale.prefix}/docs/config/logs`);
		// 8. The sheet as /display shows it: three embeds.
		await typeLine(page, locale.display);
		await page.keyboard.press("Escape");
		await page.keyboard.press("Enter");
		await expect.poll(() => replies.count()).toBe(5);
		const display = (await replies.last().textContent()) ?? "";
		for (const title of locale.embeds) expect(display).toContain(title);
		// 9. A calculation: /math with the math emoji's name and the value, copied into the thread as set above.
		await typeLine(page, "/math expression:2+3*4");
		await page.keyboard.press("Escape");
		await page.keyboard.press("Enter");
		await expect.poll(() => replies.count()).toBe(7);
		const math = ((await replies.nth(5).textContent()) ?? "").replace(/\s+/g, " ");
		expect(math).toContain(":math:");
		expect(math).toContain("2+3*4 = 14");
		expect(page.outsideRequests).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("plain messages rolled or left alone, /display's macros, and /dbroll with an opposition", async ({
		browser,
	}) => {
		const page = await openPage(browser, `${locale.prefix}/`);
		const input = await openBox(page, locale.open, locale.field);
		await input.focus();
		const channel = page.getByRole("log");
		const replies = channel.locator("article[data-source='model']");
		// 1. A message that is a roll: the bot deletes it and posts the roll (no thread copy, as on joining a server).
		await typeLine(page, locale.rolledMessage);
		await page.keyboard.press("Enter");
		const rolled = channel.locator("[data-outcome='rolled']");
		await expect.poll(() => rolled.count()).toBe(1);
		expect(await rolled.textContent()).toContain(locale.deleted);
		expect(await rolled.locator("article[data-source='model']").count()).toBe(1);
		expect(((await replies.first().textContent()) ?? "").replace(/\s+/g, " ")).toMatch(/1d20\+5 ⟶ \[\d+\]\+5/);
		expect(await input.inputValue()).toBe("");
		// 2. A roll in brackets: the message stays and the bot answers it as a reply.
		await typeLine(page, locale.bracketMessage);
		await page.keyboard.press("Enter");
		await expect.poll(() => rolled.count()).toBe(2);
		const bracket = (await rolled.last().textContent()) ?? "";
		expect(bracket).toContain(locale.bracketMessage);
		expect(bracket.replace(/\s+/g, " ")).toContain(locale.replying);
		// 3. A message without dice: the bot leaves it alone.
		await typeLine(page, locale.plainMessage);
		await page.keyboard.press("Enter");
		const ignored = channel.locator("[data-outcome='ignored']");
		await expect.poll(() => ignored.count()).toBe(1);
		expect(await ignored.textContent()).toContain(locale.ignored);
		expect(await replies.count()).toBe(2);
		// 4. /display: the macros with the sample sheet's values put in.
		await typeLine(page, locale.display);
		await page.keyboard.press("Escape");
		await page.keyboard.press("Enter");
		await expect.poll(() => replies.count()).toBe(3);
		expect((await replies.last().textContent()) ?? "").toContain("1d8+2");
		// 5. /dbroll with an opposition: the header names the opposing roll.
		await typeLine(page, locale.opposed);
		await page.keyboard.press("Escape");
		await page.keyboard.press("Enter");
		await expect.poll(() => replies.count()).toBe(4);
		expect(((await replies.nth(3).textContent()) ?? "").replace(/\s+/g, " ")).toMatch(/⩾ 1d20: \[\d+\] ═ \d+/);
		// 6. A roll over 4,000 characters (every die explodes): its first line, the rest as an attached file.
		await typeLine(page, "{2d10!>=1}");
		await page.keyboard.press("Enter");
		await expect.poll(() => replies.count()).toBe(5);
		const attachment = replies.last().locator("details");
		expect(await attachment.locator("summary").textContent()).toContain("roll_result.md");
		expect(await replies.last().locator("pre").isVisible()).toBe(false);
		await attachment.locator("summary").focus();
		await page.keyboard.press("Enter");
		await expect.poll(() => replies.last().locator("pre").isVisible()).toBe(true);
		expect((await replies.last().locator("pre").textContent()) ?? "").toContain("`2d10!>=1` ⟶ `[");
		expect(await axeViolations(page, { include: ["[role='log']"] })).toEqual([]);
		expect(page.outsideRequests).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("a required option missing: the line stays and the box says which", async ({ browser }) => {
		const page = await openPage(browser, `${locale.prefix}/docs/usage/model/dice`);
		const input = await openBox(page, locale.open, locale.field);
		await input.focus();
		await typeLine(page, "/macro");
		await page.keyboard.press("Escape");
		await page.keyboard.press("Enter");
		const refused = page.locator("[data-outcome='refused']");
		await expect.poll(() => refused.count()).toBe(1);
		expect(await input.inputValue()).toBe("/macro");
		expect(await refused.textContent()).toContain(locale.name === "fr" ? "nom" : "name");
		await page.context().close();
	});

	test("both colour modes and a phone: whole, no axe violation", async ({ browser }) => {
		for (const theme of ["light", "dark"]) {
			const page = await openPage(browser, `${locale.prefix}/docs/usage`, {
				viewport: { width: 390, height: 844 },
			});
			if (theme === "dark") {
				await page.evaluate(() => {
					document.documentElement.dataset.theme = "dark";
				});
			}
			const input = await openBox(page, locale.open, locale.field);
			await input.focus();
			// The field is empty until the reader types: the page's example is only its placeholder.
			expect(await input.inputValue()).toBe("");
			await typeLine(page, locale.badRoll.replace(/1d$/, "2d6+3"));
			await page.keyboard.press("Escape");
			await page.keyboard.press("Enter");
			await expect.poll(() => page.locator("article[data-source='model']").count()).toBeGreaterThan(0);
			await typeLine(page, "/");
			// Nothing wider than the phone's screen.
			const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
			expect(overflow, theme).toBeLessThanOrEqual(0);
			expect(
				await axeViolations(page, { include: ["[role='log']", "[role='combobox']", "[role='listbox']"] }),
				theme,
			).toEqual([]);
			await page.context().close();
		}
	});
});
