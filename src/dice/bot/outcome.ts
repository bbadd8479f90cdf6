/**
 * The label the bot gives a judged roll, without writing its reply: the same
 * order of tests as `reply.ts` (`result_as_text.ts`). The template's critical
 * failure face, then its success face, then each custom critical in order
 * (on the natural dice: one exact face, sign ignored), then the threshold and,
 * once it passes, the opposition. The odds' outcome tiers use it so that they
 * list exactly what the reply can print.
 */
import type { ComparisonSign } from "../types";
import { compare } from "./comparison";
import type { BotCustomCritical, BotLabel } from "./reply";
import type { BotWords } from "./words";

interface CriticalRules {
	critical?: { success?: number; failure?: number };
	/** Template custom criticals first, then the roll's `{cs:…}` markers (`markersAsCustomCriticals`). */
	customCriticals: readonly BotCustomCritical[];
}

export interface BotOutcome {
	kind: BotLabel;
	/** The word the bot prints (a custom critical's own name). */
	name: string;
	/** Which test decided a plain success or failure: the threshold, or the opposition once the threshold passed. */
	decidedBy?: "threshold" | "opposition";
}

/** A single `=` in the threshold: the bot's math.js reads an assignment and the reply is its error embed. */
export function thresholdThrows(sign: ComparisonSign): boolean {
	return sign === "=";
}

function coreSign(sign: ComparisonSign): ComparisonSign {
	return sign === "=" ? "==" : sign;
}

/** A critical or custom critical that names the roll, whatever the threshold; undefined when none holds. */
export function botCritical(
	total: number,
	hasFace: (face: number) => boolean,
	rules: CriticalRules,
	words: BotWords,
): BotOutcome | undefined {
	const { critical } = rules;
	if (critical?.failure && hasFace(critical.failure)) return { kind: "criticalFailure", name: words.criticalFailure };
	if (critical?.success && hasFace(critical.success)) return { kind: "criticalSuccess", name: words.criticalSuccess };
	for (const custom of rules.customCriticals) {
		const holds = custom.onNaturalDice
			? hasFace(Math.trunc(custom.value))
			: compare(total, coreSign(custom.sign), custom.value);
		if (holds) return { kind: "custom", name: custom.name };
	}
	return undefined;
}

/** The plain label: the threshold, then (once it passes) the opposition decide. */
export function botJudgement(passed: boolean, beatsOpposition: boolean | undefined, words: BotWords): BotOutcome {
	if (passed && beatsOpposition !== undefined) {
		return beatsOpposition
			? { kind: "success", name: words.success, decidedBy: "opposition" }
			: { kind: "failure", name: words.failure, decidedBy: "opposition" };
	}
	return passed
		? { kind: "success", name: words.success, decidedBy: "threshold" }
		: { kind: "failure", name: words.failure, decidedBy: "threshold" };
}
