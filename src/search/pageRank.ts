// How pages are ordered once the index has answered each word and phrase of a query:
// by the share of the query's rarity a page covers, its best hits, the phrases it
// holds whole, and whether one place of it holds the words together.

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
export const WHOLE_TASK_BOOST = 0.5;
/** A block of body text holding the words together counts half a heading: blocks are longer. */
const BLOCK_TOGETHER_SHARE = 0.5;

/** A page's tally for one query: its best score for each word, and its hits. */
export type PageTally = {
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

export type PageHit = {
	score: number;
	/** The indexed terms each search matched here, made into one list only for the hits shown. */
	terms: string[][];
	/** The query's words its heading holds (the title, for a page's own record). */
	headingWords: number;
	/** The query's words its block of body text holds (not its context). */
	blockWords: number;
};

/**
 * Share of the index's pages added to each word's count in its rarity: a reader's filler
 * word that one page happens to hold ("plein de", "someone") weighed most of the query and
 * handed that page the first place; smoothed, rare words still say more (tuning set, issue
 * 41: a tenth, 4 of the 38 pages, was best of 1 to 8 pages).
 */
const RARITY_SMOOTHING = 0.1;

/** How rare each word of the query is among the pages (inverse page frequency): a rare word says more. */
export function wordRarity(words: string[], pages: Map<string, PageTally>, pageCount: number): number[] {
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
export function rankPages(pages: PageTally[], rarity: number[], wholeTaskBoost: number): [number, PageHit][][] {
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
export function wordBits(indices: number[]): number {
	return indices.reduce((bits, index) => (index < 32 ? bits | (1 << index) : bits), 0);
}
