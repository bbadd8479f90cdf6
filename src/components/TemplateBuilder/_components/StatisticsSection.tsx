import Translate, { translate } from "@docusaurus/Translate";
import { emptyStatisticRow, type TemplateForm } from "@site/src/template/formModel";
import { MAX_STATISTICS } from "@site/src/template/limits";
import { useFormContext, useWatch } from "react-hook-form";
import { fieldLabels, rowLegends, sectionTitles } from "../_utils/labels";
import styles from "../styles.module.css";
import { CheckboxField, TextField } from "./fields";
import ListSection from "./ListSection";

function StatisticFields({ index }: { index: number }) {
	const { control } = useFormContext<TemplateForm>();
	const combination = useWatch({ control, name: `statistics.${index}.combination` });
	const computed = (combination ?? "").trim().length > 0;
	const context = rowLegends.statistics(index);
	return (
		<>
			<TextField name={`statistics.${index}.name`} context={context} label={fieldLabels.name()} />
			<TextField
				name={`statistics.${index}.min`}
				context={context}
				numeric
				readOnly={computed}
				className={computed ? styles.inactive : styles.narrow}
				label={fieldLabels.min()}
			/>
			<TextField
				name={`statistics.${index}.max`}
				context={context}
				numeric
				readOnly={computed}
				className={computed ? styles.inactive : styles.narrow}
				label={fieldLabels.max()}
			/>
			<TextField
				name={`statistics.${index}.combination`}
				context={context}
				monospace
				className={styles.wide}
				placeholder="endurance*2+force"
				label={fieldLabels.combination()}
				hint={
					computed
						? translate({
								id: "templateBuilder.statistics.combination.activeHint",
								message: "Statistique calculée : son minimum et son maximum ne s'appliquent pas.",
								description: "Help shown when a statistic has a combination formula",
							})
						: undefined
				}
			/>
			<CheckboxField
				name={`statistics.${index}.exclude`}
				context={context}
				label={translate({
					id: "templateBuilder.statistics.exclude.label",
					message: "Exclure du choix des statistiques",
					description: "Checkbox: the statistic is hidden from the dice command's statistic picker",
				})}
			/>
		</>
	);
}

export default function StatisticsSection() {
	return (
		<ListSection
			name="statistics"
			max={MAX_STATISTICS}
			emptyRow={emptyStatisticRow}
			title={sectionTitles.statistics()}
			intro={
				<Translate id="templateBuilder.statistics.intro" description="Explanation of the statistics section">
					Chaque statistique a un nom unique (casse et accents ignorés), un minimum et un maximum facultatifs, ou une
					combinaison calculée à partir d'autres statistiques.
				</Translate>
			}
			emptyMessage={translate({
				id: "templateBuilder.statistics.empty",
				message: "Aucune statistique pour l'instant.",
				description: "Shown when the statistics list is empty",
			})}
			addLabel={translate({
				id: "templateBuilder.statistics.add",
				message: "Ajouter une statistique",
				description: "Button adding a statistic",
			})}
			limitMessage={translate(
				{
					id: "templateBuilder.statistics.limit",
					message: "Vous avez atteint le nombre maximal de statistiques ({max}).",
					description: "Shown when the statistics list is full",
				},
				{ max: MAX_STATISTICS },
			)}
			itemLegend={rowLegends.statistics}
			actionLabels={(index) => ({
				duplicate: translate(
					{
						id: "templateBuilder.statistics.duplicate",
						message: "Dupliquer la statistique {number}",
						description: "Accessible name of the duplicate button of a statistic",
					},
					{ number: index + 1 },
				),
				remove: translate(
					{
						id: "templateBuilder.statistics.remove",
						message: "Supprimer la statistique {number}",
						description: "Accessible name of the delete button of a statistic",
					},
					{ number: index + 1 },
				),
				moveUp: translate(
					{
						id: "templateBuilder.statistics.moveUp",
						message: "Monter la statistique {number}",
						description: "Accessible name of the button moving a statistic up",
					},
					{ number: index + 1 },
				),
				moveDown: translate(
					{
						id: "templateBuilder.statistics.moveDown",
						message: "Descendre la statistique {number}",
						description: "Accessible name of the button moving a statistic down",
					},
					{ number: index + 1 },
				),
			})}
			renderFields={(index) => <StatisticFields index={index} />}
		/>
	);
}
