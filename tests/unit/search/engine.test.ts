import { describe, expect, it } from "vitest";
import { createSearchEngine, createSearchEngineInSlices, groupByPage } from "../../../src/search/engine";
import { record, sampleRecords } from "./fixtures";

const engine = createSearchEngine(sampleRecords());
const firstPage = (query: string) => engine.search(query)[0]?.record.url_without_anchor;
const pages = (query: string) => [...new Set(engine.search(query).map((hit) => hit.record.url_without_anchor))];

describe("search engine", () => {
	it("finds words without their accents, and accented words from plain ones", () => {
		expect(firstPage("modele")).toBeDefined();
		expect(engine.search("modele").flatMap((hit) => hit.matchedTerms)).toContain("modele");
		expect(firstPage("crítiques")).toBe("/docs/sheet/model/critics");
	});

	it("completes the word being typed", () => {
		expect(firstPage("cri")).toBe("/docs/sheet/model/critics");
		expect(engine.search("mac").length).toBeGreaterThan(0);
	});

	it("forgives typos, swapped letters included", () => {
		expect(firstPage("critques")).toBe("/docs/sheet/model/critics");
		expect(firstPage("macors")).toBe("/docs/sheet/model/dice");
	});

	it("prefers a page whose headings match over one that mentions the words in passing", () => {
		expect(pages("macro")).toEqual(["/docs/sheet/model/dice", "/docs/introduction/tutorial"]);
		expect(engine.search("macro")[0]?.record.type).not.toBe("content");
	});

	it("needs every word when some record has them all, any word otherwise", () => {
		const both = engine.search("seuil critique");
		expect(both.every((hit) => hit.record.url_without_anchor === "/docs/sheet/model/critics")).toBe(true);
		expect(pages("seuil inexistantmot")).toEqual(["/docs/sheet/model/critics"]);
	});

	it("finds a hyphenated compound typed as one word", () => {
		expect(firstPage("autocompletion")).toBe("/docs/sheet/model/dice");
	});

	it("returns nothing for an empty or punctuation-only query", () => {
		expect(engine.search("")).toEqual([]);
		expect(engine.search(" ?! ")).toEqual([]);
		expect(engine.size).toBe(8);
	});
});

describe("groupByPage", () => {
	it("keeps a page's hits together, best page first", () => {
		const a = record("/a", "content", { lvl1: "A" }, "x");
		const b = record("/b", "content", { lvl1: "B" }, "y");
		const grouped = groupByPage([
			{ record: a, score: 5, matchedTerms: [] },
			{ record: b, score: 6, matchedTerms: [] },
			{ record: a, score: 4, matchedTerms: [] },
		]);
		// Page A: 5 + 0.1 x 4 = 5.4 < page B: 6.
		expect(grouped.map((hit) => [hit.record.url, hit.score])).toEqual([
			["/b", 6],
			["/a", 5],
			["/a", 4],
		]);
	});

	it("built in slices (the browser's way), answers exactly as built in one go", async () => {
		const records = sampleRecords();
		// A slice of 0 ms: the page gets a turn before every record but the first.
		let turns = 0;
		const sliced = await createSearchEngineInSlices(records, 0, async () => {
			turns += 1;
		});
		expect(turns).toBe(records.length - 1);
		expect(sliced.size).toBe(records.length);
		for (const query of ["macro", "seuil critique", "critques", "modele", "autocompletion", "cri"]) {
			const expected = engine.search(query).map((hit) => [hit.record.url, hit.score]);
			expect(expected.length).toBeGreaterThan(0);
			expect(sliced.search(query).map((hit) => [hit.record.url, hit.score])).toEqual(expected);
		}
	});

	it("yields to the page only once a slice has run for its time", async () => {
		const records = sampleRecords();
		let turns = 0;
		await createSearchEngineInSlices(records, 60_000, async () => {
			turns += 1;
		});
		expect(turns).toBe(0);
		// In a real page, without a test's stand-in, the engine still gets built.
		expect((await createSearchEngineInSlices(records, 0)).size).toBe(records.length);
	});
});
