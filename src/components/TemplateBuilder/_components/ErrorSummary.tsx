// "Please correct errors": every remaining problem, each with a button that
// moves focus to its field (or to its list's heading), so errors in fields
// not yet touched can be found with the keyboard too.
import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import { decodeIssueMessage } from "@site/src/template/errorCodes";
import { TEMPLATE_FIELDS } from "@site/src/template/fields";
import type { TemplateForm } from "@site/src/template/formModel";
import { templateErrorMessage } from "@site/src/template/messages";
import { useFormContext, useFormState } from "react-hook-form";
import { type FlatError, flattenErrors } from "../_utils/errorList";
import { isListError, locateError } from "../_utils/errorLocation";
import { fieldId, sectionId } from "../_utils/fieldId";
import { fieldLabels, rowLegends, sectionTitles } from "../_utils/labels";
import styles from "../styles.module.css";

const TEXT = { labels: fieldLabels, sectionTitles, rowLegends };

const ERROR_SUMMARY_ID = "template-error-summary";

export default function ErrorSummary() {
	const { setFocus } = useFormContext<TemplateForm>();
	const { errors } = useFormState<TemplateForm>();
	const list = flattenErrors(errors);
	if (list.length === 0) return null;
	const focus = (error: FlatError) => {
		if (isListError(TEMPLATE_FIELDS, error.path))
			document.getElementById(sectionId(error.path.split(".")[0] ?? ""))?.focus();
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
								{locateError(TEMPLATE_FIELDS, TEXT, error.path)}
							</button>{" "}
							: {templateErrorMessage(code, values)}
						</li>
					);
				})}
			</ul>
		</div>
	);
}
