// The template judge (src/template/judge.ts) and the test rolls, each fetched
// once, on first use; a failed download is retried on the next use. The form's
// checks and the judging of template files run in a worker (judgeClient.ts).
import { importOnce } from "@site/src/components/importOnce";
import type * as Judge from "@site/src/template/judge";
import type * as TemplateTests from "@site/src/template/testRoll";
import { createJudgeClient, type JudgePort } from "./judgeClient";

export type TemplateJudge = typeof Judge;
export const loadTemplateJudge = importOnce<TemplateJudge>(() => import("@site/src/template/judge"));

export type TemplateTestRolls = typeof TemplateTests;
export const loadTemplateTests = importOnce<TemplateTestRolls>(() => import("@site/src/template/testRoll"));

/** The page's one client of the checks' worker, started on the first check. */
export const judgeClient = createJudgeClient(
	() =>
		typeof Worker === "function"
			? (new Worker(
					/* webpackChunkName: "template-checks-worker" */ new URL("../../../template/judgeWorker.ts", import.meta.url),
				) as unknown as JudgePort)
			: undefined,
	async () => {
		const judge = await loadTemplateJudge();
		return { answer: judge.judgeRequest, notes: judge.notesReply };
	},
);
