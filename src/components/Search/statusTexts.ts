// What the search says while it cannot answer yet, or at all: the same words in the
// modal, on the search page and when the modal's own code cannot load. The error
// texts are the specification's (and the Algolia theme's ids).
import { translate } from "@docusaurus/Translate";

export function unreachableTitle(): string {
	return translate({
		id: "theme.SearchModal.errorScreen.titleText",
		message: "Impossible de récupérer les résultats",
		description: "The title for error screen",
	});
}

export function unreachableHelp(): string {
	return translate({
		id: "theme.SearchModal.errorScreen.helpText",
		message: "Vous pouvez vérifier votre connexion réseau.",
		description: "The help text for error screen",
	});
}

export function loadingText(): string {
	return translate({
		id: "search.status.loading",
		message: "Chargement de l'index de recherche…",
		description: "Shown by the search modal and page while the search index downloads, instead of 'No results'",
	});
}

export function stalledText(): string {
	return translate({
		id: "search.status.stalled",
		message: "Le chargement prend plus de temps que prévu ; vos résultats s'afficheront dès que l'index sera prêt.",
		description: "Shown by the search when the index takes long to download (slow connection)",
	});
}

export function retryLabel(): string {
	return translate({
		id: "search.status.retry",
		message: "Réessayer",
		description: "Button that tries the search again after the index or the search code could not be loaded",
	});
}

export function closeLabel(): string {
	return translate({
		id: "search.status.close",
		message: "Fermer",
		description: "Button that closes the message saying the search cannot be reached",
	});
}
