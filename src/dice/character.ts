/**
 * A sample character's statistics put into an expression through the model of
 * the bot (`bot/substitution.ts`), the way the command it is rolled with reads
 * it: a template's formula (`/macro`, `/dbroll`: `generateStatsDice`) takes
 * every word for the statistic it looks like (`2dF` beside Force becomes
 * `2d14`); `/roll` replaces only `$name`. Then `$` for the chosen statistic.
 */
import { substituteAtRoll, substituteDollarNames } from "./bot";
import { DiceError } from "./errors";
import { foldText } from "./standardize";

interface CharacterStatistic {
	name: string;
	value: number;
}

export interface SampleCharacter {
	statistics: readonly CharacterStatistic[];
	/** Name of the statistic `$` stands for. */
	dollar?: string;
	/** The command the formula is rolled with: a template's formula (the default), or `/roll` typed by a player. */
	command?: "macro" | "roll";
	/**
	 * No statistic is rolled (`/macro`): a `$` left once the names are in is core's to read, as a comparison value
	 * it cannot work out (0), instead of a `$` the reader forgot to choose.
	 */
	dollarLeft?: true;
}

export interface Substituted {
	text: string;
	used: string[];
}

/** `$` and the word after it, outside `[labels]`, once every name the bot knows is replaced. */
const LEFT_DOLLAR = /\$([\p{L}\p{N}_.]*)/u;
const LABELS = /\[[^\]]*\]/g;
/** `$d6`: a pool the bot sizes with the chosen statistic, not a name. */
const DOLLAR_POOL = /^d\d/i;

function chosenStatistic(character: SampleCharacter | undefined): CharacterStatistic | undefined {
	const wanted = character?.dollar === undefined ? undefined : foldText(character.dollar).trim();
	if (wanted === undefined) return undefined;
	const statistics = character?.statistics ?? [];
	return (
		statistics.find((statistic) => foldText(statistic.name).trim() === wanted) ??
		statistics.find((statistic) => foldText(statistic.name).trim().startsWith(wanted))
	);
}

/**
 * Replaces names and `$` as the bot does; throws a `DiceError` where the bot would
 * roll a name it did not recognise (`$xyz`) or a `$` with no statistic chosen.
 */
export function substituteCharacter(text: string, character: SampleCharacter | undefined): Substituted {
	const used = new Set<string>();
	const statistics = character?.statistics ?? [];
	let named = text;
	if (character?.command === "roll") {
		const replaced = substituteDollarNames(text, statistics, used);
		const [unknown] = replaced.unknown;
		if (unknown !== undefined) throw new DiceError("unknownStatistic", { name: unknown });
		// The bot's `/roll` has no chosen statistic: it hands a `$` left alone to the dice roller, which refuses
		// it with its own words. The site's playground chooses one, which `$` then stands for.
		if (character.dollar === undefined) return { text: replaced.text, used: [...used] };
		named = replaced.text;
	} else if (statistics.length > 0) {
		named = substituteAtRoll(text, statistics, { used });
	}
	const left = LEFT_DOLLAR.exec(named.replace(LABELS, ""));
	if (!left) return { text: named, used: [...used] };
	const word = left[1] ?? "";
	// The bot would paste the chosen value before the word and fail to roll it; the reader gets the name instead.
	if (word.length > 0 && !DOLLAR_POOL.test(word) && !/^\d/.test(word)) {
		throw new DiceError("unknownStatistic", { name: word });
	}
	const chosen = chosenStatistic(character);
	if (!chosen && character?.dollarLeft) return { text: named, used: [...used] };
	if (!chosen) throw new DiceError("noStatisticForDollar");
	used.add(chosen.name);
	const withDollar = named.replace(/(\[[^\]]*\])|([^[]+)/g, (_match, label?: string, outside?: string) =>
		label !== undefined ? label : (outside ?? "").replaceAll("$", String(chosen.value)),
	);
	return { text: withDollar, used: [...used] };
}
