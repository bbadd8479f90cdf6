// DocSearch 4 never keeps its "Unable to fetch results" screen: the autocomplete
// library resets the status to idle once a failed request settles, and the failure
// ends up as an unhandled rejection. This wrapper turns a failed search into an empty
// answer and tells the modal, which shows the error screen itself.

type SearchRequestLike = { indexName?: string; query?: string; hitsPerPage?: number };
type SearchParamsLike = { requests: SearchRequestLike[] } | Array<{ indexName: string; params?: SearchRequestLike }>;

export type FailureListener = { onFailure: (error: unknown) => void; onSuccess: () => void };

/** An empty answer per request, in the lite client's response shape. */
export function emptyResponses(params: SearchParamsLike) {
	const requests = Array.isArray(params)
		? params.map(({ indexName, params: inner }) => ({ ...inner, indexName }))
		: params.requests;
	return {
		results: requests.map((request) => ({
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
		try {
			const result = await search(params);
			listener.onSuccess();
			return result;
		} catch (error) {
			listener.onFailure(error);
			return emptyResponses(params);
		}
	};
}
