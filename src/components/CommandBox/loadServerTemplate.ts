// The template of a chosen source: a gallery file fetched when chosen (none is in the box's code), or the
// builder's draft or an imported JSON, which go through the builder's validation in a chunk of their own.
import type { ServerTemplate } from "@site/src/dice/commands";
import { type GalleryLocale, galleryTemplates } from "../TemplateBuilder/_utils/galleryFiles";
import { defaultChoice, type TemplateSource } from "./serverChoice";
import type { TemplateLoad } from "./serverTemplates";

export type { TemplateLoad };

export const isGalleryId = (id: string) => galleryTemplates.some((template) => template.id === id);

export async function loadServerTemplate(
	source: TemplateSource,
	locale: GalleryLocale,
	galleryBase: string,
	failed: () => string,
): Promise<TemplateLoad> {
	if (source.kind === "gallery") {
		const entry = galleryTemplates.find((template) => template.id === source.id);
		try {
			if (!entry) throw new Error(source.id);
			const response = await fetch(`${galleryBase}${entry.files[locale]}`);
			if (!response.ok) throw new Error(String(response.status));
			// The site's own file, checked by the gallery's tests: read as the bot stores it.
			return { ok: true, template: (await response.json()) as ServerTemplate, game: entry.games[locale] };
		} catch {
			return { ok: false, message: failed(), problems: [] };
		}
	}
	const checks = await import(/* webpackChunkName: "sample-server-checks" */ "./serverTemplates");
	return source.kind === "draft" ? checks.draftTemplate() : checks.importedTemplate(source.text);
}

export interface StartingServer {
	source: TemplateSource;
	template: ServerTemplate;
	game: string;
	/** Why the stored or shared source could not be used (the server then starts on the default one). */
	notice: string[];
}

// One promise per source for the page's life, so that the box waits on the same one until it resolves (React's `use`).
const starting = new Map<string, Promise<StartingServer>>();

/** The template the box opens with: the chosen source's, or the default gallery template's when it fails. */
export function startingServer(
	source: TemplateSource,
	locale: GalleryLocale,
	galleryBase: string,
): Promise<StartingServer> {
	const key = `${locale}\n${JSON.stringify(source)}`;
	let found = starting.get(key);
	if (!found) {
		found = (async () => {
			const load = await loadServerTemplate(source, locale, galleryBase, () => "");
			if (load.ok) return { source, template: load.template, game: load.game, notice: [] };
			const fallback = defaultChoice().source;
			const again = await loadServerTemplate(fallback, locale, galleryBase, () => "");
			// Not even the default can be fetched: the box's error boundary offers to try again.
			if (!again.ok) throw new Error("The gallery's D&D 5e template could not be fetched");
			const { startFailed } = await import(/* webpackChunkName: "sample-server-messages" */ "./serverMessages");
			return {
				source: fallback,
				template: again.template,
				game: again.game,
				notice: [startFailed(), ...load.problems],
			};
		})();
		// A failure is not kept: Retry asks again.
		found.catch(() => starting.delete(key));
		starting.set(key, found);
	}
	return found;
}
