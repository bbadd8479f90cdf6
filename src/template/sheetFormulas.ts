/**
 * Formulas as they meet a player's sheet. The bot's template validator puts
 * values in place of names wherever they appear; when a player rolls, the bot
 * takes each word for the statistic it most looks like (`substituteAtRoll`).
 * A macro whose two readings differ passes the validator and breaks at the
 * table: the checks refuse it and offer the `{{Name}}` form, read alike by both.
 * A number of dice that a sheet's values can bring to 0 is warned about: the
 * bot cannot roll it.
 */

import {
	defaultSource,
	escapeRegExp,
	evaluateInlineMath,
	foldText,
	replaceExpPlaceholders,
	rollNotation,
	type StatisticValue,
	withRandomSource,
} from "../dice";
import { type BotNote, botNotes, firstLine, readRollText, substituteAtRoll, tidySigns } from "../dice/bot";
import { type UnreachableCritical, unreachableCriticals } from "./criticalReach";
import { checkRoll } from "./diceCheck";
import { isCombination, type TemplateForm } from "./formModel";
import { numberOrUndefined, parseFormNumber } from "./formNumbers";
import { isBlank } from "./names";
import { prepareMacro } from "./preparedFormulas";
import { allStatisticValues, EXTREMES, evaluateCombination, statisticTestRange } from "./statisticValues";

/** The roll part of a formula: its `# comment` left out, and spaces, which neither reading keeps. */
function rollPart(text: string): string {
	const comment = text.search(/\s#/);
	return (comment === -1 ? text : text.slice(0, comment)).replace(/\s+/g, "");
}

export interface MeaningChange {
	/** What the checks (and the bot's validator) read. */
	validated: string;
	/** What the bot reads when a player rolls. */
	atRoll: string;
}

/** The two readings of a macro for one set of values, when they differ. */
export function macroMeaningChange(formula: string, statistics: readonly StatisticValue[]): MeaningChange | undefined {
	const written = replaceExpPlaceholders(formula.trim());
	const validated = rollPart(prepareMacro(written, statistics).text);
	const atRoll = rollPart(substituteAtRoll(written, statistics));
	return validated === atRoll ? undefined : { validated, atRoll };
}

const WORD = /[\p{L}\p{N}_.]+/gu;

/**
 * The formula with each statistic name that is glued to other letters or
 * digits (`Skirmishd6`) written `{{Skirmish}}`, so that both readings find it;
 * undefined when there is none.
 */
export function doubleBraceFix(formula: string, statistics: readonly StatisticValue[]): string | undefined {
	const names = statistics
		.map((statistic) => statistic.name.trim())
		.filter((name) => name.length > 0)
		.sort((a, b) => b.length - a.length);
	let changed = false;
	const fixed = formula.replace(WORD, (word) => {
		const folded = foldText(word);
		if (names.some((name) => foldText(name) === folded)) return word;
		for (const name of names) {
			const pattern = new RegExp(escapeRegExp(foldText(name)), "i");
			const found = pattern.exec(folded);
			if (!found) continue;
			changed = true;
			return `${word.slice(0, found.index)}{{${name}}}${word.slice(found.index + found[0].length)}`;
		}
		return word;
	});
	return changed ? fixed : undefined;
}

/** A dice count of 0 in a prepared formula: `0d6`, `{0d6>=5}`. */
const ZERO_DICE = /(?<![\p{L}\p{N}_.])0d[\d%F(]/iu;

interface ZeroDiceWarning {
	/** The statistic, or the statistics (comma-separated) that give the same roll. */
	statistic: string;
	/** Set when several statistics share the warning. */
	several?: boolean;
	value: number;
	/** The formula as the bot would roll it. */
	rolled: string;
}

/** The values a sheet may hold: each statistic's declared minimum and maximum (else the range the bot tests). */
function sheetBounds(form: TemplateForm): { name: string; low: number; high: number }[] {
	const total = numberOrUndefined(parseFormNumber(form.total));
	return form.statistics
		.filter((row) => !isCombination(row) && !isBlank(row.name))
		.map((row) => {
			const tested = statisticTestRange(row, total);
			const min = numberOrUndefined(parseFormNumber(row.min));
			const max = numberOrUndefined(parseFormNumber(row.max));
			const low = min ?? tested.low;
			return { name: row.name.trim(), low, high: Math.max(low, max !== undefined && max > 0 ? max : tested.high) };
		});
}

function sheetWith(form: TemplateForm, lowered: string): StatisticValue[] {
	const base = sheetBounds(form).map((bound) => ({
		name: bound.name,
		value: bound.name === lowered ? bound.low : bound.high,
	}));
	const values: StatisticValue[] = [...base];
	for (const row of form.statistics) {
		if (!isCombination(row) || isBlank(row.name)) continue;
		try {
			values.push({ name: row.name.trim(), value: evaluateCombination(row.combination, base) });
		} catch {
			// Reported by the combination's own check.
		}
	}
	return values;
}

function rolledAtTable(formula: string, statistics: readonly StatisticValue[], dollar?: number): string | undefined {
	try {
		const substituted = substituteAtRoll(replaceExpPlaceholders(formula.trim()), statistics, { dollar });
		const calculated = withRandomSource(defaultSource(), () =>
			evaluateInlineMath(substituted, (notation) => rollNotation(notation).total),
		);
		return tidySigns(calculated);
	} catch {
		return undefined;
	}
}

/** A computed statistic's lowest value over its inputs' ranges, from their corners (a sum of min() reaches 0). */
function combinationLow(form: TemplateForm, combination: string): number | undefined {
	const bounds = sheetBounds(form);
	let lowest: number | undefined;
	for (const start of ["low", "high"] as const) {
		const other = start === "low" ? "high" : "low";
		const corners = [undefined, ...bounds].map((flipped) =>
			bounds.map((bound) => ({ name: bound.name, value: bound === flipped ? bound[other] : bound[start] })),
		);
		for (const corner of corners) {
			try {
				const value = evaluateCombination(combination, corner);
				lowest = lowest === undefined ? value : Math.min(lowest, value);
			} catch {
				// A corner where the formula fails says nothing of the others.
			}
		}
	}
	return lowest;
}

/**
 * The statistics whose lowest value brings a number of dice to 0 in this formula: each tried at its
 * minimum (a computed one at the lowest its formula reaches), the others at their maximum; for the type
 * die, only those /dbroll offers (no excluded one), `$` standing for the one tried. Statistics that give
 * the same roll share one warning.
 */
function zeroDiceWarnings(form: TemplateForm, formula: string, { dollar }: { dollar: boolean }): ZeroDiceWarning[] {
	if (formula.trim().length === 0) return [];
	const warnings: ZeroDiceWarning[] = [];
	const byRoll = new Map<string, ZeroDiceWarning>();
	const low = new Map(sheetBounds(form).map((bound) => [bound.name, bound.low]));
	for (const row of form.statistics) {
		const name = row.name.trim();
		if (isBlank(name) || (dollar && row.exclude)) continue;
		const computed = isCombination(row);
		const value = computed ? combinationLow(form, row.combination) : low.get(name);
		if (value === undefined) continue;
		const statistics = computed
			? [...sheetWith(form, "").filter((each) => each.name !== name), { name, value }]
			: sheetWith(form, name);
		const rolled = rolledAtTable(formula, statistics, dollar ? value : undefined);
		if (rolled === undefined || !ZERO_DICE.test(rolled)) continue;
		const shown = rolled.replace(/\s#.*$/, "");
		const same = byRoll.get(`${value}|${shown}`);
		if (same) {
			same.statistic = `${same.statistic}, ${name}`;
			same.several = true;
			continue;
		}
		const warning: ZeroDiceWarning = { statistic: name, value, rolled: shown };
		byRoll.set(`${value}|${shown}`, warning);
		warnings.push(warning);
	}
	return warnings;
}

/** What the builder says under a formula about how it meets a sheet. */
export type FormulaNote =
	| ({ kind: "meaningChange"; fix?: string } & MeaningChange)
	| ({ kind: "zeroDice" } & ZeroDiceWarning)
	| ({ kind: "criticalNeverFires" } & UnreachableCritical)
	| { kind: "bot"; note: BotNote };

export type FormulaTarget = { kind: "diceType" } | { kind: "macro"; index: number };

/**
 * The notes for the type die or a macro: a reading that changes at roll time
 * (macros, at both ends of every range, with the `{{Name}}` fix when it holds),
 * and each statistic whose minimum leaves no dice to roll.
 */
export function formulaNotes(form: TemplateForm, target: FormulaTarget): FormulaNote[] {
	const formula = target.kind === "diceType" ? form.diceType : (form.macros[target.index]?.formula ?? "");
	if (formula.trim().length === 0) return [];
	const notes: FormulaNote[] = [];
	if (target.kind === "macro") {
		const total = numberOrUndefined(parseFormNumber(form.total));
		const valueSets = EXTREMES.map((extreme) => allStatisticValues(form.statistics, total, extreme));
		for (const statistics of valueSets) {
			const change = macroMeaningChange(formula, statistics);
			if (!change) continue;
			const fix = doubleBraceFix(formula, statistics);
			const fixHolds =
				fix !== undefined &&
				valueSets.every(
					(set) => macroMeaningChange(fix, set) === undefined && checkRoll(prepareMacro(fix, set).text).ok,
				);
			notes.push({ kind: "meaningChange", ...change, ...(fixHolds ? { fix } : {}) });
			break;
		}
	}
	const usesDollar = target.kind === "diceType" && formula.includes("$");
	if (target.kind === "macro" || usesDollar) {
		for (const warning of zeroDiceWarnings(form, formula, { dollar: usesDollar })) {
			notes.push({ kind: "zeroDice", ...warning });
		}
	}
	for (const note of botNotesAtTable(form, formula, target)) notes.push({ kind: "bot", note });
	if (target.kind === "diceType") {
		for (const unreachable of unreachableCriticals(form)) notes.push({ kind: "criticalNeverFires", ...unreachable });
	}
	return notes;
}

/**
 * The bot model's notes for a formula as a player rolls it (every statistic at
 * its maximum): a pool sized by a sum, a sign after a reroll's letter, and for
 * the type die, a template critical on a face the die explodes on (the bot
 * gives macros no template critical).
 */
function botNotesAtTable(form: TemplateForm, formula: string, target: FormulaTarget): BotNote[] {
	const bounds = sheetBounds(form);
	const dollar = target.kind === "diceType" ? Math.max(1, ...bounds.map((bound) => bound.high)) : undefined;
	const rolled = rolledAtTable(formula, sheetWith(form, ""), dollar);
	if (rolled === undefined) return [];
	let line: string;
	try {
		line = firstLine(readRollText(rolled.replace(/\s#.*$/, "")).text);
	} catch {
		return [];
	}
	const criticals =
		target.kind === "diceType"
			? {
					success: numberOrUndefined(parseFormNumber(form.critical.success)),
					failure: numberOrUndefined(parseFormNumber(form.critical.failure)),
				}
			: undefined;
	return botNotes(formula, line, criticals);
}
