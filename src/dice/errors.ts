/**
 * What can go wrong with an expression, as stable codes with values. The
 * interface maps each code to a translated sentence; the engine never writes
 * prose for readers.
 */
export type DiceErrorCode =
	| "empty"
	| "tooLong"
	| "tooManyGroups"
	| "tooManyDice"
	| "tooManyRolls"
	| "tooManyExplodingDice"
	| "noDice"
	| "invalidNotation"
	| "invalidMath"
	| "mathNotFinite"
	| "notFinite"
	| "unsupportedMath"
	| "invalidComparison"
	| "invalidOpposition"
	| "unreadableThreshold"
	| "invalidCritical"
	| "repeatCount"
	| "repeatInShared"
	| "sharedMainZero"
	| "equalsInRepeat"
	| "tooManyFormulas"
	| "unknownStatistic"
	| "noStatisticForDollar"
	| "unsupported"
	| "tripleBraces"
	| "endlessExplosion";

export type DiceErrorValues = Record<string, string | number>;

export class DiceError extends Error {
	constructor(
		readonly code: DiceErrorCode,
		readonly values: DiceErrorValues = {},
		/** The dice roller's own report (`SyntaxError: …`): only the bot's error embed prints it, never the site's sentences. */
		readonly logs?: string,
	) {
		super(`${code}${Object.keys(values).length > 0 ? ` ${JSON.stringify(values)}` : ""}`);
		this.name = "DiceError";
	}
}

/** The message of a thrown value, for logs shown to the reader. */
export function errorText(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}
