// The template checks (src/template/templateChecks.ts) and the test rolls, each fetched
// once, on first use; a failed download is retried on the next use. The form's
// checks and the checking of template files run in a worker (checksClient.ts).
import { importOnce } from "@site/src/components/importOnce";
import type * as Checks from "@site/src/template/templateChecks";
import type * as TemplateTests from "@site/src/template/testRoll";
import { type ChecksPort, createChecksClient } from "./checksClient";

export type TemplateChecks = typeof Checks;
export const loadTemplateChecks = importOnce<TemplateChecks>(() => import("@site/src/template/templateChecks"));

export type TemplateTestRolls = typeof TemplateTests;
export const loadTemplateTests = importOnce<TemplateTestRolls>(() => import("@site/src/template/testRoll"));

/** The page's one client of the checks' worker, started on the first check. */
export const checksClient = createChecksClient(
	() =>
		typeof Worker === "function"
			? (new Worker(
					/* webpackChunkName: "template-checks-worker" */ new URL(
						"../../../template/checksWorker.ts",
						import.meta.url,
					),
				) as unknown as ChecksPort)
			: undefined,
	async () => {
		const checks = await loadTemplateChecks();
		return { answer: checks.answerChecksRequest, notes: checks.notesReply };
	},
);
