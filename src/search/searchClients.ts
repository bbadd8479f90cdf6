// One way for the modal and the search page to get a search client, whichever
// backend the build chose: the local client (one per index, kept for the whole
// visit so the index is fetched once) or Algolia's lite client (loaded on demand).
import { HITS_PER_PAGE } from "./constants";
import type { LocalSearchHit, LocalSearchRequest } from "./localSearchClient";
import { createLocalSearchClient, type LocalSearchClient } from "./localSearchClient";
import { workerAnswererLoader } from "./workerAnswerer";

export type SearchBackend =
	| { mode: "local"; indexName: string; indexUrl: string }
	| {
			mode: "hosted";
			appId: string;
			apiKey: string;
			indexName: string;
			/** Contextual search filters, absent when contextual search is off. */
			facetFilters?: (string | string[])[];
	  };

/** The fields of a hit the search page shows; local and hosted hits both have them. */
export type PageHit = Pick<
	LocalSearchHit,
	"objectID" | "type" | "hierarchy" | "content" | "url" | "_highlightResult" | "_snippetResult"
>;

type PageResults = { hits: PageHit[]; nbHits: number; page: number; nbPages: number };

export type PageSearcher = (query: string, page: number) => Promise<PageResults>;

const localClients = new Map<string, LocalSearchClient>();

export function getLocalSearchClient(indexUrl: string, indexName: string): LocalSearchClient {
	let client = localClients.get(indexUrl);
	if (!client) {
		client = createLocalSearchClient({ loadAnswerer: workerAnswererLoader(indexUrl, indexName) });
		localClients.set(indexUrl, client);
	}
	return client;
}

/** Parameters of a search page request: 20 hits a page, longer snippets than the modal's. */
function pageRequest(indexName: string, query: string, page: number): LocalSearchRequest {
	return {
		indexName,
		query,
		page,
		hitsPerPage: HITS_PER_PAGE,
		attributesToSnippet: ["content:30"],
		snippetEllipsisText: "…",
		highlightPreTag: "<mark>",
		highlightPostTag: "</mark>",
	};
}

/** A function answering one page of results for the search page. */
export async function pageSearcherFor(backend: SearchBackend): Promise<PageSearcher> {
	if (backend.mode === "local") {
		const client = getLocalSearchClient(backend.indexUrl, backend.indexName);
		return async (query, page) => {
			const { results } = await client.search({ requests: [pageRequest(backend.indexName, query, page)] });
			return pageResults(results[0]);
		};
	}
	const { liteClient } = await import(/* webpackChunkName: "algolia-lite" */ "algoliasearch/lite");
	const client = liteClient(backend.appId, backend.apiKey);
	return async (query, page) => {
		const { results } = await client.search<PageHit>({
			requests: [
				{
					...pageRequest(backend.indexName, query, page),
					indexName: backend.indexName,
					...(backend.facetFilters ? { facetFilters: backend.facetFilters } : {}),
				},
			],
		});
		const first = results[0];
		return pageResults(first && "hits" in first ? (first as Partial<PageResults>) : undefined);
	};
}

function pageResults(response: Partial<PageResults> | undefined): PageResults {
	return {
		hits: response?.hits ?? [],
		nbHits: response?.nbHits ?? 0,
		page: response?.page ?? 0,
		nbPages: response?.nbPages ?? 0,
	};
}
