// The odds of one or more expressions, asked of the odds worker a moment after
// the reader stops typing. Each new question cancels the one still running.
import type { OddsAttempt, OddsOptions } from "@site/src/dice/odds";
import { useEffect, useRef, useState } from "react";
import { OddsAsker, type OddsQuestion } from "./oddsClient";

export type OddsState =
	| { kind: "working" }
	| { kind: "failed" }
	| { kind: "done"; answer: OddsAttempt; answers: OddsAttempt[] };

/** Typing pauses shorter than this do not start a calculation. */
const QUIET_MS = 200;

export function useOddsBatch(questions: OddsQuestion[]): OddsState {
	const asker = useRef<OddsAsker>(undefined);
	const [state, setState] = useState<OddsState>({ kind: "working" });
	const key = JSON.stringify(questions);
	useEffect(() => {
		asker.current ??= new OddsAsker();
		const current = asker.current;
		let live = true;
		setState({ kind: "working" });
		const timer = window.setTimeout(() => {
			current.ask(JSON.parse(key) as OddsQuestion[]).then(
				(answers) => {
					if (live) setState({ kind: "done", answer: answers[0], answers });
				},
				() => {
					if (live) setState({ kind: "failed" });
				},
			);
		}, QUIET_MS);
		return () => {
			live = false;
			window.clearTimeout(timer);
		};
	}, [key]);
	useEffect(() => () => asker.current?.stop(), []);
	return state;
}

export function useOdds(expression: string, options: OddsOptions = {}): OddsState {
	return useOddsBatch([{ expression, options }]);
}
