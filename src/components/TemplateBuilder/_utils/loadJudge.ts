// The template judge (src/template/judge.ts) and the test rolls, each fetched
// once, on first use; a failed download is retried on the next use.
import { importOnce } from "@site/src/components/importOnce";
import type * as Judge from "@site/src/template/judge";
import type * as TemplateTests from "@site/src/template/testRoll";

export type TemplateJudge = typeof Judge;
export const loadTemplateJudge = importOnce<TemplateJudge>(() => import("@site/src/template/judge"));

export type TemplateTestRolls = typeof TemplateTests;
export const loadTemplateTests = importOnce<TemplateTestRolls>(() => import("@site/src/template/testRoll"));
