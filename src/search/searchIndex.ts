// The search index's side: which fields of a record are indexed, under which terms
// (folded words, stems, word classes for tasks, command names joined), how much each
// field weighs, and each page's questions and tasks as term sets. The engine
// (engine.ts) builds a MiniSearch index with these and queries it.
import MiniSearch from "minisearch";
import { isHeadingType, recordOwnText, type SearchRecord } from "./records";
import type { Synonyms } from "./synonyms";
import { taskText } from "./tasks";
import { indexTerm, tokenize, wordSpans } from "./text";
import type { WordForms } from "./wordForms";

/** The searchable fields of a record. */
export type IndexedDocument = {
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
export const FIELD_BOOSTS = {
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
export const SYNONYM_BOOSTS = Object.fromEntries(
	Object.entries(FIELD_BOOSTS).map(([field, boost]) => [field, boost / 4]),
);
const FIELDS = Object.keys(FIELD_BOOSTS) as (keyof typeof FIELD_BOOSTS)[];
export const TEXT_FIELDS = FIELDS.filter((field) => field !== "commands");
/**
 * A synonym is not looked for in a block's context (its page title and heading, which
 * every block of a section repeats): a quarter weight there adds nothing to the rank,
 * and common synonyms ("personnage", "message") met it in most blocks of the index.
 * Nor in the tasks: there the word's class stands for its synonyms, at full weight.
 */
export const SYNONYM_FIELDS = TEXT_FIELDS.filter((field) => field !== "context" && field !== "tasks");
/**
 * A synonym the body text uses more than COMMON_IN_BODY times ("personnage", "message")
 * is looked for in headings, keywords, questions and descriptions only: in body text it
 * met hundreds of blocks at a quarter weight: a fifth of a query's time, and no loss of
 * rank on the tuning set without it.
 */
export const SYNONYM_TITLE_FIELDS = SYNONYM_FIELDS.filter((field) => field !== "content");
export const COMMON_IN_BODY = 150;
/**
 * BM25 as MiniSearch's default but with less length normalisation (b 0.5, not 0.7): a
 * page's questions, keywords and longer blocks are one field each, and the longer they
 * were the less a match in them counted.
 */
export const BM25 = { k: 1.2, b: 0.5, d: 0.5 };
/** Heading records rank above body text, page titles above section titles. */
export const TYPE_BOOSTS: Record<SearchRecord["type"], number> = {
	lvl1: 1.6,
	lvl2: 1.35,
	lvl3: 1.2,
	lvl4: 1.1,
	lvl5: 1.05,
	lvl6: 1.05,
	content: 1,
};

/**
 * An empty index; `vocabulary` receives every term typed as it is indexed (each word's
 * typed form, command names), `bodyCounts` how often each term occurs in body text.
 */
export function emptyIndex(
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

/**
 * Each page's questions (or tasks), as the terms each one is indexed under, to tell which
 * of them hold a query's words; a task's terms include its words' classes.
 */
export function questionsByPage(
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

export function toIndexedDocument(record: SearchRecord, id: number): IndexedDocument {
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
