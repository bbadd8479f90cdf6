import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import { translate } from "@site/src/i18n/templateBuilder";
import { MAX_MACROS } from "@site/src/template/limits";
import { rowLegends, sectionTitles } from "../_utils/labels";
import { RowFields } from "./FieldControls";
import ListSection from "./ListSection";
import TestRoll from "./TestRoll";

export default function MacrosSection() {
	return (
		<ListSection
			name="macros"
			title={sectionTitles.macros()}
			intro={
				<Translate id="templateBuilder.macros.intro" description="Explanation of the macros section">
					Des jets nommés, communs à toutes les fiches. Écrivez les statistiques par leur nom : elles sont remplacées
					par leur valeur au moment du jet.
				</Translate>
			}
			emptyMessage={translate({
				id: "templateBuilder.macros.empty",
				message: "Aucune macro pour l'instant.",
				description: "Shown when the macros list is empty",
			})}
			addLabel={translate({
				id: "templateBuilder.macros.add",
				message: "Ajouter une macro",
				description: "Button adding a macro",
			})}
			limitMessage={translate(
				{
					id: "templateBuilder.macros.limit",
					message: "Vous avez atteint le nombre maximal de macros ({max}).",
					description: "Shown when the macros list is full",
				},
				{ max: MAX_MACROS },
			)}
			itemLegend={rowLegends.macros}
			actionLabels={(index) => ({
				duplicate: translate(
					{
						id: "templateBuilder.macros.duplicate",
						message: "Dupliquer la macro {number}",
						description: "Accessible name of the duplicate button of a macro",
					},
					{ number: index + 1 },
				),
				remove: translate(
					{
						id: "templateBuilder.macros.remove",
						message: "Supprimer la macro {number}",
						description: "Accessible name of the delete button of a macro",
					},
					{ number: index + 1 },
				),
				moveUp: translate(
					{
						id: "templateBuilder.macros.moveUp",
						message: "Monter la macro {number}",
						description: "Accessible name of the button moving a macro up",
					},
					{ number: index + 1 },
				),
				moveDown: translate(
					{
						id: "templateBuilder.macros.moveDown",
						message: "Descendre la macro {number}",
						description: "Accessible name of the button moving a macro down",
					},
					{ number: index + 1 },
				),
			})}
			renderFields={(index) => (
				<>
					<RowFields list="macros" index={index} />
					<TestRoll target={{ kind: "macro", index }} />
				</>
			)}
		/>
	);
}
