// The sheet-import check against the bot: every file of tests/fixtures/csv-import was read by the bot's own
// import_csv.ts (4.7.2, its Discord and database parts stubbed, every player a member of the server), and
// verdicts.json holds what it gave. The check must give the same characters, the same skipped rows for the same
// reasons, and stop the import on the same files.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { BotTemplate } from "../../../../src/template/botSchema";
import { type CheckedRow, checkImportCsv } from "../../../../src/template/csv";

const corpus = path.resolve(__dirname, "../../../fixtures/csv-import");
const cases: Record<string, { template: string; privateChannel?: boolean; note: string }> = JSON.parse(
	readFileSync(path.join(corpus, "cases.json"), "utf8"),
);
interface BotCharacter {
	userName?: unknown;
	stats: Record<string, unknown>;
	damage?: Record<string, string>;
	private?: unknown;
	channel?: string;
	avatar?: unknown;
}
type BotVerdict =
	| { fatal: { name: string; message: string } }
	| { fatal: null; members: Record<string, BotCharacter[]>; errors: { key: string; args: Record<string, string> }[] };
const verdicts: Record<string, BotVerdict> = JSON.parse(readFileSync(path.join(corpus, "verdicts.json"), "utf8"));

/** A registered row in the shape the bot gives its characters. */
function asBotCharacter(row: CheckedRow) {
	return {
		userName: row.charName,
		stats: row.stats,
		damage: row.macros,
		private: row.private,
		channel: row.channel ?? undefined,
		avatar: row.avatar ?? undefined,
	};
}

function fromBot(character: BotCharacter) {
	return {
		userName: character.userName ?? null,
		stats: character.stats,
		damage: character.damage ?? {},
		private: Boolean(character.private),
		channel: character.channel,
		avatar: character.avatar,
	};
}

/** A skipped row as the bot words its error (its translator stubbed to give the key and the values). */
function asBotError(row: CheckedRow) {
	const first = row.problems[0];
	const user = `<@${row.user}>`;
	switch (first?.code) {
		case "user.empty":
			return { key: "import.errors.user_not_found", args: { user: row.user } };
		case "charName.missing":
			return { key: "import.errors.missing_charName", args: { user } };
		case "charName.duplicate":
			return {
				key: "import.errors.duplicate_charName",
				args: { charName: row.charName ?? JSON.stringify({ key: "common.default" }), user },
			};
		default:
			return {
				key: "import.errors.missing_stats",
				args: { stats: row.problems.map((problem) => problem.values?.name).join("\n- "), user },
			};
	}
}

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
			const registered: Record<string, ReturnType<typeof asBotCharacter>[]> = {};
			for (const row of result.rows.filter((row) => row.registered)) {
				registered[row.user] ??= [];
				registered[row.user]?.push(asBotCharacter(row));
			}
			const expected = Object.fromEntries(
				Object.entries(bot.members)
					.map(([user, characters]) => [user, characters.map(fromBot)] as const)
					.filter(([, characters]) => characters.length > 0),
			);
			expect(JSON.parse(JSON.stringify(registered))).toEqual(JSON.parse(JSON.stringify(expected)));
			const skipped = result.rows.filter((row) => !row.registered).map(asBotError);
			expect(skipped).toEqual(bot.errors);
		});
	}
});
