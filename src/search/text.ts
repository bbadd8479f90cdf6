// How text becomes search terms, shared by the indexer, the query and the highlighter
// so that all three agree: words are runs of letters and digits, compared in lower
// case without accents ("Rôle" and "role" are the same term, and so are "dés" and "des").

const WORD_PATTERN = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;
const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss" };
const LIGATURE_PATTERN = /[œæß]/g;

/** Lower case, accents and ligatures folded: "Œuvre Créée" -> "oeuvre creee". */
export function foldText(text: string): string {
	return text
		.toLowerCase()
		.normalize("NFD")
		.replace(COMBINING_MARKS, "")
		.replace(LIGATURE_PATTERN, (letter) => LIGATURES[letter] ?? letter);
}

export type WordSpan = { word: string; start: number; end: number };

/** Words of a text with their positions, for highlighting. */
export function wordSpans(text: string): WordSpan[] {
	const spans: WordSpan[] = [];
	for (const match of text.matchAll(WORD_PATTERN)) {
		const start = match.index ?? 0;
		spans.push({ word: match[0], start, end: start + match[0].length });
	}
	return spans;
}

/** Words joined by hyphens or underscores: "auto-complétion", "auto_role", "out-of-character". */
const COMPOUND_PATTERN = /[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)+/gu;
const COMPOUND_SEPARATOR = /[-_]/g;

/** Compounds of a text with their positions, and the single word they make once joined. */
export function compoundSpans(text: string): WordSpan[] {
	const spans: WordSpan[] = [];
	for (const match of text.matchAll(COMPOUND_PATTERN)) {
		const start = match.index ?? 0;
		spans.push({ word: match[0].replace(COMPOUND_SEPARATOR, ""), start, end: start + match[0].length });
	}
	return spans;
}

/** A dice expression written as one word: its count, its die, and what follows ("2d20kh1"). */
const DICE_WORD = /^\d+(d(?:\d+|f))([a-z]+\d*)?$/i;

/**
 * The parts of a dice expression a reader types on their own: "2d20kh1" holds "d20"
 * and "kh1", "4dF" holds "dF".
 */
function diceParts(word: string): string[] {
	const match = DICE_WORD.exec(word);
	if (!match) return [];
	return match[2] ? [match[1] as string, match[2]] : [match[1] as string];
}

/**
 * Words of a text, unfolded, plus each compound joined into one word, so that
 * "autocompletion" finds "auto-complétion" and "autorole" finds "auto_role", and the
 * parts of each dice expression, so that "kh1" finds "2d20kh1".
 */
export function tokenize(text: string): string[] {
	const words = text.match(WORD_PATTERN) ?? [];
	const compounds = compoundSpans(text).map((span) => span.word);
	const dice = words.flatMap(diceParts);
	return compounds.length > 0 || dice.length > 0 ? [...words, ...compounds, ...dice] : words;
}

const foldedWords = new Map<string, string>();

/** foldText for a single word, remembered: pages and hits repeat their words. */
export function foldWord(word: string): string {
	let folded = foldedWords.get(word);
	if (folded === undefined) {
		folded = foldText(word);
		foldedWords.set(word, folded);
	}
	return folded;
}

/** The indexed form of a word, or null for single characters ("l'" and "d'" elisions, stray letters). */
export function indexTerm(word: string): string | null {
	const folded = foldWord(word);
	return folded.length > 1 ? folded : null;
}

/**
 * Typos forgiven in a query word: one edit from 4 letters on, two from 8 (Algolia's own
 * limits), so "statistque" finds "statistiques" while short words stay exact, and a
 * six-letter word no page uses (« stress ») does not meet one two edits away (« adress »).
 * Two neighbouring letters swapped count as one typo (`transpositions` in queryPlan.ts),
 * so "macors" still finds "macros".
 */
export function typoTolerance(term: string): number {
	if (term.length < 4) return 0;
	return term.length < 8 ? 1 : 2;
}
