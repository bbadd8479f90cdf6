import { describe, expect, it } from "vitest";
import { wordFormsFor } from "../../../src/search/wordForms";

describe("word forms", () => {
	it("gives French plurals and inflections the stem of their singular, accents folded first", () => {
		const french = wordFormsFor("fr");
		expect(french.stem("journaux")).toBe(french.stem("journal"));
		expect(french.stem("statistiques")).toBe(french.stem("statistique"));
		expect(french.stem("enregistrer")).toBe(french.stem("enregistrement"));
		expect(french.of("fiche")).toEqual(["fiche", french.stem("fiche")]);
		// Words of three letters or fewer stay whole.
		expect(french.of("mj")).toEqual(["mj"]);
	});

	it("gives English plurals and verb forms one stem", () => {
		const english = wordFormsFor("en");
		expect(english.stem("rolls")).toBe("roll");
		expect(english.stem("rolled")).toBe(english.stem("rolling"));
		expect(english.stem("characters")).toBe(english.stem("character"));
		expect(wordFormsFor("de").stem("sheets")).toBe(english.stem("sheet"));
	});

	it("knows each language's stop words and question words, accents included", () => {
		const french = wordFormsFor("fr");
		for (const word of ["le", "des", "pourquoi", "comment", "où"]) expect(french.isStopWord(word)).toBe(true);
		expect(french.isStopWord("dés")).toBe(false);
		expect(french.isStopWord("fiche")).toBe(false);
		const english = wordFormsFor("en");
		for (const word of ["how", "do", "the", "why", "can", "doesn"]) expect(english.isStopWord(word)).toBe(true);
		expect(english.isStopWord("roll")).toBe(false);
	});

	it("leaves out the other language's stop words, not its question words", () => {
		const english = wordFormsFor("en");
		for (const word of ["le", "des", "pour", "une"]) expect(english.isStopWord(word)).toBe(true);
		// A question word in French, a thing in English.
		expect(english.isStopWord("comment")).toBe(false);
		const french = wordFormsFor("fr");
		for (const word of ["the", "with", "my"]) expect(french.isStopWord(word)).toBe(true);
		expect(french.isStopWord("macro")).toBe(false);
	});
});
