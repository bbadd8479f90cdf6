// Settings of the hosted index, applied by scripts/search-upload.ts (Node only).
import type { IndexSettings } from "algoliasearch";

/**
 * Settings `npm run search:upload` gives the hosted index, close to the local engine:
 * page titles, the bot's command names and the pages' keywords (on each page's own
 * record) before section headings, headings before body text; typos forgiven from 4
 * letters (two from 6); plurals and stop words of both languages ignored, and words
 * dropped from a query until something matches; the locale and the Docusaurus tag
 * usable as filters, one hit per anchor.
 */
export const HOSTED_INDEX_SETTINGS: IndexSettings = {
	searchableAttributes: [
		"unordered(hierarchy.lvl0)",
		"unordered(hierarchy.lvl1)",
		"unordered(commands)",
		"unordered(keywords)",
		"unordered(questions)",
		"unordered(tasks)",
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
	removeStopWords: ["fr", "en"],
	removeWordsIfNoResults: "allOptional",
	indexLanguages: ["fr", "en"],
	queryLanguages: ["fr", "en"],
	separatorsToIndex: "_",
	advancedSyntax: true,
};
