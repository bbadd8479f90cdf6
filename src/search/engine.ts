// Full-text engine over the records of one locale, built on MiniSearch: an inverted
// index with BM25 scoring, prefix and fuzzy matching, field boosts, about 6 kB gzipped
// and no dependencies. Terms are folded (lower case, no accents) both ways, so French
// queries typed without accents match, and indexed under their stem too (wordForms.ts).
// Pages are ranked as a reader's question is answered: by how many of its words (the
// rarest counting most) a page matches anywhere, then by where they match, a heading or
// one of the page's questions holding them together counting most.
// The index is built in searchIndex.ts, a query planned in queryPlan.ts, pages ordered in pageRank.ts.
import type MiniSearch from "minisearch";
import type { Query, SearchResult } from "minisearch";
import { type PageHit, type PageTally, rankPages, WHOLE_TASK_BOOST, wordBits, wordRarity } from "./pageRank";
import {
	aliasRewriter,
	classTerms,
	completesWord,
	namesCommand,
	planQuery,
	synonymTerms,
	transpositions,
	typosForgiven,
} from "./queryPlan";
import type { SearchRecord } from "./records";
import {
	BM25,
	COMMON_IN_BODY,
	emptyIndex,
	FIELD_BOOSTS,
	type IndexedDocument,
	questionsByPage,
	SYNONYM_BOOSTS,
	SYNONYM_FIELDS,
	SYNONYM_TITLE_FIELDS,
	TEXT_FIELDS,
	TYPE_BOOSTS,
	toIndexedDocument,
} from "./searchIndex";
import { createSynonyms, type Synonyms } from "./synonyms";
import { taskText } from "./tasks";
import { type WordForms, wordFormsFor } from "./wordForms";

/**
 * The coverage a word counts for on a page that holds it only a typo or a prefix away
 * ("report" in "import", "create" in "create_link"): a page holding the word itself goes first.
 * A reader's word the docs never use meets many words a typo away: 0.3 rather than 0.5
 * (tuning set, issue 41: best of 0.2 to 0.5, typos included).
 */
const APPROXIMATE_COVERAGE = 0.3;

export type EngineHit = {
	record: SearchRecord;
	score: number;
	/** Indexed terms that matched (folded words and stems), for highlighting. */
	matchedTerms: string[];
};

export type SearchEngine = {
	readonly size: number;
	/** All hits for a query, page by page, best page first. */
	search(query: string): EngineHit[];
	/** The folded words of a query that count: its stop words are left out unless it has nothing else. */
	queryTerms(query: string): string[];
	/** The terms a word is indexed under (its folded form and stem), to tell which words of a hit matched. */
	formsOf(word: string): string[];
};

/** The language of a locale's records (they all share it). */
function languageOf(records: SearchRecord[]): string {
	return records[0]?.language ?? "en";
}

/** Builds the engine (in the search worker, scripts and tests). */
export function createSearchEngine(records: SearchRecord[]): SearchEngine {
	const forms = wordFormsFor(languageOf(records));
	const synonyms = createSynonyms(forms.stem);
	const vocabulary = new Set<string>();
	const bodyCounts = new Map<string, number>();
	const miniSearch = emptyIndex(forms, synonyms, vocabulary, bodyCounts);
	miniSearch.addAll(records.map(toIndexedDocument));
	return engineOver(miniSearch, records, forms, synonyms, vocabulary, bodyCounts);
}

function engineOver(
	miniSearch: MiniSearch<IndexedDocument>,
	records: SearchRecord[],
	forms: WordForms,
	synonyms: Synonyms,
	vocabulary: ReadonlySet<string>,
	bodyCounts: ReadonlyMap<string, number>,
): SearchEngine {
	const boostDocument = (id: number) => TYPE_BOOSTS[records[id]?.type ?? "content"];
	const pageCount = new Set(records.map((record) => record.url_without_anchor)).size;
	const questionTerms = questionsByPage(records, (record) => record.questions, forms);
	const rewrite = aliasRewriter(records);
	const taskTerms = questionsByPage(records, (record) => record.tasks?.map(taskText), forms, synonyms);
	/** One word of the query, under each of its forms: the typed form completed and forgiven its typos, the stem as is. */
	const searchWord = (word: string, index: number, words: string[], namedCommand: boolean): SearchResult[] => {
		const [typed, ...stems] = forms.ofWord(word);
		const prefix = completesWord(index, words.length);
		const query: Query = {
			combineWith: "OR",
			queries: [
				{ queries: [typed ?? word], prefix, fuzzy: typosForgiven(word, vocabulary), fields: TEXT_FIELDS },
				...transpositions(typed ?? word, vocabulary).map((swapped) => ({
					queries: [swapped],
					prefix,
					fuzzy: false,
					fields: TEXT_FIELDS,
				})),
				// A command name answers a query that is nothing else ("gm", "/dbroll") or that says
				// it means a command ("the config command"), exact or being typed, never a typo away
				// ("dbroll" is not "mjdbroll"): in another longer query ("template json example")
				// the same word means the thing, and command paths are met by the joined query.
				...(namedCommand ? [{ queries: [typed ?? word], prefix, fuzzy: false, fields: ["commands"] }] : []),
				...stems.map((stem) => ({ queries: [stem], prefix: false, fuzzy: false, fields: TEXT_FIELDS })),
				// A task's verb or object met through its class ("fix" for "edit"): as good as the word.
				...classTerms(typed ?? word, synonyms).map((term) => ({
					queries: [term],
					prefix: false,
					fuzzy: false,
					fields: ["tasks"],
				})),
				// The reader's word may be the docs' synonym: found, it counts as a word only
				// approached, with a smaller score, so a page holding the word itself goes first.
				...synonymTerms(word, synonyms, forms).map((term) => ({
					queries: [term],
					prefix: false,
					fuzzy: false,
					fields: (bodyCounts.get(term) ?? 0) > COMMON_IN_BODY ? SYNONYM_TITLE_FIELDS : SYNONYM_FIELDS,
					boost: SYNONYM_BOOSTS,
				})),
			],
		};
		return run(query);
	};
	const run = (query: Query): SearchResult[] =>
		miniSearch.search(query, {
			// The query is already split and folded.
			tokenize: (text) => [text],
			processTerm: (term) => term,
			boost: FIELD_BOOSTS,
			boostDocument,
			bm25: BM25,
		});

	return {
		size: records.length,
		queryTerms: (query) => planQuery(rewrite(query), forms).words,
		formsOf: (word) => forms.ofWord(word),
		search(query) {
			const { words, phrases } = planQuery(rewrite(query), forms);
			if (words.length === 0) return [];
			const pages = new Map<string, PageTally>();
			const searches = words.map((word, index) => ({
				results: searchWord(word, index, words, namesCommand(word, words, phrases.length)),
				covers: [index],
				coverBits: wordBits([index]),
				phraseLength: 0,
				exactTerms: [...forms.ofWord(word), ...classTerms(word, synonyms)],
			}));
			for (const phrase of phrases) {
				// A phrase typed in full is only worth a search if the index holds it as a term.
				if (!phrase.typing && !vocabulary.has(phrase.term)) continue;
				searches.push({
					results: run({ queries: [phrase.term], prefix: phrase.typing }),
					covers: phrase.covers,
					coverBits: wordBits(phrase.covers),
					phraseLength: phrase.length,
					exactTerms: [phrase.term],
				});
			}
			for (const { results, covers, coverBits, phraseLength, exactTerms } of searches) {
				for (const result of results) {
					const id = result.id as number;
					const record = records[id];
					if (!record) continue;
					// MiniSearch multiplies by the number of forms matched; their scores already add up.
					const score = result.score / Math.max(1, result.queryTerms.length);
					let page = pages.get(record.url_without_anchor);
					if (!page) {
						const questions = questionTerms.get(record.url_without_anchor) ?? [];
						const tasks = taskTerms.get(record.url_without_anchor) ?? [];
						page = {
							best: words.map(() => 0),
							covered: words.map(() => 0),
							phrase: 0,
							hits: new Map(),
							questions,
							questionWords: questions.map(() => 0),
							tasks,
							taskWords: tasks.map(() => 0),
							phraseWords: 0,
						};
						pages.set(record.url_without_anchor, page);
					}
					const exact = result.terms.some((term) => exactTerms.includes(term));
					for (const index of covers) {
						page.best[index] = Math.max(page.best[index] ?? 0, score);
						page.covered[index] = Math.max(page.covered[index] ?? 0, exact ? 1 : APPROXIMATE_COVERAGE);
					}
					// The words found side by side, as typed, add to the page's rank; a phrase only
					// completed ("private sheet" in "private_sheet_only") is no phrase found.
					if (exact && phraseLength > 0) {
						// A phrase holding more of the query's words says more: a command path typed
						// whole beats one of its compounds.
						const held = Math.sqrt(covers.length / words.length);
						page.phrase = Math.max(page.phrase, phraseLength * score * held);
						page.phraseWords |= coverBits;
					}
					const hit: PageHit = page.hits.get(id) ?? {
						score: 0,
						terms: [],
						headingWords: 0,
						blockWords: 0,
					};
					hit.score += score;
					hit.terms.push(result.terms);
					for (const term of result.terms) {
						const fields = result.match[term] ?? [];
						if (fields.includes("heading")) hit.headingWords |= coverBits;
						if (fields.includes("content")) hit.blockWords |= coverBits;
						if (fields.includes("questions")) {
							page.questions.forEach((question, at) => {
								if (question.has(term)) page.questionWords[at] = (page.questionWords[at] ?? 0) | coverBits;
							});
						}
						if (fields.includes("tasks")) {
							page.tasks.forEach((task, at) => {
								if (task.has(term)) page.taskWords[at] = (page.taskWords[at] ?? 0) | coverBits;
							});
						}
					}
					page.hits.set(id, hit);
				}
			}
			const ranked: EngineHit[] = [];
			// A command typed by its name (`delete_characters`, `/config`) is no reader's task.
			const wholeTaskBoost = /[_/]/.test(query) ? 0 : WHOLE_TASK_BOOST;
			for (const hits of rankPages([...pages.values()], wordRarity(words, pages, pageCount), wholeTaskBoost)) {
				for (const [id, hit] of hits) {
					const record = records[id];
					if (record) ranked.push(new RankedHit(record, hit));
				}
			}
			return ranked;
		},
	};
}

/** A hit as the engine answers it; its matched terms are made into one list only when asked, for the hits shown. */
class RankedHit implements EngineHit {
	readonly score: number;
	constructor(
		readonly record: SearchRecord,
		private readonly hit: PageHit,
	) {
		this.score = hit.score;
	}
	get matchedTerms(): string[] {
		return [...new Set(this.hit.terms.flat())];
	}
}
