import Translate, { translate } from "@docusaurus/Translate";
import { emptyCustomCriticalRow } from "@site/src/template/formModel";
import { CUSTOM_CRITICAL_SIGNS, MAX_CUSTOM_CRITICALS } from "@site/src/template/limits";
import { fieldLabels, rowLegends, sectionTitles } from "../_utils/labels";
import styles from "../styles.module.css";
import { CheckboxField, SelectField, TextField } from "./fields";
import ListSection from "./ListSection";
import TestRoll from "./TestRoll";

const SIGN_OPTIONS = CUSTOM_CRITICAL_SIGNS.map((sign) => ({ value: sign, label: sign }));

function CustomCriticalFields({ index }: { index: number }) {
	const context = rowLegends.customCritical(index);
	return (
		<>
			<TextField name={`customCritical.${index}.name`} context={context} label={fieldLabels.name()} />
			<SelectField
				name={`customCritical.${index}.sign`}
				context={context}
				options={SIGN_OPTIONS}
				label={fieldLabels.sign()}
			/>
			<TextField
				name={`customCritical.${index}.value`}
				context={context}
				monospace
				className={styles.wide}
				placeholder="round($/2)"
				label={fieldLabels.value()}
			/>
			<CheckboxField
				name={`customCritical.${index}.onNaturalDice`}
				context={context}
				label={translate({
					id: "templateBuilder.customCritical.onNaturalDice.label",
					message: "Dé naturel seulement (face exacte, signe ignoré)",
					description: "Checkbox: the custom critical compares only the natural die",
				})}
			/>
			<CheckboxField
				name={`customCritical.${index}.affectSkill`}
				context={context}
				label={translate({
					id: "templateBuilder.customCritical.affectSkill.label",
					message: "S'applique aussi aux macros",
					description: "Checkbox: the custom critical also applies to macros",
				})}
			/>
			<TestRoll target={{ kind: "customCritical", index }} />
		</>
	);
}

export default function CustomCriticalSection() {
	return (
		<ListSection
			name="customCritical"
			max={MAX_CUSTOM_CRITICALS}
			emptyRow={emptyCustomCriticalRow}
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
			renderFields={(index) => <CustomCriticalFields index={index} />}
		/>
	);
}
