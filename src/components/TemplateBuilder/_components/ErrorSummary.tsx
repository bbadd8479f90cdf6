// "Please correct errors": every remaining problem, each with a button that
// moves focus to its field (or to its list's heading), so errors in fields
// not yet touched can be found with the keyboard too.
import Translate from "@docusaurus/Translate";
import { decodeIssueMessage } from "@site/src/template/errorCodes";
import type { TemplateForm } from "@site/src/template/formModel";
import { templateErrorMessage } from "@site/src/template/messages";
import { useFormContext, useFormState } from "react-hook-form";
import { type FlatError, flattenErrors } from "../_utils/errorList";
import { fieldId, sectionId } from "../_utils/fieldId";
import { fieldLabels, rowLegends, sectionTitles } from "../_utils/labels";
import styles from "../styles.module.css";

type ListKey = keyof typeof rowLegends;
const LISTS = new Set<string>(["statistics", "macros", "customCritical"]);
const FIELD_LABELS: Record<string, () => string> = {
	diceType: fieldLabels.diceType,
	total: fieldLabels.total,
	"critical.success": fieldLabels.criticalSuccess,
	"critical.failure": fieldLabels.criticalFailure,
	name: fieldLabels.name,
	min: fieldLabels.min,
	max: fieldLabels.max,
	combination: fieldLabels.combination,
	formula: fieldLabels.formula,
	sign: fieldLabels.sign,
	value: fieldLabels.value,
};

/** Where an error is, in the page's words: "Statistique 2 — Maximum". */
function locate(path: string): string {
	const [list, index, field] = path.split(".");
	if (LISTS.has(list) && index === "root") return sectionTitles[list as ListKey]();
	if (LISTS.has(list) && index !== undefined) {
		const legend = rowLegends[list as ListKey](Number(index));
		const label = field ? FIELD_LABELS[field]?.() : undefined;
		return label ? `${legend} — ${label}` : legend;
	}
	return FIELD_LABELS[path]?.() ?? path;
}

const ERROR_SUMMARY_ID = "template-error-summary";

export default function ErrorSummary() {
	const { setFocus } = useFormContext<TemplateForm>();
	const { errors } = useFormState<TemplateForm>();
	const list = flattenErrors(errors);
	if (list.length === 0) return null;
	const focus = (error: FlatError) => {
		const [listName, index] = error.path.split(".");
		if (LISTS.has(listName) && index === "root") document.getElementById(sectionId(listName))?.focus();
		else {
			const field = document.getElementById(fieldId(error.path));
			if (field) field.focus();
			else setFocus(error.path as never);
		}
	};
	return (
		<div id={ERROR_SUMMARY_ID} className={styles.errorSummary}>
			<p className={styles.errorSummaryTitle}>
				<Translate
					id="templateBuilder.form.correctErrors"
					description="Shown while the form has errors; download is disabled"
				>
					Veuillez corriger les erreurs
				</Translate>
			</p>
			<ul className={styles.errorSummaryList}>
				{list.map((error) => {
					const { code, values } = decodeIssueMessage(error.message);
					return (
						<li key={error.path}>
							<button type="button" className={styles.linkButton} onClick={() => focus(error)}>
								{locate(error.path)}
							</button>{" "}
							: {templateErrorMessage(code, values)}
						</li>
					);
				})}
			</ul>
		</div>
	);
}
