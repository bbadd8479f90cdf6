// Saved drafts, the CSV header and reading template files.
import { describe, expect, test } from "vitest";
import { csvHeader } from "../../../src/template/csv";
import { emptyTemplateForm } from "../../../src/template/formModel";
import { MAX_TEMPLATE_FILE_BYTES } from "../../../src/template/limits";
import {
	clearDraft,
	FORM_STORAGE_KEY,
	loadDraft,
	readDraft,
	SET_ASIDE_STORAGE_KEY,
	saveDraft,
} from "../../../src/template/storage";
import { readTemplateFile } from "../../../src/template/templateFile";
import { customCritical, form, statistic } from "./helpers";

class MemoryStorage {
	readonly data = new Map<string, string>();
	getItem(key: string) {
		return this.data.get(key) ?? null;
	}
	setItem(key: string, value: string) {
		this.data.set(key, value);
	}
	removeItem(key: string) {
		this.data.delete(key);
	}
}

describe("draft storage", () => {
	test("uses a versioned key and restores what was saved", () => {
		expect(FORM_STORAGE_KEY).toBe("dicelette:template-form:v1");
		const storage = new MemoryStorage();
		const model = form({ diceType: "1d20+$", statistics: [statistic("Force", "1", "20")] });
		expect(saveDraft(storage, model)).toBe(true);
		expect(loadDraft(storage)).toEqual({ status: "restored", form: model, dropped: 0 });
	});

	test("a draft that holds its custom criticals under their former name, criticals, keeps them", () => {
		const storage = new MemoryStorage();
		const rows = [customCritical("Exploit", ">=", "20", true), customCritical("Maladresse", "<=", "1")];
		const model = form({ diceType: "1d20+$", customCritical: rows });
		// As the release before the rename saved it: the same JSON, the list's key spelled `criticals`.
		const legacy = (draft: object) => JSON.stringify(draft).replace('"customCritical":', '"criticals":');
		storage.setItem(FORM_STORAGE_KEY, legacy(model));
		const load = loadDraft(storage);
		expect(load).toEqual({ status: "restored", form: model, dropped: 0 });
		if (load.status === "restored") saveDraft(storage, load.form);
		const saved = JSON.parse(storage.getItem(FORM_STORAGE_KEY) ?? "null");
		expect(saved.customCritical).toEqual(rows);
		expect(saved).not.toHaveProperty("criticals");
		// Over the limit, the list is set aside under its former name as under the new one.
		storage.setItem(FORM_STORAGE_KEY, legacy(form({ customCritical: Array(23).fill(rows[0]) })));
		expect(loadDraft(storage)).toEqual({ status: "setAside" });
	});

	test("nothing saved, corrupt text and an older shape", () => {
		const storage = new MemoryStorage();
		expect(loadDraft(storage)).toEqual({ status: "empty" });
		storage.setItem(FORM_STORAGE_KEY, "{not json");
		expect(loadDraft(storage)).toEqual({ status: "ignored" });
		storage.setItem(FORM_STORAGE_KEY, JSON.stringify({ isCharNameRequired: true, damages: [] }));
		expect(loadDraft(storage)).toEqual({ status: "ignored" });
		storage.setItem(FORM_STORAGE_KEY, "[1, 2]");
		expect(loadDraft(storage)).toEqual({ status: "ignored" });
	});

	test("an oversized draft is set aside, kept under its own key, never restored", () => {
		const cases = [
			form({ statistics: Array.from({ length: 5000 }, (_, index) => statistic(`S${index}`, "1", "20")) }),
			form({ statistics: [statistic("N".repeat(100_000), "1", "9")] }),
			form({ diceType: `1d20+${"1".repeat(20_000)}` }),
		];
		for (const model of cases) {
			const storage = new MemoryStorage();
			const text = JSON.stringify(model);
			storage.setItem(FORM_STORAGE_KEY, text);
			// Reading alone (what a render does) moves nothing; loading moves it aside.
			expect(readDraft(storage)).toEqual({ status: "setAside" });
			expect(storage.getItem(FORM_STORAGE_KEY)).toBe(text);
			expect(loadDraft(storage)).toEqual({ status: "setAside" });
			expect(storage.getItem(FORM_STORAGE_KEY)).toBeNull();
			expect(storage.getItem(SET_ASIDE_STORAGE_KEY)).toBe(text);
		}
		const huge = new MemoryStorage();
		huge.setItem(FORM_STORAGE_KEY, `"${"x".repeat(MAX_TEMPLATE_FILE_BYTES + 1)}"`);
		expect(loadDraft(huge)).toEqual({ status: "setAside" });
	});

	test("one damaged field or row is dropped alone; the rest of the draft comes back", () => {
		const storage = new MemoryStorage();
		const saved = form({ diceType: "1d20+$", statistics: [statistic("Force", "1", "20"), statistic("Dextérité")] });
		const damaged = JSON.parse(JSON.stringify(saved));
		damaged.total = 12; // a number where the form keeps text
		damaged.statistics[0].max = null;
		damaged.statistics.splice(1, 0, "not a row");
		damaged.critical = { success: "20", failure: false };
		storage.setItem(FORM_STORAGE_KEY, JSON.stringify(damaged));
		const expected = form({
			diceType: "1d20+$",
			statistics: [statistic("Force", "1", ""), statistic("Dextérité")],
			critical: { success: "20", failure: "" },
		});
		expect(loadDraft(storage)).toEqual({ status: "restored", form: expected, dropped: 4 });
	});

	test("an empty form and clearDraft leave nothing behind; a refused save is reported, never thrown", () => {
		const storage = new MemoryStorage();
		saveDraft(storage, form({ charName: true }));
		saveDraft(storage, emptyTemplateForm());
		expect(storage.data.has(FORM_STORAGE_KEY)).toBe(false);
		saveDraft(storage, form({ charName: true }));
		clearDraft(storage);
		expect(storage.data.size).toBe(0);
		const broken = {
			getItem: () => {
				throw new Error("denied");
			},
			setItem: () => {
				throw new Error("quota");
			},
			removeItem: () => {
				throw new Error("denied");
			},
		};
		expect(loadDraft(broken)).toEqual({ status: "empty" });
		expect(saveDraft(broken, form({ charName: true }))).toBe(false);
		expect(() => clearDraft(broken)).not.toThrow();
	});
});

describe("CSV header", () => {
	test("BOM, ; separator, fixed columns, statistics, dice", () => {
		const model = form({ statistics: [statistic("Force"), statistic("PV", "", "", "force*2")] });
		expect(csvHeader(model)).toBe("\uFEFFuser;charName;avatar;channel;Force;PV;dice\n");
	});

	test("isPrivate after the statistics (as the bot's /csv) when sheets can be private; names with ; or quotes are quoted", () => {
		const model = form({ isPrivate: true, statistics: [statistic('Force; "brute"')] });
		expect(csvHeader(model)).toBe('\uFEFFuser;charName;avatar;channel;"Force; ""brute""";isPrivate;dice\n');
	});
});

describe("reading a template file", () => {
	const file = (name: string, text: string, size = text.length) => ({
		name,
		size,
		arrayBuffer: async () => new TextEncoder().encode(text),
	});

	test("refuses other file types, large files and unreadable files", async () => {
		expect(await readTemplateFile(file("notes.txt", "{}"))).toEqual({ kind: "fileProblem", problem: "invalidType" });
		expect(await readTemplateFile(file("big.json", "{}", MAX_TEMPLATE_FILE_BYTES + 1))).toEqual({
			kind: "fileProblem",
			problem: "tooLarge",
		});
		const unreadable = {
			name: "t.json",
			size: 2,
			arrayBuffer: async () => {
				throw new Error("EIO");
			},
		};
		expect(await readTemplateFile(unreadable)).toEqual({ kind: "fileProblem", problem: "readError" });
	});

	test("accepts a JSON MIME type whatever the name, and checks the content", async () => {
		const result = await readTemplateFile({
			name: "modele",
			type: "application/json",
			size: 2,
			arrayBuffer: async () => new TextEncoder().encode("{}"),
		});
		expect(result).toMatchObject({ kind: "verdict", verdict: { ok: true } });
	});

	test("a byte order mark is skipped; an empty file and a file that is not JSON are file problems", async () => {
		const withMark = await readTemplateFile(file("windows.json", '\uFEFF{"diceType": "1d20"}'));
		expect(withMark).toMatchObject({ kind: "verdict", verdict: { ok: true, template: { diceType: "1d20" } } });
		for (const text of ["", "  \n", "\uFEFF"]) {
			expect(await readTemplateFile(file("empty.json", text))).toEqual({ kind: "fileProblem", problem: "empty" });
		}
		for (const text of ['{"diceType": }', "diceType: 1d20", '{"a": 1}}']) {
			expect(await readTemplateFile(file("t.JSON", text))).toEqual({ kind: "fileProblem", problem: "notJson" });
		}
	});

	test("one rule for UTF-16, here and in the command: refused, as the bot reads UTF-8 only", async () => {
		const json = '{"diceType": "1d20"}';
		const utf16 = (littleEndian: boolean) => {
			const bytes = new Uint8Array(2 + json.length * 2);
			bytes.set(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]);
			for (let index = 0; index < json.length; index += 1) {
				const code = json.charCodeAt(index);
				bytes.set(littleEndian ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff], 2 + index * 2);
			}
			return bytes;
		};
		for (const littleEndian of [true, false]) {
			const bytes = utf16(littleEndian);
			expect(await readTemplateFile({ name: "t.json", size: bytes.length, arrayBuffer: async () => bytes })).toEqual({
				kind: "fileProblem",
				problem: "notUtf8",
			});
		}
	});
});
