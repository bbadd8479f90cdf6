// What each gallery game's core rules become in the bot: the ones its template
// expresses, and the ones it cannot, each with the game's real rate beside what
// the bot prints for those rolls. The rates are worked out exactly by the odds
// engine, handed in by the card when the reader opens it (the engine loads then).
import type { exactOdds } from "@site/src/dice/odds";
import { translate } from "@site/src/i18n/templateBuilder";

type Exact = typeof exactOdds;

export interface RuleFigure {
	/** The case, as the game says it (how many dice, which skill). */
	case: string;
	/** The chance of the rule's outcome, worked out exactly. */
	real: number;
}

interface MissingRule {
	rule: () => string;
	/** What the bot prints on those rolls instead. */
	printed: () => string;
	figures: (exact: Exact) => RuleFigure[];
}

interface GalleryRules {
	/** The core rules the template expresses, in one sentence. */
	expressed: () => string;
	missing: readonly MissingRule[];
}

/** The chance that the expression's value is at least `least`. */
export function chanceAtLeast(exact: Exact, expression: string, least: number): number {
	return exact(expression)
		.distribution.filter(([value]) => value >= least)
		.reduce((sum, [, p]) => sum + p, 0);
}

/** The chance that a d100 face (1 to 100) passes `holds`. */
export function d100Share(exact: Exact, holds: (face: number) => boolean): number {
	return exact("1d100")
		.distribution.filter(([face]) => holds(face))
		.reduce((sum, [, p]) => sum + p, 0);
}

/** Warhammer's doubles: 11, 22 … 99 and 00 (the 100). */
export function isDouble(face: number): boolean {
	return face === 100 || (face >= 11 && face % 11 === 0);
}

/** Warhammer's success levels for a d100 face under a characteristic: the tens of each, the face's taken away. */
export function successLevels(face: number, skill: number): number {
	return Math.floor(skill / 10) - Math.floor((face === 100 ? 100 : face) / 10);
}

/** The reference characteristic of the Warhammer figures: the template's highest at creation. */
const WARHAMMER_SKILL = 40;

const dice = (count: number) =>
	translate(
		{
			id: "templateBuilder.gallery.rules.dice",
			message: "{count} dés",
			description: "Gallery rules: the case of a figure, a number of dice rolled",
		},
		{ count },
	);

export const GALLERY_RULES: Record<string, GalleryRules> = {
	callOfCthulhu: {
		expressed: () =>
			translate({
				id: "templateBuilder.gallery.rules.callOfCthulhu",
				message:
					"Le bot compte le jet de la règle de base en entier : succès critique sur 1, réussites extrême et majeure, succès, échec, maladresse sur 100 (dès 96 sous 50).",
				description: "Gallery rules: what the Call of Cthulhu template expresses",
			}),
		missing: [],
	},
	warhammer: {
		expressed: () =>
			translate({
				id: "templateBuilder.gallery.rules.warhammer",
				message:
					"Le bot compte : succès ou échec sous la statistique, réussite automatique de 01 à 05, échec automatique de 96 à 100.",
				description: "Gallery rules: what the Warhammer template expresses",
			}),
		missing: [
			{
				rule: () =>
					translate({
						id: "templateBuilder.gallery.rules.warhammer.criticalDouble",
						message: "Double réussi (11, 22…) : un coup critique en combat",
						description: "Gallery rules: a Warhammer rule the bot cannot count, a successful double",
					}),
				printed: () =>
					translate({
						id: "templateBuilder.gallery.rules.warhammer.criticalDouble.printed",
						message: "« Succès » ou « Réussite automatique »",
						description: "Gallery rules: what the bot prints on a successful double (quote the template's labels)",
					}),
				figures: (exact) => [
					{
						case: characteristic(),
						real: d100Share(exact, (face) => isDouble(face) && face <= WARHAMMER_SKILL && face < 96),
					},
				],
			},
			{
				rule: () =>
					translate({
						id: "templateBuilder.gallery.rules.warhammer.fumble",
						message: "Double raté (44, 55… 00) : une maladresse en combat",
						description: "Gallery rules: a Warhammer rule the bot cannot count, a failed double",
					}),
				printed: () =>
					translate({
						id: "templateBuilder.gallery.rules.warhammer.fumble.printed",
						message: "« Échec » ou « Échec automatique »",
						description: "Gallery rules: what the bot prints on a failed double (quote the template's labels)",
					}),
				figures: (exact) => [
					{
						case: characteristic(),
						real: d100Share(exact, (face) => isDouble(face) && (face > WARHAMMER_SKILL || face >= 96)),
					},
				],
			},
			{
				rule: () =>
					translate({
						id: "templateBuilder.gallery.rules.warhammer.successLevels",
						message: "Degrés de réussite : +2 ou plus",
						description: "Gallery rules: a Warhammer rule the bot cannot count, success levels of +2 or more",
					}),
				printed: () =>
					translate({
						id: "templateBuilder.gallery.rules.warhammer.successLevels.printed",
						message: "« Succès » ou « Réussite automatique », sans degré",
						description: "Gallery rules: what the bot prints instead of success levels (quote the template's labels)",
					}),
				figures: (exact) => [
					{
						case: characteristic(),
						real: d100Share(
							exact,
							(face) => face < 96 && face <= WARHAMMER_SKILL && successLevels(face, WARHAMMER_SKILL) >= 2,
						),
					},
				],
			},
		],
	},
	dnd5e: {
		expressed: () =>
			translate({
				id: "templateBuilder.gallery.rules.dnd5e",
				message:
					"Le bot compte : le modificateur calculé, et avec seuil_reussite le succès ou l'échec, le 20 naturel en succès critique, le 1 naturel en échec critique.",
				description: "Gallery rules: what the D&D 5e template expresses",
			}),
		missing: [
			{
				rule: () =>
					translate({
						id: "templateBuilder.gallery.rules.dnd5e.advantage",
						message: "Avantage (2d20kh1) : un 20 naturel sur l'un des deux dés",
						description: "Gallery rules: a D&D rule the bot cannot count, a natural 20 with advantage",
					}),
				printed: () =>
					translate({
						id: "templateBuilder.gallery.rules.dnd5e.advantage.printed",
						message: "jamais « Succès critique » : le bot ne lit un critique que sur un dé lancé seul",
						description: "Gallery rules: what the bot prints for a natural 20 on two dice",
					}),
				figures: (exact) => [{ case: dice(2), real: chanceAtLeast(exact, "{2d20>=20}", 1) }],
			},
		],
	},
	chroniquesOubliees: {
		expressed: () =>
			translate({
				id: "templateBuilder.gallery.rules.chroniquesOubliees",
				message:
					"Le bot compte : le modificateur calculé, et avec seuil_reussite le succès ou l'échec, le 20 naturel en succès critique, le 1 naturel en échec critique.",
				description: "Gallery rules: what the Chroniques Oubliées template expresses",
			}),
		missing: [],
	},
	vampire: {
		expressed: () =>
			translate({
				id: "templateBuilder.gallery.rules.vampire",
				message: "Le bot compte les réussites : chaque dé à 6 ou plus.",
				description: "Gallery rules: what the Vampire template expresses",
			}),
		missing: [
			{
				rule: () =>
					translate({
						id: "templateBuilder.gallery.rules.vampire.criticalPair",
						message: "Paire de 10 : réussite critique, deux réussites de plus",
						description: "Gallery rules: a Vampire rule the bot cannot count, a pair of 10s",
					}),
				printed: () =>
					translate({
						id: "templateBuilder.gallery.rules.vampire.criticalPair.printed",
						message: "le nombre de dés à 6 ou plus, sans les deux réussites de plus",
						description: "Gallery rules: what the bot prints for a pair of 10s",
					}),
				figures: (exact) =>
					[3, 5, 7].map((count) => ({ case: dice(count), real: chanceAtLeast(exact, `{${count}d10>=10}`, 2) })),
			},
		],
	},
	savageWorlds: {
		expressed: () =>
			translate({
				id: "templateBuilder.gallery.rules.savageWorlds",
				message:
					"Le bot compte : le dé de trait et le dé joker qui explosent, le meilleur gardé, succès dès 4, prouesse dès 8, échec critique quand les deux dés font 1.",
				description: "Gallery rules: what the Savage Worlds template expresses",
			}),
		missing: [],
	},
	fate: {
		expressed: () =>
			translate({
				id: "templateBuilder.gallery.rules.fate",
				message: "Le bot compte : quatre dés Fudge plus la compétence, et avec seuil_reussite le succès ou l'échec.",
				description: "Gallery rules: what the Fate template expresses",
			}),
		missing: [
			{
				rule: () =>
					translate({
						id: "templateBuilder.gallery.rules.fate.style",
						message: "Réussite avec style : trois crans au-dessus de la difficulté",
						description: "Gallery rules: a Fate rule the bot cannot count, succeeding with style",
					}),
				printed: () =>
					translate({
						id: "templateBuilder.gallery.rules.fate.style.printed",
						message: "« Succès »",
						description: "Gallery rules: what the bot prints when a Fate roll succeeds with style",
					}),
				figures: (exact) => [
					{
						case: translate({
							id: "templateBuilder.gallery.rules.fate.case",
							message: "compétence +2 contre une difficulté de +2",
							description: "Gallery rules: the case of the Fate figure, a skill of +2 against a difficulty of +2",
						}),
						real: chanceAtLeast(exact, "4dF+2", 2 + 3),
					},
				],
			},
		],
	},
	apocalypseWorld: {
		expressed: () =>
			translate({
				id: "templateBuilder.gallery.rules.apocalypseWorld",
				message:
					"Le bot compte le jet de la règle de base en entier : réussite totale dès 10, partielle de 7 à 9, échec en dessous.",
				description: "Gallery rules: what the Apocalypse World template expresses",
			}),
		missing: [],
	},
	blades: {
		expressed: () =>
			translate({
				id: "templateBuilder.gallery.rules.blades",
				message:
					"Le bot compte : le meilleur dé gardé, réussite totale sur 6, réussite partielle sur 4 ou 5, échec de 1 à 3.",
				description: "Gallery rules: what the Blades-style template expresses",
			}),
		missing: [
			{
				rule: () =>
					translate({
						id: "templateBuilder.gallery.rules.blades.critical",
						message: "Deux 6 ou plus : un critique",
						description: "Gallery rules: a Blades rule the bot cannot count, two 6s or more",
					}),
				printed: () =>
					translate({
						id: "templateBuilder.gallery.rules.blades.critical.printed",
						message: "« Réussite totale »",
						description: "Gallery rules: what the bot prints on two 6s (quote the template's label)",
					}),
				figures: (exact) =>
					[2, 3, 4].map((count) => ({ case: dice(count), real: chanceAtLeast(exact, `{${count}d6>=6}`, 2) })),
			},
		],
	},
};

function characteristic(): string {
	return translate(
		{
			id: "templateBuilder.gallery.rules.warhammer.case",
			message: "statistique à {skill}",
			description: "Gallery rules: the case of a Warhammer figure, the statistic rolled under",
		},
		{ skill: WARHAMMER_SKILL },
	);
}
