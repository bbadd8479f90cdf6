/** The live-dice engine's public face: what components and tests import. */
export type { SampleCharacter } from "./character";
export { type RollAttempt, rollExpression } from "./engine";
export * as limits from "./limits";
export { seededSource } from "./random";
export type * from "./types";
