// The threshold given to the builder's test rolls, as a player gives
// `success_threshold` at roll time: typed under the type die's test, used by
// it and by the custom critical tests (which roll the type die).
import { createContext, type ReactNode, useContext, useState } from "react";

type ThresholdState = readonly [string, (threshold: string) => void];

const TestThresholdContext = createContext<ThresholdState | undefined>(undefined);

export function TestThresholdProvider({ children }: { children: ReactNode }) {
	const state = useState("");
	return <TestThresholdContext.Provider value={state}>{children}</TestThresholdContext.Provider>;
}

/** The threshold and its setter; without a provider, a threshold of the caller's own. */
export function useTestThreshold(): ThresholdState {
	const shared = useContext(TestThresholdContext);
	const own = useState("");
	return shared ?? own;
}
