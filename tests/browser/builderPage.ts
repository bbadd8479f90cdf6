// The template builder's page as browser tests reach it: the form loads as its
// placeholder comes near the screen, so tests scroll there as a reader does.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHydration } from "./harness";

/** The form's placeholder, shown until the builder loads. */
export function builderPlaceholder(page: Page): Locator {
	return page
		.getByRole("status")
		.filter({ hasText: /^(Chargement du constructeur de modèle…|Loading the template builder…)$/ });
}

/**
 * Scrolls to the builder (when it is still a placeholder) and waits for its first button. The page
 * must be interactive first: a scroll made before hydration can be undone by it, and the form,
 * which loads when its placeholder comes near the screen, would then wait for a reader who never comes.
 * After a click on a link the placeholder may not be there yet (the next page's chunk still loading)
 * and the router's scroll to the top may undo an early scroll: the reader scrolls again until the form shows.
 */
export async function scrollToBuilder(page: Page): Promise<void> {
	await waitForHydration(page);
	const firstButton = page.getByRole("button", { name: /^(Ajouter une statistique|Add a statistic)$/ });
	await expect
		.poll(
			async () => {
				await builderPlaceholder(page).evaluateAll((placeholders) => placeholders[0]?.scrollIntoView());
				return firstButton.count();
			},
			{ interval: 100 },
		)
		.toBeGreaterThan(0);
	await firstButton.waitFor();
}
