/**
 * A sample character's statistics put into an expression, as the bot does
 * for a player's sheet: `$force` (a name or the start of one) in a roll, `$`
 * for the statistic chosen for the roll, and bare names (`force`) in macros
 * and formulas. Names are compared without case or accents.
 */
import { DiceError } from "./errors";
import { foldText } from "./standardize";
import { escapeRegExp } from "./statisticNames";

interface CharacterStatistic {
	name: string;
	value: number;
}

export interface SampleCharacter {
	statistics: readonly CharacterStatistic[];
	/** Name of the statistic `$` stands for. */
	dollar?: string;
}

export interface Substituted {
	text: string;
	used: string[];
}

const DOLLAR_NAME = /\$([\p{L}\p{M}_][\p{L}\p{M}\p{N}_]*)/gu;
/** Text outside `[labels]`, which keep their case and accents. */
const OUTSIDE_LABELS = /(\[[^\]]*\])|([^[]+)/g;

function findStatistic(statistics: readonly CharacterStatistic[], written: string): CharacterStatistic | undefined {
	const wanted = foldText(written).trim();
	const exact = statistics.find((statistic) => foldText(statistic.name).trim() === wanted);
	if (exact) return exact;
	return statistics.find((statistic) => foldText(statistic.name).trim().startsWith(wanted));
}

function replaceOutsideLabels(text: string, replace: (segment: string) => string): string {
	return text.replace(OUTSIDE_LABELS, (_match, label: string | undefined, outside: string | undefined) =>
		label !== undefined ? label : replace(outside ?? ""),
	);
}

/** Replaces `$name`, `$` and bare statistic names; throws a `DiceError` for a name or `$` it cannot resolve. */
export function substituteCharacter(text: string, character: SampleCharacter | undefined): Substituted {
	const statistics = character?.statistics ?? [];
	const used = new Set<string>();
	const use = (statistic: CharacterStatistic) => {
		used.add(statistic.name);
		return String(statistic.value);
	};
	let result = replaceOutsideLabels(text, (segment) =>
		segment.replace(DOLLAR_NAME, (_match, written: string) => {
			const statistic = findStatistic(statistics, written);
			if (!statistic) throw new DiceError("unknownStatistic", { name: written });
			return use(statistic);
		}),
	);
	if (result.replace(/\[[^\]]*\]/g, "").includes("$")) {
		const chosen = character?.dollar ? findStatistic(statistics, character.dollar) : undefined;
		if (!chosen) throw new DiceError("noStatisticForDollar");
		result = replaceOutsideLabels(result, (segment) => segment.replaceAll("$", () => use(chosen)));
	}
	if (statistics.length > 0) {
		const byLength = [...statistics]
			.filter((statistic) => foldText(statistic.name).trim().length > 0)
			.sort((a, b) => foldText(b.name).trim().length - foldText(a.name).trim().length);
		result = replaceOutsideLabels(result, (segment) => {
			let folded = foldText(segment);
			for (const statistic of byLength) {
				const name = escapeRegExp(foldText(statistic.name).trim());
				const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${name}(?![\\p{L}\\p{N}_])`, "gu");
				folded = folded.replace(pattern, () => use(statistic));
			}
			return folded;
		});
	}
	return { text: result, used: [...used] };
}
