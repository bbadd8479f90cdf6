/** The character the playground rolls for, its statistic names in the reader's language; `$` is the first. */
import { translate } from "@docusaurus/Translate";
import type { SampleCharacter } from "@site/src/dice";

export function sampleCharacter(): SampleCharacter {
	const strength = translate({
		id: "liveDice.sample.strength",
		message: "Force",
		description: "Statistic of the sample character",
	});
	return {
		statistics: [
			{ name: strength, value: 14 },
			{
				name: translate({
					id: "liveDice.sample.dexterity",
					message: "Dextérité",
					description: "Statistic of the sample character",
				}),
				value: 12,
			},
			{
				name: translate({
					id: "liveDice.sample.constitution",
					message: "Constitution",
					description: "Statistic of the sample character",
				}),
				value: 13,
			},
			{
				name: translate({
					id: "liveDice.sample.wisdom",
					message: "Sagesse",
					description: "Statistic of the sample character",
				}),
				value: 9,
			},
		],
		dollar: strength,
		// The playground is /roll: only `$name` is replaced, as the bot does for a player with a sheet.
		command: "roll",
	};
}
