// The pages the benchmark measures (issue 7): both landing pages, a doc page per
// locale, the template form and the search page with a query.

/** @typedef {{ label: string, path: string, kind: "landing" | "doc" | "form" | "search" }} BenchPage */

/** @type {BenchPage[]} */
export const benchPages = [
	{ label: "landing (fr)", path: "/", kind: "landing" },
	{ label: "landing (en)", path: "/en/", kind: "landing" },
	{ label: "doc (fr)", path: "/docs/introduction/expression", kind: "doc" },
	{ label: "doc (en)", path: "/en/docs/config/display", kind: "doc" },
	{ label: "form (fr)", path: "/docs/sheet/form", kind: "form" },
	{ label: "search (fr)", path: "/search?q=macro", kind: "search" },
];
