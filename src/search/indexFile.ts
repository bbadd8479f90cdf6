// The index file of a locale (build/search-index/fr.json, build/en/search-index/en.json).
// It holds DocSearch-shaped records without what can be derived again: the id, the
// anchor, the page URL, the locale and the ranking weights, and null hierarchy levels.
// That keeps the download a quarter smaller; fromIndexFile() restores full records.
import {
	HIERARCHY_LEVELS,
	type HierarchyLevel,
	LEVEL_WEIGHTS,
	type RecordType,
	type SearchHierarchy,
	type SearchRecord,
} from "./records";

export const SEARCH_INDEX_FORMAT = 1;

type StoredRecord = {
	type: RecordType;
	hierarchy: { lvl0: string; lvl1: string } & Partial<Record<HierarchyLevel, string>>;
	/** With the heading anchor, when the record sits under one. */
	url: string;
	content?: string;
	keywords?: string[];
	questions?: string[];
	tasks?: string[];
	aliases?: [string, string][];
	commands?: string[];
};

export type SearchIndexFile = {
	format: typeof SEARCH_INDEX_FORMAT;
	language: string;
	/** Docusaurus search tag of each page (docs pages and the landing page differ). */
	pageTags: Record<string, string>;
	records: StoredRecord[];
};

export function toIndexFile(language: string, records: SearchRecord[]): SearchIndexFile {
	const pageTags: Record<string, string> = {};
	const stored = records.map((record): StoredRecord => {
		pageTags[record.url_without_anchor] = record.docusaurus_tag;
		const hierarchy: StoredRecord["hierarchy"] = { lvl0: record.hierarchy.lvl0, lvl1: record.hierarchy.lvl1 };
		for (const level of HIERARCHY_LEVELS) {
			const value = record.hierarchy[level];
			if (value !== null) hierarchy[level] = value;
		}
		return {
			type: record.type,
			hierarchy,
			url: record.url,
			...(record.content !== null ? { content: record.content } : {}),
			...(record.keywords ? { keywords: record.keywords } : {}),
			...(record.questions ? { questions: record.questions } : {}),
			...(record.tasks ? { tasks: record.tasks } : {}),
			...(record.aliases ? { aliases: record.aliases } : {}),
			...(record.commands ? { commands: record.commands } : {}),
		};
	});
	return { format: SEARCH_INDEX_FORMAT, language, pageTags, records: stored };
}

export function fromIndexFile(file: SearchIndexFile): SearchRecord[] {
	const positions = new Map<string, number>();
	return file.records.map((stored) => {
		const hashAt = stored.url.indexOf("#");
		const page = hashAt === -1 ? stored.url : stored.url.slice(0, hashAt);
		const position = positions.get(page) ?? 0;
		positions.set(page, position + 1);
		const hierarchy: SearchHierarchy = {
			lvl0: stored.hierarchy.lvl0,
			lvl1: stored.hierarchy.lvl1,
			lvl2: stored.hierarchy.lvl2 ?? null,
			lvl3: stored.hierarchy.lvl3 ?? null,
			lvl4: stored.hierarchy.lvl4 ?? null,
			lvl5: stored.hierarchy.lvl5 ?? null,
			lvl6: stored.hierarchy.lvl6 ?? null,
		};
		return {
			objectID: `${page}#${position}`,
			type: stored.type,
			hierarchy,
			content: stored.content ?? null,
			url: stored.url,
			url_without_anchor: page,
			anchor: hashAt === -1 ? null : stored.url.slice(hashAt + 1),
			language: file.language,
			docusaurus_tag: file.pageTags[page] ?? "default",
			weight: { level: LEVEL_WEIGHTS[stored.type], position },
			...(stored.keywords ? { keywords: stored.keywords } : {}),
			...(stored.questions ? { questions: stored.questions } : {}),
			...(stored.tasks ? { tasks: stored.tasks } : {}),
			...(stored.aliases ? { aliases: stored.aliases } : {}),
			...(stored.commands ? { commands: stored.commands } : {}),
		};
	});
}

/** Checks a fetched or read file before use; throws on anything else. */
export function parseIndexFile(value: unknown): SearchIndexFile {
	if (typeof value !== "object" || value === null) throw new Error("The search index is not an object");
	const file = value as Partial<SearchIndexFile>;
	if (file.format !== SEARCH_INDEX_FORMAT) throw new Error(`Unknown search index format: ${String(file.format)}`);
	if (typeof file.language !== "string" || !Array.isArray(file.records) || typeof file.pageTags !== "object") {
		throw new Error("The search index misses its language, records or page tags");
	}
	return file as SearchIndexFile;
}
