/**
 * "Test roll" in the template builder: a sample character is drawn from the
 * template (each base statistic between its min and max; the first test of a
 * series takes every minimum, the second every maximum; combinations computed
 * from them), then the type die, a macro or a custom critical is rolled for it
 * and read as the bot reads it (`botMessage`): the same criticals, custom
 * criticals and header as the bot gives that roll, so that administrators see
 * what a player will see.
 */
import { NumberGenerator } from "@dice-roller/rpg-dice-roller";
import type { ComparisonSign, NamesReplaced, SampleCharacter } from "../dice";
import {
	DiceError,
	defaultSource,
	must,
	type RandomSource,
	type RollAttempt,
	replaceExpPlaceholders,
	rollExpression,
	withRandomSource,
} from "../dice";
import {
	type BotCustomCritical,
	type BotReading,
	compare,
	macroHeader,
	naturalFaces,
	substituteAtRoll,
} from "../dice/bot";
import { MAX_CHECKED_FORMULA_LENGTH } from "./diceCheck";
import { type CustomCriticalRow, isCombination, type StatisticRow, type TemplateForm } from "./formModel";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";
import { isBlank } from "./names";
import { prepareDiceType, prepareMacro, resolveCustomCriticalValue, type SheetValues } from "./preparedFormulas";
import { macroMeaningChange } from "./sheetFormulas";
import { baseStatistics, evaluateCombination, statisticTestRange } from "./statisticValues";

export interface SampleSheet {
	character: SampleCharacter;
	/** Every statistic with its drawn or computed value, in the template's order. */
	values: { name: string; value: number; combination: boolean }[];
	/** Which values the base statistics took. */
	draw: SampleDraw;
}

/** Every base statistic at its minimum, at its maximum, or drawn between them. */
export type SampleDraw = "lowest" | "highest" | "random";

/** The draw of the n-th test roll of a series (from 0): lowest, then highest, then random. */
export function drawForAttempt(attempt: number): SampleDraw {
	if (attempt === 0) return "lowest";
	if (attempt === 1) return "highest";
	return "random";
}

/**
 * The values a player's sheet may hold for a statistic: its declared minimum
 * and maximum, else the range the bot tests with.
 */
export function sampleRange(row: StatisticRow, total: number | undefined): { low: number; high: number } {
	const tested = statisticTestRange(row, total);
	const min = numberOrUndefined(parseFormNumber(row.min));
	const max = numberOrUndefined(parseFormNumber(row.max));
	const low = min ?? tested.low;
	const high = max !== undefined && max > 0 ? max : tested.high;
	return { low, high: Math.max(low, high) };
}

/** Draws a sample character from the template's statistics. */
export function drawSampleSheet(
	form: TemplateForm,
	random: RandomSource = defaultSource(),
	draw: SampleDraw = "random",
): SampleSheet {
	const total = numberOrUndefined(parseFormNumber(form.total));
	return withRandomSource(random, () => {
		const generator = NumberGenerator.generator;
		const base = baseStatistics(form.statistics).map((row) => {
			const range = sampleRange(row, total);
			const value =
				draw === "lowest" ? range.low : draw === "highest" ? range.high : generator.integer(range.low, range.high);
			return { name: row.name.trim(), value };
		});
		const values: SampleSheet["values"] = [];
		for (const row of form.statistics) {
			if (isBlank(row.name)) continue;
			if (!isCombination(row)) {
				const drawn = base.find((statistic) => statistic.name === row.name.trim());
				if (drawn) values.push({ ...drawn, combination: false });
				continue;
			}
			try {
				values.push({ name: row.name.trim(), value: evaluateCombination(row.combination, base), combination: true });
			} catch {
				// A combination that does not compute is reported by the builder's own checks.
			}
		}
		const pickable = form.statistics.filter((row) => !isCombination(row) && !row.exclude && !isBlank(row.name));
		const picked = pickable.length > 0 ? pickable[generator.integer(0, pickable.length - 1)] : undefined;
		const chosen = picked?.name.trim();
		return { character: { statistics: values, dollar: chosen }, values, draw };
	});
}

export interface TestRoll {
	sheet: SampleSheet;
	attempt: RollAttempt;
	/** What the bot adds to this roll when it prints it: criticals, custom criticals, the header. */
	reading: BotReading;
}

export interface TestRollOptions {
	/** A threshold given at roll time, as `success_threshold`: `>=15` replaces the comparison, `15` its value. */
	threshold?: string;
	draw?: SampleDraw;
}

/** The sample's values as the template's formulas use them. */
function sheetValues(sheet: SampleSheet): SheetValues {
	const dollar = sheet.values.find((entry) => entry.name === sheet.character.dollar)?.value;
	return { dollar, statistics: sheet.values };
}

function rollPrepared(
	sheet: SampleSheet,
	prepared: NamesReplaced,
	random: RandomSource,
	reading: BotReading,
): TestRoll {
	const attempt = rollExpression(prepared.text, { random, maxLength: MAX_CHECKED_FORMULA_LENGTH });
	if (!attempt.ok) return { sheet, attempt, reading };
	return { sheet, attempt: { ok: true, result: { ...attempt.result, statisticsUsed: prepared.used } }, reading };
}

/** The bot's comparison in a roll and in a threshold (`DICE_COMPILED_PATTERNS.COMPARATOR`). */
const BOT_COMPARATOR = /(?<sign>([><=]|!=)+)(?<comparator>(.+))/;

/** What core's `splitDiceComment` takes for a comment: after a space, `#`, `//`, `[` or `/*`. */
const COMMENT_MARK = /\s(#|\/{2}|\[|\/\*)/;

/**
 * A macro's line as core is handed it at the table (`composeRollBase` keeps the comparison as it is): a word a space
 * leaves in the comparison, outside `{{ }}` and without a comment mark, is no comment for core, whose roll refuses
 * the line (`1d100<=45 skill`, where a spaced name was met word by word).
 */
function refusedByCore(text: string): DiceError | undefined {
	// The comment goes first (`splitDiceComment`); core reads the rest.
	const mark = COMMENT_MARK.exec(text);
	const line = (mark ? text.slice(0, mark.index) : text).trimEnd();
	const found = BOT_COMPARATOR.exec(line);
	if (!found) return undefined;
	// Blanked, not removed: the position stays the line's.
	const comparison = found[0].replace(/\{\{[^}]*\}\}/g, (block) => "x".repeat(block.length));
	const left = /\s+(\S)/u.exec(comparison);
	if (!left?.[1]) return undefined;
	const position = found.index + left.index + left[0].length;
	return new DiceError("invalidNotation", { notation: line.trim(), found: left[1], position });
}

/**
 * A threshold given at roll time, applied as the bot applies `success_threshold`:
 * with a sign it replaces the comparison (or is added); a bare value replaces
 * the comparison's value, and does nothing when there is no comparison.
 */
export function applyThreshold(diceType: string, threshold: string | undefined): string {
	const given = threshold?.trim();
	if (!given) return diceType;
	const inDice = BOT_COMPARATOR.exec(diceType);
	const inThreshold = BOT_COMPARATOR.exec(given);
	if (inThreshold) return inDice ? diceType.replace(inDice[0], inThreshold[0]) : `${diceType}${inThreshold[0]}`;
	const comparator = inDice?.groups?.comparator;
	if (comparator !== undefined) return diceType.replace(comparator, given);
	return diceType;
}

/** Whether a roll-time threshold has any effect on this type die (a bare value needs a comparison to replace). */
export function thresholdApplies(diceType: string, threshold: string | undefined): boolean {
	return applyThreshold(diceType, threshold) !== diceType;
}

function criticalOf(form: TemplateForm): BotReading["critical"] {
	const success = numberOrUndefined(parseFormNumber(form.critical.success));
	const failure = numberOrUndefined(parseFormNumber(form.critical.failure));
	return success === undefined && failure === undefined ? undefined : { success, failure };
}

/**
 * The template's custom criticals with their values worked out for this
 * sheet, as the bot works them out when a player rolls; one that cannot be
 * worked out is left out, as the bot leaves it out.
 */
function customCriticalsFor(
	rows: readonly CustomCriticalRow[],
	sheet: SampleSheet,
	random: RandomSource,
): BotCustomCritical[] {
	const values = sheetValues(sheet);
	const customs: BotCustomCritical[] = [];
	for (const row of rows) {
		if (isBlank(row.name)) continue;
		try {
			const value = withRandomSource(random, () => resolveCustomCriticalValue(row.value, values).value);
			customs.push({ name: row.name.trim(), sign: row.sign, value, onNaturalDice: row.onNaturalDice });
		} catch {
			// Reported by the custom critical's own test and by the checks.
		}
	}
	return customs;
}

/**
 * The type die as `/dbroll` rolls it: `$` stands for a statistic picked at
 * random, which heads the message; the template's criticals and custom criticals apply.
 */
export function testRollDiceType(
	form: TemplateForm,
	random: RandomSource = defaultSource(),
	options: TestRollOptions = {},
): TestRoll {
	const sheet = drawSampleSheet(form, random, options.draw);
	const { dollar } = sheetValues(sheet);
	const diceType = applyThreshold(form.diceType.trim(), options.threshold);
	const used = diceType.includes("$") && sheet.character.dollar ? [sheet.character.dollar] : [];
	const reading: BotReading = {
		critical: criticalOf(form),
		customCriticals: customCriticalsFor(form.customCritical, sheet, random),
		header: sheet.character.dollar,
	};
	return rollPrepared(sheet, { text: prepareDiceType(diceType, dollar), used }, random, reading);
}

/**
 * A macro as `/dbroll` rolls it: statistic names replaced by the sample's
 * values, headed with the macro's name; the bot gives macros no template
 * critical, and only the custom criticals marked for skills that use no `$`.
 */
export function testRollMacro(
	form: TemplateForm,
	index: number,
	random: RandomSource = defaultSource(),
	options: Pick<TestRollOptions, "draw"> = {},
): TestRoll {
	const sheet = drawSampleSheet(form, random, options.draw);
	const macro = form.macros[index];
	const formula = macro?.formula ?? "";
	const prepared = prepareMacro(formula, sheet.values);
	const forSkills = form.customCritical.filter((row) => row.affectSkill && !row.value.includes("$"));
	const name = macro?.name.trim();
	const readingOf = (text: string): BotReading => ({
		customCriticals: customCriticalsFor(forSkills, sheet, random),
		header: name ? macroHeader(name, sheet.values, text) : undefined,
	});
	const validated = rollPrepared(sheet, prepared, random, readingOf(prepared.text));
	// A formula the validator cannot read is refused before any player rolls it: that refusal is the answer.
	if (!validated.attempt.ok || !macroMeaningChange(formula, sheet.values)) return validated;
	// A player's roll puts the values in as the bot does then, word by word (a spaced name, `1d100<=Weapon Skill`,
	// is met one word at a time): where that reading differs from the validator's, the test rolls it.
	const atTable = substituteAtRoll(replaceExpPlaceholders(formula.trim()), sheet.values);
	const reading = readingOf(atTable);
	const refused = refusedByCore(atTable);
	if (refused) return { sheet, attempt: { ok: false, error: refused }, reading };
	return rollPrepared(sheet, { text: atTable, used: prepared.used }, random, reading);
}

export interface CustomCriticalTest extends TestRoll {
	/**
	 * Whether the custom critical holds on this roll, and what it was compared
	 * with: the total, or with `onNaturalDice` the faces shown alone, one of
	 * which must be the value exactly (the sign is not used). Absent when the roll failed.
	 */
	check?: {
		holds: boolean;
		sign: ComparisonSign;
		value: number;
		natural: boolean;
		/** The total, or the natural faces. */
		tested: number[];
	};
	/** The custom critical's value could not be worked out. */
	error?: DiceError;
}

/**
 * Rolls the type die once (with the roll-time threshold, if any) and tests a
 * custom critical on it, with its value worked out as the bot does
 * (`resolveCustomCriticalValue`). Whether the bot shows it also depends on
 * the comparison and on the custom criticals before it: `botMessage` tells.
 */
export function testRollCustomCritical(
	form: TemplateForm,
	customCritical: CustomCriticalRow,
	random: RandomSource = defaultSource(),
	options: TestRollOptions = {},
): CustomCriticalTest {
	const rolled = testRollDiceType(form, random, options);
	if (!rolled.attempt.ok) return rolled;
	const line = must(rolled.attempt.result.lines[0], "a roll that went through has a line");
	try {
		const value = withRandomSource(
			random,
			() => resolveCustomCriticalValue(customCritical.value, sheetValues(rolled.sheet)).value,
		);
		const natural = customCritical.onNaturalDice;
		const faces = naturalFaces(line);
		const holds = natural ? faces.includes(Math.trunc(value)) : compare(line.total, customCritical.sign, value);
		return {
			...rolled,
			check: { holds, sign: customCritical.sign, value, natural, tested: natural ? faces : [line.total] },
		};
	} catch (error) {
		return {
			...rolled,
			error: error instanceof DiceError ? error : new DiceError("invalidCritical", { value: customCritical.value }),
		};
	}
}
