// The navbar's search button. Docusaurus' classic theme ships no search bar without
// the Algolia theme, and the Algolia theme's one brings DocSearch's button, shortcut
// hook and stylesheet to every page; this one is a plain button and one keydown
// listener (Ctrl+K / ⌘K, /, Escape). DocSearch's modal, its CSS, the engine and the
// index load on the first interaction: hover, focus or touch start loading, a click
// or a shortcut opens. https://docusaurus.io/docs/search#using-your-own-search
import { translate } from "@docusaurus/Translate";
import useBaseUrl from "@docusaurus/useBaseUrl";
import { type ComponentType, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import WidgetBoundary from "../../components/WidgetBoundary";
import { searchName } from "../../components/widgetNames";
import type { SearchModalProps } from "./SearchModal";
import styles from "./styles.module.css";

let SearchModal: ComponentType<SearchModalProps> | null = null;

function loadSearchModal(): Promise<ComponentType<SearchModalProps>> {
	if (SearchModal) return Promise.resolve(SearchModal);
	return import(/* webpackChunkName: "search-modal" */ "./SearchModal").then((module) => {
		SearchModal = module.default;
		return module.default;
	});
}

function preloadSearchModal(): void {
	loadSearchModal().catch(() => {
		// A failed preload is retried when the reader actually opens the search.
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
	const buttonRef = useRef<HTMLButtonElement>(null);
	const searchPageUrl = useBaseUrl("/search");
	const modifier = useModifierKey();

	const open = useCallback(() => {
		loadSearchModal().then(
			() => setIsOpen(true),
			// Without the modal's code (offline, new deployment), the search page still works.
			() => window.location.assign(searchPageUrl),
		);
	}, [searchPageUrl]);
	const close = useCallback(() => {
		setIsOpen(false);
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
				onMouseOver={preloadSearchModal}
				onFocus={preloadSearchModal}
				onTouchStart={preloadSearchModal}
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
		</>
	);
}
