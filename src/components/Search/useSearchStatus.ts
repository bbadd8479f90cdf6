// The search's status as the specification names it (idle, loading, stalled, error),
// from the searches the modal or the page sends: loading while one is unanswered,
// stalled once that has lasted, error when the last one failed. Until a query has its
// answer the reader sees "loading", never DocSearch's "No results" for a query not searched yet.
import { useEffect, useMemo, useRef, useState } from "react";
import type { FailureListener } from "../../search/failureReporting";

export type SearchStatus = "idle" | "loading" | "stalled" | "error";

/** Loading this long (a slow connection, a busy phone) turns into "stalled", which says so. */
const STALL_AFTER_MS = 2000;

/** True once `active` has stayed true for STALL_AFTER_MS. */
export function useStalled(active: boolean): boolean {
	const [stalled, setStalled] = useState(false);
	useEffect(() => {
		setStalled(false);
		if (!active) return;
		const timer = window.setTimeout(() => setStalled(true), STALL_AFTER_MS);
		return () => window.clearTimeout(timer);
	}, [active]);
	return stalled;
}

/**
 * `listener` goes to reportingFailures around the search client; `statusFor(query)` is
 * the status of the query the reader sees. `reset()` forgets a failure before a retry.
 */
export function useSearchStatus(): {
	listener: FailureListener;
	statusFor: (query: string) => SearchStatus;
	reset: () => void;
} {
	const pending = useRef(0);
	const [state, setState] = useState<{ settled: "answered" | "failed" | null; answered: string | null }>({
		settled: null,
		answered: null,
	});
	const [waiting, setWaiting] = useState(false);
	const listener = useMemo(
		(): FailureListener => ({
			onStart: () => {
				pending.current += 1;
				setWaiting(true);
			},
			onSuccess: (query) => {
				pending.current = Math.max(0, pending.current - 1);
				setState({ settled: "answered", answered: query });
				if (pending.current === 0) setWaiting(false);
			},
			onFailure: () => {
				pending.current = Math.max(0, pending.current - 1);
				setState((current) => ({ ...current, settled: "failed" }));
				if (pending.current === 0) setWaiting(false);
			},
		}),
		[],
	);
	const stalled = useStalled(waiting);
	return {
		listener,
		statusFor: (query) => {
			if (query.trim() === "") return "idle";
			if (!waiting && state.settled === "failed") return "error";
			// Answered: DocSearch shows the hits, or its "No results" for this very query.
			if (!waiting && state.answered?.trim() === query.trim()) return "idle";
			return stalled ? "stalled" : "loading";
		},
		reset: () => setState({ settled: null, answered: null }),
	};
}
