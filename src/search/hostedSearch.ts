// Hosted mode: which Algolia index to query and with which filters, so that each
// locale's site only finds its own pages (Docusaurus' contextual search: the page
// language plus the search tags of the docs the reader is in).
export type HostedSearchConfig = {
	appId: string;
	apiKey: string;
	indexName: string;
	contextualSearch?: boolean;
};

/** The default tag Docusaurus gives pages outside the docs (DEFAULT_SEARCH_TAG). */
const DEFAULT_SEARCH_TAG = "default";

/** `[language:fr, [docusaurus_tag:default, docusaurus_tag:docs-default-current]]`: the language AND any of the tags. */
export function contextualFacetFilters(locale: string, docsTags: readonly string[]): (string | string[])[] {
	const tags = [DEFAULT_SEARCH_TAG, ...docsTags.filter((tag) => tag !== DEFAULT_SEARCH_TAG)];
	return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/** Reads the `algolia` theme config; any missing credential means local mode. */
export function hostedSearchConfig(themeConfig: Record<string, unknown>): HostedSearchConfig | null {
	const algolia = themeConfig.algolia as Partial<HostedSearchConfig> | undefined;
	if (!algolia?.appId || !algolia.apiKey || !algolia.indexName) return null;
	return {
		appId: algolia.appId,
		apiKey: algolia.apiKey,
		indexName: algolia.indexName,
		contextualSearch: algolia.contextualSearch ?? true,
	};
}

/**
 * A hit URL as a link target: site-relative when it points into the site (records
 * from `search:upload` already are; a crawler stores absolute URLs), absolute otherwise.
 */
export function sitePath(url: string, siteUrl: string): string {
	if (!/^https?:\/\//.test(url)) return url;
	const target = new URL(url);
	return target.origin === new URL(siteUrl).origin ? `${target.pathname}${target.search}${target.hash}` : url;
}
