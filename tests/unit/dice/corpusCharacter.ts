// The character the dice corpus (tests/fixtures/dice-expressions.json) is rolled
// with: the playground's, read as /roll reads a player's sheet (only `$name`),
// and `$` stands for Force.
import type { SampleCharacter } from "../../../src/dice";

export const CORPUS_CHARACTER: SampleCharacter = {
	statistics: [
		{ name: "Force", value: 14 },
		{ name: "Dextérité", value: 12 },
		{ name: "Constitution", value: 13 },
		{ name: "Sagesse", value: 9 },
	],
	dollar: "Force",
	command: "roll",
};
