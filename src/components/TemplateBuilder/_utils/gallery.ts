// The ready-made templates served with the site (static/templates/): which file
// and game name each locale gets (galleryFiles.ts), one line on what the
// template holds, and one line on what a roll shows at the table, in the
// bot's words (its labels, and the threshold criticals need).
import { translate } from "@site/src/i18n/templateBuilder";
import { type GalleryTemplate, galleryTemplates } from "./galleryFiles";

export { GALLERY_PATH } from "./galleryFiles";

export interface GalleryEntry extends GalleryTemplate {
	summary: () => string;
	atTable: () => string;
}

// Literal ids, so that the catalogue test (tests/unit/i18n) finds every message.
const lines: Record<string, Pick<GalleryEntry, "summary" | "atTable">> = {
	callOfCthulhu: {
		summary: () =>
			translate({
				id: "templateBuilder.gallery.callOfCthulhu",
				message:
					"Jet sous la valeur (1d100<=$) : neuf statistiques et onze compétences ; points de vie et de magie calculés et retirés de /dbroll, santé mentale calculée et lançable.",
				description: "Gallery: what the Call of Cthulhu template holds",
			}),
		atTable: () =>
			translate({
				id: "templateBuilder.gallery.callOfCthulhu.atTable",
				message:
					"À la table : 1 affiche « Succès critique », jusqu'au cinquième de la valeur « Réussite extrême », jusqu'à la moitié « Réussite majeure », puis « Succès » ou « Échec » ; « Maladresse » sur 100, ou dès 96 sous 50.",
				description: "Gallery: what a Call of Cthulhu roll shows in Discord (quote the bot's labels)",
			}),
	},
	warhammer: {
		summary: () =>
			translate({
				id: "templateBuilder.gallery.warhammer",
				message:
					"Jet sous la statistique (1d100<=$) : dix statistiques de 22 à 40 comme à la création, Blessures calculées et retirées de /dbroll. Ce sont les statistiques de l'exemple de la page Statistiques.",
				description: "Gallery: what the Warhammer Fantasy Roleplay 4e template holds",
			}),
		atTable: () =>
			translate({
				id: "templateBuilder.gallery.warhammer.atTable",
				message:
					"À la table : « Succès » ou « Échec » ; 01 à 05 affiche « Réussite automatique », 96 à 100 « Échec automatique ». Les doubles (critiques et maladresses en combat) et les degrés de réussite se lisent sur le dé.",
				description: "Gallery: what a Warhammer roll shows in Discord (quote the bot's labels)",
			}),
	},
	dnd5e: {
		summary: () =>
			translate({
				id: "templateBuilder.gallery.dnd5e",
				message:
					"1d20 plus le modificateur calculé depuis la statistique (3 à 20), sans total de points : tirée avec la macro de création (4d6, les trois meilleurs) ou prise dans le tableau standard ; Perception passive retirée de /dbroll ; macros d'armes, d'initiative et de jet contre la mort.",
				description: "Gallery: what the D&D 5e template holds",
			}),
		atTable: () =>
			translate({
				id: "templateBuilder.gallery.dnd5e.atTable",
				message:
					"À la table : la difficulté change à chaque jet, donnez-la avec seuil_reussite (/dbroll statistique:Force seuil_reussite:>=15) ; un 20 naturel affiche alors « Succès critique », un 1 naturel « Échec critique ». Sans seuil, le bot n'affiche que le total.",
				description: "Gallery: what a D&D 5e roll shows in Discord (quote the bot's labels and option names)",
			}),
	},
	chroniquesOubliees: {
		summary: () =>
			translate({
				id: "templateBuilder.gallery.chroniquesOubliees",
				message:
					"Jeu français, en français : 1d20 plus le modificateur de statistique ; Défense et Initiative calculées et retirées de /dbroll.",
				description: "Gallery: what the Chroniques Oubliées (a French game) template holds",
			}),
		atTable: () =>
			translate({
				id: "templateBuilder.gallery.chroniquesOubliees.atTable",
				message:
					"À la table : donnez la difficulté avec seuil_reussite ; un 20 naturel affiche alors « Succès critique », un 1 naturel « Échec critique ». Sans seuil, le bot n'affiche que le total.",
				description:
					"Gallery: what a Chroniques Oubliées roll shows in Discord (quote the bot's labels and option names)",
			}),
	},
	vampire: {
		summary: () =>
			translate({
				id: "templateBuilder.gallery.vampire",
				message:
					"Réserve de d10 : autant de dés que l'attribut, chaque dé à 6 ou plus compte une réussite ({$d10>=6}) ; Santé et Volonté calculées et retirées de /dbroll.",
				description: "Gallery: what the Vampire (d10 dice pool) template holds",
			}),
		atTable: () =>
			translate({
				id: "templateBuilder.gallery.vampire.atTable",
				message:
					"À la table : le bot affiche le nombre de réussites, sans « Succès » ni critique (une réserve n'a pas de comparaison) ; la difficulté et les paires de 10 (deux réussites de plus) se lisent sur les dés.",
				description: "Gallery: what a Vampire roll shows in Discord",
			}),
	},
	savageWorlds: {
		summary: () =>
			translate({
				id: "templateBuilder.gallery.savageWorlds",
				message:
					"Chaque trait est un cran de dé : 1 = d4, 2 = d6, 3 = d8, 4 = d10, 5 = d12 (un d(2×$+2)), lancé avec le dé joker d6, tous deux explosifs, le meilleur gardé ; Parade et Résistance calculées.",
				description: "Gallery: what the Savage Worlds template holds",
			}),
		atTable: () =>
			translate({
				id: "templateBuilder.gallery.savageWorlds.atTable",
				message:
					"À la table : « Succès » dès 4, « Prouesse » dès 8, « Échec » en dessous, « Échec critique » quand les deux dés font 1.",
				description: "Gallery: what a Savage Worlds roll shows in Discord (quote the bot's labels)",
			}),
	},
	fate: {
		summary: () =>
			translate({
				id: "templateBuilder.gallery.fate",
				message:
					"Quatre dés Fudge plus la compétence (4dF+$), notée de 0 (Médiocre) à 4 (Excellent). Aucune compétence ne commence par F : le bot lirait 4dF comme un dé de la taille de cette compétence.",
				description: "Gallery: what the Fate template holds, and why no skill name starts with F",
			}),
		atTable: () =>
			translate({
				id: "templateBuilder.gallery.fate.atTable",
				message:
					"À la table : Fate n'a pas de critique ; donnez la difficulté avec seuil_reussite et le bot affiche « Succès » ou « Échec ». Trois crans au-dessus (réussite avec style) se lisent sur le total.",
				description: "Gallery: what a Fate roll shows in Discord (quote the bot's labels and option names)",
			}),
	},
	apocalypseWorld: {
		summary: () =>
			translate({
				id: "templateBuilder.gallery.apocalypseWorld",
				message:
					"2d6 plus la statistique contre 7 ; statistiques de −1 à +3 (le minimum reste vide pour accepter −1), sous leurs noms anglais.",
				description: "Gallery: what the Apocalypse World (Powered by the Apocalypse) template holds",
			}),
		atTable: () =>
			translate({
				id: "templateBuilder.gallery.apocalypseWorld.atTable",
				message: "À la table : « Réussite totale » dès 10, « Réussite partielle » de 7 à 9, « Échec » à 6 ou moins.",
				description: "Gallery: what an Apocalypse World roll shows in Discord (quote the template's labels)",
			}),
	},
	blades: {
		summary: () =>
			translate({
				id: "templateBuilder.gallery.blades",
				message:
					"Autant de d6 que les points de l'action (0 à 4), le meilleur gardé ($d6kh1>=6) ; les trois attributs, calculés, comptent les actions d'au moins un point.",
				description: "Gallery: what the Blades in the Dark-style d6 pool template holds",
			}),
		atTable: () =>
			translate({
				id: "templateBuilder.gallery.blades.atTable",
				message:
					"À la table : 6 affiche « Réussite totale », 4 ou 5 « Réussite partielle », 1 à 3 « Échec » ; deux 6 (critique) se lisent sur les dés. À 0 point, le bot refuse 0d6 : lancez la macro « Zéro dé » (2d6, le plus bas).",
				description: "Gallery: what a Blades-style roll shows in Discord (quote the template's labels)",
			}),
	},
};

export const galleryEntries: readonly GalleryEntry[] = galleryTemplates.map((template) => {
	const text = lines[template.id];
	if (!text) throw new Error(`No gallery text for ${template.id}`);
	return { ...template, ...text };
});
