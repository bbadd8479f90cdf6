// The sheet-import check against the bot: every file of tests/fixtures/csv-import was read by the bot's own
// import_csv.ts (4.7.2, its Discord and database parts stubbed, every player a member of the server), and
// verdicts.json holds what it gave. The check must give the same characters, the same skipped rows for the same
// reasons, and stop the import on the same files.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { BotTemplate } from "../../../../src/template/botSchema";
import { checkImportCsv } from "../../../../src/template/csv";
import { type BotCharacter, botMembers, registeredAsBot, skippedAsBot } from "../../../fuzz/compare";

const corpus = path.resolve(__dirname, "../../../fixtures/csv-import");
const cases: Record<string, { template: string; privateChannel?: boolean; note: string }> = JSON.parse(
	readFileSync(path.join(corpus, "cases.json"), "utf8"),
);
type BotVerdict =
	| { fatal: { name: string; message: string } }
	| { fatal: null; members: Record<string, BotCharacter[]>; errors: { key: string; args: Record<string, string> }[] };
const verdicts: Record<string, BotVerdict> = JSON.parse(readFileSync(path.join(corpus, "verdicts.json"), "utf8"));

describe("the sheet-import check agrees with the bot's /import", () => {
	test("the corpus holds at least 30 files, traps and ordinary ones", () => {
		expect(Object.keys(cases).length).toBeGreaterThanOrEqual(30);
		expect(Object.keys(verdicts).sort()).toEqual(Object.keys(cases).sort());
	});

	for (const [name, spec] of Object.entries(cases)) {
		test(`${name}: ${spec.note}`, () => {
			const template = JSON.parse(readFileSync(path.join(corpus, "templates", spec.template), "utf8")) as BotTemplate;
			const text = readFileSync(path.join(corpus, "files", `${name}.csv`), "utf8");
			const result = checkImportCsv(text, template, { privateChannel: spec.privateChannel === true });
			const bot = verdicts[name];
			if (!bot) throw new Error(`no verdict for ${name}`);
			if (bot.fatal) {
				expect(result.fatal).not.toBeNull();
				// The bot's TypeError is the check's crash; its other errors are about the file as a whole.
				expect(result.fatal?.code === "file.crash").toBe(bot.fatal.name === "TypeError");
				expect(result.rows.every((row) => !row.registered)).toBe(true);
				return;
			}
			expect(result.fatal).toBeNull();
			const registered = registeredAsBot(result.rows);
			const expected = botMembers(bot.members);
			expect(JSON.parse(JSON.stringify(registered))).toEqual(JSON.parse(JSON.stringify(expected)));
			// This corpus's runner stubbed the translator's default name as its JSON text.
			const skipped = skippedAsBot(result.rows, JSON.stringify({ key: "common.default" }));
			expect(skipped).toEqual(bot.errors);
		});
	}
});
