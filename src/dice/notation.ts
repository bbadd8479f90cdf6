/**
 * One dice-roller notation rolled with @dice-roller/rpg-dice-roller, and
 * what the engine needs from it: the bot-style detail, each die, the total
 * and the natural value (the kept dice without modifiers).
 */
import { DiceRoll, NumberGenerator, Results } from "@dice-roller/rpg-dice-roller";
import { DiceError } from "./errors";
import { withRandomSource } from "./random";
import type { RolledDie } from "./types";

export interface RolledNotation {
	expression: string;
	detail: string;
	dice: RolledDie[];
	total: number;
	/** Sum of the kept dice, before any bonus. */
	natural: number;
	/** dice-roller's smallest and largest totals for the notation, when asked for. */
	bounds?: { min: number; max: number };
}

export type RollPart =
	| string
	| number
	| InstanceType<typeof Results.RollResults>
	| InstanceType<typeof Results.ResultGroup>;
type DieResult = InstanceType<typeof Results.RollResult>;

/** Every die of a roll's parts, groups' dice included, in the order dice-roller lists them. */
export function forEachDie(parts: readonly RollPart[], visit: (die: DieResult) => void): void {
	for (const part of parts) {
		if (part instanceof Results.RollResults) {
			for (const result of part.rolls) visit(result);
		} else if (part instanceof Results.ResultGroup) {
			forEachDie(part.results, visit);
		}
	}
}

function collectDice(parts: readonly RollPart[], into: RolledDie[]): void {
	forEachDie(parts, (result) => {
		const modifiers = result.modifiers;
		into.push({
			value: result.value,
			exploded: modifiers.has("explode"),
			dropped: !result.useInTotal,
			counted: modifiers.has("target-success"),
		});
	});
}

function naturalValue(dice: readonly RolledDie[]): number {
	return dice.filter((die) => !die.dropped).reduce((sum, die) => sum + die.value, 0);
}

/** What dice-roller's parser reports: the character it stopped at (null at the end) and where. */
interface ParserFailure {
	found: string | null;
	location: { start: { offset: number } };
}

function isParserFailure(error: unknown): error is ParserFailure {
	const candidate = error as Partial<ParserFailure> | null;
	return typeof candidate === "object" && candidate !== null && typeof candidate.location?.start?.offset === "number";
}

/**
 * `invalidNotation` with where the reading stopped: `found` is the character
 * that does not fit ("" when the notation ends too early) and `position`
 * counts from 1. The error's `logs` keeps dice-roller's own report, which only
 * the bot's error embed prints: the site's sentences never show it.
 */
export function notationError(notation: string, error?: unknown): DiceError {
	if (error instanceof DiceError) return error;
	const logs = error instanceof Error ? String(error) : undefined;
	if (!isParserFailure(error)) return new DiceError("invalidNotation", { notation }, logs);
	const stopped = { found: error.found ?? "", position: error.location.start.offset + 1 };
	return new DiceError("invalidNotation", { notation, ...stopped }, logs);
}

/** dice-roller's smallest and largest totals for the notation, its dice drawn on a fixed engine (no random draw). */
export function notationBounds(notation: string): { min: number; max: number } {
	return withRandomSource(NumberGenerator.engines.min, () => {
		let roll: DiceRoll;
		try {
			roll = new DiceRoll(notation);
		} catch (error) {
			throw notationError(notation, error);
		}
		return { min: roll.minTotal, max: roll.maxTotal };
	});
}

/** Set while a command's reply is rolled (`withNonFiniteTotals`): the sample server answers as the bot does. */
let keepsNonFinite = false;

/**
 * Runs `run` with non-finite totals kept: the bot posts what core hands it (` [Infinity] `), so the command box,
 * which shows the bot's reply, keeps them; the playground and roll blocks refuse them on purpose (`notFinite`).
 */
/** Whether a command's reply is being rolled (`withNonFiniteTotals`): a threshold that is not finite is kept too. */
export function keepingNonFinite(): boolean {
	return keepsNonFinite;
}

export function withNonFiniteTotals<T>(run: () => T): T {
	const before = keepsNonFinite;
	keepsNonFinite = true;
	try {
		return run();
	} finally {
		keepsNonFinite = before;
	}
}

/**
 * Rolls the notation; throws `invalidNotation` (see `notationError`) when it cannot. `withBounds` adds
 * dice-roller's `minTotal` and `maxTotal`, which roll on fixed engines and so draw nothing.
 */
export function rollNotation(notation: string, withBounds = false): RolledNotation {
	let roll: DiceRoll;
	try {
		roll = new DiceRoll(notation);
	} catch (error) {
		throw notationError(notation, error);
	}
	const total = roll.total;
	// A division by zero: the bot prints Infinity (or compares with 0); the site says why it does not roll it.
	if (!Number.isFinite(total) && !keepsNonFinite) throw new DiceError("notFinite", { formula: notation });
	const output = roll.output;
	const start = output.indexOf(": ");
	const end = output.lastIndexOf(" = ");
	const detail = start >= 0 && end > start ? output.slice(start + 2, end) : output;
	const dice: RolledDie[] = [];
	collectDice(roll.rolls as RollPart[], dice);
	const rolled: RolledNotation = { expression: notation, detail, dice, total, natural: naturalValue(dice) };
	if (withBounds) rolled.bounds = { min: roll.minTotal, max: roll.maxTotal };
	return rolled;
}
