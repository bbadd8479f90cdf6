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

/** The terms a word is indexed under: its folded form, or with its stem (the engine's `formsOf`). */
export type FormsOf = (word: string) => string[];
const ownFormOnly: FormsOf = (word) => [foldWord(word)];

type AnalyzedWord = WordSpan & { folded: string; forms: string[] };
type AnalyzedText = { compounds: AnalyzedWord[]; words: AnalyzedWord[] };

/**
 * A text's compounds and words with their forms. The same texts come back from hit to
 * hit and keystroke to keystroke (page titles, headings), so each is read once per
 * engine; the memory is let go past a few thousand texts.
 */
const analyzedTexts = new WeakMap<FormsOf, Map<string, AnalyzedText>>();
const ANALYZED_TEXTS_KEPT = 5000;

function analyze(text: string, formsOf: FormsOf): AnalyzedText {
	let texts = analyzedTexts.get(formsOf);
	if (!texts) {
		texts = new Map();
		analyzedTexts.set(formsOf, texts);
	}
	let analyzed = texts.get(text);
	if (!analyzed) {
		const withForms = (span: WordSpan): AnalyzedWord => {
			const folded = foldWord(span.word);
			return { ...span, folded, forms: formsOf(span.word) };
		};
		analyzed = { compounds: compoundSpans(text).map(withForms), words: wordSpans(text).map(withForms) };
		if (texts.size >= ANALYZED_TEXTS_KEPT) texts.clear();
		texts.set(text, analyzed);
	}
	return analyzed;
}

/**
 * Spans of `text` to highlight: words, or whole compounds ("auto-complétion"), one of
 * whose forms is a term the engine matched ("journaux" when "journal" was searched).
 */
function markedWords(
	{ compounds, words }: AnalyzedText,
	matchedTerms: ReadonlySet<string>,
	queryTerms: readonly string[],
	formsOf: FormsOf,
): MarkedWord[] {
	const marks: MarkedWord[] = [];
	const mark = ({ start, end, folded, forms }: AnalyzedWord) => {
		if (!forms.some((form) => matchedTerms.has(form))) return;
		if (marks.some((marked) => start < marked.end && marked.start < end)) return;
		const answered = queryTerms.filter(
			(term) => wordAnswersQueryTerm(folded, term) || formsOf(term).some((form) => forms.includes(form)),
		);
		marks.push({ start, end, queryTerms: answered });
	};
	for (const compound of compounds) mark(compound);
	for (const word of words) mark(word);
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
	const analyzed = analyze(text, formsOf);
	const marks = markedWords(analyzed, matchedTerms, queryTerms, formsOf);
	const matched = new Set(marks.flatMap((mark) => mark.queryTerms));
	const matchLevel = levelOf(matched, queryTerms);
	const { words } = analyzed;
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
	const analyzed = analyze(text, formsOf);
	const marks = markedWords(analyzed, matchedTerms, queryTerms, formsOf);
	const matchLevel = levelOf(new Set(marks.flatMap((mark) => mark.queryTerms)), queryTerms);
	const { words } = analyzed;
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
