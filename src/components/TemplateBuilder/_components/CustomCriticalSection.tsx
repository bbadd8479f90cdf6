import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import { translate } from "@site/src/i18n/templateBuilder";
import { MAX_CUSTOM_CRITICALS } from "@site/src/template/limits";
import { rowLegends, sectionTitles } from "../_utils/labels";
import { RowFields } from "./FieldControls";
import ListSection from "./ListSection";
import TestRoll from "./TestRoll";

export default function CustomCriticalSection() {
	return (
		<ListSection
			name="customCritical"
			title={sectionTitles.customCritical()}
			intro={
				<Translate id="templateBuilder.customCritical.intro" description="Explanation of the custom criticals section">
					Des tests supplémentaires sur le résultat du dé type. La valeur est un nombre, un dé ou une formule où $
					représente la valeur de la statistique, par exemple round($/2).
				</Translate>
			}
			emptyMessage={translate({
				id: "templateBuilder.customCritical.empty",
				message: "Aucun critique personnalisé pour l'instant.",
				description: "Shown when the custom criticals list is empty",
			})}
			addLabel={translate({
				id: "templateBuilder.customCritical.add",
				message: "Ajouter un critique",
				description: "Button adding a custom critical",
			})}
			limitMessage={translate(
				{
					id: "templateBuilder.customCritical.limit",
					message: "Vous avez atteint le nombre maximal de critiques personnalisés ({max}).",
					description: "Shown when the custom criticals list is full",
				},
				{ max: MAX_CUSTOM_CRITICALS },
			)}
			itemLegend={rowLegends.customCritical}
			actionLabels={(index) => ({
				duplicate: translate(
					{
						id: "templateBuilder.customCritical.duplicate",
						message: "Dupliquer le critique {number}",
						description: "Accessible name of the duplicate button of a custom critical",
					},
					{ number: index + 1 },
				),
				remove: translate(
					{
						id: "templateBuilder.customCritical.remove",
						message: "Supprimer le critique {number}",
						description: "Accessible name of the delete button of a custom critical",
					},
					{ number: index + 1 },
				),
				moveUp: translate(
					{
						id: "templateBuilder.customCritical.moveUp",
						message: "Monter le critique {number}",
						description: "Accessible name of the button moving a custom critical up",
					},
					{ number: index + 1 },
				),
				moveDown: translate(
					{
						id: "templateBuilder.customCritical.moveDown",
						message: "Descendre le critique {number}",
						description: "Accessible name of the button moving a custom critical down",
					},
					{ number: index + 1 },
				),
			})}
			renderFields={(index) => (
				<>
					<RowFields list="customCritical" index={index} />
					<TestRoll target={{ kind: "customCritical", index }} />
				</>
			)}
		/>
	);
}
