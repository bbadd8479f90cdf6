// The template judge (src/template/judge.ts) and the test rolls, each fetched
// once, on first use. A failed download is forgotten so the next use retries.

import type * as TemplateTests from "@site/src/dice/templateTest";
import type * as Judge from "@site/src/template/judge";

function memoizedImport<T>(load: () => Promise<T>): () => Promise<T> {
	let loading: Promise<T> | undefined;
	return () => {
		loading ??= load().catch((error: unknown) => {
			loading = undefined;
			throw error;
		});
		return loading;
	};
}

export type TemplateJudge = typeof Judge;
export const loadTemplateJudge = memoizedImport<TemplateJudge>(() => import("@site/src/template/judge"));

export type TemplateTestRolls = typeof TemplateTests;
export const loadTemplateTests = memoizedImport<TemplateTestRolls>(() => import("@site/src/dice/templateTest"));
