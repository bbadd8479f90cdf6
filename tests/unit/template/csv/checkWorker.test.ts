// The CSV check's worker keeps the checked rows and hands them out a page at a time,
// so that the page never receives (and copies) 200,000 rows at once.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { BotTemplate } from "../../../../src/template/botSchema";
import { answerCsvMessage, answerCsvRequest, type CheckMemory } from "../../../../src/template/csv/worker";

const template = JSON.parse(readFileSync("tests/fixtures/csv-import/templates/dnd-5e.json", "utf8")) as BotTemplate;
const HEADER =
	"user;charName;avatar;channel;Strength;Dexterity;Constitution;Intelligence;Wisdom;Charisma;Passive Perception;dice";

function file(count: number): string {
	const lines = [HEADER];
	for (let index = 0; index < count; index++)
		// Every tenth row has no name: the bot skips it.
		lines.push(`player${index};${index % 10 === 0 ? "" : `Hero ${index}`};;;15;14;13;12;10;8;10;`);
	return lines.join("\n");
}

describe("CSV check worker", () => {
	test("a check answers with counts only, then rows a page at a time", () => {
		const memory: { current?: CheckMemory } = {};
		const checked = answerCsvRequest(
			{ kind: "check", id: 7, text: file(1000), template, privateChannel: false },
			memory,
		);
		expect(checked).toMatchObject({ ok: true, kind: "check", checkId: 7 });
		if (!checked.ok || checked.kind !== "check") throw new Error("no summary");
		expect(checked.summary).toMatchObject({ total: 1000, registered: 900, toFix: 100, fatal: null });
		expect("rows" in checked).toBe(false);

		const page = answerCsvRequest(
			{ kind: "rows", id: 8, checkId: 7, onlyToFix: false, start: 100, count: 100 },
			memory,
		);
		if (!page.ok || page.kind !== "rows") throw new Error("no rows");
		expect(page.total).toBe(1000);
		expect(page.rows.map((row) => row.line)).toEqual(Array.from({ length: 100 }, (_, index) => index + 102));

		const toFix = answerCsvRequest({ kind: "rows", id: 9, checkId: 7, onlyToFix: true, start: 0, count: 5 }, memory);
		if (!toFix.ok || toFix.kind !== "rows") throw new Error("no rows");
		expect(toFix.total).toBe(100);
		expect(toFix.rows.every((row) => !row.registered)).toBe(true);
	});

	test("a page of an older check is refused with a reason", () => {
		const memory: { current?: CheckMemory } = {};
		answerCsvRequest({ kind: "check", id: 1, text: file(3), template, privateChannel: false }, memory);
		answerCsvRequest({ kind: "check", id: 2, text: file(4), template, privateChannel: false }, memory);
		const stale = answerCsvRequest({ kind: "rows", id: 3, checkId: 1, onlyToFix: false, start: 0, count: 10 }, memory);
		expect(stale).toMatchObject({ ok: false });
	});

	test("a sent file is read in the worker, its byte order mark dropped, and checked like its text", async () => {
		const memory: { current?: CheckMemory } = {};
		const blob = new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), file(20)]);
		const checked = await answerCsvMessage(
			{ kind: "checkFile", id: 4, file: blob, template, privateChannel: false },
			memory,
		);
		if (!checked.ok || checked.kind !== "check") throw new Error("no summary");
		expect(checked.summary).toMatchObject({ total: 20, registered: 18, fatal: null });
		expect(checked.summary.fields[0]).toBe("user");
	});

	test("a file that cannot be read is answered as unreadable, not as a failed check", async () => {
		const broken = { text: () => Promise.reject(new Error("gone")) } as unknown as Blob;
		const reply = await answerCsvMessage(
			{ kind: "checkFile", id: 5, file: broken, template, privateChannel: false },
			{},
		);
		expect(reply).toMatchObject({ id: 5, ok: false, unreadable: true });
	});
});
