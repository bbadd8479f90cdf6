import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import { translate } from "@site/src/i18n/templateBuilder";
import { MAX_STATISTICS } from "@site/src/template/limits";
import { rowLegends, sectionTitles } from "../_utils/labels";
import { RowFields } from "./FieldControls";
import ListSection from "./ListSection";

export default function StatisticsSection() {
	return (
		<ListSection
			name="statistics"
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
			renderFields={(index) => <RowFields list="statistics" index={index} />}
		/>
	);
}
