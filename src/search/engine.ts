// Full-text engine over the records of one locale, built on MiniSearch: an inverted
// index with BM25 scoring, prefix and fuzzy matching, field boosts, about 6 kB gzipped
// and no dependencies. Terms are folded (lower case, no accents) both ways, so French
// queries typed without accents match, and indexed under their stem too (wordForms.ts).
// Pages are ranked as a reader's question is answered: by how many of its words (the
// rarest counting most) a page matches anywhere, then by where they match, a heading or
// one of the page's questions holding them together counting most.
import MiniSearch, { type Query, type SearchResult } from "minisearch";
import { isHeadingType, recordOwnText, type SearchRecord } from "./records";
import { createSynonyms, type Synonyms } from "./synonyms";
import { taskText } from "./tasks";
import { compoundSpans, foldText, indexTerm, tokenize, typoTolerance, wordSpans } from "./text";
import { type WordForms, wordFormsFor } from "./wordForms";

/** The searchable fields of a record. */
type IndexedDocument = {
	id: number;
	/** The heading text, for heading records. */
	heading: string;
	/** The block text of content records. */
	content: string;
	/** The page's description (lvl1 records only): the writers' own summary of the page. */
	description: string;
	/**
	 * The nearest heading above the record, so that "macro règles" finds a paragraph under
	 * "Macros". Not the page title: the page's own record answers for it, and repeated in
	 * every block it made each title word match most of its page (a tenth of query time).
	 */
	context: string;
	/** The page's keywords (lvl1 records only). */
	keywords: string;
	/** The questions the page answers, from its front matter (lvl1 records only). */
	questions: string;
	/** The tasks the page lets a reader do, verb and object (lvl1 records only), each word beside its class. */
	tasks: string;
	/** The command paths and names the page documents, comma-separated (lvl1 records only). */
	commands: string;
};

/**
 * A keyword's words, and for a keyword of several words the words joined too ("roll a
 * die" -> "rolladie"), which a query typing the whole keyword meets as a phrase. A
 * keyword written as an identifier (`private_sheet_only`) is only that joined term, like
 * a command name: its parts are no words the page is about.
 */
function keywordTerms(keyword: string): string[] {
	const spans = wordSpans(keyword);
	const joined = spans.map((span) => span.word).join("");
	if (keyword.includes("_")) return [joined];
	return spans.length > 1 ? [...tokenize(keyword), joined] : tokenize(keyword);
}

/** Lower case only: the accents of a keyword are the indexer's to fold or keep. */
function lowerCase(word: string): string {
	return word.toLowerCase();
}

/**
 * A command name or path is indexed as one term, its words joined ("mj roll" ->
 * "mjroll", "user_config" -> "userconfig"): typed whole, it finds its page, while its
 * words alone ("roll", "config") stay ordinary words found in the text.
 */
function commandTerm(name: string): string {
	return name.replace(/[\s_-]+/g, "");
}

/**
 * A match in a heading counts four times a match in body text, one in the page's
 * keywords five times, one in the questions it answers or the tasks it does three times, one in its description twice; a command name counts most, so `/mj` or `gm` lands on the page
 * that documents the command rather than on one of the pages using it; the context
 * only tips the balance.
 */
const FIELD_BOOSTS = {
	heading: 4,
	keywords: 5,
	questions: 3,
	tasks: 3,
	description: 2,
	commands: 16,
	content: 1,
	context: 0.4,
};
/** A synonym's match weighs half the word's. */
const SYNONYM_BOOSTS = Object.fromEntries(Object.entries(FIELD_BOOSTS).map(([field, boost]) => [field, boost / 4]));
const FIELDS = Object.keys(FIELD_BOOSTS) as (keyof typeof FIELD_BOOSTS)[];
const TEXT_FIELDS = FIELDS.filter((field) => field !== "commands");
/**
 * A synonym is not looked for in a block's context (its page title and heading, which
 * every block of a section repeats): a quarter weight there adds nothing to the rank,
 * and common synonyms ("personnage", "message") met it in most blocks of the index.
 * Nor in the tasks: there the word's class stands for its synonyms, at full weight.
 */
const SYNONYM_FIELDS = TEXT_FIELDS.filter((field) => field !== "context" && field !== "tasks");
/**
 * A synonym the body text uses more than COMMON_IN_BODY times ("personnage", "message")
 * is looked for in headings, keywords, questions and descriptions only: in body text it
 * met hundreds of blocks at a quarter weight: a fifth of a query's time, and no loss of
 * rank on the tuning set without it.
 */
const SYNONYM_TITLE_FIELDS = SYNONYM_FIELDS.filter((field) => field !== "content");
const COMMON_IN_BODY = 150;
/**
 * BM25 as MiniSearch's default but with less length normalisation (b 0.5, not 0.7): a
 * page's questions, keywords and longer blocks are one field each, and the longer they
 * were the less a match in them counted.
 */
const BM25 = { k: 1.2, b: 0.5, d: 0.5 };
/** Heading records rank above body text, page titles above section titles. */
const TYPE_BOOSTS: Record<SearchRecord["type"], number> = {
	lvl1: 1.6,
	lvl2: 1.35,
	lvl3: 1.2,
	lvl4: 1.1,
	lvl5: 1.05,
	lvl6: 1.05,
	content: 1,
};

/**
 * Weight of a page's next best hits in its rank, next to its best hit for each word,
 * and how many count: a page answering in several places beats a single mention,
 * but a long page does not win by length alone.
 */
const OTHER_HITS_SHARE = 0.1;
const OTHER_HITS_COUNTED = 5;
/**
 * How much more a page ranks when one place of it holds the query's words together
 * (times the square of the share of the query's rarity held there): a heading or the
 * page title, one of the questions the page answers, one of the tasks it does (its verb
 * and object met through their classes; a task holding every word also counts
 * WHOLE_TASK_BOOST), or a phrase of the query found whole. The query's words side by side in a heading or a question say more than the
 * same words scattered over a page, or listed in its keywords.
 */
const TOGETHER_BOOST = 2;
/**
 * How much more a page ranks when one of its tasks holds every word of the query: the
 * page says it does what the reader asks, where a heading sharing the verb and a noun
 * may be about something else (« changer la photo du bot » and the sheet's avatar).
 * Tuning set, issue 41: 0.5 gained in both languages (0.25 to 1.5 tried); applied to any
 * task met by its verb and object, the same factor lost ranks.
 */
const WHOLE_TASK_BOOST = 0.5;
/** A block of body text holding the words together counts half a heading: blocks are longer. */
const BLOCK_TOGETHER_SHARE = 0.5;
/**
 * The coverage a word counts for on a page that holds it only a typo or a prefix away
 * ("report" in "import", "create" in "create_link"): a page holding the word itself goes first.
 * A reader's word the docs never use meets many words a typo away: 0.3 rather than 0.5
 * (tuning set, issue 41: best of 0.2 to 0.5, typos included).
 */
const APPROXIMATE_COVERAGE = 0.3;

/**
 * Prefix matching for the word being typed, the last one: the words before it are
 * whole, and their other forms are met by their stem ("importer" finds "import"), so
 * "bot" in a question does not expand to every word starting with "bot".
 */
function completesWord(index: number, wordCount: number): boolean {
	return index === wordCount - 1;
}

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

/**
 * An empty index; `vocabulary` receives every term typed as it is indexed (each word's
 * typed form, command names), `bodyCounts` how often each term occurs in body text.
 */
function emptyIndex(
	forms: WordForms,
	synonyms: Synonyms,
	vocabulary: Set<string>,
	bodyCounts: Map<string, number>,
): MiniSearch<IndexedDocument> {
	return new MiniSearch<IndexedDocument>({
		fields: FIELDS,
		storeFields: [],
		tokenize: (text, field) => {
			if (field === "commands") return text.split(",").map(commandTerm);
			// A keyword list is a set of readers' words: a word in several keywords ("modèle",
			// "modèle enregistrer", "modèle supprimer") counts once, not once per keyword.
			if (field === "keywords") return [...new Set(text.split(",").flatMap(keywordTerms).map(lowerCase))];
			return tokenize(text);
		},
		processTerm: (word, field) => {
			const folded = indexTerm(word);
			if (!folded) return null;
			if (field === "commands") {
				vocabulary.add(folded);
				return folded;
			}
			const terms = forms.ofWord(word);
			if (terms[0]) vocabulary.add(terms[0]);
			if (field === "tasks") {
				const wordClass = synonyms.classOf(terms[0] ?? "");
				return wordClass ? [...terms, wordClass] : terms;
			}
			if (field === "content") for (const term of terms) bodyCounts.set(term, (bodyCounts.get(term) ?? 0) + 1);
			return terms;
		},
	});
}

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

/**
 * A term standing for several words of the query, which a page holding it covers at
 * once: `covers` are the searched words inside it, `length` its words, stop words
 * included ("edit_me" stands for two words though "me" is not searched).
 */
type Phrase = { term: string; covers: number[]; length: number; typing: boolean };

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
function planQuery(query: string, forms: WordForms): { words: string[]; phrases: Phrase[] } {
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

/** A page's tally for one query: its best score for each word, and its hits. */
type PageTally = {
	best: number[];
	/** How well each word is covered: 1 when the page holds it (or its stem), less when only a typo or a prefix away. */
	covered: number[];
	/**
	 * The best score of a phrase of the query found whole, times its length: words side
	 * by side, as typed, say more than the same words apart (a hosted index's proximity).
	 */
	phrase: number;
	hits: Map<number, PageHit>;
	/** The questions the page answers, each as the set of its indexed terms. */
	questions: Set<string>[];
	/** Which of the query's words each question holds (bit i for word i, as every `…Words` below). */
	questionWords: number[];
	/** The tasks the page does, each as the set of its indexed terms (word classes included). */
	tasks: Set<string>[];
	/** Which of the query's words each task holds, directly or through their class. */
	taskWords: number[];
	/** The query's words met together in a phrase of the query found whole. */
	phraseWords: number;
};

type PageHit = {
	score: number;
	/** The indexed terms each search matched here, made into one list only for the hits shown. */
	terms: string[][];
	/** The query's words its heading holds (the title, for a page's own record). */
	headingWords: number;
	/** The query's words its block of body text holds (not its context). */
	blockWords: number;
};

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

/**
 * Each page's questions (or tasks), as the terms each one is indexed under, to tell which
 * of them hold a query's words; a task's terms include its words' classes.
 */
function questionsByPage(
	records: SearchRecord[],
	sentencesOf: (record: SearchRecord) => string[] | undefined,
	forms: WordForms,
	synonyms?: Synonyms,
): Map<string, Set<string>[]> {
	const questions = new Map<string, Set<string>[]>();
	for (const record of records) {
		const sentences = record.type === "lvl1" ? sentencesOf(record) : undefined;
		if (!sentences) continue;
		const terms = sentences.map(
			(sentence) =>
				new Set(
					tokenize(sentence).flatMap((word) => {
						if (!indexTerm(word)) return [];
						const wordForms = forms.ofWord(word);
						const wordClass = synonyms?.classOf(wordForms[0] ?? "");
						return wordClass ? [...wordForms, wordClass] : wordForms;
					}),
				),
		);
		questions.set(record.url_without_anchor, terms);
	}
	return questions;
}

/**
 * A query with each retired variant the glossary lists ("salon des journaux", "template
 * form") replaced by the term used now, so it finds what the term finds; the query as is when it holds none.
 */
function aliasRewriter(records: SearchRecord[]): (query: string) => string {
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
function classTerms(word: string, synonyms: Synonyms): string[] {
	const wordClass = synonyms.classOf(word);
	return wordClass ? [wordClass] : [];
}

/**
 * Typos forgiven in a query word: a word the docs use is likely typed as meant, and one
 * edit still meets its other forms (« validee », « validé »); a word they do not use
 * gets the full tolerance. Two edits over the whole index is most of a long query's time.
 */
function typosForgiven(word: string, vocabulary: ReadonlySet<string>): number {
	const tolerance = typoTolerance(word);
	return vocabulary.has(word) ? Math.min(1, tolerance) : tolerance;
}

/** Words that say the other word of a query is a command's name ("choose command", « commande aide »). */
const COMMAND_WORDS = new Set(["command", "commands", "commande", "commandes", "cmd", "slash"]);

/**
 * Whether a query word is to be met as a command name: when it is the whole query, or
 * when the query says it means a command ("the config command", « commande aide »).
 */
function namesCommand(word: string, words: string[], phraseCount: number): boolean {
	if (words.length === 1) return phraseCount === 0;
	return !COMMAND_WORDS.has(word) && words.some((other) => COMMAND_WORDS.has(other));
}

/** The indexed terms of a word's synonyms (each word and its stem), a dice formula's included. */
function synonymTerms(word: string, synonyms: Synonyms, forms: WordForms): string[] {
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

/**
 * Share of the index's pages added to each word's count in its rarity: a reader's filler
 * word that one page happens to hold ("plein de", "someone") weighed most of the query and
 * handed that page the first place; smoothed, rare words still say more (tuning set, issue
 * 41: a tenth, 4 of the 38 pages, was best of 1 to 8 pages).
 */
const RARITY_SMOOTHING = 0.1;

/** How rare each word of the query is among the pages (inverse page frequency): a rare word says more. */
function wordRarity(words: string[], pages: Map<string, PageTally>, pageCount: number): number[] {
	return words.map((_, index) => {
		let matching = 0;
		for (const page of pages.values()) if ((page.covered[index] ?? 0) > 0) matching += 1;
		return Math.log(1 + pageCount / (Math.max(1, matching) + RARITY_SMOOTHING * pageCount));
	});
}

/**
 * Orders pages by the share of the query's rarity they cover times their relevance:
 * their best hit for each word (weighed by the word's rarity), the phrases of the query
 * they hold whole, and a share of their next best hits. A page matching half of the
 * query's weight keeps half of its score, so pages answering more of the words come
 * first, as a hosted index ranks by words matched first. A page holding the words
 * together in one heading, question or block (TOGETHER_BOOST) goes before one that
 * merely holds them all somewhere. Hits within a page come best first; the modal shows
 * them grouped in this order.
 */
function rankPages(pages: PageTally[], rarity: number[], wholeTaskBoost: number): [number, PageHit][][] {
	const totalRarity = rarity.reduce((sum, value) => sum + value, 0) || 1;
	/** The share of the query's rarity that a set of its words holds; pages repeat the same sets. */
	const shares = new Map<number, number>();
	const share = (bits: number) => {
		let found = shares.get(bits);
		if (found === undefined) {
			let sum = 0;
			rarity.forEach((value, index) => {
				if (bits & (1 << index)) sum += value;
			});
			found = sum / totalRarity;
			shares.set(bits, found);
		}
		return found;
	};
	return pages
		.map((page) => {
			const hits = [...page.hits.entries()].sort((a, b) => b[1].score - a[1].score);
			const covered = page.covered.reduce((sum, coverage, index) => sum + coverage * (rarity[index] ?? 0), 0);
			const otherHits = hits.slice(1, 1 + OTHER_HITS_COUNTED).reduce((sum, [, hit]) => sum + hit.score, 0);
			// Each word's best score weighs as much as the word is rare, as in the coverage.
			const meanRarity = totalRarity / Math.max(1, rarity.length);
			const bestScores = page.best.reduce((sum, best, index) => sum + (best * (rarity[index] ?? 0)) / meanRarity, 0);
			const relevance = bestScores + page.phrase + OTHER_HITS_SHARE * otherHits;
			let together = share(page.phraseWords);
			for (const words of page.questionWords) together = Math.max(together, share(words));
			let taskShare = 0;
			for (const words of page.taskWords) taskShare = Math.max(taskShare, share(words));
			together = Math.max(together, taskShare);
			for (const [, hit] of hits) {
				together = Math.max(together, share(hit.headingWords), BLOCK_TOGETHER_SHARE * share(hit.blockWords));
			}
			const wholeTask = taskShare >= 1 - 1e-9 ? wholeTaskBoost : 0;
			return {
				hits,
				score: ((relevance * covered) / totalRarity) * (1 + TOGETHER_BOOST * together ** 2) * (1 + wholeTask),
			};
		})
		.sort((a, b) => b.score - a.score)
		.map((page) => page.hits);
}

/** A set of the query's words as bits (bit i for word i): a query has at most 32 of them. */
function wordBits(indices: number[]): number {
	return indices.reduce((bits, index) => (index < 32 ? bits | (1 << index) : bits), 0);
}

function toIndexedDocument(record: SearchRecord, id: number): IndexedDocument {
	const { hierarchy } = record;
	const ownLevel = isHeadingType(record.type) ? Number(record.type.slice(3)) : 7;
	const above = [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6]
		.slice(0, Math.max(0, ownLevel - 2))
		.filter((level): level is string => Boolean(level));
	const context = ownLevel > 1 ? (above.at(-1) ?? "") : "";
	return {
		id,
		heading: isHeadingType(record.type) ? recordOwnText(record) : "",
		content: record.type === "content" ? (record.content ?? "") : "",
		description: record.type === "lvl1" ? (record.content ?? "") : "",
		context,
		// Commas keep "hors jeu, hrp" from reading as one compound.
		keywords: record.keywords?.join(", ") ?? "",
		questions: record.questions?.join(" ") ?? "",
		tasks: record.tasks?.map(taskText).join(" ") ?? "",
		commands: record.commands?.join(", ") ?? "",
	};
}
