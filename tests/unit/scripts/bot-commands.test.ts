import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compareCommandSets } from "../../../scripts/bot-commands/compare";
import { ExtractionError, extractBotCommands } from "../../../scripts/bot-commands/extract";
import { renderModule } from "../../../scripts/bot-commands/render";
import { memoryTree, openSourceTree } from "../../../scripts/bot-commands/sourceTree";
import type { BotCommand, BotSlashCommand } from "../../../src/data/botCommands";
import { must } from "../../../src/dice";
import { fixtureFiles } from "./botCommandsFixture";

const extracted = extractBotCommands(memoryTree(fixtureFiles));
const slash = (english: string) =>
	extracted.commands.find(
		(command): command is BotSlashCommand => command.kind === "slash" && command.name.en === english,
	);

describe("extractBotCommands on a miniature of the bot", () => {
	it("reads the release and only the public commands, in the bot's order", () => {
		expect(extracted.release).toBe("9.1.0");
		expect(extracted.commands.map((command) => `${command.kind}:${command.name.en}`)).toEqual([
			"slash:roll",
			"slash:sheet",
			"message:Copy link",
		]);
	});

	it("names commands and options in both languages, from the translation keys", () => {
		expect(slash("roll")?.name).toEqual({ fr: "lancer", en: "roll" });
		expect(slash("roll")?.options).toEqual([
			{ name: { fr: "dé", en: "dice" }, type: "string", required: true, maxLength: 200 },
			// setName without localizations: Discord shows the English name in French too.
			{
				name: { fr: "hidden", en: "hidden" },
				// setDescription without localizations: the English line in French too.
				description: { fr: "no translation", en: "no translation" },
				type: "integer",
				required: false,
				minValue: 1,
				maxValue: 6,
			},
		]);
		expect(slash("roll")?.description).toEqual({ fr: "Lancer des dés", en: "Roll dice" });
		expect(extracted.commands[2]?.name).toEqual({ fr: "Copier le lien", en: "Copy link" });
	});

	it("follows helper functions across packages, their default parameters and conditions", () => {
		const sheet = slash("sheet");
		expect(sheet?.subcommands[0]).toEqual({
			kind: "subcommand",
			name: { fr: "montrer", en: "show" },
			options: [
				{ name: { fr: "personnage", en: "character" }, type: "string", required: false, autocomplete: true },
				{ name: { fr: "caché", en: "hidden" }, type: "boolean", required: false },
			],
		});
		const group = sheet?.subcommands[1];
		expect(group?.kind).toBe("group");
		if (group?.kind !== "group") return;
		expect(group.name).toEqual({ fr: "supprimer", en: "delete" });
		expect(group.subcommands[0]?.options.map((option) => option.name.en)).toEqual(["character", "order"]);
		// A French translation that is missing falls back to English, as i18next does in the bot.
		expect(group.subcommands[0]?.options[1]?.choices).toEqual([
			{ name: { fr: "croissant", en: "ascending" }, value: "a" },
			{ name: { fr: "descending", en: "descending" }, value: "d" },
		]);
	});

	it("stops with the file and line on a builder call it does not know", () => {
		const files = {
			...fixtureFiles,
			"apps/bot/src/commands/roll.ts": must(
				fixtureFiles["apps/bot/src/commands/roll.ts"],
				"the fixture has roll.ts",
			).replace(".setMaxLength(200)", ".setSomethingNew(3)"),
		};
		expect(() => extractBotCommands(memoryTree(files))).toThrow(ExtractionError);
		expect(() => extractBotCommands(memoryTree(files))).toThrow(/roll\.ts:\d+: unknown builder method setSomethingNew/);
	});

	it("stops on a missing translation instead of inventing a name", () => {
		const files = { ...fixtureFiles, "packages/localization/locales/en.json": JSON.stringify({}) };
		expect(() => extractBotCommands(memoryTree(files))).toThrow(/no translation for roll\.name/);
	});
});

describe("source trees", () => {
	const folder = mkdtempSync(path.join(tmpdir(), "bot-commands-"));
	afterAll(() => rmSync(folder, { recursive: true, force: true }));
	for (const [file, text] of Object.entries(fixtureFiles)) {
		mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
		writeFileSync(path.join(folder, file), text);
	}

	it("reads a checkout and a git directory alike", () => {
		expect(extractBotCommands(openSourceTree(folder))).toEqual(extracted);
		const git = (...args: string[]) =>
			execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.invalid", ...args], {
				cwd: folder,
			});
		git("init", "--quiet");
		git("add", ".");
		git("commit", "--quiet", "-m", "fixture");
		rmSync(path.join(folder, "apps"), { recursive: true });
		expect(extractBotCommands(openSourceTree(path.join(folder, ".git")))).toEqual(extracted);
	});
});

describe("compareCommandSets", () => {
	it("lists added and removed commands and options, and changed facts", () => {
		const before = extracted.commands;
		const roll = slash("roll") as BotSlashCommand;
		const after: BotCommand[] = [
			{
				...roll,
				options: [
					{ ...must(roll.options[0], "/roll has an option"), required: false },
					{ name: { fr: "note", en: "note" }, type: "string", required: false },
				],
			},
			must(before[2], "the fixture has a third command"),
		];
		const changes = compareCommandSets(before, after).map((change) => `${change.sign} ${change.text}`);
		expect(changes).toContain(
			'~ option dice of /roll: {"fr":"dé","type":"string","required":true,"maxLength":200} → {"fr":"dé","type":"string","required":false,"maxLength":200}',
		);
		expect(changes.some((change) => change.startsWith("+ option note of /roll"))).toBe(true);
		expect(changes).toContain("- option hidden of /roll");
		expect(changes).toContain("- command /sheet (fr: /fiche)");
		expect(changes).toContain("- subcommand /sheet delete dice (fr: /fiche supprimer dé)");
		expect(compareCommandSets(before, before)).toEqual([]);
	});
});

describe("renderModule", () => {
	it("writes a formatted module that holds the release and the commands", () => {
		const text = renderModule(extracted.release, extracted.commands, process.cwd());
		expect(text).toContain('export const BOT_RELEASE = "9.1.0";');
		expect(text).toContain('{ name: { fr: "dé", en: "dice" }, type: "string", required: true, maxLength: 200 },');
		expect(text).toMatch(/^\t\{$/m);
	});
});
