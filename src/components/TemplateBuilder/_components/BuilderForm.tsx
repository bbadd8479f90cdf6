// The template builder: react-hook-form with the template's zod schema. Every
// change re-checks the whole form (rules span fields: duplicate names, $ and
// statistics, custom critics and the type die); each field shows its error once
// touched. The draft is saved in localStorage as the user types. The checks
// (with the dice and math libraries) download on the first use of the form:
// see useJudgeOnFirstUse.
import { translate } from "@docusaurus/Translate";
import { siteFacts } from "@site/src/data/siteFacts";
import { templateFileText } from "@site/src/template/convert";
import { csvHeader } from "@site/src/template/csv";
import { emptyTemplateForm, type TemplateForm } from "@site/src/template/formModel";
import { MAX_TEMPLATE_FILE_LABEL, TEMPLATE_SCHEMA_PATH } from "@site/src/template/limits";
import { fileProblemMessage, templateErrorMessage } from "@site/src/template/messages";
import { clearDraft, loadDraft, saveDraft } from "@site/src/template/storage";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { downloadText } from "../_utils/download";
import { flattenErrors } from "../_utils/errorList";
import { useJudgeOnFirstUse } from "../_utils/useJudgeOnFirstUse";
import styles from "../styles.module.css";
import CriticalSection from "./CriticalSection";
import CustomCriticsSection from "./CustomCriticsSection";
import ErrorSummary, { ERROR_SUMMARY_ID } from "./ErrorSummary";
import GeneralSection from "./GeneralSection";
import MacrosSection from "./MacrosSection";
import ResetButton from "./ResetDialog";
import StatisticsSection from "./StatisticsSection";
import StatusMessage, { type Status } from "./StatusMessage";

const SCHEMA_URL = `${siteFacts.siteUrl}${TEMPLATE_SCHEMA_PATH}`;

function ignoredDraftNotice(): Status {
	return {
		tone: "info",
		title: translate({
			id: "templateBuilder.draft.ignored",
			message:
				"Les données enregistrées lors d'une visite précédente n'ont pas pu être relues (fichier abîmé ou ancienne version du formulaire) : elles ont été ignorées.",
			description: "Notice when the saved draft is corrupt or from an older form",
		}),
	};
}

function judgeUnavailableNotice(): Status {
	return {
		tone: "error",
		title: translate({
			id: "templateBuilder.judge.unavailable",
			message:
				"Le contrôle du modèle n'a pas pu se charger : vérifiez la connexion. Votre saisie est gardée, et le contrôle sera retenté à la prochaine modification.",
			description: "Error when the template checks (dice and math libraries) fail to download",
		}),
	};
}

export default function BuilderForm() {
	const [initialDraft] = useState(() => loadDraft(window.localStorage));
	const [status, setStatus] = useState<Status | null>(initialDraft.status === "ignored" ? ignoredDraftNotice() : null);
	const { resolver, markUsed, judge } = useJudgeOnFirstUse({
		onUnavailable: () => setStatus(judgeUnavailableNotice()),
		// Only the notice about the failed download goes; any later message stays.
		onRecovered: () => setStatus((current) => (current?.title === judgeUnavailableNotice().title ? null : current)),
	});
	const methods = useForm<TemplateForm>({
		defaultValues: initialDraft.status === "restored" ? initialDraft.form : emptyTemplateForm(),
		resolver,
		mode: "onTouched",
	});
	const { watch, trigger, reset, getValues, formState } = methods;
	const fileInput = useRef<HTMLInputElement>(null);

	useEffect(() => {
		void trigger();
		const subscription = watch((values) => {
			saveDraft(window.localStorage, values as TemplateForm);
			void trigger();
		});
		return () => subscription.unsubscribe();
	}, [watch, trigger]);

	const hasErrors = Object.keys(formState.errors).length > 0;
	// The summary exists only when it lists something (an unavailable judge is an error with no message).
	const summaryShown = flattenErrors(formState.errors).length > 0;
	const canDownload = formState.isValid && !hasErrors;

	const importFile = async (file: File) => {
		let checks: Awaited<ReturnType<typeof judge>>;
		try {
			checks = await judge();
		} catch {
			setStatus(judgeUnavailableNotice());
			return;
		}
		const { readTemplateFile, describeJsonPath } = checks;
		const result = await readTemplateFile(file);
		if (result.kind === "fileProblem") {
			setStatus({ tone: "error", ...fileProblemMessage(result.problem, { max: MAX_TEMPLATE_FILE_LABEL }) });
			return;
		}
		const { verdict } = result;
		if (!verdict.ok) {
			setStatus({
				tone: "error",
				title: translate({
					id: "templateBuilder.import.invalid.title",
					message: "Ce fichier n'est pas un modèle valide",
					description: "Import: the JSON file is not a valid template (title)",
				}),
				detail: translate({
					id: "templateBuilder.import.invalid.detail",
					message: "Le formulaire n'a pas été modifié. Problèmes trouvés :",
					description: "Import: the JSON file is not a valid template (detail, followed by the list of problems)",
				}),
				items: verdict.issues.map((issue) => {
					const where = describeJsonPath(issue.path);
					const message = templateErrorMessage(issue.code, issue.values);
					return where ? `${where} : ${message}` : message;
				}),
			});
			return;
		}
		reset(verdict.form);
		setStatus({
			tone: "success",
			title: translate({
				id: "templateBuilder.import.success",
				message: "Modèle importé avec succès.",
				description: "Import: the template filled the form",
			}),
		});
	};

	const resetForm = () => {
		reset(emptyTemplateForm());
		clearDraft(window.localStorage);
		setStatus({
			tone: "info",
			title: translate({
				id: "templateBuilder.reset.done",
				message: "Le formulaire et les données enregistrées ont été effacés.",
				description: "Notice after the form was reset",
			}),
		});
	};

	return (
		<FormProvider {...methods}>
			<form
				className={styles.builder}
				noValidate
				onSubmit={(event) => event.preventDefault()}
				onFocus={markUsed}
				onPointerDown={markUsed}
				onPointerOver={markUsed}
				onKeyDown={markUsed}
				onTouchStart={markUsed}
			>
				<GeneralSection />
				<CriticalSection />
				<StatisticsSection />
				<MacrosSection />
				<CustomCriticsSection />
				<section
					className={styles.actions}
					aria-label={translate({
						id: "templateBuilder.actions.label",
						message: "Actions du modèle",
						description: "Accessible name of the builder's action bar",
					})}
				>
					<ErrorSummary />
					<div className={styles.buttons}>
						<button
							type="button"
							className="button button--primary"
							disabled={!canDownload}
							aria-describedby={summaryShown ? ERROR_SUMMARY_ID : undefined}
							onClick={() =>
								downloadText("template.json", templateFileText(getValues(), SCHEMA_URL), "application/json")
							}
						>
							{translate({
								id: "templateBuilder.download.json",
								message: "Télécharger le modèle",
								description: "Button saving template.json",
							})}
						</button>
						<button
							type="button"
							className="button button--secondary"
							disabled={!canDownload}
							aria-describedby={summaryShown ? ERROR_SUMMARY_ID : undefined}
							onClick={() => downloadText("import.csv", csvHeader(getValues()), "text/csv;charset=utf-8")}
						>
							{translate({
								id: "templateBuilder.download.csv",
								message: "Télécharger le CSV d'import des fiches",
								description: "Button saving the CSV header for bulk sheet import",
							})}
						</button>
						<button type="button" className="button button--secondary" onClick={() => fileInput.current?.click()}>
							{translate({
								id: "templateBuilder.import.button",
								message: "Importer un modèle JSON",
								description: "Button opening the file picker to import a template",
							})}
						</button>
						<input
							ref={fileInput}
							type="file"
							accept=".json,application/json"
							className={styles.srOnly}
							tabIndex={-1}
							aria-label={translate({
								id: "templateBuilder.import.input",
								message: "Fichier JSON du modèle à importer",
								description: "Accessible name of the hidden file input of the import",
							})}
							onChange={(event) => {
								const file = event.target.files?.[0];
								event.target.value = "";
								if (file) void importFile(file);
							}}
						/>
						<ResetButton onConfirm={resetForm} />
					</div>
					<StatusMessage status={status} />
				</section>
			</form>
		</FormProvider>
	);
}
