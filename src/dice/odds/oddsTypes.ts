/**
 * What the odds are asked with and what they answer: the options of a line
 * (sheet, command, criticals), of a sampling, and the figures given back.
 */
import type { BotCustomCritical, BotLabel, BotNote } from "../bot";
import type { SampleCharacter } from "../character";
import type { DiceError } from "../errors";
import type { RandomSource } from "../random";

export interface OddsOptions {
	/** Statistics that `$`, `$name` and bare names stand for. */
	character?: SampleCharacter;
	/**
	 * The bot command the line is typed in: `/roll` takes a second comparison out as the opposition
	 * (`RollOptions.command`); a template's formula (`macro`) is read by core alone. Without it, a line
	 * with a character is a template's formula and one without is typed in `/roll`.
	 */
	command?: "roll" | "macro";
	/** What `{exp}` stands for when it has no default. */
	expValue?: number;
	/**
	 * A template's critical faces, read as the bot reads them: on a lone die's
	 * natural face (`[20]` in the detail), and only when the roll has a comparison.
	 */
	criticals?: { success?: number; failure?: number };
	/**
	 * A template's custom criticals, their values worked out, in the template's
	 * order: tried after the criticals, the first that holds names the roll
	 * (`result_as_text.ts`); one on the natural dice is one exact face.
	 */
	customCriticals?: readonly BotCustomCritical[];
}

export interface SamplingOptions {
	/** Rolls at most. */
	samples?: number;
	/** Milliseconds the rolls may take before the answer is given with the rolls made (1 s unless told). */
	budgetMs?: number;
	random?: RandomSource;
	/** Roll without trying the exact reading (it ran out of time elsewhere); the refusals stay the same. */
	rollsOnly?: boolean;
}

export interface Odds {
	/** True when worked out exactly; false when estimated from rolls. */
	exact: boolean;
	/** Each possible result with its probability, by increasing value. */
	distribution: [number, number][];
	mean: number;
	/** What the values count: a total, or a number of successes (`{6d10>=7}`, `5d10!>>=8`). */
	measure: "total" | "successes";
	/** For a comparison: the chance it passes (the opposition included). */
	success?: number;
	/** For a comparison with criticals: the chance of each. */
	criticalSuccess?: number;
	criticalFailure?: number;
	/** Exact answers with custom criticals: the chance that each names the roll, in the bot's order. */
	customCriticals?: { name: string; chance: number }[];
	/** Exact answers: probability left out by bounded explosions (below 1e-11). */
	tailMass: number;
	/** Bulk rolls `N#...`: the odds are those of each of the N lines. */
	repeats?: number;
	/** Approximate answers: how many rolls, and the 95% margin of any probability given. */
	samples?: number;
	margin?: number;
	/** Approximate answers: the 95% margin of the mean. */
	meanMargin?: number;
	/** What the bot does with this roll that a reader may not expect (bot model's `botNotes`). */
	notes?: BotNote[];
	/** Exact answers with a comparison: each label the bot can print and its chance (`tiers.ts`). */
	tiers?: Tier[];
	/** When a server's pity was asked: its effect (`pity.ts`), or why it has no exact answer. */
	pity?: PityOdds | { refused: string };
	/**
	 * Approximate answers: the share of rolls that get no result (a shared roll's first part at 0, a roll
	 * past the cap of draws) and the first such refusal, left out of every other figure.
	 */
	unanswered?: { share: number; code: DiceError["code"]; values: DiceError["values"] };
}

/** One label the bot can print for a judged roll, and its chance (worked out by `tiers.ts`). */
export interface Tier {
	kind: BotLabel | "error";
	/** The bot's word for it, in the asked language (a custom critical's own name). */
	label: string;
	probability: number;
	/** A plain success or failure: decided by the threshold, or by the opposition once the threshold passed. */
	decidedBy?: "threshold" | "opposition";
	/**
	 * Its place by quality, 0 the best (`qualityRanks`): what "at least / at most" add up. The list itself
	 * stays in the bot's test order, which says which label wins when two hold.
	 */
	rank?: number;
	/** Whether a player reads it as a success or a failure (a custom critical's read from its sign and place). */
	reads?: "success" | "failure";
}

interface PityStep {
	/** Consecutive failures before the roll. */
	failures: number;
	/** The chance pity triggers. */
	trigger: number;
	/** The chance the roll succeeds because pity rerolled a failure into a pass. */
	pitySuccess: number;
	/** The chance the reply labels it a success or a critical success. */
	success: number;
}

/** A server's pity and its effect on a roll (worked out by `pity.ts`). */
export interface PityOdds {
	threshold: number;
	/** Without pity: the share of rolls labelled a success or a critical success. */
	plainSuccess: number;
	/** With pity, over many rolls: that share, and each tier's. */
	longRunSuccess: number;
	longRunTiers: Tier[];
	/** For each count of failures from 0 to the threshold. */
	steps: PityStep[];
}

export type OddsAttempt = { ok: true; odds: Odds } | { ok: false; error: DiceError };
