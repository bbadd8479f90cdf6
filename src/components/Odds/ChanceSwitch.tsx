// The "exactly / at least / at most" switch the Odds view's tables share: one
// column of chances at a time keeps the tables inside a phone's width, and the
// chart's chosen value is set apart on the same side.

import Translate from "@site/src/i18n/OddsTranslate";
import { translate } from "@site/src/i18n/odds";
import { useId } from "react";
import styles from "./styles.module.css";

export type ChanceSide = "exactly" | "atLeast" | "atMost";

export function sideLabel(side: ChanceSide): string {
	switch (side) {
		case "exactly":
			return translate({
				id: "odds.side.exactly",
				message: "Exactement",
				description: "Odds switch: chance of exactly this",
			});
		case "atLeast":
			return translate({
				id: "odds.side.atLeast",
				message: "Au moins",
				description: "Odds switch: chance of this or more",
			});
		case "atMost":
			return translate({
				id: "odds.side.atMost",
				message: "Au plus",
				description: "Odds switch: chance of this or less",
			});
	}
}

const SIDES: readonly ChanceSide[] = ["exactly", "atLeast", "atMost"];

export default function ChanceSwitch({ side, onChange }: { side: ChanceSide; onChange: (side: ChanceSide) => void }) {
	const name = useId();
	return (
		<fieldset className={styles.switch}>
			<legend>
				<Translate id="odds.side.legend" description="Odds view: legend of the exactly / at least / at most switch">
					Chances affichées
				</Translate>
			</legend>
			{SIDES.map((each) => (
				<label key={each}>
					<input type="radio" name={name} value={each} checked={side === each} onChange={() => onChange(each)} />{" "}
					{sideLabel(each)}
				</label>
			))}
		</fieldset>
	);
}
