/**
 * "Test roll" in the template builder: a sample character is drawn from the
 * template (each base statistic between its min and max, as the bot draws
 * test values; combinations computed from them), then the type die, a macro
 * or a custom critical is rolled for it, so that administrators see what a
 * player would see.
 */
import { NumberGenerator } from "@dice-roller/rpg-dice-roller";
import type { SampleCharacter } from "../dice/character";
import { compare } from "../dice/comparison";
import { type RollAttempt, rollExpression } from "../dice/engine";
import { DiceError } from "../dice/errors";
import { defaultSource, type RandomSource, withRandomSource } from "../dice/random";
import type { NamesReplaced } from "../dice/statisticNames";
import type { ComparisonSign } from "../dice/types";
import { MAX_CHECKED_FORMULA_LENGTH } from "./diceCheck";
import { type CustomCriticalRow, isCombination, type TemplateForm } from "./formModel";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";
import { isBlank } from "./names";
import { prepareDiceType, prepareMacro, resolveCustomCriticalValue, type SheetValues } from "./preparedFormulas";
import { baseStatistics, evaluateCombination, statisticTestRange } from "./statisticValues";

export interface SampleSheet {
	character: SampleCharacter;
	/** Every statistic with its drawn or computed value, in the template's order. */
	values: { name: string; value: number; combination: boolean }[];
}

/** Draws a sample character from the template's statistics. */
export function drawSampleSheet(form: TemplateForm, random: RandomSource = defaultSource()): SampleSheet {
	const total = numberOrUndefined(parseFormNumber(form.total));
	return withRandomSource(random, () => {
		const generator = NumberGenerator.generator;
		const base = baseStatistics(form.statistics).map((row) => {
			const range = statisticTestRange(row, total);
			return { name: row.name.trim(), value: generator.integer(range.low, range.high) };
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
		const chosen = pickable.length > 0 ? pickable[generator.integer(0, pickable.length - 1)].name.trim() : undefined;
		return { character: { statistics: values, dollar: chosen }, values };
	});
}

export interface TestRoll {
	sheet: SampleSheet;
	attempt: RollAttempt;
}

/** The sample's values as the template's formulas use them. */
function sheetValues(sheet: SampleSheet): SheetValues {
	const dollar = sheet.values.find((entry) => entry.name === sheet.character.dollar)?.value;
	return { dollar, statistics: sheet.values };
}

function rollPrepared(sheet: SampleSheet, prepared: NamesReplaced, random: RandomSource): TestRoll {
	const attempt = rollExpression(prepared.text, { random, maxLength: MAX_CHECKED_FORMULA_LENGTH });
	if (!attempt.ok) return { sheet, attempt };
	return { sheet, attempt: { ok: true, result: { ...attempt.result, statisticsUsed: prepared.used } } };
}

/** The type die, with `$` standing for a statistic picked at random. */
export function testRollDiceType(form: TemplateForm, random: RandomSource = defaultSource()): TestRoll {
	const sheet = drawSampleSheet(form, random);
	const { dollar } = sheetValues(sheet);
	const used = form.diceType.includes("$") && sheet.character.dollar ? [sheet.character.dollar] : [];
	return rollPrepared(sheet, { text: prepareDiceType(form.diceType, dollar), used }, random);
}

/** A macro, with statistic names replaced by the sample character's values. */
export function testRollMacro(form: TemplateForm, index: number, random: RandomSource = defaultSource()): TestRoll {
	const sheet = drawSampleSheet(form, random);
	return rollPrepared(sheet, prepareMacro(form.macros[index]?.formula ?? "", sheet.values), random);
}

export interface CustomCriticalTest extends TestRoll {
	/** Whether the custom critical fires on this roll, with the value it was compared to; absent when the roll failed. */
	check?: { triggered: boolean; sign: ComparisonSign; value: number; natural: boolean; tested: number };
	/** The custom critical's value could not be worked out. */
	error?: DiceError;
}

/**
 * Rolls the type die once and tests a custom critical on it: the total (or the
 * natural dice with `onNaturalDice`) against the custom critical's sign and value,
 * worked out as the bot does when a player rolls (`resolveCustomCriticalValue`).
 */
export function testRollCustomCritical(
	form: TemplateForm,
	customCritical: CustomCriticalRow,
	random: RandomSource = defaultSource(),
): CustomCriticalTest {
	const rolled = testRollDiceType(form, random);
	if (!rolled.attempt.ok) return rolled;
	const line = rolled.attempt.result.lines[0];
	try {
		const value = withRandomSource(
			random,
			() => resolveCustomCriticalValue(customCritical.value, sheetValues(rolled.sheet)).value,
		);
		const tested = customCritical.onNaturalDice ? (line.natural ?? line.total) : line.total;
		const triggered = compare(tested, customCritical.sign, value);
		return {
			...rolled,
			check: { triggered, sign: customCritical.sign, value, natural: customCritical.onNaturalDice, tested },
		};
	} catch (error) {
		return {
			...rolled,
			error: error instanceof DiceError ? error : new DiceError("invalidCritical", { value: customCritical.value }),
		};
	}
}
