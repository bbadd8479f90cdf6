// Browser side of the local mode: on the first search, fetch the locale's index file
// and the engine's code (a separate chunk, so that neither weighs on a page until
// the reader searches), then build the engine once, in slices that leave the page
// responsive while it indexes.
import type { SearchEngine } from "./engine";
import { fromIndexFile, parseIndexFile } from "./indexFile";

export function engineLoader(indexUrl: string): () => Promise<SearchEngine> {
	return async () => {
		const [response, { createSearchEngineInSlices }] = await Promise.all([
			fetch(indexUrl, { credentials: "same-origin" }),
			import(/* webpackChunkName: "search-engine" */ "./engine"),
		]);
		if (!response.ok) throw new Error(`${indexUrl} answered ${response.status}`);
		const file = parseIndexFile(await response.json());
		return createSearchEngineInSlices(fromIndexFile(file));
	};
}
