// A link clicked while the site cannot be reached: Docusaurus would reload the page
// when the next page's code fails to download, and the browser would show its own
// error page. Here the click first makes sure the next page can load (its code for
// an in-site page, a HEAD request for a page loaded in full); if it cannot, the
// reader stays on the page, with a message and a Retry button.

import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";
import { translate } from "@docusaurus/Translate";

const NOTICE_ID = "offline-link";
/** Links whose next click was already checked: it goes through untouched. */
const cleared = new WeakSet<HTMLAnchorElement>();

/** A same-site page opened in this tab by a plain click; null for anything else. */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
	if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
		return null;
	const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
	if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return null;
	if (anchor.target && anchor.target !== "_self") return null;
	const url = new URL(anchor.href, window.location.href);
	if (url.origin !== window.location.origin) return null;
	// Same page (an anchor), or a file rather than a page.
	if (url.pathname === window.location.pathname) return null;
	if (/\.(?!html?$)[a-z0-9]+$/i.test(url.pathname)) return null;
	return anchor;
}

async function canLoad(anchor: HTMLAnchorElement): Promise<boolean> {
	const url = new URL(anchor.href, window.location.href);
	try {
		// A locale switch (target="_self") loads a whole new document; other links change page in place.
		const preloading = anchor.target === "_self" ? false : window.docusaurus?.preload(url.pathname);
		// Any answer, a not-found page included, means the site is reachable.
		if (!preloading) return Boolean(await fetch(url, { method: "HEAD", cache: "no-store" }));
		await preloading;
		return true;
	} catch {
		return false;
	}
}

function removeNotice(): void {
	document.getElementById(NOTICE_ID)?.remove();
}

function showNotice(anchor: HTMLAnchorElement): void {
	removeNotice();
	const notice = document.createElement("div");
	notice.id = NOTICE_ID;
	notice.className = "alert alert--warning";
	notice.setAttribute("role", "alert");
	const text = document.createElement("p");
	text.textContent = translate(
		{
			id: "offlineLink.message",
			message:
				"« {page} » n'a pas pu être chargé : le site ne répond pas (connexion coupée ?). Vous restez sur cette page ; réessayez une fois la connexion revenue.",
			description: "Shown when a link is clicked while the site cannot be reached; {page} is the link's text",
		},
		{ page: (anchor.textContent ?? "").trim() || new URL(anchor.href).pathname },
	);
	const retry = document.createElement("button");
	retry.type = "button";
	retry.className = "button button--sm button--primary";
	retry.textContent = translate({
		id: "chunkLoadError.retry",
		message: "Réessayer",
		description: "Button of the message shown when a page's code could not be downloaded",
	});
	retry.addEventListener("click", () => {
		retry.disabled = true;
		follow(anchor).finally(() => {
			retry.disabled = false;
		});
	});
	const close = document.createElement("button");
	close.type = "button";
	close.className = "button button--sm button--secondary margin-left--sm";
	close.textContent = translate({
		id: "offlineLink.close",
		message: "Fermer",
		description: "Button closing the message shown when a link could not be followed offline",
	});
	close.addEventListener("click", removeNotice);
	notice.append(text, retry, close);
	document.body.append(notice);
}

async function follow(anchor: HTMLAnchorElement): Promise<void> {
	if (!(await canLoad(anchor))) {
		showNotice(anchor);
		return;
	}
	removeNotice();
	if (anchor.isConnected) {
		cleared.add(anchor);
		anchor.click();
	} else window.location.assign(anchor.href);
}

if (ExecutionEnvironment.canUseDOM) {
	// Capture on the document runs before React's own listener on its root.
	document.addEventListener(
		"click",
		(event) => {
			if (document.documentElement.dataset.hasHydrated !== "true") return;
			const anchor = followedLink(event);
			if (!anchor) return;
			if (cleared.has(anchor)) {
				cleared.delete(anchor);
				return;
			}
			event.preventDefault();
			event.stopPropagation();
			void follow(anchor);
		},
		true,
	);
}
