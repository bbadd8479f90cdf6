// The search record: one heading or one block of text of a page, in the shape
// DocSearch displays and Algolia stores, so the same records feed the local
// engine and the hosted index.

export const HIERARCHY_LEVELS = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

/** Heading levels that can be the type of a record (lvl0 is the page group, never a record of its own). */
const HEADING_RECORD_TYPES = ["lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;
export type HeadingRecordType = (typeof HEADING_RECORD_TYPES)[number];
export type RecordType = HeadingRecordType | "content";

/**
 * lvl0 groups the hits in the modal: it holds the page title (made unique across
 * the locale), lvl1 the page's h1 and lvl2..lvl6 the headings above the record.
 */
export type SearchHierarchy = {
	lvl0: string;
	lvl1: string;
	lvl2: string | null;
	lvl3: string | null;
	lvl4: string | null;
	lvl5: string | null;
	lvl6: string | null;
};

export type SearchRecord = {
	/** Stable id: the page path and the record's position in the page. */
	objectID: string;
	type: RecordType;
	hierarchy: SearchHierarchy;
	/** The block's text for `content` records, the page's description for `lvl1` records, else null. */
	content: string | null;
	/** Site-absolute path (with the locale's base URL) and the anchor of the nearest heading. */
	url: string;
	url_without_anchor: string;
	anchor: string | null;
	/** The page's locale; named as DocSearch's contextual search filters it. */
	language: string;
	/** Docusaurus search tag of the page (`docs-default-current` for docs, `default` otherwise). */
	docusaurus_tag: string;
	/** Ranking hints shared by both engines: headings first, then earlier blocks of a page. */
	weight: { level: number; position: number };
	/** On a page's own (lvl1) record: the front matter's `keywords`, the words readers use beyond the text. */
	keywords?: string[];
	/** On a page's own record: the front matter's `questions`, the questions the page answers, in readers' words. */
	questions?: string[];
	/**
	 * On a page's own record: the tasks the page lets a reader do, "verb | object" in readers'
	 * words (src/search/data/tasks.<locale>.json); their words meet a query's through their classes.
	 */
	tasks?: string[];
	/** On the glossary's own record: each retired variant of a term, with the term used now. */
	aliases?: [string, string][];
	/** On a page's own (lvl1) record: the bot's command, subcommand and option names this page documents. */
	commands?: string[];
};

/** Weight of each record type: a match in a page title beats a match in a section title, which beats body text. */
export const LEVEL_WEIGHTS: Record<RecordType, number> = {
	lvl1: 100,
	lvl2: 90,
	lvl3: 80,
	lvl4: 70,
	lvl5: 60,
	lvl6: 50,
	content: 0,
};

export function isHeadingType(type: RecordType): type is HeadingRecordType {
	return type !== "content";
}

/** The text a record is about: its heading for heading records, its block for content records. */
export function recordOwnText(record: SearchRecord): string {
	return isHeadingType(record.type) ? (record.hierarchy[record.type] ?? "") : (record.content ?? "");
}
