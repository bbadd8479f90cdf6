// Highlighting and snippets in Algolia's format: HTML-escaped text with the words
// that matched wrapped in the requested tags, and the query words each attribute covers.
import { compoundSpans, foldWord, typoTolerance, type WordSpan, wordSpans } from "./text";

export type MatchLevel = "none" | "partial" | "full";

export type HighlightTags = { pre: string; post: string };

export type HighlightResult = {
	value: string;
	matchLevel: MatchLevel;
	matchedWords: string[];
	fullyHighlighted?: boolean;
};

export type SnippetResult = { value: string; matchLevel: MatchLevel };

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Whether an indexed word answers a query word: same word, word typed so far, or a typo away. */
export function wordAnswersQueryTerm(word: string, queryTerm: string): boolean {
	if (word === queryTerm || word.startsWith(queryTerm)) return true;
	const tolerance = typoTolerance(queryTerm);
	return tolerance > 0 && Math.abs(word.length - queryTerm.length) <= tolerance
		? editDistance(word, queryTerm, tolerance) <= tolerance
		: false;
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
	let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
	for (let i = 1; i <= a.length; i++) {
		const current = [i];
		let rowMinimum = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
			current.push(value);
			rowMinimum = Math.min(rowMinimum, value);
		}
		if (rowMinimum > limit) return rowMinimum;
		previous = current;
	}
	return previous[b.length] ?? 0;
}

type MarkedWord = { start: number; end: number; queryTerms: string[] };

/** The terms a folded word is indexed under: the word alone, or with its stem (the engine's `formsOf`). */
export type FormsOf = (folded: string) => string[];
const ownFormOnly: FormsOf = (folded) => [folded];

/**
 * Spans of `text` to highlight: words, or whole compounds ("auto-complétion"), one of
 * whose forms is a term the engine matched ("journaux" when "journal" was searched).
 */
function markedWords(
	text: string,
	matchedTerms: ReadonlySet<string>,
	queryTerms: readonly string[],
	formsOf: FormsOf,
): MarkedWord[] {
	const marks: MarkedWord[] = [];
	const mark = (span: WordSpan) => {
		const folded = foldWord(span.word);
		const forms = formsOf(folded);
		if (!forms.some((form) => matchedTerms.has(form))) return;
		if (marks.some((marked) => span.start < marked.end && marked.start < span.end)) return;
		const answered = queryTerms.filter(
			(term) => wordAnswersQueryTerm(folded, term) || formsOf(term).some((form) => forms.includes(form)),
		);
		marks.push({ start: span.start, end: span.end, queryTerms: answered });
	};
	for (const span of compoundSpans(text)) mark(span);
	for (const span of wordSpans(text)) mark(span);
	return marks.sort((a, b) => a.start - b.start);
}

function levelOf(matched: ReadonlySet<string>, queryTerms: readonly string[]): MatchLevel {
	if (matched.size === 0) return "none";
	return queryTerms.every((term) => matched.has(term)) ? "full" : "partial";
}

function renderMarked(text: string, marks: MarkedWord[], from: number, to: number, tags: HighlightTags): string {
	let html = "";
	let cursor = from;
	for (const mark of marks) {
		if (mark.end <= from || mark.start >= to) continue;
		html += escapeHtml(text.slice(cursor, mark.start));
		html += `${tags.pre}${escapeHtml(text.slice(mark.start, mark.end))}${tags.post}`;
		cursor = mark.end;
	}
	return html + escapeHtml(text.slice(cursor, to));
}

export function highlight(
	text: string,
	matchedTerms: ReadonlySet<string>,
	queryTerms: readonly string[],
	tags: HighlightTags,
	formsOf: FormsOf = ownFormOnly,
): HighlightResult {
	const marks = markedWords(text, matchedTerms, queryTerms, formsOf);
	const matched = new Set(marks.flatMap((mark) => mark.queryTerms));
	const matchLevel = levelOf(matched, queryTerms);
	const words = wordSpans(text);
	return {
		value: renderMarked(text, marks, 0, text.length, tags),
		matchLevel,
		matchedWords: [...matched],
		...(matchLevel !== "none" ? { fullyHighlighted: marks.length === words.length } : {}),
	};
}

/**
 * A window of `wordCount` words around the first highlighted word (or the start of
 * the text), with `ellipsis` where the text was cut.
 */
export function snippet(
	text: string,
	matchedTerms: ReadonlySet<string>,
	queryTerms: readonly string[],
	tags: HighlightTags,
	wordCount: number,
	ellipsis: string,
	formsOf: FormsOf = ownFormOnly,
): SnippetResult {
	const marks = markedWords(text, matchedTerms, queryTerms, formsOf);
	const matchLevel = levelOf(new Set(marks.flatMap((mark) => mark.queryTerms)), queryTerms);
	const words = wordSpans(text);
	if (words.length <= wordCount) {
		return { value: renderMarked(text, marks, 0, text.length, tags), matchLevel };
	}
	const firstMark = marks[0];
	const anchorIndex = firstMark ? words.findIndex((word) => word.start === firstMark.start) : 0;
	// Keep a few words of context before the first match, as a reader needs them.
	const startIndex = Math.max(0, Math.min(anchorIndex - Math.floor(wordCount / 3), words.length - wordCount));
	const endIndex = Math.min(words.length - 1, startIndex + wordCount - 1);
	const from = startIndex === 0 ? 0 : (words[startIndex]?.start ?? 0);
	const to = endIndex === words.length - 1 ? text.length : (words[endIndex]?.end ?? text.length);
	const body = renderMarked(text, marks, from, to, tags);
	return {
		value: `${from > 0 ? ellipsis : ""}${body}${to < text.length ? ellipsis : ""}`,
		matchLevel,
	};
}
