// The command box's catalogue of one language: every name in both languages (the box keys on the English ones),
// each description in the locale being built only, nothing else changed.
import { describe, expect, it } from "vitest";
import { catalogueFor } from "../../../plugins/bot-command-catalogue";
import { botCommands, listCommandEntries } from "../../../src/data/botCommands";
import { entriesOf } from "../../../src/data/commandEntries";

describe("the command box's catalogue of one language", () => {
	for (const locale of ["fr", "en"] as const) {
		it(`keeps ${locale} descriptions only, and every path in both languages`, () => {
			const catalogue = catalogueFor(botCommands, locale) as typeof botCommands;
			const whole = listCommandEntries();
			const read = entriesOf(catalogue);
			expect(read.map((entry) => entry.path)).toEqual(whole.map((entry) => entry.path));
			const other = locale === "fr" ? "en" : "fr";
			const described = read.filter((entry) => entry.description);
			expect(described.length).toBeGreaterThan(20);
			for (const [index, entry] of read.entries()) {
				expect(entry.description?.[locale]).toBe(whole[index]?.description?.[locale]);
				expect(entry.description?.[other]).toBeUndefined();
				for (const [at, option] of entry.options.entries()) {
					expect(option.name).toEqual(whole[index]?.options[at]?.name);
					expect(option.description?.[other]).toBeUndefined();
				}
			}
			expect(JSON.stringify(catalogue).length).toBeLessThan(JSON.stringify(botCommands).length * 0.8);
		});
	}
});
