// A lazily loaded component that can be asked for again: React keeps a failed
// import() as failed for good, so each Retry makes a new lazy component, which
// makes a new import() (the browser fetches the chunk again).
import { type ComponentType, lazy, useCallback, useState } from "react";

export function useRetryableLazy<P extends object>(
	load: () => Promise<{ default: ComponentType<P> }>,
): [ReturnType<typeof lazy<ComponentType<P>>>, () => void] {
	const [component, setComponent] = useState(() => lazy(load));
	// `load` is a module-level import() wrapper: one identity for the component's life.
	// biome-ignore lint/correctness/useExhaustiveDependencies: see above
	const retry = useCallback(() => setComponent(() => lazy(load)), []);
	return [component, retry];
}

/** A failed download of code (webpack's ChunkLoadError, or a failed dynamic import). */
export function isChunkLoadError(error: unknown): boolean {
	return (
		error instanceof Error &&
		(error.name === "ChunkLoadError" ||
			/Loading (CSS )?chunk .+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
				error.message,
			))
	);
}
