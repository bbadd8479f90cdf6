// The odds of one or more expressions, asked of the odds worker a moment after
// the reader stops typing. Each new question cancels the one still running.
import type { OddsAttempt, OddsOptions, OddsQuestion } from "@site/src/dice/odds";
import { useCallback, useEffect, useRef, useState } from "react";
import { OddsAsker } from "./oddsClient";

export type OddsState =
	| { kind: "working" }
	| { kind: "failed"; retry: () => void }
	| { kind: "stopped"; afterMs: number }
	| {
			kind: "done";
			/** The first answer, none when no question was asked. */
			answer: OddsAttempt | undefined;
			answers: OddsAttempt[];
			/** Some exact reading ran past its budget: those figures are estimated by rolling instead. */
			exactTimedOut: boolean;
			/** Per answer, whether its exact reading ran past its budget. */
			timedOut: boolean[];
	  };

/** Typing pauses shorter than this do not start a calculation. */
const QUIET_MS = 200;

export function useOddsBatch(questions: OddsQuestion[]): OddsState {
	const asker = useRef<OddsAsker>(undefined);
	const [state, setState] = useState<OddsState>({ kind: "working" });
	const [attempt, setAttempt] = useState(0);
	const retry = useCallback(() => setAttempt((count) => count + 1), []);
	const key = JSON.stringify(questions);
	// biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (the Retry button) must ask again.
	useEffect(() => {
		asker.current ??= new OddsAsker();
		const current = asker.current;
		let live = true;
		setState({ kind: "working" });
		const timer = window.setTimeout(() => {
			current.ask(JSON.parse(key) as OddsQuestion[]).then(
				(outcome) => {
					if (!live) return;
					if (outcome.kind === "stopped") setState({ kind: "stopped", afterMs: outcome.afterMs });
					else
						setState({
							kind: "done",
							answer: outcome.answers[0],
							answers: outcome.answers,
							exactTimedOut: outcome.exactTimedOut,
							timedOut: outcome.timedOut,
						});
				},
				() => {
					if (live) setState({ kind: "failed", retry });
				},
			);
		}, QUIET_MS);
		return () => {
			live = false;
			window.clearTimeout(timer);
		};
	}, [key, attempt, retry]);
	useEffect(() => () => asker.current?.stop(), []);
	return state;
}

export function useOdds(expression: string, options: OddsOptions = {}, locale?: string, pity?: number): OddsState {
	return useOddsBatch([{ expression, options, locale, pity }]);
}
