// Highlighting and snippets in Algolia's format: HTML-escaped text with the words
// that matched wrapped in the requested tags, and the query words each attribute covers.
import { compoundSpans, foldWord, typoTolerance, type WordSpan, wordSpans } from "./text";

type MatchLevel = "none" | "partial" | "full";

export type HighlightTags = { pre: string; post: string };

export type HighlightResult = {
	value: string;
	matchLevel: MatchLevel;
	matchedWords: string[];
	fullyHighlighted?: boolean;
};

export type SnippetResult = { value: string; matchLevel: MatchLevel };

// Algolia's escapes: DocSearch's group header decodes exactly these five, `&#039;` and not `&#39;`.
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#039;" };

export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Whether an indexed word answers a query word: same word, word typed so far, or a typo away. */
export function wordAnswersQueryTerm(word: string, queryTerm: string): boolean {
	if (word === queryTerm || word.startsWith(queryTerm)) return true;
	const tolerance = typoTolerance(queryTerm);
	if (tolerance === 0 || Math.abs(word.length - queryTerm.length) > tolerance) return false;
	// The same words come back in every hit of a query: each pair is measured once.
	const pair = `${word} ${queryTerm}`;
	let answers = typoAnswers.get(pair);
	if (answers === undefined) {
		answers = editDistance(word, queryTerm, tolerance) <= tolerance;
		if (typoAnswers.size >= TYPO_ANSWERS_KEPT) typoAnswers.clear();
		typoAnswers.set(pair, answers);
	}
	return answers;
}

const typoAnswers = new Map<string, boolean>();
const TYPO_ANSWERS_KEPT = 20000;

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
	// Two neighbouring letters swapped count one edit, as the engine's transpositions do ("macors", "macros").
	let beforePrevious: number[] = [];
	let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
	for (let i = 1; i <= a.length; i++) {
		const current = [i];
		let rowMinimum = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
				value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
			current.push(value);
			rowMinimum = Math.min(rowMinimum, value);
		}
		if (rowMinimum > limit) return rowMinimum;
		beforePrevious = previous;
		previous = current;
	}
	return previous[b.length] ?? 0;
}

type MarkedWord = { start: number; end: number; queryTerms: string[] };

/** The terms a word is indexed under: its folded form, or with its stem (the engine's `formsOf`). */
export type FormsOf = (word: string) => string[];
const ownFormOnly: FormsOf = (word) => [foldWord(word)];

type AnalyzedWord = WordSpan & { folded: string; forms: string[] };
type AnalyzedText = {
	compounds: AnalyzedWord[];
	words: AnalyzedWord[];
	/** The words and compounds under each of their forms, to find a hit's matched words without reading them all. */
	byForm: Map<string, AnalyzedWord[]>;
};

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
		const compounds = compoundSpans(text).map(withForms);
		const words = wordSpans(text).map(withForms);
		const byForm = new Map<string, AnalyzedWord[]>();
		for (const word of [...compounds, ...words]) {
			for (const form of new Set(word.forms)) {
				const holders = byForm.get(form);
				if (holders) holders.push(word);
				else byForm.set(form, [word]);
			}
		}
		analyzed = { compounds, words, byForm };
		if (texts.size >= ANALYZED_TEXTS_KEPT) texts.clear();
		texts.set(text, analyzed);
	}
	return analyzed;
}

/**
 * Spans of `text` to highlight: words, or whole compounds ("auto-complétion"), one of
 * whose forms is a term the engine matched ("journaux" when "journal" was searched).
 * A hit's highlight and snippet of the same text share them.
 */
function markedWords(
	analyzed: AnalyzedText,
	matchedTerms: ReadonlySet<string>,
	queryTerms: readonly string[],
	formsOf: FormsOf,
): MarkedWord[] {
	let known = markedByHit.get(matchedTerms);
	if (!known) {
		known = new Map();
		markedByHit.set(matchedTerms, known);
	}
	let marks = known.get(analyzed);
	if (!marks) {
		marks = findMarks(analyzed, matchedTerms, queryTerms, formsOf);
		known.set(analyzed, marks);
	}
	return marks;
}

const markedByHit = new WeakMap<ReadonlySet<string>, Map<AnalyzedText, MarkedWord[]>>();

function findMarks(
	{ compounds, byForm }: AnalyzedText,
	matchedTerms: ReadonlySet<string>,
	queryTerms: readonly string[],
	formsOf: FormsOf,
): MarkedWord[] {
	const termForms = queryTerms.map((term) => formsOf(term));
	const matchedWords = new Set<AnalyzedWord>();
	for (const term of matchedTerms) for (const word of byForm.get(term) ?? []) matchedWords.add(word);
	const marks: MarkedWord[] = [];
	const compoundMarks: MarkedWord[] = [];
	const mark = ({ start, end, folded, forms }: AnalyzedWord, compound: boolean) => {
		// Words do not overlap one another, only the compounds they make up.
		if (!compound && compoundMarks.some((marked) => start < marked.end && marked.start < end)) return null;
		const answered = queryTerms.filter(
			(term, index) =>
				(termForms[index] ?? []).some((form) => forms.includes(form)) || wordAnswersQueryTerm(folded, term),
		);
		const marked = { start, end, queryTerms: answered };
		marks.push(marked);
		return marked;
	};
	const compoundSet = new Set(compounds);
	for (const word of matchedWords) {
		if (!compoundSet.has(word)) continue;
		const marked = mark(word, true);
		if (marked) compoundMarks.push(marked);
	}
	for (const word of matchedWords) if (!compoundSet.has(word)) mark(word, false);
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
