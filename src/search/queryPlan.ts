// A query's side: what a reader typed made into what the engine searches (its words
// without stop words, the phrases it may mean joined, a retired term replaced by the
// current one), and how each word is looked for (prefix, typos, command names,
// synonyms, word classes).
import type { SearchRecord } from "./records";
import type { Synonyms } from "./synonyms";
import { compoundSpans, foldText, typoTolerance, wordSpans } from "./text";
import type { WordForms } from "./wordForms";

/**
 * Prefix matching for the word being typed, the last one: the words before it are
 * whole, and their other forms are met by their stem ("importer" finds "import"), so
 * "bot" in a question does not expand to every word starting with "bot".
 */
export function completesWord(index: number, wordCount: number): boolean {
	return index === wordCount - 1;
}

/**
 * A term standing for several words of the query, which a page holding it covers at
 * once: `covers` are the searched words inside it, `length` its words, stop words
 * included ("edit_me" stands for two words though "me" is not searched).
 */
export type Phrase = { term: string; covers: number[]; length: number; typing: boolean };

/** Longest run of a query's words also searched joined: a keyword or compound inside a longer query. */
const RUN_PHRASE_WORDS = 3;

/**
 * What a query searches: its folded words, without stop words (checked with their
 * accents, so "dés" stays while "des" goes) unless they are all it has, and without
 * single characters unless the query is nothing else (so that typing "m" already
 * suggests "macro"); and its phrases: each hyphenated or underscored compound joined
 * ("auto_role" -> "autorole"), the whole query joined, stop words included ("/mj
 * roll" -> "mjroll", "out of character" -> "outofcharacter"), and each run of two or
 * three of its words joined ("how do I back up" -> "backup"), to meet a command path, a
 * keyword of several words or a compound of the text typed as separate words.
 */
export function planQuery(query: string, forms: WordForms): { words: string[]; phrases: Phrase[] } {
	const spans = wordSpans(query).map((span) => {
		const folded = foldText(span.word);
		return { ...span, lower: span.word.toLowerCase(), folded, term: forms.ofWord(span.word)[0] ?? folded };
	});
	const longer = spans.filter((span) => span.folded.length > 1);
	const candidates = longer.length > 0 ? longer : spans;
	const meaningful = candidates.filter((span) => !forms.isStopWord(span.lower));
	const kept = meaningful.length > 0 ? meaningful : candidates;
	const words = [...new Set(kept.map((span) => span.term))];
	const coveredBetween = (start: number, end: number) => [
		...new Set(kept.filter((span) => span.start >= start && span.end <= end).map((span) => words.indexOf(span.term))),
	];
	const candidatesPhrases = compoundSpans(query).map((span) => ({
		term: foldText(span.word),
		start: span.start,
		end: span.end,
	}));
	if (spans.length > 1) {
		candidatesPhrases.push({
			term: foldText(spans.map((span) => span.word).join("")),
			start: 0,
			end: query.length,
		});
	}
	for (let length = 2; length <= Math.min(RUN_PHRASE_WORDS, spans.length - 1); length++) {
		for (let first = 0; first + length <= spans.length; first++) {
			const run = spans.slice(first, first + length);
			candidatesPhrases.push({
				term: foldText(run.map((span) => span.word).join("")),
				start: run[0]?.start ?? 0,
				end: run.at(-1)?.end ?? 0,
			});
		}
	}
	const phrases = new Map<string, Phrase>();
	for (const candidate of candidatesPhrases) {
		const covers = coveredBetween(candidate.start, candidate.end);
		if (covers.length === 0 || words.includes(candidate.term) || phrases.has(candidate.term)) continue;
		const typing = query.slice(candidate.end).trim() === "";
		const length = spans.filter((span) => span.start >= candidate.start && span.end <= candidate.end).length;
		phrases.set(candidate.term, { term: candidate.term, covers, length, typing });
	}
	return { words, phrases: [...phrases.values()] };
}

/**
 * A query with each retired variant the glossary lists ("salon des journaux", "template
 * form") replaced by the term used now, so it finds what the term finds; the query as is when it holds none.
 */
export function aliasRewriter(records: SearchRecord[]): (query: string) => string {
	const aliases = records
		.flatMap((record) => record.aliases ?? [])
		.map(([variant, term]) => ({ words: wordSpans(foldText(variant)).map((span) => span.word), term }))
		.filter((alias) => alias.words.length > 0)
		.sort((a, b) => b.words.length - a.words.length);
	if (aliases.length === 0) return (query) => query;
	return (query) => {
		// The rest of the query is kept as typed: its accents keep « dés » (dice) apart from the article.
		const spans = wordSpans(query);
		const words = spans.map((span) => foldText(span.word));
		let rewritten = "";
		let from = 0;
		for (let at = 0; at < words.length; ) {
			const alias = aliases.find((candidate) => candidate.words.every((word, offset) => words[at + offset] === word));
			if (!alias) {
				at += 1;
				continue;
			}
			const last = spans[at + alias.words.length - 1];
			rewritten += `${query.slice(from, spans[at]?.start)}${alias.term}`;
			from = last?.end ?? query.length;
			at += alias.words.length;
		}
		return from === 0 ? query : rewritten + query.slice(from);
	};
}

/** The class term a query word meets tasks through, if its word belongs to a class. */
export function classTerms(word: string, synonyms: Synonyms): string[] {
	const wordClass = synonyms.classOf(word);
	return wordClass ? [wordClass] : [];
}

/**
 * Typos forgiven in a query word: a word the docs use is likely typed as meant, and one
 * edit still meets its other forms (« validee », « validé »); a word they do not use
 * gets the full tolerance. Two edits over the whole index is most of a long query's time.
 */
export function typosForgiven(word: string, vocabulary: ReadonlySet<string>): number {
	const tolerance = typoTolerance(word);
	return vocabulary.has(word) ? Math.min(1, tolerance) : tolerance;
}

/**
 * The docs' words a query word becomes when two neighbouring letters are swapped back
 * ("macors" → "macros"): one typo, as Algolia counts it, where edits count two. Only for
 * a word the docs do not use and that is forgiven a single edit (two edits cover a swap).
 */
export function transpositions(word: string, vocabulary: ReadonlySet<string>): string[] {
	if (vocabulary.has(word) || typoTolerance(word) !== 1) return [];
	const found = new Set<string>();
	for (let at = 0; at < word.length - 1; at++) {
		if (word[at] === word[at + 1]) continue;
		const swapped = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
		if (vocabulary.has(swapped)) found.add(swapped);
	}
	return [...found];
}

/** Words that say the other word of a query is a command's name ("choose command", « commande aide »). */
const COMMAND_WORDS = new Set(["command", "commands", "commande", "commandes", "cmd", "slash"]);

/**
 * Whether a query word is to be met as a command name: when it is the whole query, or
 * when the query says it means a command ("the config command", « commande aide »).
 */
export function namesCommand(word: string, words: string[], phraseCount: number): boolean {
	if (words.length === 1) return phraseCount === 0;
	return !COMMAND_WORDS.has(word) && words.some((other) => COMMAND_WORDS.has(other));
}

/** The indexed terms of a word's synonyms (each word and its stem), a dice formula's included. */
export function synonymTerms(word: string, synonyms: Synonyms, forms: WordForms): string[] {
	return [...new Set([...synonyms.of(word).flatMap((synonym) => forms.of(synonym)), ...diceTerms(word, forms)])];
}

/** A die or a dice formula as a reader types it ("5d6", "d20", "1d8"), the number of faces kept. */
const DICE_FORMULA = /^\d*d(\d+)$/;

/**
 * What a dice formula typed in a query stands for: its die ("5d6" -> "d6") and dice in
 * either language. The docs write few formulas, so "combien de 6 sur 5d6" found no page
 * at all, and "4d6" found the one page whose example holds it, whatever it was about.
 */
function diceTerms(word: string, forms: WordForms): string[] {
	const formula = DICE_FORMULA.exec(word);
	if (!formula) return [];
	const die = `d${formula[1]}`;
	return [...(die === word ? [] : forms.of(die)), ...forms.ofWord("dés"), ...forms.ofWord("dice")];
}
