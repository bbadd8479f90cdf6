import { describe, expect, it } from "vitest";
import {
	checkLocale,
	checkPage,
	type DocPage,
	findMentions,
	formatReport,
} from "../../../scripts/docs-commands/commandMentions";
import { type BotCommand, listCommandEntries } from "../../../src/data/botCommands";

const commands: BotCommand[] = [
	{
		kind: "slash",
		name: { fr: "roll", en: "roll" },
		options: [
			{ name: { fr: "dé", en: "dice" }, type: "string", required: true },
			{ name: { fr: "caché", en: "hidden" }, type: "boolean", required: false },
		],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "aide", en: "help" },
		options: [],
		subcommands: [
			{ kind: "subcommand", name: { fr: "info", en: "info" }, options: [] },
			{
				kind: "group",
				name: { fr: "afficher", en: "display" },
				subcommands: [
					{
						kind: "subcommand",
						name: { fr: "générale", en: "general" },
						options: [{ name: { fr: "salon", en: "channel" }, type: "channel", required: false }],
					},
				],
			},
		],
	},
	{ kind: "message", name: { fr: "Copier le lien", en: "Copy link" } },
];
const entries = listCommandEntries(commands);
const french = (source: string): DocPage => ({ file: "docs/page.mdx", locale: "fr", source });
const messages = (source: string) => checkPage(french(source), entries).problems.map((problem) => problem.message);

describe("findMentions", () => {
	it("finds commands in inline code and code blocks, and option pairs in inline code, outside the front matter", () => {
		const source = [
			"---",
			"keywords: [`/nothing`]",
			"---",
			"Lancez `/roll dé:1d20` ou `caché:True`, pas `{cs:>=20}`, `https://x.org` ni `FICHIER: ok`.",
			"```text",
			"/aide info",
			"// a comment",
			"```",
			"Le site `/en/` n'est pas une commande.",
		].join("\n");
		expect(findMentions(french(source)).map(({ line, text, kind }) => `${line} ${kind} ${text}`)).toEqual([
			"4 command /roll dé:1d20",
			"4 options caché:True",
			"6 command /aide info",
		]);
	});

	it("skips what a not-a-command marker covers: its line, or the next block", () => {
		const source = [
			"Tapez `/ro` puis `/rol` {/* not-a-command */}",
			"puis `/roll`.",
			"",
			"{/* not-a-command */}",
			"",
			"```",
			"/dbd",
			"```",
			"`/r` est compté.",
		].join("\n");
		expect(findMentions(french(source)).map((mention) => mention.text)).toEqual(["/roll", "/r"]);
	});

	it("accepts both languages in a block after a both-languages marker, and only there", () => {
		const source = ["{/* both-languages */}", "| `/aide` | `/help` |", "| `/roll` | `/roll` |", "", "`/help`"].join(
			"\n",
		);
		expect(messages(source)).toEqual([`no command /help ("help" is the English name; in French: "aide")`]);
	});
});

describe("checkPage", () => {
	it("accepts real paths and options in the page's language, usage boxes included", () => {
		expect(
			messages(
				"`/roll dé:1d20 caché:True` `/roll [dé] (?caché)` `/aide` `/aide afficher` `/aide afficher générale (#salon)`",
			),
		).toEqual([]);
	});

	it("reports unknown commands, subcommands and options, with the name in the page's language", () => {
		expect(
			messages("`/rol` `/roll dice:1d20` `/aide display` `/aide afficher générale (#channel)` `/aide salon:#x`"),
		).toEqual([
			"no command /rol",
			`/roll has no option dice ("dice" is the English name; in French: "dé")`,
			`/aide has no subcommand display ("display" is the English name; in French: "afficher")`,
			`/aide afficher générale has no option channel ("channel" is the English name; in French: "salon")`,
			"/aide takes a subcommand before its options (salon)",
		]);
	});

	it("accepts an option pair only when the page names a command that has it", () => {
		expect(messages("`caché:True`")).toEqual(["caché is not an option of a command this page names"]);
		expect(messages("`/roll` puis `caché:True`; `/aide` et `salon:#x`")).toEqual([]);
	});

	it("records what the page documents: full paths, options after their path, context-menu names", () => {
		const result = checkPage(french("`/roll dé:1d20` `/aide afficher` `caché:True` **Copier le lien**"), entries);
		expect([...result.documentedEntries].sort()).toEqual(["Copy link", "help display", "roll"]);
		expect([...result.documentedOptions]).toEqual(["roll dice"]);
	});
});

describe("checkLocale", () => {
	it("counts runnable commands and options, and lists the missing ones in the language of the pages", () => {
		const report = checkLocale(
			"en",
			[{ file: "en/page.mdx", locale: "en", source: "`/roll dice:1d20` `/help info`" }],
			commands,
		);
		expect(report.commands).toEqual({
			documented: 2,
			total: 4,
			missing: ["/help display general", "“Copy link” (context menu)"],
		});
		expect(report.options).toEqual({
			documented: 1,
			total: 3,
			missing: ["/roll hidden", "/help display general channel"],
		});
		expect(formatReport([report])).toContain("en: 1 pages, 2 mentions; commands 2/4, options 1/3, unknown names 0");
	});
});
