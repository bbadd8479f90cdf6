import { describe, expect, it } from "vitest";
import { extractPageRecords } from "../../../src/search/extractRecords";
import { fromIndexFile, parseIndexFile, SEARCH_INDEX_FORMAT, toIndexFile } from "../../../src/search/indexFile";
import { docPageHtml, threadsBody } from "./fixtures";

const records = () => [
	...extractPageRecords({
		html: docPageHtml({ title: "Fils", body: threadsBody, keywords: ["fil de dés", "thread"] }),
		path: "/docs/config/threads",
		language: "fr",
	}).records.map((record) => (record.type === "lvl1" ? { ...record, commands: ["config result_channel"] } : record)),
	...extractPageRecords({
		html: docPageHtml({ title: "Autre", body: "<p>Un.</p><h2 id=b>B</h2><p>Deux.</p>" }),
		path: "/docs/other",
		language: "fr",
	}).records,
];

describe("index file", () => {
	it("gives back exactly the extracted records, keywords and command names included", () => {
		const original = records();
		expect(original[0]?.keywords).toEqual(["fil de dés", "thread"]);
		const file = JSON.parse(JSON.stringify(toIndexFile("fr", original)));
		expect(fromIndexFile(parseIndexFile(file))).toEqual(original);
	});

	it("stores no null levels nor derived fields", () => {
		const file = toIndexFile("fr", records());
		expect(file.format).toBe(SEARCH_INDEX_FORMAT);
		expect(file.pageTags).toEqual({
			"/docs/config/threads": "docs-default-current",
			"/docs/other": "docs-default-current",
		});
		const stored = file.records[2];
		expect(Object.keys(stored ?? {}).sort()).toEqual(["hierarchy", "type", "url"]);
		expect(stored?.hierarchy).toEqual({ lvl0: "Fils", lvl1: "Fils", lvl2: "Comment le bot range les résultats" });
	});

	it("refuses files of another format or shape", () => {
		expect(() => parseIndexFile(null)).toThrow();
		expect(() => parseIndexFile({ format: 99, language: "fr", pageTags: {}, records: [] })).toThrow(/format/);
		expect(() => parseIndexFile({ format: SEARCH_INDEX_FORMAT, language: "fr" })).toThrow(/records/);
	});
});
