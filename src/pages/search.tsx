// The /search page (/en/search for English): every result for ?q=, 20 at a time
// with more on demand, the query kept in the URL. It talks to the same backend as
// the modal: the local index by default, the hosted one when the build set it up.
import BrowserOnly from "@docusaurus/BrowserOnly";
import Head from "@docusaurus/Head";
import Link from "@docusaurus/Link";
import Translate, { translate } from "@docusaurus/Translate";
import { usePluralForm, useSearchQueryString } from "@docusaurus/theme-common";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import Heading from "@theme/Heading";
import Layout from "@theme/Layout";
import clsx from "clsx";
import { type ChangeEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import NeedsJavaScript from "../components/NeedsJavaScript";
import { retryLabel, stalledText, unreachableHelp, unreachableTitle } from "../components/Search/statusTexts";
import { useSearchBackend } from "../components/Search/useSearchBackend";
import { useStalled } from "../components/Search/useSearchStatus";
import WidgetBoundary from "../components/WidgetBoundary";
import { searchName } from "../components/widgetNames";
import { clampQuery, MAX_QUERY_LENGTH } from "../search/constants";
import { sitePath } from "../search/hostedSearch";
import { type PageHit, type PageSearcher, pageSearcherFor, type SearchBackend } from "../search/searchClients";
import styles from "./search.module.css";

/** Time to wait after the last keystroke before searching. */
const TYPING_DELAY_MS = 150;
const HEADING_LEVELS = ["lvl6", "lvl5", "lvl4", "lvl3", "lvl2"] as const;

type Results =
	| { status: "idle" }
	| { status: "loading" }
	| { status: "error" }
	| { status: "ready"; hits: PageHit[]; nbHits: number; page: number; nbPages: number; loadingMore: boolean };

function pageHeading(): string {
	return translate({
		id: "theme.SearchPage.emptyResultsTitle",
		message: "Rechercher dans la documentation",
		description: "The title of the search page when there is no query",
	});
}

function resultsTitle(query: string): string {
	return translate(
		{
			id: "theme.SearchPage.existingResultsTitle",
			message: "Résultats de recherche pour « {query} »",
			description: "The title of the search page for a query",
		},
		{ query },
	);
}

/** Keeps one searcher per backend, created on the first search. */
function useSearcher(backend: SearchBackend): () => Promise<PageSearcher> {
	const cache = useRef<{ backend: SearchBackend; searcher: Promise<PageSearcher> } | null>(null);
	return useCallback(() => {
		if (cache.current?.backend !== backend) {
			const searcher = pageSearcherFor(backend);
			// A failed load is retried on the next search.
			searcher.catch(() => {
				cache.current = null;
			});
			cache.current = { backend, searcher };
		}
		return cache.current.searcher;
	}, [backend]);
}

function useDocumentsFoundText(count: number): string {
	const { selectMessage } = usePluralForm();
	return selectMessage(
		count,
		translate(
			{
				id: "theme.SearchPage.documentsFound.plurals",
				message: "Un document trouvé|{count} documents trouvés",
				description:
					'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-charts/latest/supplemental/language_plural_rules.html)',
			},
			{ count },
		),
	);
}

function ResultItem({ hit, siteUrl }: { hit: PageHit; siteUrl: string }) {
	const highlighted = hit._highlightResult.hierarchy;
	const titleLevel =
		hit.type === "content" ? (HEADING_LEVELS.find((level) => hit.hierarchy[level]) ?? "lvl1") : hit.type;
	const title = highlighted[titleLevel]?.value ?? hit.hierarchy[titleLevel] ?? hit.hierarchy.lvl1;
	const trail = [hit.hierarchy.lvl0, hit.hierarchy.lvl2, hit.hierarchy.lvl3, hit.hierarchy.lvl4, hit.hierarchy.lvl5]
		.filter((level): level is string => Boolean(level))
		.filter((level) => level !== hit.hierarchy[titleLevel]);
	const snippet = hit.type === "content" ? hit._snippetResult.content?.value : undefined;
	return (
		<li className={styles.result}>
			{trail.length > 0 && <p className={styles.trail}>{trail.join(" › ")}</p>}
			<Heading as="h2" className={styles.resultTitle}>
				{/* biome-ignore lint/security/noDangerouslySetInnerHtml: highlighted values are HTML-escaped text with <mark> tags, from our engine or Algolia */}
				<Link to={sitePath(hit.url, siteUrl)} dangerouslySetInnerHTML={{ __html: title }} />
			</Heading>
			{snippet && (
				// biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text with <mark> tags, as the title
				<p className={styles.snippet} dangerouslySetInnerHTML={{ __html: snippet }} />
			)}
		</li>
	);
}

function SearchPageContent() {
	const { siteConfig } = useDocusaurusContext();
	const backend = useSearchBackend();
	const getSearcher = useSearcher(backend);
	const [urlQuery, setUrlQuery] = useSearchQueryString();
	const [input, setInput] = useState(() => clampQuery(urlQuery));
	const [results, setResults] = useState<Results>({ status: "idle" });
	const requestId = useRef(0);
	const query = clampQuery(urlQuery).trim();
	// Bumped by the error's Retry button: the same query is searched again.
	const [attempt, setAttempt] = useState(0);
	const stalled = useStalled(results.status === "loading");

	// The engine is loaded and built as soon as the page runs, not after the typing
	// delay of the first search: a search, from the URL or typed, finds it ready or
	// on its way. A failure here is reported by the search that needs it.
	useEffect(() => {
		getSearcher().catch(() => {});
	}, [getSearcher]);

	// biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (the Retry button) must search again.
	useEffect(() => {
		const id = ++requestId.current;
		if (!query) {
			setResults({ status: "idle" });
			return;
		}
		setResults((current) => (current.status === "ready" ? current : { status: "loading" }));
		const timer = window.setTimeout(async () => {
			try {
				const searcher = await getSearcher();
				const page = await searcher(query, 0);
				if (id === requestId.current) setResults({ status: "ready", ...page, loadingMore: false });
			} catch {
				if (id === requestId.current) setResults({ status: "error" });
			}
		}, TYPING_DELAY_MS);
		return () => window.clearTimeout(timer);
	}, [query, getSearcher, attempt]);

	const loadMore = async () => {
		if (results.status !== "ready") return;
		const id = requestId.current;
		setResults({ ...results, loadingMore: true });
		try {
			const searcher = await getSearcher();
			const next = await searcher(query, results.page + 1);
			if (id !== requestId.current) return;
			setResults({ ...next, status: "ready", hits: [...results.hits, ...next.hits], loadingMore: false });
		} catch {
			if (id === requestId.current) setResults({ status: "error" });
		}
	};

	const onInput = (event: ChangeEvent<HTMLInputElement>) => {
		const value = clampQuery(event.target.value);
		setInput(value);
		setUrlQuery(value);
	};

	const title = query ? resultsTitle(query) : pageHeading();
	const count = results.status === "ready" ? results.nbHits : 0;
	const documentsFound = useDocumentsFoundText(count);

	return (
		<>
			<Head>
				<title>{title}</title>
			</Head>
			<search>
				<form className={styles.form} onSubmit={(event) => event.preventDefault()}>
					<label htmlFor="search-page-input" className={styles.label}>
						<Translate id="theme.SearchPage.inputLabel" description="The ARIA label for search page input">
							Chercher
						</Translate>
					</label>
					<input
						id="search-page-input"
						className={styles.input}
						type="search"
						name="q"
						value={input}
						onChange={onInput}
						maxLength={MAX_QUERY_LENGTH}
						autoComplete="off"
						autoCorrect="off"
						autoCapitalize="off"
						spellCheck={false}
						placeholder={translate({
							id: "theme.SearchPage.inputPlaceholder",
							message: "Tapez votre recherche ici",
							description: "The placeholder for search page input",
						})}
					/>
				</form>
			</search>
			<div aria-live="polite" className={styles.status}>
				{results.status === "loading" && (
					<p>
						{stalled ? (
							stalledText()
						) : (
							<Translate
								id="theme.SearchPage.fetchingNewResults"
								description="The paragraph for fetching new search results"
							>
								Chargement de nouveaux résultats...
							</Translate>
						)}
					</p>
				)}
				{results.status === "ready" && results.nbHits > 0 && <p>{documentsFound}</p>}
				{results.status === "ready" && results.nbHits === 0 && (
					<p>
						<Translate
							id="searchPage.noResultsFor"
							description="Shown on the search page when a query finds nothing; {query} is the query"
							values={{ query }}
						>
							{"Aucun résultat trouvé pour « {query} »"}
						</Translate>
					</p>
				)}
			</div>
			{results.status === "error" && (
				<div className={clsx("alert alert--danger", styles.error)}>
					<div role="alert">
						<p className={styles.errorTitle}>{unreachableTitle()}</p>
						<p>{unreachableHelp()}</p>
					</div>
					<button
						type="button"
						className="button button--secondary"
						onClick={() => {
							setResults({ status: "loading" });
							setAttempt((count) => count + 1);
						}}
					>
						{retryLabel()}
					</button>
				</div>
			)}
			{results.status === "ready" && results.hits.length > 0 && (
				<>
					<ol className={styles.results}>
						{results.hits.map((hit) => (
							<ResultItem key={hit.objectID} hit={hit} siteUrl={siteConfig.url} />
						))}
					</ol>
					{results.page + 1 < results.nbPages && (
						<button
							type="button"
							className="button button--secondary"
							onClick={loadMore}
							disabled={results.loadingMore}
						>
							{results.loadingMore ? (
								<Translate
									id="theme.SearchPage.fetchingNewResults"
									description="The paragraph for fetching new search results"
								>
									Chargement de nouveaux résultats...
								</Translate>
							) : (
								<Translate id="searchPage.loadMore" description="Button that shows the next 20 search results">
									Afficher plus de résultats
								</Translate>
							)}
						</button>
					)}
				</>
			)}
			{backend.mode === "hosted" && (
				<p className={styles.poweredBy}>
					<Link to="https://www.algolia.com/">
						<Translate id="theme.SearchPage.algoliaLabel" description="The ARIA label for Algolia mention">
							Fourni par Algolia
						</Translate>
					</Link>
				</p>
			)}
		</>
	);
}

export default function SearchPage(): ReactNode {
	return (
		<Layout
			description={translate({
				id: "searchPage.metaDescription",
				message:
					"Cherchez dans toute la documentation de Dicelette : commandes, notation des dés, configuration, modèles et fiches de personnage.",
				description: "The meta description of the search page",
			})}
		>
			<main className={clsx("container margin-vert--lg", styles.page)}>
				{/* Served as it is and kept through hydration, whatever the query (which only
				    the browser knows): the heading does not flip once the page starts. The
				    document title names the query. */}
				<Heading as="h1">{pageHeading()}</Heading>
				<BrowserOnly fallback={<NeedsJavaScript name={searchName()} />}>
					{() => (
						<WidgetBoundary name={searchName()}>
							<SearchPageContent />
						</WidgetBoundary>
					)}
				</BrowserOnly>
			</main>
		</Layout>
	);
}
