// Field labels shared by the sections and the error summary, so each text has one id.
import { translate } from "@docusaurus/Translate";

export const fieldLabels = {
	diceType: () =>
		translate({
			id: "templateBuilder.general.diceType.label",
			message: "Dé type",
			description: "Label of the type die field",
		}),
	total: () =>
		translate({
			id: "templateBuilder.general.total.label",
			message: "Total de points à répartir",
			description: "Label of the total field",
		}),
	criticalSuccess: () =>
		translate({
			id: "templateBuilder.critical.success.label",
			message: "Succès critique (face exacte)",
			description: "Label of the critical success threshold",
		}),
	criticalFailure: () =>
		translate({
			id: "templateBuilder.critical.failure.label",
			message: "Échec critique (face exacte)",
			description: "Label of the critical failure threshold",
		}),
	name: () => translate({ id: "templateBuilder.row.name.label", message: "Nom", description: "Label of a row's name" }),
	min: () =>
		translate({
			id: "templateBuilder.statistics.min.label",
			message: "Minimum",
			description: "Label of a statistic's minimum",
		}),
	max: () =>
		translate({
			id: "templateBuilder.statistics.max.label",
			message: "Maximum",
			description: "Label of a statistic's maximum",
		}),
	combination: () =>
		translate({
			id: "templateBuilder.statistics.combination.label",
			message: "Combinaison",
			description: "Label of a statistic's combination formula",
		}),
	formula: () =>
		translate({
			id: "templateBuilder.macros.formula.label",
			message: "Formule de dés",
			description: "Label of a macro's dice formula",
		}),
	sign: () =>
		translate({
			id: "templateBuilder.customCritical.sign.label",
			message: "Comparaison",
			description: "Label of a custom critical's comparison sign",
		}),
	value: () =>
		translate({
			id: "templateBuilder.customCritical.value.label",
			message: "Valeur ou formule",
			description: "Label of a custom critical's value",
		}),
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
};

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
};
