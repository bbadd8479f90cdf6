// Turns one built HTML page into search records: one per heading and one per block
// of text (paragraph, list item, table row, summary...), each carrying the headings
// above it and the anchor of the nearest one. Runs at build time only (Node).
import { type CheerioAPI, load } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import type { CodeMention } from "./commandNames";
import { LEVEL_WEIGHTS, type RecordType, type SearchHierarchy, type SearchRecord } from "./records";

/** Where the text of a page lives: the Markdown body of a doc page, else the main area of the layout. */
const DOC_CONTENT_SELECTOR = ".theme-doc-markdown";
const PAGE_CONTENT_SELECTOR = "#__docusaurus_skipToContent_fallback";

/** Parts of the content that are chrome, not text: heading links, icons, code, tab lists, admonition labels. */
const SKIPPED_SELECTOR = [
	".hash-link",
	"svg",
	"img",
	"script",
	"style",
	"noscript",
	"template",
	"button",
	"pre",
	"nav",
	"[aria-hidden='true']",
	"[role='tablist']",
	".theme-admonition > :first-child",
].join(", ");

const BLOCK_TAGS = new Set([
	"address",
	"article",
	"aside",
	"blockquote",
	"dd",
	"details",
	"dialog",
	"div",
	"dl",
	"dt",
	"fieldset",
	"figcaption",
	"figure",
	"footer",
	"form",
	"h1",
	"h2",
	"h3",
	"h4",
	"h5",
	"h6",
	"header",
	"hr",
	"li",
	"main",
	"ol",
	"p",
	"pre",
	"section",
	"summary",
	"table",
	"ul",
]);

const HEADING_TAG = /^h([1-6])$/;
/** Very long blocks are cut: the hosted index refuses records over 10 kB. */
const MAX_CONTENT_LENGTH = 2000;

export type ExtractedPage = {
	/** The page's h1 (or its document title when it has none). */
	title: string;
	/** The navbar section or parent breadcrumb, used to tell apart pages with the same title. */
	section: string | null;
	records: SearchRecord[];
	/** The page's inline code (code blocks left out), to tell which bot commands it documents. */
	codeMentions: CodeMention[];
};

export type PageSource = {
	html: string;
	/** Path of the page, with the locale's base URL and without trailing slash (the site's canonical form). */
	path: string;
	language: string;
};

type HeadingState = {
	/** Heading text per level (index 2 to 6). */
	levels: (string | null)[];
	/** Anchor per level: a heading's own id, else the one of the heading it sits under. */
	anchors: (string | null)[];
	anchor: string | null;
};

export function extractPageRecords({ html, path, language }: PageSource): ExtractedPage {
	const $ = load(html);
	const content = $(DOC_CONTENT_SELECTOR).first().length ? $(DOC_CONTENT_SELECTOR).first() : $(PAGE_CONTENT_SELECTOR);
	const first = content.get(0);
	const root = first && isElement(first) ? first : undefined;
	const title = pageTitle($, root);
	const docusaurusTag = $("meta[name='docsearch:docusaurus_tag']").attr("content") ?? "default";
	// The page summary the writers gave (front matter `description`): the page's own record carries it.
	const description = normalizeSpace($("meta[name='description']").attr("content") ?? "") || null;
	const keywords = pageKeywords($);
	const aliases = terminologyAliases($);
	const records: SearchRecord[] = [];
	if (!root) return { title, section: pageSection($), records, codeMentions: [] };

	const state: HeadingState = {
		levels: [title, title, null, null, null, null, null],
		anchors: [null, null, null, null, null, null, null],
		anchor: null,
	};
	let seenTitle = false;

	const hierarchy = (): SearchHierarchy => ({
		lvl0: title,
		lvl1: title,
		lvl2: state.levels[2] ?? null,
		lvl3: state.levels[3] ?? null,
		lvl4: state.levels[4] ?? null,
		lvl5: state.levels[5] ?? null,
		lvl6: state.levels[6] ?? null,
	});
	const push = (type: RecordType, text: string | null) => {
		const anchor = state.anchor;
		const last = records.at(-1);
		if (type === "content" && last?.type === "content" && last.content === text && last.anchor === anchor) return;
		records.push({
			objectID: `${path}#${records.length}`,
			type,
			hierarchy: hierarchy(),
			content: text,
			url: anchor ? `${path}#${anchor}` : path,
			url_without_anchor: path,
			anchor,
			language,
			docusaurus_tag: docusaurusTag,
			weight: { level: LEVEL_WEIGHTS[type], position: records.length },
			...(type === "lvl1" && keywords.length > 0 ? { keywords } : {}),
			...(type === "lvl1" && aliases.length > 0 ? { aliases } : {}),
		});
	};

	const onHeading = (element: Element, depth: number) => {
		const text = textOf($, element);
		if (!text) return;
		if (depth === 1 && !seenTitle) {
			seenTitle = true;
			state.anchor = null;
			push("lvl1", description);
			return;
		}
		// A second h1 is treated as a section: lvl1 stays the page title that groups the hits.
		const level = Math.max(depth, 2);
		state.levels[level] = text;
		state.anchors[level] = $(element).attr("id") ?? nearestAnchorAbove(state.anchors, level);
		for (let deeper = level + 1; deeper < state.levels.length; deeper++) {
			state.levels[deeper] = null;
			state.anchors[deeper] = null;
		}
		state.anchor = state.anchors[level] ?? null;
		push(`lvl${level}` as RecordType, null);
	};
	const onBlock = (text: string) => {
		const clean = truncate(text);
		if (clean) push("content", clean);
	};

	walkContainer($, root, { onHeading, onBlock });
	return { title, section: pageSection($), records, codeMentions: codeMentions($, root) };
}

/** The front matter's keywords, which Docusaurus writes to `<meta name="keywords">`, comma-separated. */
/**
 * The glossary's terminology table (the table after the `#terminology` heading: concept,
 * term used, retired variants split by ";"): each retired variant with the term that
 * replaced it, so that a reader typing an old name searches for the current one.
 */
function terminologyAliases($: CheerioAPI): [string, string][] {
	const table = $("#terminology").nextAll("table").first();
	const aliases: [string, string][] = [];
	table.find("tbody tr").each((_, row) => {
		const cells = $(row).children("td");
		const term = normalizeSpace(cells.eq(1).text());
		if (!term) return;
		for (const variant of cells.eq(2).text().split(";")) {
			const clean = normalizeSpace(variant);
			if (clean) aliases.push([clean, term]);
		}
	});
	return aliases;
}

function pageKeywords($: CheerioAPI): string[] {
	const content = $("meta[name='keywords']").attr("content") ?? "";
	return [...new Set(content.split(",").map(normalizeSpace).filter(Boolean))];
}

function codeMentions($: CheerioAPI, root: Element): CodeMention[] {
	return $(root)
		.find("code")
		.toArray()
		.filter((code) => $(code).closest("pre").length === 0)
		.map((code) => ({
			text: normalizeSpace($(code).text()),
			inHeading: $(code).closest("h1, h2, h3, h4, h5, h6").length > 0,
		}))
		.filter((mention) => mention.text.length > 0);
}

function nearestAnchorAbove(anchors: (string | null)[], level: number): string | null {
	for (let above = level - 1; above >= 0; above--) {
		const anchor = anchors[above];
		if (anchor) return anchor;
	}
	return null;
}

type Visitor = {
	onHeading: (element: Element, depth: number) => void;
	onBlock: (text: string) => void;
};

/**
 * Walks a container in document order. Runs of inline content (text and inline
 * elements) make one block; block elements without blocks inside make one block
 * each; headings and tables get their own handling; other containers are entered.
 */
function walkContainer($: CheerioAPI, container: AnyNode, visitor: Visitor): void {
	let inline: string[] = [];
	let previousWasElement = false;
	const flush = () => {
		const text = normalizeSpace(inline.join(""));
		if (text) visitor.onBlock(text);
		inline = [];
		previousWasElement = false;
	};
	for (const child of childrenOf(container)) {
		if (child.type === "text") {
			inline.push(child.data);
			previousWasElement = false;
			continue;
		}
		if (!isElement(child) || $(child).is(SKIPPED_SELECTOR)) continue;
		const tag = child.tagName.toLowerCase();
		const heading = HEADING_TAG.exec(tag);
		if (heading) {
			flush();
			visitor.onHeading(child, Number(heading[1]));
		} else if (tag === "table") {
			flush();
			for (const row of tableRows($, child)) visitor.onBlock(row);
		} else if (tag === "br") {
			inline.push(" ");
		} else if (!BLOCK_TAGS.has(tag) && !hasBlockInside($, child)) {
			// Adjacent inline elements (two buttons, two badges) read as separate words.
			inline.push(previousWasElement ? ` ${textOf($, child)}` : textOf($, child));
			previousWasElement = true;
		} else if (BLOCK_TAGS.has(tag) && !hasBlockInside($, child)) {
			flush();
			const text = textOf($, child);
			if (text) visitor.onBlock(text);
		} else {
			flush();
			walkContainer($, child, visitor);
		}
	}
	flush();
}

/** Body rows of a table, cells joined: "Cell one — cell two". */
function tableRows($: CheerioAPI, table: Element): string[] {
	const rows = $(table).find("tbody tr").length ? $(table).find("tbody tr") : $(table).find("tr");
	return rows
		.toArray()
		.map((row) =>
			$(row)
				.children("td, th")
				.toArray()
				.map((cell) => textOf($, cell))
				.filter(Boolean)
				.join(" — "),
		)
		.filter(Boolean);
}

function hasBlockInside($: CheerioAPI, element: Element): boolean {
	return $(element)
		.find("*")
		.toArray()
		.some((node) => BLOCK_TAGS.has(node.tagName.toLowerCase()) && !$(node).is(SKIPPED_SELECTOR));
}

/** Visible text of an element, without the skipped parts, spaces collapsed. */
function textOf($: CheerioAPI, element: Element): string {
	const parts: string[] = [];
	const visit = (node: AnyNode, previousWasElement: { value: boolean }) => {
		if (node.type === "text") {
			parts.push(node.data);
			previousWasElement.value = false;
			return;
		}
		if (!isElement(node) || $(node).is(SKIPPED_SELECTOR)) return;
		const tag = node.tagName.toLowerCase();
		const separated = BLOCK_TAGS.has(tag) || tag === "br" || previousWasElement.value;
		if (separated) parts.push(" ");
		const inner = { value: false };
		for (const child of node.children) visit(child, inner);
		if (BLOCK_TAGS.has(tag)) parts.push(" ");
		previousWasElement.value = true;
	};
	const state = { value: false };
	for (const child of element.children) visit(child, state);
	return normalizeSpace(parts.join(""));
}

function pageTitle($: CheerioAPI, root: Element | undefined): string {
	const heading = root ? $(root).find("h1").first() : $("h1").first();
	const fromHeading = heading.length ? textOf($, heading.get(0) as Element) : "";
	if (fromHeading) return fromHeading;
	const documentTitle = normalizeSpace($("title").first().text());
	return documentTitle.replace(/\s+\|\s+[^|]+$/, "") || documentTitle;
}

/** The active navbar entry, else the last parent in the breadcrumbs. */
function pageSection($: CheerioAPI): string | null {
	const navbar = normalizeSpace($(".navbar__link--active").first().text());
	if (navbar) return navbar;
	const crumbs = $(".breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link")
		.toArray()
		.map((crumb) => normalizeSpace($(crumb).text()))
		.filter(Boolean);
	return crumbs.at(-1) ?? null;
}

function childrenOf(node: AnyNode): AnyNode[] {
	return "children" in node ? node.children : [];
}

function isElement(node: AnyNode): node is Element {
	return node.type === "tag" || node.type === "script" || node.type === "style";
}

function normalizeSpace(text: string): string {
	return text
		.replace(/[\u200b\ufeff]/g, "")
		.replace(/\s+/g, " ")
		.trim();
}

function truncate(text: string): string {
	if (text.length <= MAX_CONTENT_LENGTH) return text;
	const cut = text.slice(0, MAX_CONTENT_LENGTH);
	const lastSpace = cut.lastIndexOf(" ");
	return `${cut.slice(0, lastSpace > 0 ? lastSpace : MAX_CONTENT_LENGTH)}…`;
}

/**
 * Gives every page of a locale a distinct group label (lvl0): two pages with the
 * same title would otherwise merge into one group in the modal.
 */
export function disambiguatePageTitles(pages: ExtractedPage[]): SearchRecord[] {
	const count = new Map<string, number>();
	for (const page of pages) count.set(page.title, (count.get(page.title) ?? 0) + 1);
	return pages.flatMap((page) => {
		const duplicated = (count.get(page.title) ?? 0) > 1 && page.section && page.section !== page.title;
		if (!duplicated) return page.records;
		const label = `${page.title} (${page.section})`;
		return page.records.map((record) => ({ ...record, hierarchy: { ...record.hierarchy, lvl0: label } }));
	});
}
