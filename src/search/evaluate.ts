// Search quality against a set of queries with the page a reader expects first:
// where that page comes among the distinct pages of the results (the modal groups
// hits by page, so that is what the reader sees).
import type { SearchEngine } from "./engine";
import type { SearchRecord } from "./records";

export type QueryCase = { query: string; expected: string; kind?: string };

type QueryOutcome = QueryCase & {
	/** 1-based position of the expected page, null when it is not in the results. */
	rank: number | null;
	/** The first pages found, best first. */
	topPages: string[];
};

export type QualityReport = { total: number; top1: number; top5: number; outcomes: QueryOutcome[] };

function rankedPages(engine: SearchEngine, query: string): string[] {
	const pages: string[] = [];
	for (const hit of engine.search(query)) {
		const page = hit.record.url_without_anchor;
		if (!pages.includes(page)) pages.push(page);
	}
	return pages;
}

export function evaluateQueries(engine: SearchEngine, cases: QueryCase[]): QualityReport {
	const outcomes = cases.map((testCase): QueryOutcome => {
		const pages = rankedPages(engine, testCase.query);
		const index = pages.indexOf(testCase.expected);
		return { ...testCase, rank: index === -1 ? null : index + 1, topPages: pages.slice(0, 5) };
	});
	return {
		total: outcomes.length,
		top1: outcomes.filter((outcome) => outcome.rank === 1).length,
		top5: outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= 5).length,
		outcomes,
	};
}

/**
 * The command-name list: every command name and path the index gives a page, typed
 * bare and after a slash (`dbroll`, `/dbroll`, `/config logs`), with that page expected first.
 */
export function commandNameCases(records: SearchRecord[]): QueryCase[] {
	return records.flatMap((record) =>
		(record.commands ?? []).flatMap((name) => [
			{ query: name, expected: record.url_without_anchor, kind: "command" },
			{ query: `/${name}`, expected: record.url_without_anchor, kind: "command" },
		]),
	);
}

/** Top 1 and top 5 counts per kind of query ("typo", "question"…; "plain" when a case has none). */
export function qualityByKind(report: QualityReport): Map<string, { total: number; top1: number; top5: number }> {
	const kinds = new Map<string, { total: number; top1: number; top5: number }>();
	for (const outcome of report.outcomes) {
		const kind = outcome.kind ?? "plain";
		const tally = kinds.get(kind) ?? { total: 0, top1: 0, top5: 0 };
		tally.total += 1;
		if (outcome.rank === 1) tally.top1 += 1;
		if (outcome.rank !== null && outcome.rank <= 5) tally.top5 += 1;
		kinds.set(kind, tally);
	}
	return kinds;
}
