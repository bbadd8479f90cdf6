/**
 * One roll line read once and rolled many times for its outcome alone (the
 * odds' sampling): the same reading as `rollSingle`, a shared roll's formula
 * line and `judge`, in the same order of draws, with no detail written. What
 * the reading refuses is thrown where the roll would throw it, after the dice
 * drawn before it.
 */

import type { CriticalMarker } from "../bot";
import {
	assertComparableWithZero,
	compare,
	splitComparison,
	splitLine,
	thresholdLeftAtZero,
	thresholdRollText,
} from "../bot";
import { HAS_DIE, prepareOperand } from "../operand";
import { normalizeOperators } from "../operators";
import { prepareNotation } from "../preparedNotation";
import { evaluateSafeNumber } from "../safeMath";
import type { ComparisonSign } from "../types";

export interface LineOutcome {
	total: number;
	/** The total counts dice (target or exploding count). */
	counts: boolean;
	/** The line has a comparison. */
	judged: boolean;
	/** The threshold and the opposition both pass. */
	passed: boolean;
	critical?: "success" | "failure";
}

/** A critical marker with its value ready: a number, or a roll made each time it is asked. */
export interface PreparedMarker {
	kind: CriticalMarker["kind"];
	natural: boolean;
	sign: ComparisonSign;
	value: () => number;
}

export function prepareMarker(marker: CriticalMarker): PreparedMarker {
	return { ...marker, value: prepareOperand(marker.value, "invalidCritical") };
}

/** Runs `prepare` now; what it throws is thrown again each time the result is used instead. */
export function deferred<A extends unknown[], R>(prepare: () => (...args: A) => R): (...args: A) => R {
	try {
		return prepare();
	} catch (error) {
		return () => {
			throw error;
		};
	}
}

/** The values a line is compared to, drawn for one roll. */
interface Drawn {
	base: number;
	opposition?: number;
}

/**
 * `judge` read once: `draw` works out the opposition, then the threshold (rolled
 * when they hold dice, in the live roll's order); `judge` sets the line's verdict
 * in place (its total already set), then the markers in critical order; `natural`
 * is what `{*cs:...}` markers test.
 */
interface PreparedJudge {
	draw: () => Drawn;
	judge: (line: LineOutcome, natural: number, drawn: Drawn) => LineOutcome;
}

/**
 * The opposition `/roll` took out of the input (`takeOpposition`): drawn once
 * per roll before anything else, as the live roll does, and held here for the
 * line that compares.
 */
export interface HeldOpposition {
	sign: ComparisonSign;
	drawn?: number;
}

function prepareJudge(
	sign: ComparisonSign,
	right: string,
	notation: string | undefined,
	ordered: readonly PreparedMarker[],
	opposition?: HeldOpposition,
): PreparedJudge {
	const text = thresholdLeftAtZero(notation, sign, right) ? "0" : thresholdRollText(right);
	const base = prepareOperand(text, "invalidComparison");
	// Core drops a rolled threshold that comes to 0 for its text; the bot's reply then refuses trivial dice.
	const rolledThreshold = notation !== undefined && HAS_DIE.test(text);
	let refusedAtZero: (() => never) | null | undefined;
	const checkAtZero = () => {
		if (refusedAtZero === undefined) {
			try {
				assertComparableWithZero(notation ?? "", sign, text.trim());
				refusedAtZero = null;
			} catch (error) {
				refusedAtZero = () => {
					throw error;
				};
			}
		}
		refusedAtZero?.();
	};
	return {
		draw: () => ({ opposition: opposition?.drawn, base: base() }),
		judge: (line, natural, drawn) => {
			if (rolledThreshold && drawn.base === 0) checkAtZero();
			const { total } = line;
			let passed = compare(total, sign, drawn.base);
			if (opposition && drawn.opposition !== undefined)
				passed = compare(total, opposition.sign, drawn.opposition) && passed;
			line.judged = true;
			line.passed = passed;
			for (const marker of ordered) {
				if (compare(marker.natural ? natural : total, marker.sign, marker.value())) {
					line.critical = marker.kind;
					break;
				}
			}
			return line;
		},
	};
}

/** `rollSingle` read once. `ordered` are the markers in critical order. */
export function prepareLine(
	text: string,
	ordered: readonly PreparedMarker[],
	opposition?: HeldOpposition,
): () => LineOutcome {
	return deferred((): (() => LineOutcome) => {
		const parts = splitLine(text);
		if (parts.kind === "targetCount") {
			const notation = prepareNotation(parts.notation);
			const { counts } = parts;
			return () => ({ total: notation.roll().total, counts, judged: false, passed: false, critical: undefined });
		}
		const { exploding, comparison } = parts;
		const notation = prepareNotation(parts.notation);
		const counts = exploding ? (face: number) => compare(face, exploding.sign, exploding.value) : undefined;
		const judge = comparison
			? prepareJudge(comparison.sign, comparison.right, parts.notation, ordered, opposition)
			: undefined;
		return () => {
			// A threshold that holds dice is rolled before the dice, as core rolls it.
			const drawn = judge?.draw();
			const rolled = notation.roll(counts);
			const total = exploding ? rolled.counted : rolled.total;
			const line: LineOutcome = {
				total,
				counts: exploding !== undefined,
				judged: false,
				passed: false,
				critical: undefined,
			};
			return judge && drawn ? judge.judge(line, exploding ? total : rolled.natural, drawn) : line;
		};
	});
}

/** Distinct values of `&` a formula keeps its reading for; past that it reads afresh. */
const MAX_READINGS = 4096;

/**
 * A shared roll's formula (`&+5>=10`) read once per value of `&`: `&` is put
 * into the text, as in the roll, so `-3` binds as written.
 */
export function prepareFormula(written: string, ordered: readonly PreparedMarker[]): (main: number) => LineOutcome {
	const readings = new Map<number, (main: number) => LineOutcome>();
	const read = (main: number) =>
		deferred(() => {
			const withTotal = normalizeOperators(written.replaceAll("&", String(main)));
			const comparison = splitComparison(withTotal);
			const left = comparison ? comparison.left : withTotal;
			let value: () => number;
			if (HAS_DIE.test(left)) {
				const notation = prepareNotation(left);
				value = () => notation.roll().total;
			} else {
				const constant = evaluateSafeNumber(left);
				value = () => constant;
			}
			const judge = comparison ? prepareJudge(comparison.sign, comparison.right, undefined, ordered) : undefined;
			return (mainTotal: number) => {
				const total = value();
				const line: LineOutcome = { total, counts: false, judged: false, passed: false, critical: undefined };
				return judge ? judge.judge(line, mainTotal, judge.draw()) : line;
			};
		});
	return (main) => {
		let reading = readings.get(main);
		if (!reading) {
			if (readings.size >= MAX_READINGS) readings.clear();
			reading = read(main);
			readings.set(main, reading);
		}
		return reading(main);
	};
}
