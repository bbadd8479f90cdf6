/**
 * What the bot does with a formula that a reader does not expect. Each note
 * names what the bot does; the tools (odds, test rolls, the playground, the
 * builder's checks) say it in the reader's language.
 * - A pool sized by a sum, `{(1+2)d6>=5}`: core's `prepareDice` (`src/dice/extract.ts`)
 *   keeps braces holding a sign as they are, and the bot's roller adds the dice
 *   up and compares the total; `{ {{1+2}}d6>=5}` counts the dice.
 * - Three braces, `{{{1+2}}d6>=5}`: core's `replaceFormulasInDice` refuses them.
 * - A sign right after a reroll's, a unique's or a critical's letter (`4d6r<2`):
 *   core's `SIGN_REGEX_SPACE` takes it for the comparison of the total, not for
 *   the modifier's compare point.
 * - A critical face the die explodes on: `result_as_text.ts` reads criticals on
 *   faces shown alone (`[10]`), and an exploded face is shown `10!`.
 * - An explosion on every face never stops: dice-roller stops after 1,000.
 * - A shared roll's first part with more than its group in parentheses,
 *   `(8d3)+1;&+2`: core's `sharedRolls` rolls the group alone and hides it.
 * - `2dF` or `d%` on a sheet: `generateStatsDice` takes the letter after `d` for
 *   the start of a statistic's name when one starts with it (`2dF` beside Force
 *   rolls `2d14`).
 */
import { Dice, Parser, RollGroup } from "@dice-roller/rpg-dice-roller";
import { splitLabel } from "../comments";
import type { BotNote, RollResult } from "../types";
import { parseRepeated } from "./bulkRoll";
import { splitComparison } from "./comparison";
import { sharedMain } from "./line";

/** `(8d3)+1;…`: what core leaves out of a shared roll's first part when it hides its group. */
function partLeftOut(written: string): BotNote | undefined {
	if (!written.includes(";")) return undefined;
	const first = (written.split(";")[0] ?? "").replace(/\[[^\]]*\]/g, "").trim();
	const main = sharedMain(first);
	if (!main.hidden) return undefined;
	const left = first.replace(`(${main.roll})`, "").trim();
	return left.length > 0 ? { code: "hiddenPartLeavesRest", rolled: main.roll, left } : undefined;
}

/** Fate and percentile dice, whose letter after `d` a sheet's substitution may take for a name. */
const FATE_OR_PERCENT = /\d*d(?:F|%)/i;
const SUM_POOL = /\{\s*\(([^(){}]+)\)(\s*d[^{}]*?(?:>=|<=|==|!=|>|<|=)[^{}]*)\}/;
const TRIPLE_BRACES = /\{\{\{([^{}]+)\}\}([^{}]*)\}/;

/** The form that counts the hits, for a pool sized by a sum in parentheses or by three braces. */
export function countingForm(formula: string): { written: string; counting: string } | undefined {
	const match = SUM_POOL.exec(formula) ?? TRIPLE_BRACES.exec(formula);
	if (!match) return undefined;
	const [written, pool = "", after = ""] = match;
	// The space after the first brace is what keeps `{ {{…}}` from reading as three braces.
	return { written, counting: `{ {{${pool.trim()}}}${after.trimStart()}}` };
}

/** Modifier letters after which a sign is read as the total's comparison (`SIGN_REGEX_SPACE` spares only `!`, `<`, `>`). */
const LETTER_BEFORE_SIGN = /(?:\d|\))(ro|r|uo|u|cs|cf)$/i;

/** `4d6r<2`: the sign the reader meant for the reroll, read by the bot as the comparison. */
function comparisonAfterModifier(line: string): BotNote | undefined {
	const split = splitComparison(line);
	if (!split || !LETTER_BEFORE_SIGN.test(split.left.trim())) return undefined;
	// An opposition after it (`3d100r<23+2=16`) is the bot's `OPPOSITION`, taken off before core reads the rest.
	const value = splitComparison(split.right)?.left ?? split.right;
	return { code: "comparisonAfterModifier", dice: split.left.trim(), sign: split.sign, value: value.trim() };
}

type Die = InstanceType<typeof Dice.StandardDice>;

/** The dice groups of a notation as dice-roller parses it, or none when it cannot. */
export function diceGroups(notation: string): Die[] {
	let tokens: unknown[];
	try {
		tokens = Parser.parse(notation) as unknown[];
	} catch {
		return [];
	}
	const found: Die[] = [];
	const walk = (token: unknown) => {
		if (token instanceof RollGroup) for (const expression of token.expressions) expression.forEach(walk);
		else if (token instanceof Dice.StandardDice) found.push(token);
	};
	tokens.forEach(walk);
	return found;
}

interface ComparePointLike {
	isMatch(value: number): boolean;
}

/** Whether the die explodes on this face: its compare point, else its highest face. */
function explodesOn(die: Die, face: number): boolean {
	const explode = die.modifiers?.get("explode") as { comparePoint?: ComparePointLike } | undefined;
	if (!explode) return false;
	return explode.comparePoint ? explode.comparePoint.isMatch(face) : face === die.max;
}

/** Faces a die is checked on, at most: a larger die is not walked face by face. */
const MAX_FACES_WALKED = 10_000;

/** An explosion that fires on every face of its die: it only stops at dice-roller's cap. */
export function endlessExplosion(notation: string): BotNote | undefined {
	for (const die of diceGroups(notation)) {
		if (!die.modifiers?.has("explode") || typeof die.min !== "number" || typeof die.max !== "number") continue;
		if (die.max - die.min > MAX_FACES_WALKED) continue;
		let every = true;
		for (let face = die.min; face <= die.max && every; face += 1) every = explodesOn(die, face);
		if (every) return { code: "endlessExplosion", notation };
	}
	return undefined;
}

/** A template critical on a face the die explodes on: the bot prints it `10!` and never reads it as a critical. */
function criticalsOnExplodingFace(
	notation: string,
	criticals: { success?: number; failure?: number } | undefined,
): BotNote[] {
	const notes: BotNote[] = [];
	const dice = diceGroups(notation);
	for (const kind of ["success", "failure"] as const) {
		const face = criticals?.[kind];
		if (face === undefined) continue;
		if (dice.some((die) => face >= Number(die.min) && face <= Number(die.max) && explodesOn(die, face))) {
			notes.push({ code: "criticalOnExplodingFace", kind, face });
		}
	}
	return notes;
}

/**
 * Every note for a roll line as written (`written`, before `{{ }}` blocks and
 * values) and as rolled (`line`, values in place), with the template's criticals.
 */
export function botNotes(written: string, line: string, criticals?: { success?: number; failure?: number }): BotNote[] {
	const notes: BotNote[] = [];
	const hiddenRest = partLeftOut(written);
	if (hiddenRest) notes.push(hiddenRest);
	const letter = FATE_OR_PERCENT.exec(written.replace(/\[[^\]]*\]/g, ""));
	// Gone from the rolled line: the sheet's substitution took the letter for a statistic.
	if (letter && !FATE_OR_PERCENT.test(line)) notes.push({ code: "diceLetterTakenForStatistic", written: letter[0] });
	const pool = SUM_POOL.exec(written) ? countingForm(written) : undefined;
	if (pool) notes.push({ code: "poolSizedBySum", sum: pool.written, counting: pool.counting });
	const quirk = comparisonAfterModifier(line);
	if (quirk) notes.push(quirk);
	const comparison = splitComparison(line);
	// result_as_text.ts tests `total = value` with math.js, which reads an assignment and throws.
	if (comparison?.sign === "=") notes.push({ code: "singleEqualsReplyError" });
	const dice = comparison?.left ?? line;
	notes.push(...criticalsOnExplodingFace(dice, criticals));
	const endless = endlessExplosion(dice);
	if (endless) notes.push(endless);
	return notes;
}

/**
 * A threshold core could not work out (`2+`, `20=11`, dice that came to 0): the bot compares with 0, and its reply
 * refuses the roll when the dice cannot both pass and fail against 0.
 */
export function resultNotes(result: RollResult): BotNote[] {
	const against = result.lines.find((line) => line.comparison?.against.unresolved)?.comparison?.against;
	return against ? [{ code: "unresolvedThreshold", value: against.calculation ?? "" }] : [];
}

/** The first line of a rolled expression (a shared roll's main line, a bulk roll's repeated one), label left out. */
export function firstLine(expression: string): string {
	const [first = ""] = expression.split(";");
	return splitLabel(parseRepeated(first)?.roll ?? first).formula;
}

/** The notes a template's criticals bring to a rolled expression (`/dbroll` of the type die). */
export function criticalNotes(
	expression: string,
	criticals: { success?: number; failure?: number } | undefined,
): BotNote[] {
	const line = firstLine(expression);
	return criticalsOnExplodingFace(splitComparison(line)?.left ?? line, criticals);
}
