// Full-text engine over the records of one locale, built on MiniSearch: an inverted
// index with BM25 scoring, prefix and fuzzy matching, field boosts, about 6 kB gzipped
// and no dependencies. Terms are folded (lower case, no accents) both ways, so French
// queries typed without accents match.
import MiniSearch, { type SearchResult } from "minisearch";
import { isHeadingType, recordOwnText, type SearchRecord } from "./records";
import { indexTerm, queryTerms, tokenize, typoTolerance } from "./text";

/** The three searchable fields of a record. */
type IndexedDocument = {
	id: number;
	/** The heading text, for heading records. */
	heading: string;
	/** The block text of content records, the page description of lvl1 records. */
	content: string;
	/** Page title and nearest heading above the record, so that "macro règles" finds a paragraph under "Macros". */
	context: string;
};

/** A match in a heading counts four times a match in body text; the context only tips the balance. */
const FIELD_BOOSTS = { heading: 4, content: 1, context: 0.4 };
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

/** Weight of a page's other hits in its rank, next to its best hit. */
const OTHER_HITS_SHARE = 0.1;

/**
 * Prefix matching for the word being typed (the last one) and for words of three
 * letters or more: "import" finds "importer", while "de" in "limites de discord" does
 * not expand to every word starting with "de".
 */
function completesWords(term: string, index: number, terms: string[]): boolean {
	return index === terms.length - 1 || term.length >= 3;
}

export type EngineHit = {
	record: SearchRecord;
	score: number;
	/** Indexed terms that matched, for highlighting. */
	matchedTerms: string[];
};

export type SearchEngine = {
	readonly size: number;
	/** All hits for a query, best first. */
	search(query: string): EngineHit[];
};

function emptyIndex(): MiniSearch<IndexedDocument> {
	return new MiniSearch<IndexedDocument>({
		fields: ["heading", "content", "context"],
		storeFields: [],
		tokenize,
		processTerm: indexTerm,
	});
}

/** Builds the engine in one go (scripts and tests). */
export function createSearchEngine(records: SearchRecord[]): SearchEngine {
	const miniSearch = emptyIndex();
	miniSearch.addAll(records.map(toIndexedDocument));
	return engineOver(miniSearch, records);
}

/**
 * Main-thread time per indexing slice in the browser. Indexing a locale's ~1,600
 * records takes about 150 ms on a laptop and several times that on a phone. Slices
 * of a fixed number of records (64 before) took 14-26 ms each on the benchmark's
 * machine, long tasks once a phone's slower CPU is counted; slices cut by time stay
 * short on any device.
 */
export const BROWSER_INDEXING_SLICE_MS = 5;

/** Lets the page handle input and paint before the next slice: a new task, without the clamping of nested timers. */
function nextTask(): Promise<void> {
	const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
	if (typeof scheduler?.yield === "function") return scheduler.yield();
	return new Promise((resolve) => {
		const channel = new MessageChannel();
		channel.port1.onmessage = () => {
			channel.port1.close();
			resolve();
		};
		channel.port2.postMessage(null);
	});
}

/**
 * Builds the engine slice by slice, yielding to the page whenever a slice has run
 * for `sliceMs` (browser). `yieldToPage` is for tests.
 */
export async function createSearchEngineInSlices(
	records: SearchRecord[],
	sliceMs = BROWSER_INDEXING_SLICE_MS,
	yieldToPage: () => Promise<void> = nextTask,
): Promise<SearchEngine> {
	const miniSearch = emptyIndex();
	let sliceStart = performance.now();
	for (const [index, record] of records.entries()) {
		miniSearch.add(toIndexedDocument(record, index));
		const more = index < records.length - 1;
		if (more && performance.now() - sliceStart >= sliceMs) {
			await yieldToPage();
			sliceStart = performance.now();
		}
	}
	return engineOver(miniSearch, records);
}

function engineOver(miniSearch: MiniSearch<IndexedDocument>, records: SearchRecord[]): SearchEngine {
	const boostDocument = (id: number) => TYPE_BOOSTS[records[id]?.type ?? "content"];
	const run = (terms: string[], combineWith: "AND" | "OR"): SearchResult[] =>
		miniSearch.search(terms.join(" "), {
			// The query is already split and folded by queryTerms().
			tokenize: (query) => query.split(" "),
			processTerm: (term) => term,
			boost: FIELD_BOOSTS,
			boostDocument,
			prefix: completesWords,
			fuzzy: typoTolerance,
			combineWith,
		});

	return {
		size: records.length,
		search(query) {
			const terms = queryTerms(query);
			if (terms.length === 0) return [];
			// Every word must match; when no record has them all, any word will do.
			let results = run(terms, "AND");
			if (results.length === 0 && terms.length > 1) results = run(terms, "OR");
			const hits = results.flatMap((result) => {
				const record = records[result.id as number];
				return record ? [{ record, score: result.score, matchedTerms: result.terms }] : [];
			});
			return groupByPage(hits);
		},
	};
}

/**
 * Orders hits page by page, the pages by their best hit plus a share of their other
 * hits (a page that answers the query in several places beats a single mention), and
 * hits within a page by score. The modal shows hits grouped by page in this order.
 */
export function groupByPage(hits: EngineHit[]): EngineHit[] {
	const pages = new Map<string, { score: number; hits: EngineHit[] }>();
	for (const hit of hits) {
		const page = pages.get(hit.record.url_without_anchor);
		if (page) page.hits.push(hit);
		else pages.set(hit.record.url_without_anchor, { score: 0, hits: [hit] });
	}
	for (const page of pages.values()) {
		page.hits.sort((a, b) => b.score - a.score);
		const [best, ...others] = page.hits;
		page.score = (best?.score ?? 0) + OTHER_HITS_SHARE * others.reduce((sum, hit) => sum + hit.score, 0);
	}
	return [...pages.values()].sort((a, b) => b.score - a.score).flatMap((page) => page.hits);
}

function toIndexedDocument(record: SearchRecord, id: number): IndexedDocument {
	const { hierarchy } = record;
	const ownLevel = isHeadingType(record.type) ? Number(record.type.slice(3)) : 7;
	const above = [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6]
		.slice(0, Math.max(0, ownLevel - 2))
		.filter((level): level is string => Boolean(level));
	const context = ownLevel > 1 ? [hierarchy.lvl1, above.at(-1)].filter(Boolean).join(" ") : "";
	return {
		id,
		heading: isHeadingType(record.type) ? recordOwnText(record) : "",
		// Content records' text, or the description on a page's own record.
		content: record.content ?? "",
		context,
	};
}
