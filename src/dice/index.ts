/** The live-dice engine's public face: what components and tests import. */

export { comparisonSymbol } from "./bot";
export type { CharacterStatistic, SampleCharacter } from "./character";
export { type RollAttempt, type RollOptions, rollExpression } from "./engine";
export { DiceError, type DiceErrorCode, type DiceErrorValues } from "./errors";
export * as limits from "./limits";
export { defaultSource, type RandomSource, seededSource } from "./random";
export type * from "./types";
