// Settings of the hosted index, applied by scripts/search-upload.ts (Node only).
import type { IndexSettings } from "algoliasearch";

/**
 * Settings `npm run search:upload` gives the hosted index, close to the local engine:
 * headings before body text, typos forgiven from 4 letters (two from 6), the locale
 * and the Docusaurus tag usable as filters, one hit per anchor.
 */
export const HOSTED_INDEX_SETTINGS: IndexSettings = {
	searchableAttributes: [
		"unordered(hierarchy.lvl0)",
		"unordered(hierarchy.lvl1)",
		"unordered(hierarchy.lvl2)",
		"unordered(hierarchy.lvl3)",
		"unordered(hierarchy.lvl4)",
		"unordered(hierarchy.lvl5)",
		"unordered(hierarchy.lvl6)",
		"content",
	],
	attributesForFaceting: ["language", "docusaurus_tag", "type"],
	attributesToRetrieve: ["hierarchy", "content", "anchor", "url", "url_without_anchor", "type"],
	attributesToHighlight: ["hierarchy", "content"],
	attributesToSnippet: ["content:10"],
	customRanking: ["desc(weight.level)", "asc(weight.position)"],
	attributeForDistinct: "url",
	distinct: true,
	highlightPreTag: "<mark>",
	highlightPostTag: "</mark>",
	minWordSizefor1Typo: 4,
	minWordSizefor2Typos: 6,
	allowTyposOnNumericTokens: false,
	ignorePlurals: ["fr", "en"],
	indexLanguages: ["fr", "en"],
	queryLanguages: ["fr", "en"],
	separatorsToIndex: "_",
	advancedSyntax: true,
};
