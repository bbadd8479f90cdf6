// The modal's texts, translated per locale. Ids and French messages are those of
// Docusaurus' Algolia theme (@docusaurus/theme-translations), so the hosted and the
// local modes read the same; English messages are in i18n/en/code.json.
import type { ModalTranslations } from "@docsearch/react/modal";
import { translate } from "@docusaurus/Translate";
import { unreachableHelp, unreachableTitle } from "@site/src/components/Search/statusTexts";

export function searchPlaceholder(): string {
	return translate({
		id: "theme.SearchModal.placeholder",
		message: "Rechercher des docs",
		description: "The placeholder of the input of the DocSearch pop-up modal",
	});
}

export function searchModalTranslations(): ModalTranslations {
	const clearQuery = translate({
		id: "theme.SearchModal.searchBox.resetButtonTitle",
		message: "Effacer la requête",
		description: "The label and ARIA label for search box reset button",
	});
	const cancel = translate({
		id: "theme.SearchModal.searchBox.cancelButtonText",
		message: "Annuler",
		description: "The label and ARIA label for search box cancel button",
	});
	return {
		searchBox: {
			clearButtonTitle: clearQuery,
			clearButtonAriaLabel: clearQuery,
			closeButtonText: cancel,
			closeButtonAriaLabel: cancel,
			placeholderText: translate({
				id: "theme.SearchModal.searchBox.placeholderText",
				message: "Rechercher des docs",
				description: "The placeholder text for the main search input field",
			}),
			enterKeyHint: translate({
				id: "theme.SearchModal.searchBox.enterKeyHint",
				message: "rechercher",
				description: "The hint for the search box enter key text",
			}),
			searchInputLabel: translate({
				id: "theme.SearchModal.searchBox.searchInputLabel",
				message: "Rechercher",
				description: "The ARIA label for search input",
			}),
		},
		startScreen: {
			recentSearchesTitle: translate({
				id: "theme.SearchModal.startScreen.recentSearchesTitle",
				message: "Récemment",
				description: "The title for recent searches",
			}),
			noRecentSearchesText: translate({
				id: "theme.SearchModal.startScreen.noRecentSearchesText",
				message: "Aucune recherche récente",
				description: "The text when there are no recent searches",
			}),
			saveRecentSearchButtonTitle: translate({
				id: "theme.SearchModal.startScreen.saveRecentSearchButtonTitle",
				message: "Sauvegarder cette recherche",
				description: "The title for save recent search button",
			}),
			removeRecentSearchButtonTitle: translate({
				id: "theme.SearchModal.startScreen.removeRecentSearchButtonTitle",
				message: "Supprimer cette recherche de l'historique",
				description: "The title for remove recent search button",
			}),
			favoriteSearchesTitle: translate({
				id: "theme.SearchModal.startScreen.favoriteSearchesTitle",
				message: "Favoris",
				description: "The title for favorite searches",
			}),
			removeFavoriteSearchButtonTitle: translate({
				id: "theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle",
				message: "Supprimer cette recherche des favoris",
				description: "The title for remove favorite search button",
			}),
		},
		errorScreen: { titleText: unreachableTitle(), helpText: unreachableHelp() },
		noResultsScreen: {
			noResultsText: translate({
				id: "theme.SearchModal.noResultsScreen.noResultsText",
				message: "Aucun résultat pour",
				description: "The text when there are no results",
			}),
			suggestedQueryText: translate({
				id: "theme.SearchModal.noResultsScreen.suggestedQueryText",
				message: "Essayez de chercher",
				description: "The text for suggested query",
			}),
		},
		footer: {
			selectText: translate({
				id: "theme.SearchModal.footer.selectText",
				message: "sélectionner",
				description: "The select text for footer",
			}),
			selectKeyAriaLabel: translate({
				id: "theme.SearchModal.footer.selectKeyAriaLabel",
				message: "Touche Entrée",
				description: "The ARIA label for select key in footer",
			}),
			navigateText: translate({
				id: "theme.SearchModal.footer.navigateText",
				message: "naviguer",
				description: "The navigate text for footer",
			}),
			navigateUpKeyAriaLabel: translate({
				id: "theme.SearchModal.footer.navigateUpKeyAriaLabel",
				message: "Flèche vers le haut",
				description: "The ARIA label for navigate up key in footer",
			}),
			navigateDownKeyAriaLabel: translate({
				id: "theme.SearchModal.footer.navigateDownKeyAriaLabel",
				message: "Flèche vers le bas",
				description: "The ARIA label for navigate down key in footer",
			}),
			closeText: translate({
				id: "theme.SearchModal.footer.closeText",
				message: "fermer",
				description: "The close text for footer",
			}),
			closeKeyAriaLabel: translate({
				id: "theme.SearchModal.footer.closeKeyAriaLabel",
				message: "Touche Echap",
				description: "The ARIA label for close key in footer",
			}),
			poweredByText: translate({
				id: "theme.SearchModal.footer.searchByText",
				message: "Recherche via",
				description: "The 'Powered by' text for footer",
			}),
		},
	};
}
