/**
 * A sheet's values put into a formula the way the bot does it at roll time
 * (`generateStatsDice` of @dicelette/core, with the bot's similarity threshold
 * of 0.5), which is not the way its template validator does it: the validator
 * replaces each name wherever it appears, the roll replaces whole words, and a
 * word that only looks like a name (`Skirmishd6kh1`, 62 % like `skirmish`) is
 * replaced whole. Comparing both tells when a formula changes meaning on the sheet.
 */
import { must } from "../must";
import { foldText } from "../standardize";
import type { StatisticValue } from "../statisticNames";

/** The similarity the bot asks of a word before it takes it for a statistic when a player rolls. */
const ROLL_SIMILARITY = 0.5;

/** Edit distance, two rows at a time. */
function editDistance(a: string, b: string): number {
	const [short, long] = a.length <= b.length ? [a, b] : [b, a];
	let previous = Array.from({ length: short.length + 1 }, (_, index) => index);
	// Both rows hold short.length + 1 cells: every column read below exists.
	const cell = (cells: number[], column: number) => must(cells[column], "edit distance column out of its row");
	for (let row = 1; row <= long.length; row += 1) {
		const current = [row];
		for (let column = 1; column <= short.length; column += 1) {
			const cost = short[column - 1] === long[row - 1] ? 0 : 1;
			current[column] = Math.min(
				cell(current, column - 1) + 1,
				cell(previous, column) + 1,
				cell(previous, column - 1) + cost,
			);
		}
		previous = current;
	}
	return cell(previous, short.length);
}

/** 1 for equal words, down to 0: the share of the longer word that needs no edit. */
export function similarity(a: string, b: string): number {
	const longer = Math.max(a.length, b.length);
	if (longer === 0) return 1;
	return (longer - editDistance(a, b)) / longer;
}

/** Folded name → the statistic's name as written and its value. */
type Folded = ReadonlyMap<string, { name: string; value: number }>;
type Match = { name: string; value: number };

/**
 * The statistic a word stands for: the same name; else the only name it
 * starts, or the closest of those it starts if close enough; else the
 * closest name of all if close enough.
 */
function bestMatch(word: string, statistics: Folded, threshold: number): Match | undefined {
	const exact = statistics.get(word);
	if (exact !== undefined) return exact;
	const started = [...statistics].filter(([name]) => name.startsWith(word));
	const [only] = started;
	if (started.length === 1 && only) return only[1];
	if (started.length > 1) {
		const [closest] = started
			.map(([name, value]) => ({ value, score: similarity(word, name) }))
			.sort((a, b) => b.score - a.score);
		if (closest && closest.score >= threshold) return closest.value;
	}
	let best: Match | undefined;
	let bestScore = 0;
	for (const [name, value] of statistics) {
		const score = similarity(word, name);
		if (score === 1) return value;
		if (score > bestScore && score >= threshold) {
			bestScore = score;
			best = value;
		}
	}
	return best;
}

const WORD = /\$?[\p{L}\p{N}_.]+/gu;
const DIE_OF = /^(\d*)d(.+)$/i;
const PARTS = /(\[[^\]]+])|([^[]+)/g;

function replaceWord(word: string, statistics: Folded, threshold: number, used: Set<string>): string {
	const folded = foldText(word.startsWith("$") ? word.slice(1) : word);
	const [, count, sides] = DIE_OF.exec(folded) ?? [];
	if (sides !== undefined) {
		// `1dforce`: a statistic as the die's size must be named exactly (or be the only name it starts),
		// which is also why `2dF` becomes `2d14` beside a statistic named Force.
		const size = bestMatch(sides, statistics, 1);
		if (size !== undefined) {
			used.add(size.name);
			return `${count}d${size.value}`;
		}
	}
	const match = bestMatch(folded, statistics, threshold);
	if (match === undefined) return word;
	used.add(match.name);
	return String(match.value);
}

/**
 * The formula with the sheet's values in place as the bot puts them when a
 * player rolls, before `{{ }}` blocks are worked out: lower case without
 * accents, each word outside `[labels]` taken for the statistic it most looks
 * like, then `$` for the rolled statistic's value.
 */
export function substituteAtRoll(
	formula: string,
	statistics: readonly StatisticValue[],
	options: { dollar?: number; threshold?: number; used?: Set<string> } = {},
): string {
	let text = foldText(formula);
	if (statistics.length > 0) {
		const folded = new Map<string, Match>();
		// Two names that fold alike: the later value wins, in the earlier's place, as in the bot's map.
		for (const { name, value } of statistics) folded.set(foldText(name), { name, value });
		const threshold = options.threshold ?? ROLL_SIMILARITY;
		const used = options.used ?? new Set<string>();
		let rebuilt = "";
		for (const [, label, outside = ""] of text.matchAll(PARTS)) {
			rebuilt += label ?? outside.replace(WORD, (word) => replaceWord(word, folded, threshold, used));
		}
		text = rebuilt;
	}
	if (options.dollar !== undefined) text = text.replaceAll("$", String(options.dollar));
	return text;
}

/** `$name`, with the parentheses the bot's `STAT_MATCHER` takes along (`($force+2)`). */
export const DOLLAR_NAME = /\(?\$([\p{L}\p{M}_.][\p{L}\p{M}0-9_.]*)\)?/gu;

/**
 * `$name` replaced as `/roll` does it for a player with a sheet
 * (`replaceStatsInDiceFormula` of parse_result): only `$` names, each by the
 * statistic it most looks like; bare words stay as written. Returns the names
 * it found no statistic for, which the bot refuses.
 */
export function substituteDollarNames(
	formula: string,
	statistics: readonly StatisticValue[],
	used: Set<string> = new Set(),
): { text: string; unknown: string[] } {
	const folded = new Map<string, Match>();
	for (const { name, value } of statistics) folded.set(foldText(name), { name, value });
	const unknown: string[] = [];
	const text = formula.replace(DOLLAR_NAME, (whole, word: string) => {
		const match = bestMatch(foldText(word), folded, ROLL_SIMILARITY);
		if (!match) {
			unknown.push(word);
			return whole;
		}
		used.add(match.name);
		// A parenthesis the pattern took on one side only is kept, so `1d($a+$b)` stays balanced.
		const open = whole.startsWith("(") && !whole.endsWith(")") ? "(" : "";
		const close = whole.endsWith(")") && !whole.startsWith("(") ? ")" : "";
		return `${open}${match.value}${close}`;
	});
	return { text, unknown };
}

/** The bot's last touch on a formula: doubled signs merged, `=>` and `=<` turned round. */
export function tidySigns(text: string): string {
	return text
		.replaceAll("+-", "-")
		.replaceAll("--", "+")
		.replaceAll("++", "+")
		.replaceAll("=>", ">=")
		.replaceAll("=<", "<=")
		.trimEnd();
}
