import { describe, expect, it } from "vitest";
import {
	BOT_RELEASE,
	botCommands,
	botLocales,
	commandOptions,
	commandPaths,
	commandWords,
	findCommandEntry,
	formatCommandPath,
	listCommandEntries,
} from "../../../src/data/botCommands";

const entries = listCommandEntries();

describe("the bot's command set", () => {
	it("is read from a release and holds the public commands only", () => {
		expect(BOT_RELEASE).toMatch(/^\d+\.\d+\.\d+$/);
		const names = botCommands.map((command) => command.name.en);
		expect(names).toContain("roll");
		expect(names).toContain("Create link to this result");
		// Private test commands of the bot (apps/bot/src/commands/private/).
		expect(names).not.toContain("test");
	});

	it("has names Discord accepts, unique among siblings in each language", () => {
		for (const locale of botLocales) {
			const seen = new Set<string>();
			for (const entry of entries) {
				const path = formatCommandPath(entry, locale);
				expect(seen.has(path), `${locale}: /${path} twice`).toBe(false);
				seen.add(path);
				if (entry.kind !== "contextMenu")
					for (const name of entry.path[locale]) expect(name).toMatch(/^[-_'\p{Ll}\p{Lo}\p{N}]{1,32}$/u);
				const optionNames = entry.options.map((option) => option.name[locale]);
				expect(new Set(optionNames).size, `${locale}: /${path} repeats an option`).toBe(optionNames.length);
			}
		}
	});

	it("puts required options before optional ones, as Discord requires", () => {
		for (const entry of entries) {
			const firstOptional = entry.options.findIndex((option) => !option.required);
			if (firstOptional >= 0)
				expect(
					entry.options.slice(firstOptional).some((option) => option.required),
					entry.path.en.join(" "),
				).toBe(false);
		}
	});
});

describe("lookups", () => {
	it("lists the runnable slash-command paths of one language", () => {
		const french = commandPaths("fr");
		expect(french).toContain("config afficher générale");
		expect(french).toContain("roll");
		expect(french).not.toContain("config");
		expect(commandPaths("en")).toContain("config display general");
		expect(french).toHaveLength(commandPaths("en").length);
	});

	it("finds a path in its language only, and gives its options", () => {
		expect(findCommandEntry("mj  roll", "fr")?.path.en).toEqual(["gm", "roll"]);
		expect(findCommandEntry("gm roll", "fr")).toBeUndefined();
		expect(commandOptions("roll", "en")?.map((option) => option.name.en)).toEqual([
			"dice",
			"comments",
			"critical_success",
			"critical_failure",
			"hidden",
		]);
		expect(commandOptions("roll", "fr")?.[0]).toMatchObject({ name: { fr: "dé" }, type: "string", required: true });
		expect(commandOptions("nothing", "en")).toBeUndefined();
	});

	it("gives every name in both languages, once, for search", () => {
		const words = commandWords();
		expect(words).toEqual(expect.arrayContaining(["aide", "help", "modèle", "template", "afficher", "display"]));
		expect(new Set(words).size).toBe(words.length);
	});
});
