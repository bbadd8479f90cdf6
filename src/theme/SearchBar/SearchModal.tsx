// DocSearch's modal, set up for this site; loaded on the first interaction with the
// search button. Local mode: DocSearch's Algolia client is swapped for the local one
// (transformSearchClient), so no request leaves the site. Hosted mode: DocSearch
// queries the Algolia index with contextual filters.
import type { DocSearchHit, DocSearchTransformClient } from "@docsearch/react";
import { DocSearchModal } from "@docsearch/react/modal";
import Link from "@docusaurus/Link";
import { useHistory } from "@docusaurus/router";
import Translate from "@docusaurus/Translate";
import useBaseUrl from "@docusaurus/useBaseUrl";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import docSearchCss from "@generated/search-index/default/docsearch-modal-css.json";
import {
	loadingText,
	retryLabel,
	stalledText,
	unreachableHelp,
	unreachableTitle,
} from "@site/src/components/Search/statusTexts";
import { useSearchBackend } from "@site/src/components/Search/useSearchBackend";
import { type SearchStatus, useSearchStatus } from "@site/src/components/Search/useSearchStatus";
import { type ReactNode, useEffect, useInsertionEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import {
	clampQuery,
	MAX_QUERY_LENGTH,
	MAX_RESULTS_PER_GROUP,
	MODAL_HITS,
	RECENT_SEARCHES_LIMIT,
	RECENT_SEARCHES_WITH_FAVORITES_LIMIT,
} from "../../search/constants";
import { reportingFailures } from "../../search/failureReporting";
import { sitePath } from "../../search/hostedSearch";
import { getLocalSearchClient, type SearchBackend } from "../../search/searchClients";
import { isStorageBlocked, lendEmptyStorage } from "./blockedStorage";
import { searchModalTranslations, searchPlaceholder } from "./translations";
import "./modal.css";

export type SearchModalProps = { onClose: () => void };

const STYLESHEET_ID = "docsearch-modal-stylesheet";

/**
 * DocSearch's stylesheet travels in this chunk as text (see plugins/search-index) and
 * is added to the page once, when the modal first opens.
 */
function addDocSearchStylesheet(): void {
	if (document.getElementById(STYLESHEET_ID)) return;
	const style = document.createElement("style");
	style.id = STYLESHEET_ID;
	style.textContent = docSearchCss;
	document.head.append(style);
}

/** DocSearch requires an app id and key even when its client is replaced; these are never sent anywhere. */
const LOCAL_CREDENTIALS = { appId: "local", apiKey: "local" };

function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
	return <Link to={hit.url}>{children}</Link>;
}

/**
 * Starts downloading the index and building the engine (local mode) before the first
 * query: called when the reader shows intent (pointer over or focus on the search
 * button, the shortcut) and when the modal opens.
 */
export function preloadSearch(backend: SearchBackend): void {
	if (backend.mode !== "local") return;
	getLocalSearchClient(backend.indexUrl, backend.indexName)
		.preload()
		.catch(() => {
			// The search that needs the index reports the failure, and tries again.
		});
}

/**
 * What the modal shows where DocSearch would say "No results" for a query it has not
 * searched yet: the loading or stalled state, or the specification's error with a retry.
 */
function StatusScreen({ status, onRetry }: { status: Exclude<SearchStatus, "idle">; onRetry: () => void }) {
	if (status === "error") {
		return (
			<div className="DocSearch-ErrorScreen search-status">
				<div role="alert">
					<p className="DocSearch-Title">{unreachableTitle()}</p>
					<p className="DocSearch-Help">{unreachableHelp()}</p>
				</div>
				<button type="button" className="button button--primary" onClick={onRetry}>
					{retryLabel()}
				</button>
			</div>
		);
	}
	return (
		<div className="search-status" role="status" data-search-status-screen={status}>
			<p className="DocSearch-Help">{status === "stalled" ? stalledText() : loadingText()}</p>
		</div>
	);
}

export default function SearchModal({ onClose }: SearchModalProps) {
	useInsertionEffect(addDocSearchStylesheet, []);
	const backend = useSearchBackend();
	const history = useHistory();
	const { siteConfig } = useDocusaurusContext();
	const searchPage = useBaseUrl("/search");
	const [initialScrollY] = useState(() => window.scrollY);
	const containerRef = useRef<HTMLElement>(null);
	// Site data blocked: no recent searches, and a storage DocSearch can read (see blockedStorage.ts).
	const [storageBlocked] = useState(isStorageBlocked);
	useLayoutEffect(lendEmptyStorage, []);

	const navigator = useMemo(
		() => ({
			navigate({ itemUrl }: { itemUrl: string }) {
				if (/^https?:\/\//.test(itemUrl)) window.location.assign(itemUrl);
				else history.push(itemUrl);
			},
			navigateNewTab({ itemUrl }: { itemUrl: string }) {
				window.open(itemUrl, "_blank", "noopener");
			},
			navigateNewWindow({ itemUrl }: { itemUrl: string }) {
				window.open(itemUrl, "_blank", "noopener");
			},
		}),
		[history],
	);

	// Loading, stalled or failed (network, missing index, dead worker): DocSearch would say
	// "No results", and cannot keep its own error screen (src/search/failureReporting.ts),
	// so this modal shows those states itself.
	const { listener: failureListener, statusFor, reset } = useSearchStatus();
	useEffect(() => preloadSearch(backend), [backend]);

	const transformSearchClient = useMemo(() => {
		if (backend.mode === "local") {
			const local = getLocalSearchClient(backend.indexUrl, backend.indexName);
			const search = reportingFailures(local.search, failureListener);
			return () => ({ ...local, search, searchForHits: search }) as unknown as DocSearchTransformClient;
		}
		// The hosted client is DocSearch's own; the query length and failures are handled here.
		return (client: DocSearchTransformClient): DocSearchTransformClient => ({
			...client,
			search: reportingFailures(
				(params: SearchParams) => client.search(clampRequests(params)),
				failureListener,
			) as DocSearchTransformClient["search"],
		});
	}, [backend, failureListener]);

	// Hits from a crawler carry absolute URLs; links inside the site navigate without reloading.
	const transformItems = useMemo(
		() => (items: DocSearchHit[]) => items.map((item) => ({ ...item, url: sitePath(item.url, siteConfig.url) })),
		[siteConfig.url],
	);

	const resultsFooterComponent = useMemo(
		() =>
			({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
				<Link
					className="DocSearch-Hit-footer-link"
					to={`${searchPage}?q=${encodeURIComponent(state.query)}`}
					onClick={onClose}
				>
					<Translate
						id="theme.SearchBar.seeAll"
						description="The label of the link to the search page with all the results"
						values={{ count: Number(state.context.nbHits ?? 0) }}
					>
						{"Voir les {count} résultats"}
					</Translate>
				</Link>
			),
		[searchPage, onClose],
	);

	// DocSearch 4 lets 512 characters in; the specification caps queries at 64.
	// The error screen goes where DocSearch shows its results.
	const [dropdown, setDropdown] = useState<Element | null>(null);
	useEffect(() => {
		const input = containerRef.current?.querySelector<HTMLInputElement>("input.DocSearch-Input");
		if (input) input.maxLength = MAX_QUERY_LENGTH;
		const results = containerRef.current?.querySelector(".DocSearch-Dropdown") ?? null;
		if (results !== dropdown) setDropdown(results);
	});
	const [query, setQuery] = useState("");
	const status = statusFor(query);
	// A retry mounts DocSearch's modal afresh with the reader's query, which searches it again.
	const [attempt, setAttempt] = useState(0);
	const retry = () => {
		reset();
		setAttempt((count) => count + 1);
	};

	const credentials = backend.mode === "hosted" ? backend : LOCAL_CREDENTIALS;
	// Locally, at most a group's worth of hits per page, and enough hits for five pages,
	// so the modal shows the pages the engine ranks first (the hosted index keeps one hit
	// per anchor itself).
	const searchParameters =
		backend.mode === "hosted"
			? backend.facetFilters
				? { facetFilters: backend.facetFilters }
				: {}
			: { distinct: MAX_RESULTS_PER_GROUP, hitsPerPage: MODAL_HITS };

	// A labelled <section>: DocSearch's modal has its own <header> and <footer>, which at the
	// top level of the page would be a second banner and a second contentinfo landmark.
	return (
		<section
			aria-label={searchPlaceholder()}
			ref={containerRef}
			data-search-backend={backend.mode}
			data-search-status={status}
			onInput={(event) => {
				if (event.target instanceof HTMLInputElement) setQuery(event.target.value);
			}}
		>
			<DocSearchModal
				key={attempt}
				initialQuery={attempt > 0 ? query : undefined}
				appId={credentials.appId}
				apiKey={credentials.apiKey}
				indices={[{ name: backend.indexName, searchParameters }]}
				transformSearchClient={transformSearchClient}
				transformItems={transformItems}
				navigator={navigator}
				hitComponent={Hit}
				resultsFooterComponent={resultsFooterComponent}
				placeholder={searchPlaceholder()}
				translations={searchModalTranslations()}
				maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
				recentSearchesLimit={RECENT_SEARCHES_LIMIT}
				recentSearchesWithFavoritesLimit={RECENT_SEARCHES_WITH_FAVORITES_LIMIT}
				disableUserPersonalization={storageBlocked}
				initialScrollY={initialScrollY}
				onClose={onClose}
				onAskAiToggle={() => undefined}
			/>
			{status !== "idle" && dropdown && createPortal(<StatusScreen status={status} onRetry={retry} />, dropdown)}
		</section>
	);
}

type SearchParams = Parameters<DocSearchTransformClient["search"]>[0];

function clampRequests(params: SearchParams): SearchParams {
	if (Array.isArray(params) || !("requests" in params)) return params;
	return {
		...params,
		requests: params.requests.map((request) =>
			"query" in request && typeof request.query === "string"
				? { ...request, query: clampQuery(request.query) }
				: request,
		),
	};
}
