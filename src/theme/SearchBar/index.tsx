// The navbar's search button. Docusaurus' classic theme ships no search bar without
// the Algolia theme, and the Algolia theme's one brings DocSearch's button, shortcut
// hook and stylesheet to every page; this one is a plain button and one keydown
// listener (Ctrl+K / ⌘K, /, Escape). DocSearch's modal, its CSS, the engine and the
// index load on the first sign of intent: hover, focus, touch or the shortcut start
// loading, a click or the shortcut opens. If the modal's code cannot be downloaded
// (offline), the reader is told so, with a retry, and stays on the page.
// https://docusaurus.io/docs/search#using-your-own-search
import { translate } from "@docusaurus/Translate";
import { useSearchBackend } from "@site/src/components/Search/useSearchBackend";
import { type ComponentType, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import WidgetBoundary from "../../components/WidgetBoundary";
import { searchName } from "../../components/widgetNames";
import type { SearchBackend } from "../../search/searchClients";
import type { SearchModalProps } from "./SearchModal";
import SearchUnavailable from "./SearchUnavailable";
import styles from "./styles.module.css";

let SearchModal: ComponentType<SearchModalProps> | null = null;

/** Loads the modal's code, then starts loading the index for the first query. */
function loadSearchModal(backend: SearchBackend): Promise<ComponentType<SearchModalProps>> {
	return import(/* webpackChunkName: "search-modal" */ "./SearchModal").then((module) => {
		module.preloadSearch(backend);
		SearchModal = module.default;
		return module.default;
	});
}

/** Typing "/" in a field types a slash; elsewhere it opens the search. */
function isEditable(target: EventTarget | null): boolean {
	if (!(target instanceof HTMLElement)) return false;
	return target.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName);
}

function useSearchShortcuts(isOpen: boolean, open: () => void, close: () => void): void {
	useEffect(() => {
		const onKeyDown = (event: KeyboardEvent) => {
			const toggle = event.key?.toLowerCase() === "k" && (event.metaKey || event.ctrlKey);
			const slash = event.key === "/" && !isOpen && !isEditable(event.composedPath()[0] ?? event.target);
			const dismiss = event.key === "Escape" && isOpen;
			if (!toggle && !slash && !dismiss) return;
			event.preventDefault();
			if (isOpen) close();
			else open();
		};
		window.addEventListener("keydown", onKeyDown);
		return () => window.removeEventListener("keydown", onKeyDown);
	}, [isOpen, open, close]);
}

/**
 * "⌘" on Apple systems, "Ctrl" elsewhere; known only in the browser. It is shown
 * by a transition, outside the render React does in one piece after hydration.
 */
function useModifierKey(): { label: string; aria: string } | null {
	const [key, setKey] = useState<{ label: string; aria: string } | null>(null);
	useEffect(() => {
		const apple = /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);
		startTransition(() => setKey(apple ? { label: "⌘", aria: "Meta+k" } : { label: "Ctrl", aria: "Control+k" }));
	}, []);
	return key;
}

export default function SearchBar() {
	const [isOpen, setIsOpen] = useState(false);
	// The modal's code could not be downloaded: "unavailable" says so, "retrying" while trying again.
	const [unavailable, setUnavailable] = useState<"no" | "unavailable" | "retrying">("no");
	const buttonRef = useRef<HTMLButtonElement>(null);
	const backend = useSearchBackend();
	const modifier = useModifierKey();

	const preload = useCallback(() => {
		loadSearchModal(backend).catch(() => {
			// A failed preload is tried again, and reported, when the reader opens the search.
		});
	}, [backend]);
	const open = useCallback(() => {
		setUnavailable((current) => (current === "no" ? current : "retrying"));
		loadSearchModal(backend).then(
			() => {
				setUnavailable("no");
				setIsOpen(true);
			},
			() => setUnavailable("unavailable"),
		);
	}, [backend]);
	const close = useCallback(() => {
		setIsOpen(false);
		setUnavailable("no");
		buttonRef.current?.focus();
	}, []);
	useSearchShortcuts(isOpen, open, close);

	const label = translate({
		id: "theme.SearchBar.label",
		message: "Chercher",
		description: "The ARIA label and placeholder for search button",
	});

	return (
		<>
			<button
				ref={buttonRef}
				type="button"
				className={styles.searchButton}
				aria-label={modifier ? `${label} (${modifier.aria})` : label}
				aria-keyshortcuts={modifier ? modifier.aria : undefined}
				onMouseOver={preload}
				onFocus={preload}
				onTouchStart={preload}
				onClick={open}
			>
				<svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
					<circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
					<path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
				</svg>
				<span className={styles.placeholder}>{label}</span>
				{modifier && (
					<span className={styles.keys} aria-hidden="true">
						<kbd className={styles.key}>{modifier.label}</kbd>
						<kbd className={styles.key}>K</kbd>
					</span>
				)}
			</button>
			{isOpen &&
				SearchModal &&
				createPortal(
					<WidgetBoundary name={searchName()} onClose={close}>
						<SearchModal onClose={close} />
					</WidgetBoundary>,
					document.body,
				)}
			{unavailable !== "no" && (
				<SearchUnavailable retrying={unavailable === "retrying"} onRetry={open} onClose={close} />
			)}
		</>
	);
}
