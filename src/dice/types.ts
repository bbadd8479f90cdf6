/** The shapes a roll gives back. Everything is data: the interface decides how to write it. */

export type ComparisonSign = ">" | ">=" | "<" | "<=" | "=" | "==" | "!=";

/** What the bot does with a roll that a reader may not expect (written by `bot/warnings.ts`). */
export type BotNote =
	| { code: "poolSizedBySum"; sum: string; counting: string }
	| { code: "comparisonAfterModifier"; dice: string; sign: ComparisonSign; value: string }
	| { code: "criticalOnExplodingFace"; kind: "success" | "failure"; face: number }
	| { code: "endlessExplosion"; notation: string }
	| { code: "singleEqualsReplyError" }
	| { code: "unresolvedThreshold"; value: string }
	| { code: "diceLetterTakenForStatistic"; written: string }
	| { code: "hiddenPartLeavesRest"; rolled: string; left: string };

/** One die as thrown. */
export interface RolledDie {
	/** The face kept (after re-rolls). */
	value: number;
	/** Exploded (`!`): it added another die. */
	exploded: boolean;
	/** Dropped or not kept (`kh`, `dl`...): not in the total. */
	dropped: boolean;
	/** Counted as a success in a target count (`{6d10>=7}`) or an exploding count (`!>>=8`). */
	counted: boolean;
}

/** A value compared to: a number, a calculation, or a roll (then its detail). */
export interface Operand {
	value: number;
	/** The notation when the value was rolled, e.g. `1d20+3`. */
	rolled?: { expression: string; detail: string };
	/** The calculation, spaces left out, when the value was worked out without dice (`3-8-6`): the bot prints it. */
	calculation?: string;
	/** A calculation that is itself a comparison (`10>14`): math.js gives core true or false, and the bot prints that word. */
	truth?: boolean;
	/**
	 * Core could not work the value out (math.js refused the calculation, or its dice came to 0): it compares with 0
	 * and keeps the text, which the bot's reply refuses on a roll that cannot both pass and fail.
	 */
	unresolved?: true;
}

export interface ComparisonResult {
	sign: ComparisonSign;
	against: Operand;
	passed: boolean;
	/** The dice cannot both pass and fail it (core's `isTrivialComparison`); only worked out for an unresolved value. */
	trivial?: true;
}

export interface CriticalMatch {
	kind: "success" | "failure";
	/** Tested on the natural dice (`{*cs:...}`) rather than the total. */
	natural: boolean;
	sign: ComparisonSign;
	against: Operand;
}

export type Outcome = "success" | "failure" | "criticalSuccess" | "criticalFailure";

export interface RollLine {
	/** `roll`: an ordinary line; `sharedMain` / `sharedFormula`: the ※ and ◈ lines of a shared roll. */
	kind: "roll" | "sharedMain" | "sharedFormula";
	/** A `[label]` written after a formula of a shared roll: user text. */
	label?: string;
	/** What was rolled, as the bot writes it before the arrow (values already in place). */
	expression: string;
	/** The roll's detail: each die between brackets, with modifiers, e.g. `[12]+5`. */
	detail: string;
	dice: RolledDie[];
	total: number;
	/**
	 * The kept dice without bonus, when the line rolled dice (what `{*cs:...}` and
	 * natural-dice custom criticals test).
	 */
	natural?: number;
	/** The total counts dice (target count or exploding count) instead of adding them. */
	counts: boolean;
	/** A shared roll's formula that core writes as nothing (`&+2=30`: a single = and no dice); the bot judges the blank. */
	blank?: true;
	/** A compared formula of a shared roll in braces (`{1d20;&+2>5}`): core writes its 1 or 0 as a ※ line. */
	countedAs?: 0 | 1;
	/** The threshold, then the opposition when there is one. */
	comparison?: ComparisonResult;
	opposition?: ComparisonResult;
	critical?: CriticalMatch;
	outcome?: Outcome;
}

export interface RollResult {
	/** The expression as rolled: statistics, `{{ }}` and `{exp}` already replaced. */
	expression: string;
	/** The comment written after the roll: user text. */
	comment?: string;
	/** Statistics of the sample character that the roll used, by name. */
	statisticsUsed: string[];
	lines: RollLine[];
	/** A shared roll's hidden first part (`(1d20>=10);&+2`): its comparison, which core keeps for the reply. */
	hiddenComparison?: ComparisonResult;
	/** In a bulk roll with a comparison: how many lines succeeded. */
	successCount?: number;
	/** The critical markers written in the roll (`{cs:…}`, `{*cf:…}`), in order, their values worked out. */
	criticalMarkers?: ResolvedCriticalMarker[];
	/** What the bot does with this roll that a reader may not expect (the bot model's `botNotes`). */
	notes?: BotNote[];
	/** The server's order for dice (`/config sort_order`): core sorts each roll's dice and a bulk roll's lines. */
	sortOrder?: SortOrder;
	/** The text the bot keeps as the roll's dice when it sets them itself (a message's `#` reading), which its errors quote. */
	handedDice?: string;
}

/** Core's names for ascending and descending order. */
export type SortOrder = "sa" | "sd";

interface ResolvedCriticalMarker {
	kind: "success" | "failure";
	natural: boolean;
	sign: ComparisonSign;
	value: number;
}
