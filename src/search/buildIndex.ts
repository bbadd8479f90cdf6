// Build-time assembly of a locale's index from the HTML the site build wrote:
// every doc page and the landing page, in path order. Node only.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { commandNamesByPage } from "./commandNames";
import { searchIndexRelativePath } from "./constants";
import { disambiguatePageTitles, type ExtractedPage, extractPageRecords } from "./extractRecords";
import { fromIndexFile, parseIndexFile } from "./indexFile";
import type { SearchRecord } from "./records";

/** Doc pages carry this class on <html> (ThemeClassNames.page.docsDocPage). */
const DOC_PAGE_CLASS = /<html[^>]*\bclass="[^"]*\bdocs-doc-page\b/;

export type LocaleBuild = {
	/** The locale's output folder (build/ for the default locale, build/en/ for English). */
	outDir: string;
	/** The locale's base URL: "/" or "/en/". */
	baseUrl: string;
	/** Every route of the locale, as Docusaurus lists them after the build. */
	routesPaths: string[];
	language: string;
	/** The front matter's `questions` of each doc page, by page path. */
	questionsByPath?: ReadonlyMap<string, string[]>;
	/** The tasks each doc page lets a reader do (src/search/data/tasks.<locale>.json), by page path. */
	tasksByPath?: ReadonlyMap<string, string[]>;
};

/** The HTML file a route was written to, with or without trailing-slash layout. */
export function htmlFileForRoute(outDir: string, baseUrl: string, routePath: string): string | null {
	const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, "");
	const trimmed = relative.replace(/\/$/, "");
	const candidates = trimmed
		? [path.join(outDir, `${trimmed}.html`), path.join(outDir, trimmed, "index.html")]
		: [path.join(outDir, "index.html")];
	return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

function isLandingRoute(baseUrl: string, routePath: string): boolean {
	return routePath === baseUrl || `${routePath}/` === baseUrl;
}

export function isDocPageHtml(html: string): boolean {
	return DOC_PAGE_CLASS.test(html);
}

/** All records of a locale, landing page first, then pages in path order. */
export async function buildLocaleRecords({
	outDir,
	baseUrl,
	routesPaths,
	language,
	questionsByPath = new Map(),
	tasksByPath = new Map(),
}: LocaleBuild): Promise<SearchRecord[]> {
	const routes = [...new Set(routesPaths)]
		.filter((route) => route.startsWith(baseUrl) || isLandingRoute(baseUrl, route))
		.sort((a, b) => Number(isLandingRoute(baseUrl, b)) - Number(isLandingRoute(baseUrl, a)) || a.localeCompare(b));
	const pages: ExtractedPage[] = [];
	for (const route of routes) {
		const file = htmlFileForRoute(outDir, baseUrl, route);
		if (!file) continue;
		const html = await readFile(file, "utf8");
		const landing = isLandingRoute(baseUrl, route);
		if (!landing && !isDocPageHtml(html)) continue;
		const pagePath = landing ? baseUrl : route.replace(/\/$/, "");
		pages.push(extractPageRecords({ html, path: pagePath, language }));
	}
	return disambiguatePageTitles(withTasks(withQuestions(withCommandNames(pages), questionsByPath), tasksByPath));
}

/** Gives each page's own record the tasks it lets a reader do. */
function withTasks(pages: ExtractedPage[], tasksByPath: ReadonlyMap<string, string[]>): ExtractedPage[] {
	return pages.map((page) => ({
		...page,
		records: page.records.map((record) => {
			const tasks = tasksByPath.get(record.url_without_anchor);
			return record.type === "lvl1" && tasks && tasks.length > 0 ? { ...record, tasks } : record;
		}),
	}));
}

/** Gives each page's own record the questions its front matter says it answers. */
export function withQuestions(pages: ExtractedPage[], questionsByPath: ReadonlyMap<string, string[]>): ExtractedPage[] {
	return pages.map((page) => ({
		...page,
		records: page.records.map((record) => {
			const questions = questionsByPath.get(record.url_without_anchor);
			return record.type === "lvl1" && questions && questions.length > 0 ? { ...record, questions } : record;
		}),
	}));
}

/** Gives each page's own record the names of the bot commands the page documents. */
function withCommandNames(pages: ExtractedPage[]): ExtractedPage[] {
	const namesByPage = commandNamesByPage(
		pages.map((page) => ({
			path: page.records[0]?.url_without_anchor ?? "",
			mentions: page.codeMentions,
			keywords: page.records.find((record) => record.type === "lvl1")?.keywords ?? [],
		})),
	);
	return pages.map((page) => ({
		...page,
		records: page.records.map((record) => {
			const commands = namesByPage.get(record.url_without_anchor);
			return record.type === "lvl1" && commands ? { ...record, commands } : record;
		}),
	}));
}

/** Where each locale's index lands in the build: the default locale at the root, the others in their folder. */
export function builtIndexPath(buildDir: string, locale: string, defaultLocale: string): string {
	return path.join(buildDir, locale === defaultLocale ? "" : locale, searchIndexRelativePath(locale));
}

/** Full records of every locale from a finished build, for the hosted index. */
export async function readBuiltRecords(
	buildDir: string,
	locales: readonly string[],
	defaultLocale: string,
): Promise<SearchRecord[]> {
	const records: SearchRecord[] = [];
	for (const locale of locales) {
		const file = builtIndexPath(buildDir, locale, defaultLocale);
		if (!existsSync(file)) throw new Error(`No search index for "${locale}" at ${file}: run npm run build first.`);
		records.push(...fromIndexFile(parseIndexFile(JSON.parse(await readFile(file, "utf8")))));
	}
	return records;
}
