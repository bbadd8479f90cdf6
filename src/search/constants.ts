// Limits of the search widget (specification, section 9) and where the index lives.

/** Longest query the modal and the search page accept. */
export const MAX_QUERY_LENGTH = 64;
/** Hits per page of the /search page (and per request of the modal). */
export const HITS_PER_PAGE = 20;
/** Recent searches kept by the modal, and fewer when favorites exist. */
export const RECENT_SEARCHES_LIMIT = 7;
export const RECENT_SEARCHES_WITH_FAVORITES_LIMIT = 4;
/** Hits shown per page group in the modal. */
export const MAX_RESULTS_PER_GROUP = 5;
/**
 * Hits the modal asks the local engine for: five whole page groups, so that the first
 * five pages always show (with DocSearch's 20, four pages of five hits hid the fifth).
 */
export const MODAL_HITS = MAX_RESULTS_PER_GROUP * 5;
/** Words around the first match kept in a snippet when a request does not say. */
export const DEFAULT_SNIPPET_WORDS = 15;

/** Folder, inside each locale's build output, that holds the index file. */
const SEARCH_INDEX_DIRECTORY = "search-index";

/** Path of a locale's index relative to that locale's base URL: `search-index/fr.json`. */
export function searchIndexRelativePath(locale: string): string {
	return `${SEARCH_INDEX_DIRECTORY}/${locale}.json`;
}

/** Name the local client answers to (recent searches and favorites are stored per index name). */
export function localIndexName(locale: string): string {
	return `dicelette-docs-local-${locale}`;
}

/** Cuts a query to the widget's maximum length. */
export function clampQuery(query: string): string {
	return query.slice(0, MAX_QUERY_LENGTH);
}
