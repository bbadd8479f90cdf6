import { describe, expect, it, vi } from "vitest";
import { createSearchEngine, type SearchEngine } from "../../../src/search/engine";
import { answer, createLocalSearchClient, parseSnippetAttributes } from "../../../src/search/localSearchClient";
import { sampleRecords } from "./fixtures";

const docSearchRequest = (query: string) => ({
	indexName: "local-fr",
	query,
	attributesToRetrieve: ["hierarchy.lvl0", "content", "type", "url"],
	attributesToSnippet: ["hierarchy.lvl1:10", "hierarchy.lvl2:10", "content:10"],
	snippetEllipsisText: "…",
	highlightPreTag: "<mark>",
	highlightPostTag: "</mark>",
	hitsPerPage: 20,
	clickAnalytics: false,
});

function client(loadEngine: () => Promise<SearchEngine> = async () => createSearchEngine(sampleRecords())) {
	return createLocalSearchClient({
		loadAnswerer: async () => {
			const engine = await loadEngine();
			return async (requests) => requests.map((request) => answer(engine, request, "local-fr"));
		},
	});
}

describe("local search client", () => {
	it("answers DocSearch's request with Algolia's response shape", async () => {
		const { results } = await client().search({ requests: [docSearchRequest("macro")] });
		const [response] = results;
		expect(response).toMatchObject({ index: "local-fr", query: "macro", page: 0, hitsPerPage: 20, nbPages: 1 });
		expect(response?.nbHits).toBe(response?.hits.length);
		const heading = response?.hits[0];
		expect(heading).toMatchObject({
			type: "lvl2",
			url: "/docs/sheet/model/dice#macros",
			hierarchy: { lvl0: "Dé type et macros du modèle", lvl2: "Les macros" },
		});
		expect(heading?._highlightResult.hierarchy.lvl2).toMatchObject({
			value: "Les <mark>macros</mark>",
			matchLevel: "full",
			matchedWords: ["macro"],
		});
		expect(heading?._highlightResult.hierarchy_camel[0]?.lvl2?.value).toBe("Les <mark>macros</mark>");
		expect(heading?._highlightResult.hierarchy.lvl3).toBeUndefined();
		const content = response?.hits.find((hit) => hit.type === "content");
		expect(content?._snippetResult.content?.value).toContain("<mark>macro</mark>");
		expect(content?._snippetResult.content?.value.endsWith("…")).toBe(true);
	});

	it("keeps at most `distinct` hits per page, so that the modal shows more pages", () => {
		const engine = createSearchEngine(sampleRecords());
		const all = answer(engine, { query: "macro critique" }, "local");
		const pagesOf = (hits: { url_without_anchor: string }[]) => hits.map((hit) => hit.url_without_anchor);
		const one = answer(engine, { query: "macro critique", distinct: 1 }, "local");
		expect(pagesOf(one.hits)).toEqual([...new Set(pagesOf(all.hits))]);
		expect(answer(engine, { query: "macro critique", distinct: true }, "local").hits).toEqual(one.hits);
		// The count stays that of every hit: the search page lists them all.
		expect(one.nbHits).toBe(all.nbHits);
		expect(all.hits.length).toBeGreaterThan(one.hits.length);
	});

	it("pages results and counts them all", async () => {
		const search = client();
		const all = (await search.search({ requests: [{ query: "critique", hitsPerPage: 100 }] })).results[0];
		const second = (await search.search({ requests: [{ query: "critique", hitsPerPage: 2, page: 1 }] })).results[0];
		expect(second?.nbHits).toBe(all?.nbHits);
		expect(second?.nbPages).toBe(Math.ceil((all?.nbHits ?? 0) / 2));
		expect(second?.hits.map((hit) => hit.objectID)).toEqual(all?.hits.slice(2, 4).map((hit) => hit.objectID));
	});

	it("accepts the legacy array form and searchForHits", async () => {
		const search = client();
		const legacy = await search.search([{ indexName: "other", params: { query: "seuil" } }]);
		expect(legacy.results[0]?.index).toBe("other");
		expect(legacy.results[0]?.hits[0]?.url).toBe("/docs/sheet/model/critics#seuils");
		const forHits = await search.searchForHits({ requests: [{ query: "seuil" }] });
		expect(forHits.results[0]?.hits.length).toBe(legacy.results[0]?.hits.length);
	});

	it("cuts queries to 64 characters and answers an empty query with nothing", async () => {
		const search = client();
		const long = `macro ${"x".repeat(100)}`;
		const { results } = await search.search({ requests: [{ query: long }, { query: "   " }] });
		expect(results[0]?.query).toHaveLength(64);
		expect(results[1]).toMatchObject({ nbHits: 0, hits: [] });
	});

	it("loads the engine once, on the first search", async () => {
		const loadEngine = vi.fn(async () => createSearchEngine(sampleRecords()));
		const search = client(loadEngine);
		expect(loadEngine).not.toHaveBeenCalled();
		await Promise.all([search.search({ requests: [{ query: "a" }] }), search.search({ requests: [{ query: "b" }] })]);
		await search.preload();
		expect(loadEngine).toHaveBeenCalledTimes(1);
	});

	it("fails the way DocSearch shows as a network error, then tries again", async () => {
		const loadEngine = vi
			.fn<() => Promise<SearchEngine>>()
			.mockRejectedValueOnce(new TypeError("Failed to fetch"))
			.mockResolvedValueOnce(createSearchEngine(sampleRecords()));
		const search = client(loadEngine);
		await expect(search.search({ requests: [{ query: "macro" }] })).rejects.toMatchObject({ name: "RetryError" });
		const retry = await search.search({ requests: [{ query: "macro" }] });
		expect(retry.results[0]?.nbHits).toBeGreaterThan(0);
		expect(loadEngine).toHaveBeenCalledTimes(2);
	});

	it("keeps the Algolia agent interface DocSearch calls", () => {
		const search = client();
		search.addAlgoliaAgent("docsearch", "4.7.0");
		search.transporter.algoliaAgent.add({ segment: "docsearch-react", version: "4.7.0" });
		expect(search.transporter.algoliaAgent.value).toBe(
			"dicelette-local-search; docsearch (4.7.0); docsearch-react (4.7.0)",
		);
	});
});

describe("parseSnippetAttributes", () => {
	it("reads attribute:words pairs with Algolia's default of 10 words", () => {
		expect([...parseSnippetAttributes(["content:30", "hierarchy.lvl1", "hierarchy.lvl2:x"])]).toEqual([
			["content", 30],
			["hierarchy.lvl1", 10],
			["hierarchy.lvl2", 10],
		]);
	});
});
