// The ready-made templates served with the site (static/templates/): the file,
// the game, and one line on what the template shows of the format.
import { translate } from "@docusaurus/Translate";

export interface GalleryEntry {
	file: string;
	game: string;
	summary: () => string;
}

/** Where the site serves the gallery's files, under its base URL. */
export const GALLERY_PATH = "/templates/";

export const galleryEntries: readonly GalleryEntry[] = [
	{
		file: "call-of-cthulhu-7e.json",
		game: "Call of Cthulhu 7e",
		summary: () =>
			translate({
				id: "templateBuilder.gallery.callOfCthulhu",
				message:
					"Jet sous le pourcentage (1d100<=$) ; réussites critique, extrême et majeure en critiques personnalisés, du plus rare au plus courant ; points de vie, de magie et santé mentale calculés.",
				description: "Gallery: what the Call of Cthulhu template shows",
			}),
	},
	{
		file: "dnd-5e.json",
		game: "Dungeons & Dragons 5e",
		summary: () =>
			translate({
				id: "templateBuilder.gallery.dnd5e",
				message:
					"1d20 plus le modificateur calculé à partir de la caractéristique ; 20 et 1 naturels en critiques ; 72 points à répartir ; macros d'armes et d'initiative.",
				description: "Gallery: what the D&D 5e template shows",
			}),
	},
	{
		file: "vampire-v5.json",
		game: "Vampire: The Masquerade 5e",
		summary: () =>
			translate({
				id: "templateBuilder.gallery.vampire",
				message:
					"Réserve de d10 : autant de dés que la statistique, chaque dé à 6 ou plus compte une réussite ({$d10>=6}) ; Santé et Volonté calculées.",
				description: "Gallery: what the Vampire (d10 dice pool) template shows",
			}),
	},
	{
		file: "savage-worlds.json",
		game: "Savage Worlds",
		summary: () =>
			translate({
				id: "templateBuilder.gallery.savageWorlds",
				message:
					"La statistique donne la taille du dé, qui explose ; il est lancé avec le dé joker et le meilleur est gardé ; une prouesse à 8.",
				description: "Gallery: what the Savage Worlds template shows",
			}),
	},
	{
		file: "fate-core.json",
		game: "Fate Core",
		summary: () =>
			translate({
				id: "templateBuilder.gallery.fate",
				message: "Quatre dés Fudge plus la compétence (4dF+$), notée de 0 à 4, et un résultat légendaire à +8.",
				description: "Gallery: what the Fate template shows",
			}),
	},
	{
		file: "chroniques-oubliees.json",
		game: "Chroniques Oubliées Fantasy",
		summary: () =>
			translate({
				id: "templateBuilder.gallery.chroniquesOubliees",
				message:
					"Jeu français, en français : 1d20 plus le modificateur de caractéristique ; Défense et Initiative calculées et retirées du choix des statistiques.",
				description: "Gallery: what the Chroniques Oubliées (a French game) template shows",
			}),
	},
	{
		file: "apocalypse-world.json",
		game: "Apocalypse World",
		summary: () =>
			translate({
				id: "templateBuilder.gallery.apocalypseWorld",
				message:
					"2d6 plus la caractéristique ; deux critiques personnalisés rangés dans l'ordre où le bot les essaie : succès total à 10, puis succès partiel à 7.",
				description: "Gallery: what the Apocalypse World (Powered by the Apocalypse) template shows",
			}),
	},
];
