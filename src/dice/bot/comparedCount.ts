/**
 * A server with `disableCompare` (`/config`): the bot answers a compared roll with a count of successes, never
 * with a verdict. Core counts a pure pool itself; a roll it cannot pool (`1d20+5>=20`) keeps its comparison, which
 * the bot's message handler then turns into 0 or 1 (`collapseCompareToCount` of `parse_result/src/dice_extractor.ts`).
 */
import type { CoreRoll } from "./coreRoll";

function passes(value: number, sign: string, against: number): boolean {
	if (sign === ">") return value > against;
	if (sign === "<") return value < against;
	if (sign === ">=") return value >= against;
	if (sign === "<=") return value <= against;
	if (sign === "!=") return value !== against;
	return value === against;
}

/** The roll as the bot rewrites it: the threshold put back into the dice, the total a 0/1 count, passing dice marked. */
export function comparedAsCount(core: CoreRoll): CoreRoll {
	const { compare } = core;
	// A shared roll keeps its verdicts: the bot only rewrites a single line.
	if (!compare || core.result.includes(";") || Number.isNaN(compare.value)) return core;
	const threshold = `${compare.sign}${compare.value}`;
	// The bot compares core's total: the number the line ends with, or a bulk roll's count of rolls that pass.
	const total = core.total ?? Number(/=\s*(\S+)\s*$/.exec(core.result)?.[1]);
	const count = passes(total, compare.sign, compare.value) ? 1 : 0;
	const result = core.result
		.replace(/^([^:]*?)(\s*:)/, `$1${threshold}$2`)
		.replace(/=\s*-?\d+(?:\.\d+)?\s*$/, `= ${count}`)
		// Each die that passes on its own is marked as in a pool, whatever the total did; the bot rejoins them
		// without spaces.
		.replace(/\[([^\]]+)\]/g, (_whole, inner: string) => {
			const faces = inner.split(",").map((face) => {
				const trimmed = face.trimStart();
				const value = Number.parseInt(trimmed, 10);
				return !Number.isNaN(value) && passes(value, compare.sign, compare.value)
					? trimmed.replace(/^(-?\d+)/, "$1×")
					: trimmed;
			});
			return `[${faces.join(",")}]`;
		});
	const { compare: _dropped, ...rest } = core;
	return { ...rest, result };
}
