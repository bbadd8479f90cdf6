// The figures issue 7 compares our site with, measured on this kind of machine
// (gzipped JavaScript before `load`, Lighthouse mobile), and the budgets and
// targets it sets. Those sites load their entry scripts with `defer`, so what they
// fetch before `load` is what they need to hydrate: the same files our pages fetch
// by hydration (tests/support/start-up-transfer.mjs), which is what we compare.
import { KB } from "./format.mjs";

/** Gzipped JavaScript to start a page, in bytes, per kind of page; null where not measured. */
export const referenceJavaScript = {
	landing: { plainDocusaurus: 148 * KB, currentDicelette: 180 * KB, budget: 160 * KB },
	doc: { plainDocusaurus: 166 * KB, currentDicelette: 212 * KB, budget: 180 * KB },
	form: { plainDocusaurus: null, currentDicelette: 935 * KB, budget: 240 * KB },
	search: { plainDocusaurus: null, currentDicelette: null, budget: null },
};

/** Gzipped CSS budget, every page. */
export const CSS_BUDGET = 30 * KB;

/** Lighthouse mobile targets (0 to 1) and what the references scored. */
export const lighthouseReference = {
	targets: { performance: 0.95, accessibility: 1, "best-practices": 1, seo: 1 },
	notes: [
		"plain Docusaurus 3.10 classic site: performance 92 to 99 (mobile, gzip)",
		"current Dicelette site: form page accessibility 88",
	],
};
