// When a page's code cannot be fetched as it opens (offline after the HTML came
// from a cache, or a newer deployment replaced the files), Docusaurus renders
// nothing and says nothing: the page stays as the server wrote it, without its
// buttons. This says so, as the specification's chunk-load error (the error's
// text and a Retry button). Retry reloads the page once the site answers again,
// so that it does not land on the browser's offline page. After the page has
// started, a failed navigation reloads the page, as Docusaurus does.

import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";
import { translate } from "@docusaurus/Translate";

const BANNER_ID = "chunk-load-error";

function isChunkLoadError(reason: unknown): reason is Error {
	return (
		reason instanceof Error &&
		(reason.name === "ChunkLoadError" || /Loading (CSS )?chunk .+ failed/i.test(reason.message))
	);
}

function retryLabel(): string {
	return translate({
		id: "chunkLoadError.retry",
		message: "Réessayer",
		description: "Button of the message shown when a page's code could not be downloaded",
	});
}

async function siteAnswers(): Promise<boolean> {
	try {
		return (await fetch(window.location.href, { cache: "no-store", method: "HEAD" })).ok;
	} catch {
		return false;
	}
}

function showBanner(error: Error): void {
	if (document.getElementById(BANNER_ID)) return;
	const banner = document.createElement("div");
	banner.id = BANNER_ID;
	banner.className = "alert alert--danger margin--md";
	banner.setAttribute("role", "alert");
	const title = document.createElement("p");
	title.textContent = translate({
		id: "chunkLoadError.title",
		message:
			"Une partie de cette page n'a pas pu être téléchargée (connexion coupée, ou le site vient d'être mis à jour) : ses boutons et formulaires ne marchent pas.",
		description: "Shown when a page's code could not be downloaded as it opened; followed by the error's text",
	});
	const detail = document.createElement("p");
	detail.textContent = String(error);
	const button = document.createElement("button");
	button.type = "button";
	button.className = "button button--primary";
	button.textContent = retryLabel();
	button.addEventListener("click", async () => {
		button.disabled = true;
		if (await siteAnswers()) {
			window.location.reload();
			return;
		}
		detail.textContent = translate({
			id: "chunkLoadError.stillOffline",
			message: "Le site ne répond toujours pas : vérifiez la connexion, puis réessayez.",
			description: "Shown when Retry finds the site still unreachable",
		});
		button.disabled = false;
	});
	banner.append(title, detail, button);
	document.body.prepend(banner);
}

if (ExecutionEnvironment.canUseDOM) {
	window.addEventListener("unhandledrejection", (event) => {
		// Before hydration only: this is the first load's failure, which nothing else reports.
		if (!isChunkLoadError(event.reason) || document.documentElement.dataset.hasHydrated === "true") return;
		showBanner(event.reason);
	});
}
