/**
 * The `translate()` of the catalogues that load on demand (plugins/tool-translations): Docusaurus's call shape,
 * reading a catalogue of the locale being built instead of `code.json`, which Docusaurus bundles whole into every
 * page. Each catalogue (one per id namespace) has its own module here (./odds, ./templateBuilder, …), imported only
 * by the code that needs it, so that its strings download with that code and no other. No React: domain modules
 * use it too.
 */

/** A catalogue as the build gives it: each id's message in the locale being built. */
export type Catalogue = Readonly<Record<string, { message: string } | undefined>>;

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

export type Translate = (declaration: Declaration, values?: Values) => string;

/** A `translate()` that reads `catalogue`, falling back to the French `message` when the id has no entry. */
export function translatorFor(catalogue: Catalogue): Translate {
	return ({ id, message }, values) => interpolate(catalogue[id]?.message ?? message, values);
}
