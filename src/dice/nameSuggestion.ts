/**
 * Words left in a formula once statistic names are replaced, which the dice
 * library then cannot read: usually a misspelled statistic. The closest
 * statistic name (compared without case or accents) is offered in its place.
 */
import leven from "leven";
import { FORMULA_CONSTANTS, FORMULA_FUNCTIONS } from "./arithmetic";
import { foldText } from "./standardize";

/**
 * Letters that dice notation uses on its own: `d`, `dF`, keep and drop
 * (`kh`, `dl`...), re-roll `r`/`ro`, unique `u`, sort `s`/`sa`/`sd`,
 * penetrate `p`, success and failure `cs`/`cf`, `f` of a target count, and
 * dice-roller's functions.
 */
const NOTATION_WORDS = new Set([
	"d",
	"df",
	"k",
	"kh",
	"kl",
	"dh",
	"dl",
	"r",
	"ro",
	"u",
	"uo",
	"s",
	"sa",
	"sd",
	"p",
	"cs",
	"cf",
	"f",
	"sin",
	"cos",
	"tan",
	...FORMULA_FUNCTIONS,
	...FORMULA_CONSTANTS,
]);

/** A word is a run of letters; notation glues letters to digits (`2d6kh1`), so digits end a word. */
const WORD = /\p{L}[\p{L}\p{M}_]*/gu;
/** `[labels]`, `# comments` and `// comments` are user text, not notation. */
const USER_TEXT = /\[[^\]]*\]|\s(#|\/\/|\/\*).*$/gs;

/** The words of a formula that are neither notation nor an allowed function, as written. */
export function unknownWords(text: string): string[] {
	const words = text.replace(USER_TEXT, " ").match(WORD) ?? [];
	return [...new Set(words.filter((word) => !NOTATION_WORDS.has(foldText(word))))];
}

/**
 * The statistic a misspelled name most likely meant: a name that starts
 * with it (`Dex` for `Dextérité`), else the nearest by edit distance, within
 * a third of its length (at least one edit).
 */
export function closestName(written: string, names: readonly string[]): string | undefined {
	const wanted = foldText(written).trim();
	if (wanted.length === 0) return undefined;
	const folded = names.map((name) => ({ name, folded: foldText(name).trim() }));
	const prefixed = folded
		.filter((entry) => entry.folded.length > 0 && entry.folded.startsWith(wanted))
		.sort((a, b) => a.folded.length - b.folded.length);
	const [shortest] = prefixed;
	if (shortest) return shortest.name;
	const maxDistance = Math.max(1, Math.floor(wanted.length / 3));
	let best: { name: string; distance: number } | undefined;
	for (const entry of folded) {
		const distance = leven(wanted, entry.folded, { maxDistance: maxDistance + 1 });
		if (distance <= maxDistance && (!best || distance < best.distance)) best = { name: entry.name, distance };
	}
	return best?.name;
}
