// Word forms per language for the local engine: a light stemmer, so that "journaux"
// meets "journal" and "rolls" meets "roll", and the stop words a query may leave
// unmatched. Applied the same way when indexing and when searching, to folded words
// (lower case, no accents), so a query typed without accents stems like the page; a
// word that folding would turn into a stop word ("dés" into "des") keeps its accents.
// Only the engine imports this module, in the search worker: the stemmers stay out of every page.
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as frenchStemmer } from "@orama/stemmers/french";
import { stopwords as englishStopWords } from "@orama/stopwords/english";
import { stopwords as frenchStopWords } from "@orama/stopwords/french";
import { foldWord } from "./text";

/**
 * Question words readers put in front of what they look for ("comment supprimer…",
 * "how do I…"), which the libraries' lists, made for running text, leave out. The
 * apostrophe splits "doesn't" into "doesn" and "t".
 */
const QUESTION_WORDS: Record<string, string[]> = {
	fr: [
		"comment",
		"pourquoi",
		"quoi",
		"où",
		"quand",
		"combien",
		"peut",
		"peux",
		"puis",
		"faut",
		"faire",
		"veux",
		"dois",
		"doit",
		"moyen",
		"possible",
	],
	en: ["can", "don", "doesn", "didn", "isn", "won", "let", "way", "possible"],
};

export type WordForms = {
	/** The terms a folded word is indexed and searched under: the word itself, and its stem when different. */
	of(folded: string): string[];
	/**
	 * The terms a word as written is indexed and searched under: those of its folded form,
	 * unless folding turns it into a stop word ("dés", dice, into "des", the article that
	 * is on every page): then the word and its stem, lower case, accents kept.
	 */
	ofWord(word: string): string[];
	/** The stem of a folded word. */
	stem(folded: string): string;
	/** Whether a query word (lower case, accents kept) is a stop word of the language. */
	isStopWord(word: string): boolean;
};

const cache = new Map<string, WordForms>();

/** The word forms of a locale ("fr" or "en"; other locales get the English rules). */
export function wordFormsFor(language: string): WordForms {
	const key = language === "fr" ? "fr" : "en";
	let forms = cache.get(key);
	if (!forms) {
		forms =
			key === "fr"
				? createWordForms(frenchStemmer, [...frenchStopWords, ...(QUESTION_WORDS.fr ?? []), ...englishStopWords])
				: createWordForms(englishStemmer, [...englishStopWords, ...(QUESTION_WORDS.en ?? []), ...frenchStopWords]);
		cache.set(key, forms);
	}
	return forms;
}

/**
 * The stop words are the language's, its question words, and the other language's stop
 * words: readers type the other language too (a French reader on the English site), and
 * neither list holds a word that the other language's pages use for a thing. The other
 * language's question words are left out: "comment" is one in French, a thing in English.
 */
function createWordForms(stemmer: (word: string) => string, stopWords: string[]): WordForms {
	const stopSet = new Set(stopWords);
	// Pages and queries repeat their words: each is stemmed once.
	const stems = new Map<string, string>();
	const stem = (folded: string) => {
		let stemmed = stems.get(folded);
		if (stemmed === undefined) {
			stemmed = folded.length > 3 ? stemmer(folded) : folded;
			stems.set(folded, stemmed);
		}
		return stemmed;
	};
	const of = (folded: string) => {
		const stemmed = stem(folded);
		return stemmed === folded || stemmed.length < 2 ? [folded] : [folded, stemmed];
	};
	return {
		of,
		ofWord(word) {
			const lower = word.toLowerCase();
			const folded = foldWord(lower);
			if (lower === folded || !stopSet.has(folded) || stopSet.has(lower)) return of(folded);
			const stemmed = stemmer(lower);
			return stemmed === lower || stemmed.length < 2 ? [lower] : [lower, stemmed];
		},
		stem,
		isStopWord: (word) => stopSet.has(word),
	};
}
