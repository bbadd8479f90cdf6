import { describe, expect, it } from "vitest";
import { type BotCommand, listCommandEntries } from "../../../src/data/botCommands";
import { commandNamesByPage, documentingPages } from "../../../src/search/commandNames";

const option = (fr: string, en: string) => ({ name: { fr, en }, type: "string" as const, required: false });
/** A small command set shaped like the bot's: a plain command, one with subcommands, shared option names. */
const commands: BotCommand[] = [
	{
		kind: "slash",
		name: { fr: "dbroll", en: "dbroll" },
		options: [option("statistique", "statistic"), option("seuil_reussite", "success_threshold")],
		subcommands: [],
	},
	{
		kind: "slash",
		name: { fr: "mj", en: "gm" },
		options: [],
		subcommands: [
			{ kind: "subcommand", name: { fr: "dbroll", en: "dbroll" }, options: [option("statistique", "statistic")] },
			{ kind: "subcommand", name: { fr: "roll", en: "roll" }, options: [option("caché", "hidden")] },
		],
	},
	{ kind: "message", name: { fr: "Copier le lien", en: "Copy link" } },
];
const entries = listCommandEntries(commands);

const pages = [
	{
		path: "/docs/format",
		keywords: ["commande slash"],
		mentions: [
			{ text: "/mj", inHeading: false },
			{ text: "/gm", inHeading: false },
			{ text: "/dbroll", inHeading: false },
		],
	},
	{
		path: "/docs/dice",
		keywords: [],
		mentions: [
			{ text: "/dbroll", inHeading: true },
			{ text: "/dbroll statistique:Force seuil_reussite:12", inHeading: false },
		],
	},
	{
		path: "/docs/gm",
		keywords: ["maître de jeu"],
		mentions: [
			{ text: "/mj roll dé:1d20 caché:True", inHeading: true },
			{ text: "/gm dbroll", inHeading: false },
			{ text: "statistique", inHeading: false },
		],
	},
];

describe("command names", () => {
	it("finds the page documenting each command: most mentions of its path, headings first, subcommands counting for their command", () => {
		const documented = new Map(
			[...documentingPages(pages, entries)].map(([entry, page]) => [entry.path.en.join(" "), page]),
		);
		expect(Object.fromEntries(documented)).toEqual({
			dbroll: "/docs/dice",
			gm: "/docs/gm",
			"gm roll": "/docs/gm",
			"gm dbroll": "/docs/gm",
		});
	});

	it("gives each page its paths, commands and identifier-like names, and no plain or shared word", () => {
		const names = commandNamesByPage(pages, entries);
		expect(names.get("/docs/dice")?.sort()).toEqual(["dbroll", "seuil_reussite", "success_threshold"]);
		expect(names.get("/docs/gm")?.sort()).toEqual(["gm", "gm dbroll", "gm roll", "mj", "mj dbroll", "mj roll"]);
		// The format page names commands in a table but documents none; "statistique" is a word of the text.
		expect(names.has("/docs/format")).toBe(false);
	});
});
