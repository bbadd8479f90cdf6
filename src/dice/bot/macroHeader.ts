/**
 * The name the bot heads a `/macro` roll with (`rollMacro`, apps/bot/src/utils/roll.ts): once the roll has a
 * comparison (its own or the threshold given), a statistic of the sheet named between parentheses in the macro's
 * name is taken out of it (`replaceStatInDiceName` of parse_result/src/utils.ts with an empty replacement), so
 * `Melee Attack (Melee)` is headed `Melee Attack`; otherwise the macro's name stays as it is.
 */
import { foldText } from "../standardize";

/** The bot's `DICE_COMPILED_PATTERNS.COMPARATOR`: any sign followed by something. */
const COMPARATOR = /([><=]|!=)+.+/;
/** core's `DETECT_CRITICAL`, which `composeRollBase` takes out before it looks for the comparison. */
const CRITICAL_BLOCK = /\{\*?c[fs]:([<>=]|!=)+(.+?)}/gi;

/** `formula`: the macro's formula as rolled, the threshold given at roll time applied. */
export function macroHeader(name: string, statistics: readonly { name: string }[], formula: string): string {
	if (!COMPARATOR.test(formula.replace(CRITICAL_BLOCK, ""))) return name;
	const names = new Set(statistics.map((each) => foldText(each.name.trim())).filter((each) => each !== ""));
	// The first parentheses holding a statistic's name, compared as the bot standardizes both.
	for (let open = name.indexOf("("); open !== -1; open = name.indexOf("(", open + 1)) {
		const close = name.indexOf(")", open + 1);
		if (close === -1) break;
		if (!names.has(foldText(name.slice(open + 1, close)))) continue;
		const header = `${name.slice(0, open)}${name.slice(close + 1)}`.trim();
		// A name that was only the statistic keeps its text.
		return header === "" ? name : header;
	}
	return name;
}
