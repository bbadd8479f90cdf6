// A verdict row's "Report" link: the template, the server's private channel, the row as a line of the file under
// its header, and the verdict the check showed, so that a difference with the bot's /import arrives reproducible.
import { translate } from "@docusaurus/Translate";
import type { CheckedRow, CsvCheckResult } from "@site/src/template/csv";
import ReportProblem, { csvLine } from "../../ReportProblem";
import { csvIssueMessage } from "../_utils/issueMessages";
import { verdictText } from "./VerdictTable";

interface Props {
	row: CheckedRow;
	/** The file's fatal problem and header: all a row's report needs of the whole check. */
	result: Pick<CsvCheckResult, "fatal" | "fields">;
	/** The template as JSON, written once for the whole table. */
	templateText: string;
	privateChannel: boolean;
}

export default function RowReport({ row, result, templateText, privateChannel }: Props) {
	const shown = [
		verdictText(row, result.fatal !== null),
		...(result.fatal ? [csvIssueMessage(result.fatal)] : []),
		...row.problems.map(csvIssueMessage),
		...row.warnings.map(csvIssueMessage),
	].join("\n");
	return (
		<ReportProblem
			title={translate(
				{
					id: "reportProblem.csv.title",
					message: "Vérificateur de CSV d'import : ligne {line}",
					description: "Title of an issue reported from a row of the sheet-import check",
				},
				{ line: row.line },
			)}
			ariaLabel={translate(
				{
					id: "reportProblem.csv.rowName",
					message: "Signaler un problème avec la ligne {line}",
					description: "Accessible name of the report link of one verdict row",
				},
				{ line: row.line },
			)}
			fields={[
				{
					label: translate(
						{
							id: "reportProblem.field.csvRow",
							message: "Ligne {line} du CSV, sous son en-tête",
							description: "Issue body: heading of the CSV row reported, with the file's header",
						},
						{ line: row.line },
					),
					value: `${csvLine(result.fields)}\n${csvLine(row.cells)}`,
				},
				{
					label: translate({
						id: "reportProblem.field.privateChannel",
						message: "Le serveur a un salon privé",
						description: "Issue body: heading of whether the check assumed a private channel",
					}),
					value: String(privateChannel),
				},
				{
					label: translate({
						id: "reportProblem.field.shown",
						message: "Ce que le site a affiché",
						description: "Issue body: heading of what the tool showed",
					}),
					value: shown,
				},
				{
					label: translate({
						id: "reportProblem.field.template",
						message: "Modèle",
						description: "Issue body: heading of the template (JSON) the tool used",
					}),
					value: templateText,
				},
			]}
		>
			{translate({
				id: "reportProblem.csv.link",
				message: "Signaler",
				description: "Short text of the report link in each verdict row (its accessible name names the row)",
			})}
		</ReportProblem>
	);
}
