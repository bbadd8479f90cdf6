// A control whose code downloads on demand: `preload` starts the download when the
// visitor shows intent (hover, focus), `run` waits for it and uses it, and `failed`
// tells the control to show why nothing happened; the next `run` tries again.
// `load` should be an importOnce() loader, so that every call shares one download.
import { useState } from "react";

export function useOnDemand<T>(load: () => Promise<T>) {
	const [failed, setFailed] = useState(false);
	const preload = () => {
		load().catch(() => undefined);
	};
	const run = async (use: (loaded: T) => void) => {
		try {
			const loaded = await load();
			setFailed(false);
			use(loaded);
		} catch {
			setFailed(true);
		}
	};
	return { failed, preload, run };
}
