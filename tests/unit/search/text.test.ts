import { describe, expect, it } from "vitest";
import { compoundSpans, foldText, indexTerm, tokenize, typoTolerance } from "../../../src/search/text";

describe("foldText", () => {
	it("lowers case and removes accents and ligatures", () => {
		expect(foldText("Rôle Créé")).toBe("role cree");
		expect(foldText("Œuvre ÆSIR")).toBe("oeuvre aesir");
		expect(foldText("dés")).toBe(foldText("des"));
	});
});

describe("tokenize", () => {
	it("splits on anything that is not a letter or a digit", () => {
		expect(tokenize("/config result_channel (désactiver) 1d20+5")).toEqual(
			expect.arrayContaining(["config", "result", "channel", "désactiver", "1d20", "5"]),
		);
	});

	it("adds hyphen and underscore compounds joined into one word", () => {
		expect(tokenize("L'auto-complétion et auto_role")).toEqual([
			"L",
			"auto",
			"complétion",
			"et",
			"auto",
			"role",
			"autocomplétion",
			"autorole",
		]);
		expect(compoundSpans("voir out-of-character")).toEqual([{ word: "outofcharacter", start: 5, end: 21 }]);
	});
});

describe("dice parts", () => {
	it("adds the die and the modifier of a dice expression written as one word", () => {
		expect(tokenize("2d20kh1 et 4dF")).toEqual(["2d20kh1", "et", "4dF", "d20", "kh1", "dF"]);
		expect(tokenize("1d100 d6 abc2d")).toEqual(["1d100", "d6", "abc2d", "d100"]);
	});
});

describe("indexTerm", () => {
	it("drops single characters from the index (elisions)", () => {
		expect(indexTerm("l")).toBeNull();
		expect(indexTerm("Fiche")).toBe("fiche");
	});
});

describe("typoTolerance", () => {
	it("forgives nothing under 4 letters, one edit under 8, two from 8", () => {
		expect(typoTolerance("mj")).toBe(0);
		expect(typoTolerance("role")).toBe(1);
		expect(typoTolerance("macors")).toBe(1);
		expect(typoTolerance("stress")).toBe(1);
		expect(typoTolerance("statistque")).toBe(2);
	});
});
