// What the builder's odds show: the type die's odds opened, the roll studied, the comparison and its rows. Kept
// apart from those panels, whose code loads on demand, so that a share link carries the view and brings it back.
import { useSyncExternalStore } from "react";

export interface CompareRow {
	/** The macro's name; "" for the type die. */
	roll: string;
	/** The statistic's value, as typed. */
	value: string;
}

export interface OddsView {
	open: boolean;
	/** The macro studied; "" for the type die. */
	studied: string;
	compareOpen: boolean;
	/** The comparison's rows; undefined until it is first opened (it then starts from the curve's range). */
	rows?: readonly CompareRow[];
	/** Counts the views a share link brought: each time, the panel comes into sight. */
	revealed: number;
}

const CLOSED: OddsView = { open: false, studied: "", compareOpen: false, revealed: 0 };
let view = CLOSED;
const listeners = new Set<() => void>();

export function oddsView(): OddsView {
	return view;
}

export function setOddsView(change: Partial<OddsView>): void {
	view = { ...view, ...change };
	for (const listener of listeners) listener();
}

export function subscribeOddsView(listener: () => void): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

export function useOddsView(): OddsView {
	return useSyncExternalStore(subscribeOddsView, oddsView, () => CLOSED);
}
