// The builder's "report a problem" link: the template as the bot's JSON and what the builder showed (its remaining
// errors and its last message), so that a difference with the bot's /template register arrives reproducible.
import Translate, { translate } from "@docusaurus/Translate";
import { toBotTemplate } from "@site/src/template/convert";
import { decodeIssueMessage } from "@site/src/template/errorCodes";
import { TEMPLATE_FIELDS } from "@site/src/template/fields";
import type { TemplateForm } from "@site/src/template/formModel";
import { templateErrorMessage } from "@site/src/template/messages";
import { useSyncExternalStore } from "react";
import { useFormState, useWatch } from "react-hook-form";
import ReportProblem from "../../ReportProblem";
import { flattenErrors } from "../_utils/errorList";
import { locateError } from "../_utils/errorLocation";
import { fieldLabels, rowLegends, sectionTitles } from "../_utils/labels";
import { checksClient } from "../_utils/loadChecks";
import { noteText } from "./FormulaNotes";
import type { Status } from "./StatusMessage";

const TEXT = { labels: fieldLabels, sectionTitles, rowLegends };

function templateText(form: TemplateForm): string {
	try {
		return JSON.stringify(toBotTemplate(form), null, 2);
	} catch {
		// A form the conversion cannot read yet is reported as the form holds it.
		return JSON.stringify(form, null, 2);
	}
}

export default function BuilderReport({ status }: { status: Status | null }) {
	const form = useWatch<TemplateForm>() as TemplateForm;
	const { errors } = useFormState<TemplateForm>();
	const errorLines = flattenErrors(errors).map((error) => {
		const { code, values } = decodeIssueMessage(error.message);
		return `${locateError(TEMPLATE_FIELDS, TEXT, error.path)} : ${templateErrorMessage(code, values)}`;
	});
	const statusLines = status ? [status.title, ...(status.detail ? [status.detail] : []), ...(status.items ?? [])] : [];
	// The notes under the type die and the macros are on screen too: a report lists each once.
	const notes = useSyncExternalStore(checksClient.subscribe, checksClient.notes, checksClient.notes);
	const noteLines = [...new Set(Object.values(notes).flatMap((list) => list.map(noteText)))];
	const shown = [...statusLines, ...errorLines, ...noteLines];
	return (
		<ReportProblem
			title={translate({
				id: "reportProblem.builder.title",
				message: "Constructeur de modèle",
				description: "Title of an issue reported from the template builder",
			})}
			fields={[
				{
					label: translate({
						id: "reportProblem.field.template",
						message: "Modèle",
						description: "Issue body: heading of the template (JSON) the tool used",
					}),
					value: templateText(form),
				},
				{
					label: translate({
						id: "reportProblem.field.shown",
						message: "Ce que le site a affiché",
						description: "Issue body: heading of what the tool showed",
					}),
					value:
						shown.length > 0
							? shown.join("\n")
							: translate({
									id: "reportProblem.builder.noError",
									message: "Aucune erreur ni message.",
									description: "Issue body: the builder showed no error and no message",
								}),
				},
			]}
		>
			<Translate
				id="reportProblem.builder.link"
				description="Link under the template builder opening a pre-filled issue"
			>
				Signaler un problème avec ce modèle
			</Translate>
		</ReportProblem>
	);
}
