import { describe, expect, it } from "vitest";
import { memoryTree } from "../../../scripts/bot-commands/sourceTree";
import { extractBotLinks, LinkExtractionError } from "../../../scripts/bot-links/extract";

const files = {
	"packages/localization/locales/fr.json": JSON.stringify({
		help: "Voir [la notation](<https://dicelette.github.io/docs/introduction/expression#succ%C3%A8s-critiques>)\r\n",
	}),
	"packages/localization/docs/en/register.md": "Read [this](<https://dicelette.github.io/en/docs/sheet/model>).\n",
	"apps/bot/src/help.ts": [
		'const ext = lang === "fr" ? "" : "en/";',
		`const docLink = \`https://wwww.dicelette.app/\${ext}\`;`,
		'const thumb = "https://www.dicelette.app/img/dicelette.png";',
		'const other = "https://dashboard.dicelette.app/";',
	].join("\n"),
	"apps/bot/CHANGELOG.md": "https://dicelette.github.io/docs/old-page\n",
	"packages/core/tests/links.test.ts": '"https://dicelette.github.io/docs/test-only"',
};

describe("extractBotLinks", () => {
	const links = extractBotLinks(memoryTree(files));

	it("lists each address of the site once, decoded, with where the bot prints it", () => {
		expect(links.map((link) => [link.address, link.locale, link.kind])).toEqual([
			["/", "fr", "page"],
			["/docs/introduction/expression#succès-critiques", "fr", "page"],
			["/en", "en", "page"],
			["/en/docs/sheet/model", "en", "page"],
			["/img/dicelette.png", "fr", "file"],
		]);
		expect(links[1]?.sources).toEqual(["packages/localization/locales/fr.json:1"]);
		expect(links[0]?.printedAs).toEqual(["https://wwww.dicelette.app/"]);
	});

	it("reads both branches of a template string's placeholder, and leaves out other hosts, notes and tests", () => {
		expect(links.find((link) => link.address === "/en")?.sources).toEqual(["apps/bot/src/help.ts:2"]);
		expect(links.some((link) => /old-page|test-only|dashboard/.test(link.address))).toBe(false);
	});

	it("stops on a placeholder it cannot read", () => {
		const tree = memoryTree({ "apps/bot/src/x.ts": `const a = \`https://www.dicelette.app/\${lang()}docs\`;` });
		expect(() => extractBotLinks(tree)).toThrow(LinkExtractionError);
	});
});
