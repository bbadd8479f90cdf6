// A dynamic import() started at most once: later calls share the same promise.
// A failed download is forgotten, so the next call tries again.
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
	let loading: Promise<T> | undefined;
	return () => {
		loading ??= load().catch((error: unknown) => {
			loading = undefined;
			throw error;
		});
		return loading;
	};
}
