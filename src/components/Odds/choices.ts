// What a reader chose in the odds view (the exactly / at least / at most switch, the
// value aimed at, the server's pity): held by the view, or by a page that keeps them in
// its share link (the playground), which then passes them in and hears each change.
import { useState } from "react";
import type { ChanceSide } from "./ChanceSwitch";

export interface OddsChoices {
	side: ChanceSide;
	/** The value typed for "at least / at most", as typed. */
	target: string;
	/** The pity threshold typed, as typed. */
	pity: string;
}

export const NO_CHOICES: OddsChoices = { side: "exactly", target: "", pity: "" };

export interface ChoicesProps {
	choices?: OddsChoices;
	onChoices?: (choices: OddsChoices) => void;
}

/** One choice, kept here unless the page holds it. */
export function useChoice<K extends keyof OddsChoices>(
	{ choices, onChoices }: ChoicesProps,
	key: K,
): [OddsChoices[K], (value: OddsChoices[K]) => void] {
	const [own, setOwn] = useState<OddsChoices[K]>(NO_CHOICES[key]);
	if (choices && onChoices) return [choices[key], (value) => onChoices({ ...choices, [key]: value })];
	return [own, setOwn];
}
