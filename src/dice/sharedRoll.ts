/**
 * Shared rolls: `1d20;&+5;&*2` rolls the first part once, then each formula
 * uses its total as `&`. `(1d20)` hides the first line; `[label]` names a
 * formula's line.
 */

import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { compileFormula } from "./arithmetic";
import type { ComparedValues, CriticalMarker } from "./bot";
import { judge, sharedMain, splitComparison } from "./bot";
import { splitLabel } from "./comments";
import { DiceError } from "./errors";
import { MAX_SHARED_FORMULAS } from "./limits";
import { rollNotation } from "./notation";
import { HAS_DIE } from "./operand";
import { normalizeOperators } from "./operators";
import { evaluateSafeNumber } from "./safeMath";
import { rollSingle } from "./singleRoll";
import type { RollLine, SortOrder } from "./types";

/**
 * A first total that is not finite only reaches here when the command box keeps it (`withNonFiniteTotals`):
 * the bot works out `&*5` with it as math.js does (` Infinity `), so the word is read as that value.
 */
function withInfiniteTotal(formula: string): number {
	const value = compileFormula(formula, ["Infinity"])(new Map([["Infinity", Number.POSITIVE_INFINITY]]));
	if (typeof value === "boolean") return value ? 1 : 0;
	if (typeof value !== "number") throw new DiceError("notFinite", { formula });
	return value;
}

function formulaLine(
	written: string,
	label: string | undefined,
	main: RollLine,
	markers: readonly CriticalMarker[],
	curly = false,
): RollLine {
	const withTotal = normalizeOperators(written.replaceAll("&", String(main.total)));
	const shown = written.replaceAll("&", `[${main.expression}]`);
	const comparison = splitComparison(withTotal);
	const left = comparison ? comparison.left : withTotal;
	const leftShown = comparison
		? shown.slice(0, shown.length - comparison.sign.length - comparison.right.length)
		: shown;
	let total: number;
	let detail: string;
	let dice: RollLine["dice"] = [];
	if (HAS_DIE.test(left)) {
		const rolled = rollNotation(left);
		total = rolled.total;
		detail = written.includes("&") ? rolled.detail.replace(String(main.total), `[${main.total}]`) : rolled.detail;
		dice = rolled.dice;
	} else {
		total = Number.isFinite(main.total) ? evaluateSafeNumber(left) : withInfiniteTotal(left);
		detail = (
			comparison ? written.slice(0, written.length - comparison.sign.length - comparison.right.length) : written
		).replaceAll("&", `[${main.total}]`);
	}
	// Core's `replaceText` deletes what lies between a formula's first and last % (`[1d%-d%…]` shows `[1d-…]`).
	const expression = leftShown.replace(/%.*%/g, "");
	const line: RollLine = { kind: "sharedFormula", label, expression, detail, dice, total, counts: false };
	if (!comparison) return line;
	const judged = { ...line, ...judge(total, main.total, { sign: comparison.sign, text: comparison.right }, markers) };
	// In braces core counts the part instead of judging it: 1 when its comparison holds, else 0.
	if (curly) return { ...judged, countedAs: judged.comparison?.passed ? 1 : 0 };
	// Core tests `4=30` with math.js, which refuses the assignment, then finds no dice to roll: it writes nothing.
	return comparison.sign === "=" && !HAS_DIE.test(left) ? { ...judged, blank: true } : judged;
}

/**
 * Core's `sharedRolls` first rolls the first part once for its bounds (`getRollBounds`), then rolls it
 * again for the line it shows: the faces of that first roll are drawn and never shown. A text
 * dice-roller cannot read draws nothing there, as here.
 */
function wastedBoundsRoll(text: string): void {
	try {
		new DiceRoll(text);
	} catch {
		// Core ignores it as well: the shown roll reports the problem.
	}
}

/**
 * The lines of a shared roll, and the comparison of its first part when that part is hidden: core keeps it as
 * the roll's threshold, which the bot's reply shows in its first line and tests on the formulas' lines.
 */
export function rollShared(
	text: string,
	markers: readonly CriticalMarker[],
	opposition?: ComparedValues["opposition"],
	sort?: SortOrder,
): { lines: RollLine[]; hiddenComparison?: RollLine["comparison"] } {
	// Core's `prepareDice` takes off braces around the whole shared roll, and counts its compared parts.
	const curly = /^\{.*;\s*.*\}$/.test(text);
	if (/\d+#/.test(text)) throw new DiceError("repeatInShared");
	const [first = "", ...formulas] = (curly ? text.slice(1, -1) : text).split(";");
	if (formulas.length > MAX_SHARED_FORMULAS) throw new DiceError("tooManyFormulas", { max: MAX_SHARED_FORMULAS });
	const { formula: mainWritten, label: mainLabel } = splitLabel(first);
	let { roll: mainRoll, hidden } = sharedMain(mainWritten);
	wastedBoundsRoll(mainRoll);
	// Core rolls the first part with the server's order put in (`sharedRolls`, `setSortOrder`).
	let main: RollLine = { ...rollSingle(mainRoll, markers, opposition, sort), kind: "sharedMain", label: mainLabel };
	if (main.total === 0 && hidden) {
		// Core takes a total of 0 for a failed roll: a hidden part is rolled again whole, and shown.
		mainRoll = mainWritten;
		hidden = false;
		main = { ...rollSingle(mainRoll, markers, opposition, sort), kind: "sharedMain", label: mainLabel };
	}
	if (main.total === 0) throw new DiceError("sharedMainZero", { notation: mainRoll });
	const lines: RollLine[] = hidden ? [] : [main];
	for (const written of formulas) {
		const { formula, label } = splitLabel(written);
		if (formula.trim().length === 0) throw new DiceError("invalidNotation", { notation: written });
		lines.push(formulaLine(formula, label, main, markers, curly));
	}
	return hidden && main.comparison ? { lines, hiddenComparison: main.comparison } : { lines };
}
