// A small language detector for the build checks: counts common function words
// of French and English. Enough to tell a French page from an English one, and
// to spot interface text left untranslated.
const frenchWords = new Set(
	"le la les un une des du de au aux et ou est sont pour par avec dans sur sous votre vos nous vous ce cette ces qui que quoi dont il elle ils elles leur leurs son sa ses mais ne pas plus ou où être avoir fait peut chaque aussi comme si tout tous toute entre sans".split(
		" ",
	),
);
const englishWords = new Set(
	"the an and or is are for by with in under your you we this that these which who what its it they their but not more be have can each also as if all between without of to from".split(
		" ",
	),
);

export function tokens(text) {
	return text
		.toLowerCase()
		.split(/[^\p{L}'’]+/u)
		.flatMap((word) => word.split(/['’]/))
		.filter(Boolean);
}

/** Share of French and English function words among all words of a text. */
export function languageScores(text) {
	const words = tokens(text);
	let french = 0;
	let english = 0;
	for (const word of words) {
		if (frenchWords.has(word)) french += 1;
		if (englishWords.has(word)) english += 1;
	}
	const total = Math.max(words.length, 1);
	return { french: french / total, english: english / total, words: words.length };
}

const frenchOnlyLetters = /[éèêëàâùûçôîïœ]/i;

/** True when a short interface string reads as French (accents or French function words). */
export function looksFrench(text) {
	if (frenchOnlyLetters.test(text)) return true;
	return tokens(text).some((word) => frenchWords.has(word) && !englishWords.has(word));
}

/** True when a short interface string reads as English. */
export function looksEnglish(text) {
	return tokens(text).some((word) => englishWords.has(word) && !frenchWords.has(word));
}
