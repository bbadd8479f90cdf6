// The builder's text for each field of src/template/fields.ts, keyed by its path,
// shared by its control and the error summary so that each text has one id. Literal
// translate() calls, for the catalogue test (tests/unit/i18n). A field without a label fails the
// typecheck here and tests/unit/template/fields.test.ts.
import { translate } from "@site/src/i18n/templateBuilder";
import type { TemplateFieldPath, TemplateListKey } from "@site/src/template/fields";
import { zeroSkippedByImport } from "@site/src/template/importZero";

const rowName = () =>
	translate({ id: "templateBuilder.row.name.label", message: "Nom", description: "Label of a row's name" });

export const fieldLabels = {
	charName: () =>
		translate({
			id: "templateBuilder.general.charName.label",
			message: "Nom du personnage obligatoire",
			description: "Checkbox: players must name their character",
		}),
	isPrivate: () =>
		translate({
			id: "templateBuilder.general.isPrivate.label",
			message: "Fiches privées possibles",
			description: "Checkbox: sheets can be private",
		}),
	total: () =>
		translate({
			id: "templateBuilder.general.total.label",
			message: "Total de points à répartir",
			description: "Label of the total field",
		}),
	forceDistrib: () =>
		translate({
			id: "templateBuilder.general.forceDistrib.label",
			message: "Forcer la répartition de tous les points",
			description: "Checkbox: a sheet must spend exactly the total",
		}),
	diceType: () =>
		translate({
			id: "templateBuilder.general.diceType.label",
			message: "Dé type",
			description: "Label of the type die field",
		}),
	"critical.success": () =>
		translate({
			id: "templateBuilder.critical.success.label",
			message: "Succès critique (face exacte)",
			description: "Label of the critical success threshold",
		}),
	"critical.failure": () =>
		translate({
			id: "templateBuilder.critical.failure.label",
			message: "Échec critique (face exacte)",
			description: "Label of the critical failure threshold",
		}),
	"customCritical.name": rowName,
	"customCritical.sign": () =>
		translate({
			id: "templateBuilder.customCritical.sign.label",
			message: "Comparaison",
			description: "Label of a custom critical's comparison sign",
		}),
	"customCritical.value": () =>
		translate({
			id: "templateBuilder.customCritical.value.label",
			message: "Valeur ou formule",
			description: "Label of a custom critical's value",
		}),
	"customCritical.onNaturalDice": () =>
		translate({
			id: "templateBuilder.customCritical.onNaturalDice.label",
			message: "Dé naturel seulement (face exacte, signe ignoré)",
			description: "Checkbox: the custom critical compares only the natural die",
		}),
	"customCritical.affectSkill": () =>
		translate({
			id: "templateBuilder.customCritical.affectSkill.label",
			message: "S'applique aussi aux macros",
			description: "Checkbox: the custom critical also applies to macros",
		}),
	"statistics.name": rowName,
	"statistics.min": () =>
		translate({
			id: "templateBuilder.statistics.min.label",
			message: "Minimum",
			description: "Label of a statistic's minimum",
		}),
	"statistics.max": () =>
		translate({
			id: "templateBuilder.statistics.max.label",
			message: "Maximum",
			description: "Label of a statistic's maximum",
		}),
	"statistics.combination": () =>
		translate({
			id: "templateBuilder.statistics.combination.label",
			message: "Combinaison",
			description: "Label of a statistic's combination formula",
		}),
	"statistics.exclude": () =>
		translate({
			id: "templateBuilder.statistics.exclude.label",
			message: "Exclure du choix des statistiques",
			description: "Checkbox: the statistic is hidden from the dice command's statistic picker",
		}),
	"macros.name": rowName,
	"macros.formula": () =>
		translate({
			id: "templateBuilder.macros.formula.label",
			message: "Formule de dés",
			description: "Label of a macro's dice formula",
		}),
} satisfies Record<TemplateFieldPath, () => string>;

/** Help under a field. */
export const fieldHints: Partial<Record<TemplateFieldPath, () => string>> = {
	isPrivate: () =>
		translate({
			id: "templateBuilder.general.isPrivate.hint",
			message: "Ajoute une colonne isPrivate au fichier CSV d'import des fiches.",
			description: "Help under the private sheets checkbox",
		}),
	total: () =>
		translate({
			id: "templateBuilder.general.total.hint",
			message: "Points que les joueurs répartissent entre les statistiques ; vide ou 0 : aucun total.",
			description: "Help under the total field",
		}),
	diceType: () =>
		translate({
			id: "templateBuilder.general.diceType.hint",
			message:
				"Le jet utilisé pour tester une statistique ; $ représente sa valeur. Exemples : 1d20+$>=15, 1d100<=$, 2d6+$.",
			description: "Help under the type die field",
		}),
};

/** Help under a field while it holds text. */
export const filledFieldHints: Partial<Record<TemplateFieldPath, () => string>> = {
	"statistics.combination": () =>
		translate({
			id: "templateBuilder.statistics.combination.activeHint",
			message: "Statistique calculée : son minimum et son maximum ne s'appliquent pas.",
			description: "Help shown when a statistic has a combination formula",
		}),
};

/**
 * Hints that depend on the row's values: each reads the listed keys of its row
 * (watched by the row's controls) and gives a sentence, or nothing.
 */
export const valueFieldHints: Partial<
	Record<TemplateFieldPath, { reads: readonly string[]; hint: (row: Record<string, unknown>) => string | undefined }>
> = {
	"statistics.min": {
		reads: ["min", "max", "combination"],
		hint: (row) =>
			zeroSkippedByImport({
				min: String(row.min ?? ""),
				max: String(row.max ?? ""),
				combination: String(row.combination ?? ""),
			})
				? translate({
						id: "templateBuilder.statistics.min.zeroImportHint",
						message:
							"Avec un minimum de 0, une fiche peut valoir 0 ici, mais /import ignore toute ligne du CSV où cette statistique vaut 0 : le bot prend ce 0 pour une cellule vide et signale une statistique manquante.",
						description: "Warning under a statistic's minimum of 0: the bot's /import skips rows holding a 0",
					})
				: undefined,
	},
};

export const sectionTitles = {
	statistics: () =>
		translate({
			id: "templateBuilder.statistics.title",
			message: "Statistiques",
			description: "Heading of the builder's statistics section",
		}),
	macros: () =>
		translate({ id: "templateBuilder.macros.title", message: "Macros", description: "Heading of the macros section" }),
	customCritical: () =>
		translate({
			id: "templateBuilder.customCritical.title",
			message: "Critiques personnalisés",
			description: "Heading of the custom criticals section",
		}),
} satisfies Record<TemplateListKey, () => string>;

export const rowLegends = {
	statistics: (index: number) =>
		translate(
			{
				id: "templateBuilder.statistics.legend",
				message: "Statistique {number}",
				description: "Legend of a statistic row",
			},
			{ number: index + 1 },
		),
	macros: (index: number) =>
		translate(
			{ id: "templateBuilder.macros.legend", message: "Macro {number}", description: "Legend of a macro row" },
			{ number: index + 1 },
		),
	customCritical: (index: number) =>
		translate(
			{
				id: "templateBuilder.customCritical.legend",
				message: "Critique {number}",
				description: "Legend of a custom critical row",
			},
			{ number: index + 1 },
		),
} satisfies Record<TemplateListKey, (index: number) => string>;
