/**
 * The odds engine's face: what the view, the builder, the command and the tests
 * import. Exact answers (`compute.ts` over `notationOdds.ts`, `diceGroupOdds.ts`,
 * `distribution.ts`) and sampled ones (`sampler.ts`, `sampledLine.ts`) read every
 * line through the bot model (`../bot`).
 */
export { answerOdds, type OddsQuestion } from "./answer";
export { computeOdds, exactOdds, oddsCommand, sampledOdds } from "./compute";
export type { Odds, OddsAttempt, OddsOptions, PityOdds, Tier } from "./oddsTypes";
export { pityMatrix, pityOdds, stationary } from "./pity";
export { rolledOdds } from "./rolledOdds";
export { prepareSampler } from "./sampler";
export { byQuality, tierChances } from "./tierOrder";
export { exactTiers } from "./tiers";
