// DocSearch 4 never keeps its "Unable to fetch results" screen: the autocomplete
// library resets the status to idle once a failed request settles, and the failure
// ends up as an unhandled rejection. This wrapper turns a failed search into an empty
// answer and tells the modal, which shows the error screen itself. It also tells when a
// search starts and which query it answered, so the modal can say it is still loading
// rather than show DocSearch's "No results" for a query not answered yet.

type SearchRequestLike = { indexName?: string; query?: string; hitsPerPage?: number };
type SearchParamsLike = { requests: SearchRequestLike[] } | Array<{ indexName: string; params?: SearchRequestLike }>;

export type FailureListener = {
	onStart?: () => void;
	/** `query`: the query of the batch's first request, the one the modal shows. */
	onSuccess: (query: string) => void;
	onFailure: (error: unknown) => void;
};

function requestsOf(params: SearchParamsLike): SearchRequestLike[] {
	return Array.isArray(params)
		? params.map(({ indexName, params: inner }) => ({ ...inner, indexName }))
		: params.requests;
}

/** An empty answer per request, in the lite client's response shape. */
export function emptyResponses(params: SearchParamsLike) {
	return {
		results: requestsOf(params).map((request) => ({
			hits: [],
			nbHits: 0,
			page: 0,
			nbPages: 0,
			hitsPerPage: request.hitsPerPage ?? 20,
			processingTimeMS: 0,
			exhaustiveNbHits: true,
			query: request.query ?? "",
			params: "",
			index: request.indexName ?? "",
		})),
	};
}

export function reportingFailures<Params extends SearchParamsLike, Result>(
	search: (params: Params) => Promise<Result>,
	listener: FailureListener,
): (params: Params) => Promise<Result | ReturnType<typeof emptyResponses>> {
	return async (params) => {
		listener.onStart?.();
		try {
			const result = await search(params);
			listener.onSuccess(requestsOf(params)[0]?.query ?? "");
			return result;
		} catch (error) {
			listener.onFailure(error);
			return emptyResponses(params);
		}
	};
}
