/**
 * The odds of an expression: the probability of each result, the mean, and
 * for a comparison the chance of success and of each critical. The
 * expression is read as the live rolls read it (comments, statistics,
 * `{exp}`, critical markers, bulk and target counts); what the exact engine
 * cannot follow (`{{ }}` blocks, shared rolls, rolls inside critical values)
 * is sampled: read once, then rolled many times as the live roll rolls it
 * (`sampler.ts`), and labelled approximate.
 */

import { Dice, Parser } from "@dice-roller/rpg-dice-roller";
import {
	type BotNote,
	botNotes,
	type CriticalMarker,
	compare,
	extractCriticalMarkers,
	parseRepeated,
	splitLine,
	thresholdLeftAtZero,
	thresholdRollText,
} from "../bot";
import { splitLabel } from "../comments";
import { readInput, readWorkedOut, rollExpression, splitInput, withValues } from "../engine";
import { DiceError } from "../errors";
import { evaluateInlineMath, MATH_BLOCK } from "../inlineMath";
import { notationError } from "../notation";
import { HAS_DIE } from "../operand";
import { defaultSource, seededSource, withRandomSourceForRolls } from "../random";
import { evaluateSafeNumber } from "../safeMath";
import type { ComparisonSign } from "../types";
import { type Distribution, flatten, meanOf, NotExact, sortedPairs, type Tagged, totalMass } from "./distribution";
import { assertFinite, notationOdds, roundedTotals } from "./notationOdds";
import type { Odds, OddsAttempt, OddsOptions, SamplingOptions } from "./oddsTypes";
import { type LineOutcome, prepareSampler } from "./sampler";

/** A line read, ready to be worked out. */
export interface PreparedLine {
	text: string;
	markers: CriticalMarker[];
	repeats?: number;
	/** The opposition `/roll` took out of the input (`takeRollOpposition`), as a distribution. */
	opposition?: { sign: ComparisonSign; against: Distribution };
}

/** The line as the live roll reads it (`readInput`, `withValues`, `readWorkedOut`), its blocks worked out exactly. */
export function prepare(input: string, options: OddsOptions): PreparedLine {
	const reading = { character: options.character, command: oddsCommand(options), expValue: options.expValue };
	const { roll, opposition: written } = readInput(input, reading);
	const opposition = written && { sign: written.sign, against: operandOdds(written.value) };
	const { expression, markers } = readWorkedOut(withMathWorkedOut(withValues(roll, reading).text), roll);
	if (expression.includes(";")) throw new NotExact("sharedRoll");
	const repeated = parseRepeated(expression);
	if (repeated) return { text: splitLabel(repeated.roll).formula, markers, repeats: repeated.times, opposition };
	return { text: splitLabel(expression).formula, markers, opposition };
}

/**
 * `{{ … }}` blocks that roll no dice are one number whatever the roll: put in place, as the live roll
 * does, so that `{{4}}d6kh1` is `4d6kh1` and exact. A block with dice, or one that fails (the live roll
 * then says why), leaves the line to the sampler.
 */
function withMathWorkedOut(text: string): string {
	if (!new RegExp(MATH_BLOCK.source).test(text)) return text;
	try {
		return evaluateInlineMath(text, () => {
			throw new NotExact("mathBlock");
		});
	} catch {
		throw new NotExact("mathBlock");
	}
}

const NUMBER = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;

/** A value compared to, as a distribution: a number, a calculation, or a roll made at the same time. */
function operandOdds(text: string): Distribution {
	const trimmed = text.trim();
	if (NUMBER.test(trimmed)) return new Map([[Number(trimmed), 1]]);
	if (HAS_DIE.test(trimmed)) {
		const rolled = roundedTotals(notationOdds(trimmed.replace(/d\((\d+)\)/g, "d$1"), { watch: [] }));
		assertFinite(rolled);
		return flatten(rolled);
	}
	return new Map([[evaluateSafeNumber(trimmed), 1]]);
}

function chanceThat(value: number, sign: ComparisonSign, against: Distribution): number {
	let chance = 0;
	for (const [other, p] of against) if (compare(value, sign, other)) chance += p;
	return chance;
}

export interface LineOdds {
	values: Tagged;
	measure: Odds["measure"];
	comparison?: {
		sign: ComparisonSign;
		against: Distribution;
		opposition?: { sign: ComparisonSign; against: Distribution };
	};
}

/** The line as the bot model splits it (`splitLine`), worked out instead of rolled. */
export function lineOdds(text: string, watch: readonly number[], opposition?: PreparedLine["opposition"]): LineOdds {
	const parts = splitLine(text);
	if (parts.kind === "targetCount") {
		const values = roundedTotals(notationOdds(parts.notation, { watch: [] }));
		return { values, measure: parts.counts ? "successes" : "total" };
	}
	const { exploding, comparison, notation } = parts;
	let values: Tagged;
	if (exploding) {
		const tokens = Parser.parse(notation) as unknown[];
		// The site counts the dice of the whole notation; one dice group is what is read exactly.
		if (tokens.length !== 1 || !(tokens[0] instanceof Dice.StandardDice)) throw new NotExact("explodingCountShape");
		const { sign, value } = exploding;
		values = notationOdds(notation, { watch, perRoll: (face) => (compare(face, sign, value) ? 1 : 0) });
	} else {
		values = roundedTotals(notationOdds(notation, { watch }));
	}
	assertFinite(values);
	const measure = exploding ? "successes" : "total";
	if (!comparison) return { values, measure };
	const leftAtZero = thresholdLeftAtZero(notation, comparison.sign, comparison.right);
	const against = leftAtZero ? new Map([[0, 1]]) : operandOdds(thresholdRollText(comparison.right));
	return { values, measure, comparison: { sign: comparison.sign, against, opposition } };
}

function markerValue(marker: CriticalMarker): number {
	if (marker.natural) throw new NotExact("criticalMarker");
	return numericMarker(marker);
}

/** A marker's value when it rolls no dice (the bot rolls a value holding dice with the roll). */
export function numericMarker(marker: CriticalMarker): number {
	const text = marker.value.trim();
	if (HAS_DIE.test(text)) throw new NotExact("criticalMarker");
	return NUMBER.test(text) ? Number(text) : evaluateSafeNumber(text);
}

/** Works the odds out exactly; throws `NotExact` when it cannot, a `DiceError` for what the roll refuses too. */
export function exactOdds(input: string, options: OddsOptions = {}): Odds {
	const line = prepare(input, options);
	const failureFace = options.criticals?.failure || undefined;
	const successFace = options.criticals?.success || undefined;
	const customs = options.customCriticals ?? [];
	// Bits 0 and 1: the template's faces; then one bit per custom critical read on the natural die.
	const watch = [
		failureFace ?? Number.NaN,
		successFace ?? Number.NaN,
		...customs.map((custom) => (custom.onNaturalDice ? Math.trunc(custom.value) : Number.NaN)),
	];
	const { values, measure, comparison } = lineOdds(line.text, watch, line.opposition);
	const flat = flatten(values);
	const odds: Odds = {
		exact: true,
		distribution: sortedPairs(flat),
		mean: meanOf(flat),
		measure,
		tailMass: Math.max(0, 1 - totalMass(flat)),
		repeats: line.repeats,
	};
	if (!comparison) return odds;
	const markers = line.markers.map((marker) => ({ ...marker, against: markerValue(marker) }));
	let success = 0;
	let criticalSuccess = 0;
	let criticalFailure = 0;
	const customChances = customs.map(() => 0);
	for (const [mask, distribution] of values) {
		for (const [value, p] of distribution) {
			let passes = chanceThat(value, comparison.sign, comparison.against);
			if (comparison.opposition) passes *= chanceThat(value, comparison.opposition.sign, comparison.opposition.against);
			success += p * passes;
			const hits = (kind: CriticalMarker["kind"]) =>
				markers.some((marker) => marker.kind === kind && compare(value, marker.sign, marker.against));
			if ((mask & 1) !== 0 || hits("failure")) criticalFailure += p;
			else if ((mask & 2) !== 0 || hits("success")) criticalSuccess += p;
			else {
				const named = customs.findIndex((custom, index) =>
					custom.onNaturalDice ? (mask & (1 << (index + 2))) !== 0 : compare(value, custom.sign, custom.value),
				);
				if (named >= 0) customChances[named] = (customChances[named] ?? 0) + p;
			}
		}
	}
	odds.success = success;
	const hasCriticals = markers.length > 0 || failureFace !== undefined || successFace !== undefined;
	if (hasCriticals) {
		odds.criticalSuccess = criticalSuccess;
		odds.criticalFailure = criticalFailure;
	}
	if (customs.length > 0) {
		odds.customCriticals = customs.map((custom, index) => ({ name: custom.name, chance: customChances[index] ?? 0 }));
	}
	return odds;
}

/** The line whose odds a sampled roll gives: the first shown (of a shared roll), or each line of a bulk roll. */
function sampledLines(lines: readonly LineOutcome[], shared: boolean): readonly LineOutcome[] {
	return shared ? lines.slice(0, 1) : lines;
}

/**
 * Estimates the odds by rolling the expression up to `samples` times or until
 * `budgetMs` has passed. The expression is read once (`sampler.ts`), and each
 * roll draws and ends as the live roll would. Rolls that fail (a shared roll's
 * first part at 0, a chain of explosions past the cap) are left out of the
 * figures, and their share is given apart (`unanswered`).
 */
export function sampledOdds(input: string, options: OddsOptions = {}, sampling: SamplingOptions = {}): OddsAttempt {
	const wanted = sampling.samples ?? 100_000;
	const budget = sampling.budgetMs ?? 1000;
	const random = sampling.random ?? defaultSource();
	const counts: Distribution = new Map();
	let rolls = 0;
	let judged = 0;
	let passed = 0;
	let criticalSuccess = 0;
	let criticalFailure = 0;
	let measure: Odds["measure"] = "total";
	let firstError: DiceError | undefined;
	let attempts = 0;
	let refusals = 0;
	const shared = input.includes(";");
	const sample = prepareSampler(input, {
		character: options.character,
		expValue: options.expValue,
		command: oddsCommand(options),
	});
	const started = Date.now();
	withRandomSourceForRolls(random, (nextRoll) => {
		for (let attempt = 0; attempt < wanted; attempt += 1) {
			if (attempt % 256 === 0 && Date.now() - started > budget) break;
			nextRoll();
			attempts += 1;
			let lines: LineOutcome[];
			try {
				lines = sample();
			} catch (error) {
				firstError ??= notationError(input, error);
				refusals += 1;
				continue;
			}
			for (const line of sampledLines(lines, shared)) {
				rolls += 1;
				counts.set(line.total, (counts.get(line.total) ?? 0) + 1);
				if (line.counts) measure = "successes";
				if (line.judged) {
					judged += 1;
					if (line.passed) passed += 1;
					if (line.critical === "success") criticalSuccess += 1;
					if (line.critical === "failure") criticalFailure += 1;
				}
			}
		}
	});
	if (rolls === 0) return { ok: false, error: firstError ?? new DiceError("noDice", { notation: input }) };
	const distribution: Distribution = new Map([...counts].map(([value, count]) => [value, count / rolls]));
	const mean = meanOf(distribution);
	let variance = 0;
	for (const [value, p] of distribution) variance += p * (value - mean) ** 2;
	const odds: Odds = {
		exact: false,
		distribution: sortedPairs(distribution),
		mean,
		measure,
		tailMass: 0,
		samples: rolls,
		margin: 1.96 * Math.sqrt(0.25 / rolls),
		meanMargin: 1.96 * Math.sqrt(variance / rolls),
	};
	if (refusals > 0 && firstError) {
		odds.unanswered = { share: refusals / attempts, code: firstError.code, values: firstError.values };
	}
	if (judged > 0) {
		odds.success = passed / judged;
		const hasMarkers = extractCriticalMarkers(input).markers.length > 0;
		if (hasMarkers) {
			odds.criticalSuccess = criticalSuccess / judged;
			odds.criticalFailure = criticalFailure / judged;
		}
	}
	return { ok: true, odds };
}

/** A line without a sheet is one typed in `/roll`: the playground's, a roll block's, the odds command's. */
export function oddsCommand(options: OddsOptions): "roll" | undefined {
	if (options.command === "macro") return undefined;
	return options.command ?? (options.character ? undefined : "roll");
}

/** Refusals of one roll, not of the expression: a shared roll's first part at 0, explosions past the cap. */
const DRAW_DEPENDENT: ReadonlySet<DiceError["code"]> = new Set(["sharedMainZero", "tooManyRolls"]);

/**
 * The odds of an expression: first rolled once, so that an expression the
 * live roll refuses gets the same error; then worked out exactly, or sampled.
 * A refusal that depends on the dice drawn does not stop the odds: the
 * sampling gives its share (`unanswered`).
 */
export function computeOdds(input: string, options: OddsOptions = {}, sampling: SamplingOptions = {}): OddsAttempt {
	const check = rollExpression(input, {
		random: seededSource(1),
		character: options.character,
		expValue: options.expValue,
		command: oddsCommand(options),
	});
	if (!check.ok && !DRAW_DEPENDENT.has(check.error.code)) return check;
	const notes = notesOf(input, options);
	const endless = notes.find((note) => note.code === "endlessExplosion");
	// Such a roll only ends at dice-roller's cap: its "mean" would be the cap's, not the dice's.
	if (endless) return { ok: false, error: new DiceError("endlessExplosion", { notation: endless.notation }) };
	const withNotes = (attempt: OddsAttempt): OddsAttempt =>
		attempt.ok && notes.length > 0 ? { ok: true, odds: { ...attempt.odds, notes } } : attempt;
	if (!sampling.rollsOnly) {
		try {
			return withNotes({ ok: true, odds: exactOdds(input, options) });
		} catch (error) {
			if (error instanceof DiceError) return { ok: false, error };
			// NotExact, or anything the exact reading did not foresee: the rolls still answer.
		}
	}
	return withNotes(sampledOdds(input, options, sampling));
}

/** The model's notes on each line the odds are given for (none for what it cannot read before rolling). */
function notesOf(input: string, options: OddsOptions): BotNote[] {
	let written: string;
	try {
		written = splitInput(input, undefined, { character: options.character, command: oddsCommand(options) }).roll;
	} catch {
		return [];
	}
	try {
		const lines = prepare(input, options)
			.text.split(";")
			.map((line) => line.trim());
		return botNotes(written, lines[0] ?? "", options.criticals);
	} catch {
		// `{{ }}` blocks and shared rolls: the written text still shows a pool sized by a sum.
		return botNotes(written, "", options.criticals);
	}
}
