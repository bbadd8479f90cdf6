import { describe, expect, it } from "vitest";
import { HOSTED_INDEX_SETTINGS } from "../../../src/search/hostedIndexSettings";
import { contextualFacetFilters, hostedSearchConfig, sitePath } from "../../../src/search/hostedSearch";

describe("hosted search", () => {
	it("is off unless all three credentials are set", () => {
		expect(hostedSearchConfig({})).toBeNull();
		expect(hostedSearchConfig({ algolia: { appId: "A", apiKey: "", indexName: "docs" } })).toBeNull();
		expect(hostedSearchConfig({ algolia: { appId: "A", apiKey: "k", indexName: "docs" } })).toEqual({
			appId: "A",
			apiKey: "k",
			indexName: "docs",
			contextualSearch: true,
		});
	});

	it("filters on the page language and any of the Docusaurus search tags", () => {
		expect(contextualFacetFilters("en", ["docs-default-current"])).toEqual([
			"language:en",
			["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
		]);
		expect(contextualFacetFilters("fr", ["default"])).toEqual(["language:fr", ["docusaurus_tag:default"]]);
	});

	it("turns absolute URLs into the site into site paths", () => {
		const site = "https://dicelette.github.io";
		expect(sitePath("https://dicelette.github.io/en/docs/config#x", site)).toBe("/en/docs/config#x");
		expect(sitePath("/docs/config", site)).toBe("/docs/config");
		expect(sitePath("https://example.org/page", site)).toBe("https://example.org/page");
	});

	it("lets the hosted index filter on what contextual search sends", () => {
		expect(HOSTED_INDEX_SETTINGS.attributesForFaceting).toEqual(expect.arrayContaining(["language", "docusaurus_tag"]));
		expect(HOSTED_INDEX_SETTINGS.customRanking).toEqual(["desc(weight.level)", "asc(weight.position)"]);
	});

	it("searches command names and keywords after page titles and before section headings", () => {
		const order = HOSTED_INDEX_SETTINGS.searchableAttributes ?? [];
		const at = (attribute: string) => order.findIndex((entry) => entry.includes(attribute));
		expect(at("commands")).toBeGreaterThan(at("hierarchy.lvl1"));
		expect(at("keywords")).toBeGreaterThan(at("hierarchy.lvl1"));
		expect(Math.max(at("commands"), at("keywords"))).toBeLessThan(at("hierarchy.lvl2"));
		expect(HOSTED_INDEX_SETTINGS.removeWordsIfNoResults).toBe("allOptional");
	});
});
