// The heaviest template the bot accepts that issue 33 found freezing the builder:
// 25 statistics, 22 custom criticals whose value rolls about 1,000 dice, and
// 25 macros of `100d2!` repeated to the 1,000-dice cap. Used by the benchmark of
// the builder's checks and by the tests that keep them off the main thread.

/** 25 groups of 40 dice: 1,000 dice, the cap of one roll. */
const THOUSAND_DICE = Array.from({ length: 25 }, () => "40d6").join("+");
/** 10 exploding groups of 100 two-sided dice: 1,000 dice, each group at the exploding cap. */
const EXPLODING_POOL = Array.from({ length: 10 }, () => "100d2!").join("+");

export function heavyTemplate(): Record<string, unknown> {
	const statistics: Record<string, unknown> = {};
	for (let index = 1; index <= 25; index += 1) statistics[`Stat ${index}`] = { min: 1, max: 20 };
	const customCritical: Record<string, unknown> = {};
	for (let index = 1; index <= 22; index += 1) {
		customCritical[`Critique ${index}`] = { sign: ">=", value: THOUSAND_DICE };
	}
	const damage: Record<string, string> = {};
	for (let index = 1; index <= 25; index += 1) damage[`Macro ${index}`] = EXPLODING_POOL;
	return { diceType: "1d20+$", statistics, customCritical, damage };
}
