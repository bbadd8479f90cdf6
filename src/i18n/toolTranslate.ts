/**
 * `translate()` for the tools that load on demand (template builder, sheet-import check, odds view): the same call
 * as Docusaurus's, reading the catalogue of the locale being built (`i18n/<locale>/tools.json`, through the alias of
 * plugins/tool-translations) instead of `code.json`, which Docusaurus bundles whole into every page. Only the tools
 * import this module, so their strings download with them. No React: domain modules use it too.
 */
import toolTranslations from "@site-tool-translations";

export type ToolCatalogue = Readonly<Record<string, { message: string; description?: string } | undefined>>;

type Values = Readonly<Record<string, string | number | undefined>>;

/** `{name}` placeholders filled as Docusaurus's `interpolate` fills them: an unknown or undefined value leaves the placeholder. */
export function interpolate(text: string, values?: Values): string {
	return text
		.split(/(\{\w+\})/)
		.map((segment, index) => {
			if (index % 2 === 0) return segment;
			const value = values?.[segment.slice(1, -1)];
			return value === undefined ? segment : String(value);
		})
		.join("");
}

interface Declaration {
	id: string;
	/** The French text, the default locale's. */
	message: string;
	/** For translators; not read at run time. */
	description?: string;
}

/** A `translate()` that reads `catalogue`, falling back to the French `message` when the id has no entry. */
export function translatorFor(catalogue: ToolCatalogue) {
	return function translate({ id, message }: Declaration, values?: Values): string {
		return interpolate(catalogue[id]?.message ?? message, values);
	};
}

export const translate = translatorFor(toolTranslations);
