import Translate, { translate } from "@docusaurus/Translate";
import { emptyMacroRow } from "@site/src/template/formModel";
import { MAX_MACROS } from "@site/src/template/limits";
import { fieldLabels, rowLegends, sectionTitles } from "../_utils/labels";
import styles from "../styles.module.css";
import { TextField } from "./fields";
import ListSection from "./ListSection";
import TestRoll from "./TestRoll";

function MacroFields({ index }: { index: number }) {
	const context = rowLegends.macros(index);
	return (
		<>
			<TextField name={`macros.${index}.name`} context={context} label={fieldLabels.name()} />
			<TextField
				name={`macros.${index}.formula`}
				context={context}
				monospace
				className={styles.wide}
				placeholder="1d8+Force"
				label={fieldLabels.formula()}
			/>
			<TestRoll target={{ kind: "macro", index }} />
		</>
	);
}

export default function MacrosSection() {
	return (
		<ListSection
			name="macros"
			max={MAX_MACROS}
			emptyRow={emptyMacroRow}
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
			renderFields={(index) => <MacroFields index={index} />}
		/>
	);
}
