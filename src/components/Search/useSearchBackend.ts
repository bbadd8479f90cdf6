// Which search backend this build uses, with what it needs for the current locale:
// the hosted index when the build had the three Algolia variables, else the local
// index file of this locale. Shared by the modal and the /search page.
import { useDocsContextualSearchTags } from "@docusaurus/plugin-content-docs/client";
import useBaseUrl from "@docusaurus/useBaseUrl";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { useMemo } from "react";
import { localIndexName, searchIndexRelativePath } from "../../search/constants";
import { contextualFacetFilters, hostedSearchConfig } from "../../search/hostedSearch";
import type { SearchBackend } from "../../search/searchClients";

export function useSearchBackend(): SearchBackend {
	const { siteConfig, i18n } = useDocusaurusContext();
	const locale = i18n.currentLocale;
	const indexUrl = useBaseUrl(`/${searchIndexRelativePath(locale)}`);
	// The tags change with the docs version being read; a string keeps the memo stable.
	const tags = useDocsContextualSearchTags().join(" ");
	return useMemo((): SearchBackend => {
		const hosted = hostedSearchConfig(siteConfig.themeConfig);
		if (!hosted) return { mode: "local", indexName: localIndexName(locale), indexUrl };
		const facetFilters = hosted.contextualSearch
			? contextualFacetFilters(locale, tags.split(" ").filter(Boolean))
			: undefined;
		return {
			mode: "hosted",
			appId: hosted.appId,
			apiKey: hosted.apiKey,
			indexName: hosted.indexName,
			...(facetFilters ? { facetFilters } : {}),
		};
	}, [siteConfig.themeConfig, locale, indexUrl, tags]);
}
