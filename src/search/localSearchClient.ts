// A search client with the interface of Algolia's lite client, the one DocSearch and
// our search page call, answered from the local engine: the same request in, the
// same response shape out (hits with `_highlightResult` and `_snippetResult`, counts
// and paging), so the modal and the page need not know which backend answers.
import { clampQuery, DEFAULT_SNIPPET_WORDS, HITS_PER_PAGE } from "./constants";
import type { EngineHit, SearchEngine } from "./engine";
import {
	type FormsOf,
	type HighlightResult,
	type HighlightTags,
	highlight,
	type SnippetResult,
	snippet,
} from "./highlight";
import { HIERARCHY_LEVELS, type HierarchyLevel, type SearchRecord } from "./records";

/** What one request may carry; other Algolia parameters are accepted and ignored. */
export type LocalSearchRequest = {
	indexName?: string;
	query?: string;
	hitsPerPage?: number;
	page?: number;
	highlightPreTag?: string;
	highlightPostTag?: string;
	attributesToSnippet?: string[];
	snippetEllipsisText?: string;
	/** As Algolia's: at most this many hits per page (true: one), so that more pages show. */
	distinct?: boolean | number;
	[parameter: string]: unknown;
};

type HierarchyHighlight = Partial<Record<HierarchyLevel, HighlightResult>>;
type HierarchySnippet = Partial<Record<HierarchyLevel, SnippetResult>>;

export type LocalSearchHit = SearchRecord & {
	_highlightResult: {
		hierarchy: HierarchyHighlight;
		hierarchy_camel: HierarchyHighlight[];
		content?: HighlightResult;
	};
	_snippetResult: {
		hierarchy: HierarchySnippet;
		hierarchy_camel: HierarchySnippet[];
		content?: SnippetResult;
	};
};

export type LocalSearchResponse = {
	hits: LocalSearchHit[];
	nbHits: number;
	page: number;
	nbPages: number;
	hitsPerPage: number;
	processingTimeMS: number;
	exhaustiveNbHits: true;
	query: string;
	params: string;
	index: string;
};

/** The two request forms of the lite client: `{ requests }`, or the legacy array of `{ indexName, params }`. */
type LocalSearchParams = { requests: LocalSearchRequest[] } | Array<{ indexName: string; params?: LocalSearchRequest }>;

export type LocalSearchClient = {
	search(params: LocalSearchParams): Promise<{ results: LocalSearchResponse[] }>;
	searchForHits(params: LocalSearchParams): Promise<{ results: LocalSearchResponse[] }>;
	addAlgoliaAgent(segment: string, version?: string): void;
	transporter: { algoliaAgent: { value: string; add(options: { segment: string; version?: string }): void } };
	/** Starts loading the engine without searching (the modal calls it when it opens). */
	preload(): Promise<void>;
};

/**
 * The error DocSearch turns into its "Unable to fetch results" screen: it reacts
 * to errors named like the lite client's own network failure.
 */
class SearchUnavailableError extends Error {
	constructor(cause: unknown) {
		super("The search index could not be loaded", { cause });
		this.name = "RetryError";
	}
}

const DEFAULT_TAGS: HighlightTags = { pre: "<mark>", post: "</mark>" };

/**
 * Answers a batch of requests (the search worker; an engine on this thread in tests).
 * Rejects with `AnswererStopped` once it can answer no more, so that the client loads another.
 */
export type Answerer = (requests: LocalSearchRequest[]) => Promise<LocalSearchResponse[]>;

export class AnswererStopped extends Error {
	override name = "AnswererStopped";
}

export function createLocalSearchClient(options: { loadAnswerer: () => Promise<Answerer> }): LocalSearchClient {
	let answerer: Promise<Answerer> | null = null;
	const getAnswerer = (): Promise<Answerer> => {
		if (!answerer) {
			answerer = options.loadAnswerer().catch((error: unknown) => {
				// Forget the failure so that the next keystroke tries again.
				answerer = null;
				throw new SearchUnavailableError(error);
			});
		}
		return answerer;
	};
	const agentSegments = ["dicelette-local-search"];
	const algoliaAgent = {
		get value() {
			return agentSegments.join("; ");
		},
		add({ segment, version }: { segment: string; version?: string }) {
			const entry = version ? `${segment} (${version})` : segment;
			if (!agentSegments.includes(entry)) agentSegments.push(entry);
		},
	};

	const search = async (params: LocalSearchParams) => {
		const loading = getAnswerer();
		const answerAll = await loading;
		try {
			return { results: await answerAll(normalizeRequests(params)) };
		} catch (error) {
			if (error instanceof AnswererStopped && answerer === loading) answerer = null;
			throw new SearchUnavailableError(error);
		}
	};

	return {
		search,
		searchForHits: search,
		addAlgoliaAgent: (segment, version) => algoliaAgent.add({ segment, version }),
		transporter: { algoliaAgent },
		preload: async () => {
			await getAnswerer();
		},
	};
}

function normalizeRequests(params: LocalSearchParams): LocalSearchRequest[] {
	if (Array.isArray(params)) {
		return params.map(({ indexName, params: inner }) => ({ ...inner, indexName }));
	}
	return params.requests;
}

/** Answers one request from the engine: ranks, pages, highlights and snippets. */
export function answer(
	engine: SearchEngine,
	request: LocalSearchRequest,
	defaultIndexName: string,
): LocalSearchResponse {
	const started = now();
	const query = clampQuery(request.query ?? "");
	const hitsPerPage = Math.max(1, Math.min(1000, request.hitsPerPage ?? HITS_PER_PAGE));
	const page = Math.max(0, request.page ?? 0);
	const ranked = query.trim() ? engine.search(query) : [];
	const kept = distinctHits(ranked, request.distinct);
	const pageHits = kept.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
	const format = {
		tags: {
			pre: request.highlightPreTag ?? DEFAULT_TAGS.pre,
			post: request.highlightPostTag ?? DEFAULT_TAGS.post,
		},
		snippets: parseSnippetAttributes(request.attributesToSnippet),
		ellipsis: request.snippetEllipsisText ?? "…",
		queryTerms: engine.queryTerms(query),
		formsOf: engine.formsOf,
	};
	return {
		hits: pageHits.map((hit) => toHit(hit, format)),
		nbHits: ranked.length,
		page,
		nbPages: Math.ceil(ranked.length / hitsPerPage),
		hitsPerPage,
		processingTimeMS: Math.round(now() - started),
		exhaustiveNbHits: true,
		query,
		params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
		index: request.indexName ?? defaultIndexName,
	};
}

/** Keeps the first `distinct` hits of each page (the engine ranks a page's hits together, best first). */
function distinctHits(ranked: EngineHit[], distinct: boolean | number | undefined): EngineHit[] {
	const perPage = distinct === true ? 1 : typeof distinct === "number" && distinct > 0 ? Math.floor(distinct) : 0;
	if (perPage === 0) return ranked;
	const counts = new Map<string, number>();
	return ranked.filter(({ record }) => {
		const count = counts.get(record.url_without_anchor) ?? 0;
		counts.set(record.url_without_anchor, count + 1);
		return count < perPage;
	});
}

type HitFormat = {
	tags: HighlightTags;
	snippets: Map<string, number>;
	ellipsis: string;
	queryTerms: string[];
	formsOf: FormsOf;
};

function toHit({ record, matchedTerms }: EngineHit, format: HitFormat): LocalSearchHit {
	const matched = new Set(matchedTerms);
	const highlightHierarchy: HierarchyHighlight = {};
	const snippetHierarchy: HierarchySnippet = {};
	for (const level of HIERARCHY_LEVELS) {
		const value = record.hierarchy[level];
		if (value === null) continue;
		highlightHierarchy[level] = highlight(value, matched, format.queryTerms, format.tags, format.formsOf);
		const words = format.snippets.get(`hierarchy.${level}`);
		if (words !== undefined) {
			snippetHierarchy[level] = snippet(
				value,
				matched,
				format.queryTerms,
				format.tags,
				words,
				format.ellipsis,
				format.formsOf,
			);
		}
	}
	const content = record.content;
	const contentWords = format.snippets.get("content") ?? DEFAULT_SNIPPET_WORDS;
	return {
		...record,
		_highlightResult: {
			hierarchy: highlightHierarchy,
			hierarchy_camel: [highlightHierarchy],
			...(content !== null
				? { content: highlight(content, matched, format.queryTerms, format.tags, format.formsOf) }
				: {}),
		},
		_snippetResult: {
			hierarchy: snippetHierarchy,
			hierarchy_camel: [snippetHierarchy],
			...(content !== null
				? {
						content: snippet(
							content,
							matched,
							format.queryTerms,
							format.tags,
							contentWords,
							format.ellipsis,
							format.formsOf,
						),
					}
				: {}),
		},
	};
}

/** `["hierarchy.lvl1:10", "content:10"]` -> attribute -> word count (Algolia's default is 10). */
export function parseSnippetAttributes(attributes: string[] | undefined): Map<string, number> {
	const parsed = new Map<string, number>();
	for (const entry of attributes ?? []) {
		const [attribute, count] = entry.split(":");
		if (!attribute) continue;
		const words = Number(count);
		parsed.set(attribute, Number.isInteger(words) && words > 0 ? words : 10);
	}
	return parsed;
}

function now(): number {
	return typeof performance !== "undefined" ? performance.now() : Date.now();
}
