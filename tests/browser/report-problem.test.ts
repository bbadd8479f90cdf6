// "Report a problem" (src/components/ReportProblem), in both languages: at the foot of a doc page and in each tool,
// the link's address is a new issue on the site's repository that carries the page, its language and the bot
// release, and in the tools what the reader gave and what the site showed. Nothing leaves the page before the click.
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect } from "vitest";
import { BOT_RELEASE } from "../../src/data/botCommands";
import { siteFacts } from "../../src/data/siteFacts";
import { scrollToBuilder } from "./builderPage";
import { axeViolations, givePagesBack, openPage, playgroundRegion, siteUrl, test } from "./harness";

afterEach(givePagesBack);

const NEW_ISSUE = `${siteFacts.siteRepositoryUrl}/issues/new`;

/** The issue a report link would open: where, its title and its body. */
async function issueOf(link: Locator): Promise<{ at: string; title: string; body: string }> {
	const href = (await link.getAttribute("href")) ?? "";
	const url = new URL(href);
	return {
		at: `${url.origin}${url.pathname}`,
		title: url.searchParams.get("title") ?? "",
		body: url.searchParams.get("body") ?? "",
	};
}

const languages = [
	{
		locale: "fr",
		prefix: "",
		pageLink: "Signaler un problème sur cette page",
		facts: (page: string) => [
			`- Page : ${page}`,
			"- Langue : fr",
			`- Version du bot décrite par le site : ${BOT_RELEASE}`,
		],
		playground: "Essayer une expression",
		rollLink: "Signaler un problème avec ce jet",
		shown: "### Ce que le site a affiché",
		builderLink: "Signaler un problème avec ce modèle",
		typeDie: "Dé type",
		correct: "Veuillez corriger les erreurs",
	},
	{
		locale: "en",
		prefix: "/en",
		pageLink: "Report a problem on this page",
		facts: (page: string) => [`- Page: ${page}`, "- Language: en", `- Bot release the site describes: ${BOT_RELEASE}`],
		playground: "Try an expression",
		rollLink: "Report a problem with this roll",
		shown: "### What the site showed",
		builderLink: "Report a problem with this template",
		typeDie: "Type die",
		correct: "Please correct errors",
	},
] as const;

/** Clicks the link and returns the address the new tab opened, GitHub answered locally. */
async function followedAddress(page: Page, link: Locator): Promise<string> {
	await page
		.context()
		.route(`${siteFacts.siteRepositoryUrl}/**`, (route) =>
			route.fulfill({ status: 200, contentType: "text/plain", body: "issue form" }),
		);
	const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
	await tab.waitForLoadState();
	return tab.url();
}

describe.each(languages)("report a problem ($locale)", (language) => {
	test("a doc page's link opens an issue with the page, its language and the bot release", async ({ browser }) => {
		const route = `${language.prefix}/docs/config/logs`;
		const page = await openPage(browser, route);
		// 1. The link sits at the foot of the article.
		const link = page.locator("article").getByRole("link", { name: language.pageLink });
		expect(await link.getAttribute("target")).toBe("_blank");
		expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
		// 2. Its address is a new issue on the site's repository with the page's facts.
		const issue = await issueOf(link);
		expect(issue.at).toBe(NEW_ISSUE);
		expect(issue.title).toContain(`${route}`);
		for (const fact of language.facts(`${siteFacts.siteUrl}${route}`)) expect(issue.body).toContain(fact);
		// 3. Nothing has left the page; the link is accessible.
		expect(page.outsideRequests).toEqual([]);
		expect(await axeViolations(page, { include: [".markdown-copy-skip"] })).toEqual([]);
		// 4. The click opens exactly that address, in a new tab.
		const href = (await link.getAttribute("href")) ?? "";
		expect(await followedAddress(page, link)).toBe(href);
		// 5. The Markdown copy leaves the link out.
		const copy = await (await page.request.get(siteUrl(`${route}.md`))).text();
		expect(copy).not.toContain(language.pageLink);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("the playground's link carries the expression and the result it showed", async ({ browser }) => {
		const page = await openPage(browser, `${language.prefix}/docs/introduction/expression`);
		const playground = await playgroundRegion(page, language.playground);
		// 1. Roll an expression.
		const field = playground.getByRole("textbox", { name: "Expression" });
		await field.fill("3d6+2");
		await field.press("Enter");
		const result = playground.locator("[aria-live]");
		await expect.poll(() => result.locator("p").count()).toBeGreaterThan(0);
		const lines = (await result.locator("p").allInnerTexts()).map((line) => line.trim());
		// 2. The link's issue quotes the expression and the lines shown.
		const link = playground.getByRole("link", { name: language.rollLink });
		await expect.poll(async () => (await issueOf(link)).body).toContain(language.shown);
		const issue = await issueOf(link);
		expect(issue.at).toBe(NEW_ISSUE);
		expect(issue.title).toContain("3d6+2");
		expect(issue.body).toContain("```text\n3d6+2\n```");
		// The issue quotes the bot's text, Discord markdown included, which the page shows formatted.
		const section = issue.body.split(`${language.shown}\n\n\`\`\`text\n`)[1]?.split("\n```")[0] ?? "";
		const plain = (text: string) =>
			text
				.replace(/\*\*|__|[`*]/g, "")
				.replace(/[ \t]+/g, " ")
				.trim();
		expect(section.split("\n").map(plain)).toEqual(lines.map(plain));
		expect(issue.body).toContain(`- ${language.locale === "fr" ? "Langue : fr" : "Language: en"}`);
		expect(issue.body).toContain(BOT_RELEASE);
		expect(page.outsideRequests).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("the builder's link carries the template and the errors it showed", async ({ browser }) => {
		const page = await openPage(browser, `${language.prefix}/docs/sheet/form`);
		await scrollToBuilder(page);
		// 1. Type a type die the builder refuses.
		const typeDie = page.getByLabel(language.typeDie, { exact: true });
		await typeDie.fill("1d20+");
		await typeDie.blur();
		await page.getByText(language.correct).waitFor();
		const firstError = ((await page.locator("#template-error-summary li").first().textContent()) ?? "").trim();
		// 2. The issue quotes the template's JSON and the error.
		const link = page.getByRole("link", { name: language.builderLink });
		await expect.poll(async () => (await issueOf(link)).body).toContain('"diceType": "1d20+"');
		const issue = await issueOf(link);
		expect(issue.at).toBe(NEW_ISSUE);
		expect(issue.body).toContain(language.shown);
		// The summary shows "Field : message" with a button for the field; the issue writes the same words.
		expect(issue.body.replace(/\s+/g, " ")).toContain(firstError.replace(/\s+/g, " "));
		expect(issue.body).toContain(BOT_RELEASE);
		expect(page.outsideRequests).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});
});

describe("report a problem from the CSV check", () => {
	test("English: a verdict row's link carries the row under its header, the verdict and the template", async ({
		browser,
	}) => {
		const page = await openPage(browser, "/en/docs/sheet/import_export");
		await page.getByRole("button", { name: "Open the CSV checker" }).click();
		await page.getByLabel("Template JSON file").setInputFiles({
			name: "heroes.json",
			mimeType: "application/json",
			buffer: await readFile("tests/fixtures/csv-import/templates/heroes.json"),
		});
		await page.getByText("Template in use: heroes.json.").waitFor();
		const csv = "user;charName;avatar;channel;Force;Dextérité;Vie;dice\nalice;Aria;;;12;10;24;\nbob;Brom;;;0;8;0;\n";
		await page.locator('input[type="file"][accept^=".csv"]').setInputFiles({
			name: "sheets.csv",
			mimeType: "text/csv",
			buffer: Buffer.from(csv),
		});
		// 1. Each row has its own link, named after its line.
		const link = page.getByRole("link", { name: "Report a problem with line 3" });
		await link.waitFor();
		const issue = await issueOf(link);
		expect(issue.at).toBe(NEW_ISSUE);
		expect(issue.title).toBe("Import CSV checker: line 3");
		// 2. The row under its header, the private-channel answer, the verdict shown and the template.
		expect(issue.body).toContain(
			"```text\nuser;charName;avatar;channel;Force;Dextérité;Vie;dice\nbob;Brom;;;0;8;0;\n```",
		);
		expect(issue.body).toContain("### The server has a private channel\n\n```text\nfalse\n```");
		const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "3", exact: true }) });
		const verdict = ((await row.locator("td").first().textContent()) ?? "").trim();
		expect(issue.body).toContain(`### What the site showed\n\n\`\`\`text\n${verdict}`);
		expect(issue.body).toContain("### Template");
		expect(issue.body).toContain('"statistics"');
		expect(issue.body).toContain("- Language: en");
		expect(page.outsideRequests).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});

	test("French: a row of the grid gets its link too, with the row as the file would hold it", async ({ browser }) => {
		const page = await openPage(browser, "/docs/sheet/import_export");
		await page.getByRole("button", { name: "Ouvrir le vérificateur de CSV" }).click();
		await page.getByLabel("Fichier JSON du modèle").setInputFiles({
			name: "heroes.json",
			mimeType: "application/json",
			buffer: await readFile("tests/fixtures/csv-import/templates/heroes.json"),
		});
		await page.getByText("Modèle utilisé : heroes.json.").waitFor();
		await page.getByLabel("Remplir les personnages dans une grille").check();
		// 1. One character, typed in the grid.
		await page.getByLabel("Joueur (identifiant ou nom d'utilisateur), personnage 1").fill("alice");
		await page.getByLabel("Nom du personnage, personnage 1").fill("Aria");
		// 2. Its row's link carries the row as a line of the file, in French.
		const link = page.getByRole("link", { name: "Signaler un problème avec la ligne 2" });
		await expect.poll(async () => (await issueOf(link)).body).toContain(";Aria;");
		const issue = await issueOf(link);
		expect(issue.at).toBe(NEW_ISSUE);
		expect(issue.title).toBe("Vérificateur de CSV d'import : ligne 2");
		expect(issue.body).toMatch(/### Ligne 2 du CSV, sous son en-tête\n\n```text\nuser;charName;[^\n]*\nalice;Aria;/);
		expect(issue.body).toContain("### Le serveur a un salon privé");
		expect(issue.body).toContain("### Ce que le site a affiché");
		expect(issue.body).toContain("- Langue : fr");
		expect(issue.body).toContain(BOT_RELEASE);
		expect(page.outsideRequests).toEqual([]);
		expect(page.consoleErrors).toEqual([]);
		await page.context().close();
	});
});
