import { describe, expect, it } from "vitest";
import { createSynonyms, SYNONYM_GROUPS } from "../../../src/search/synonyms";
import { wordFormsFor } from "../../../src/search/wordForms";

describe("synonyms", () => {
	const french = createSynonyms(wordFormsFor("fr").stem);
	const english = createSynonyms(wordFormsFor("en").stem);

	it("gives the other words of a word's group, across both languages", () => {
		expect(french.of("effacer")).toEqual(expect.arrayContaining(["supprimer", "delete", "remove"]));
		expect(french.of("effacer")).not.toContain("effacer");
		expect(english.of("sheet")).toEqual(expect.arrayContaining(["character", "fiche", "personnage"]));
	});

	it("finds a group through a word's stem (plurals, conjugations)", () => {
		expect(english.of("replies")).toContain("message");
		expect(english.of("deleting")).toContain("remove");
		expect(french.of("personnages")).toContain("sheet");
	});

	it("has nothing for words outside every group", () => {
		expect(french.of("macro")).toEqual([]);
	});

	it("holds folded words only (lower case, no accents), each in one group", () => {
		const words = SYNONYM_GROUPS.flat();
		expect(words.filter((word) => /[^a-z0-9]/.test(word))).toEqual([]);
		expect(new Set(words).size).toBe(words.length);
	});
});
