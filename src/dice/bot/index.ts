/**
 * The model of the bot, Dicelette 4.7.2 with @dicelette/core 1.29.6: the only
 * place where the site reads a formula and prints a reply as the bot does.
 * Every tool goes through it: the live rolls and the playground, the roll
 * blocks, the odds (exact and sampled), the builder's checks and test rolls.
 *
 * Each part follows the bot's files:
 * - `substitution.ts`: a sheet's values put into a formula at roll time,
 *   core `src/similarities/generateStatsDice.ts` (similarity 0.5).
 * - `rollText.ts`: the text cleaned before the roll, core `src/dice/extract.ts`
 *   (`prepareDice`) and `src/dice/signs.ts`.
 * - `line.ts`: a roll line read, core `src/roll.ts` and `src/dice/compare.ts`
 *   (`getCompare`: the target-count test on braces, the comparison sign after a
 *   reroll's or explosion's letter), `src/dice/exploding.ts` for the exploding
 *   count, the bot's `packages/utils/src/regex.ts` (`OPPOSITION`) for the
 *   opposition; `explodingCount.ts`, `comparison.ts`, `criticalMarkers.ts`
 *   (the `{cs:…}` blocks, core `REMOVER_PATTERN.CRITICAL_BLOCK`) are its parts.
 * - `warnings.ts`: what the bot does that a reader does not expect (a pool sized
 *   by a sum is added up, a critical on the exploding face never fires, an
 *   explosion that never stops), each with the bot's file that causes it.
 * - `reply.ts`: the reply text, `packages/parse_result/src/result_as_text.ts`;
 *   `post.ts`: a roll posted as the bot posts it (the reply under a user's line).
 *
 * It imports nothing that rolls: the engine (`../engine.ts`) and the odds read
 * lines through it, and the sample server's commands (`../commands`) sit above
 * both (`scripts/check-faces.ts` refuses an import that runs back up).
 */

export type { BotNote } from "../types";
export { parseRepeated, type Repeated, readRepeated } from "./bulkRoll";
export { compare, comparisonSymbol, splitComparison } from "./comparison";
export { type CriticalMarker, extractCriticalMarkers } from "./criticalMarkers";
export {
	assertComparableWithZero,
	type ComparedValues,
	inCriticalOrder,
	judge,
	readCompared,
	sharedMain,
	splitLine,
	thresholdLeftAtZero,
	thresholdRollText,
} from "./line";
export { macroHeader } from "./macroHeader";
export {
	TARGET_VALUE,
	type TakenOpposition,
	takeOpposition,
	withoutChainedOpposition,
	withoutOpposition,
} from "./opposition";
export {
	type BotOutcome,
	botCritical,
	botJudgement,
	thresholdThrows,
} from "./outcome";
export { type BotPost, botPost, facesSource, SAMPLE_USER } from "./post";
export {
	type BotCustomCritical,
	type BotLabel,
	type BotReading,
	botMessage,
	capitalize,
	markersAsCustomCriticals,
	naturalFaces,
} from "./reply";
export { readRollText } from "./rollText";
export { slashRollStatistics, statisticsHeader } from "./statisticsHeader";
export { DOLLAR_NAME, similarity, substituteAtRoll, substituteDollarNames, tidySigns } from "./substitution";
export {
	botNotes,
	countingForm,
	criticalNotes,
	diceGroups,
	endlessExplosion,
	firstLine,
	resultNotes,
} from "./warnings";
export { botWords } from "./words";
