// Which file of static/templates/ each gallery card serves, per locale: a game
// with a French edition has a French file (its names as the French books print
// them) beside the English one. Plain data, so that tests can read it.

export type GalleryLocale = "fr" | "en";

/** Where the site serves the gallery's files, under its base URL. */
export const GALLERY_PATH = "/templates/";

export interface GalleryTemplate {
	/** Stable key, also the prefix of the card's translation ids. */
	id: string;
	files: Record<GalleryLocale, string>;
	games: Record<GalleryLocale, string>;
}

const both = (name: string) => ({ fr: name, en: name });
const variants = (base: string) => ({ fr: `${base}.fr.json`, en: `${base}.en.json` });

export const galleryTemplates: readonly GalleryTemplate[] = [
	{
		id: "callOfCthulhu",
		files: variants("call-of-cthulhu-7e"),
		games: { fr: "L'Appel de Cthulhu 7e", en: "Call of Cthulhu 7e" },
	},
	{
		id: "warhammer",
		files: variants("warhammer-4e"),
		games: both("Warhammer Fantasy Roleplay 4e"),
	},
	{
		id: "dnd5e",
		files: variants("dnd-5e"),
		games: { fr: "Donjons & Dragons 5e", en: "Dungeons & Dragons 5e" },
	},
	{
		id: "chroniquesOubliees",
		files: both("chroniques-oubliees.json"),
		games: both("Chroniques Oubliées Fantasy"),
	},
	{
		id: "vampire",
		files: variants("vampire-v5"),
		games: { fr: "Vampire : la Mascarade 5e", en: "Vampire: The Masquerade 5e" },
	},
	{
		id: "savageWorlds",
		files: variants("savage-worlds"),
		games: both("Savage Worlds"),
	},
	{
		id: "fate",
		files: variants("fate-core"),
		games: both("Fate Core"),
	},
	{
		id: "apocalypseWorld",
		files: variants("apocalypse-world"),
		games: both("Apocalypse World"),
	},
	{
		id: "blades",
		files: variants("blades-style"),
		games: { fr: "Réserve de d6 façon Blades in the Dark", en: "Blades in the Dark-style d6 pool" },
	},
];

/** The gallery's language for a site locale (English for any locale but French). */
export function galleryLocale(locale: string): GalleryLocale {
	return locale === "fr" ? "fr" : "en";
}
