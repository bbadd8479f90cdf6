// The template builder: react-hook-form with the template's zod schema. Every
// change re-checks the whole form (rules span fields: duplicate names, $ and
// statistics, custom criticals and the type die); each field shows its error once
// touched. The draft is saved in this browser as the user types (useDraft).
// The checks (with the dice and math libraries) download on the first use of
// the form, or at once when a saved draft comes back, so that it can be
// downloaded without a click first: see useChecksOnFirstUse.
// A template from a file, the gallery or a share link replaces the form only
// after a question (gallery over a draft, share link always) and with Undo.
import { translate } from "@docusaurus/Translate";
import { usePluralForm } from "@docusaurus/theme-common";
import type { TemplateForm } from "@site/src/template/formModel";
import { emptyTemplateForm } from "@site/src/template/formModel";
import { describeJsonPath } from "@site/src/template/jsonPath";
import { MAX_TEMPLATE_FILE_LABEL } from "@site/src/template/limits";
import { fileProblemMessage, templateErrorMessage } from "@site/src/template/messages";
import { isEmptyForm } from "@site/src/template/storage";
import type { TemplateFileResult } from "@site/src/template/templateFile";
import { readTemplateFileText } from "@site/src/template/templateFileText";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { sectionId } from "../_utils/fieldId";
import { checksClient } from "../_utils/loadChecks";
import { readShareFragment, SharedTemplateTooLarge } from "../_utils/shareLink";
import { hasSharedTemplate } from "../_utils/shareParams";
import { useChecksOnFirstUse } from "../_utils/useChecksOnFirstUse";
import { useDraft } from "../_utils/useDraft";
import styles from "../styles.module.css";
import ActionsSection from "./ActionsSection";
import BuilderReport from "./BuilderReport";
import ConfirmDialog, { type ConfirmRequest } from "./ConfirmDialog";
import CriticalSection from "./CriticalSection";
import CustomCriticalSection from "./CustomCriticalSection";
import DraftNotice from "./DraftNotice";
import GallerySection, { GALLERY_OPENED_ID } from "./GallerySection";
import GeneralSection from "./GeneralSection";
import MacrosSection from "./MacrosSection";
import StatisticsSection from "./StatisticsSection";
import type { Status } from "./StatusMessage";
import { TestThresholdProvider } from "./TestThreshold";

function restoredDraftNotice(
	dropped: number,
	selectMessage: (count: number, message: string) => string,
): Status | null {
	if (dropped === 0) return null;
	return {
		tone: "info",
		title: selectMessage(
			dropped,
			translate(
				{
					id: "templateBuilder.draft.partlyRestored",
					message:
						"Votre saisie précédente est revenue, sauf une valeur abîmée, laissée vide : vérifiez le constructeur.|Votre saisie précédente est revenue, sauf {count} valeurs abîmées, laissées vides : vérifiez le constructeur.",
					description:
						"Notice when part of the saved draft could not be read (plural forms separated by |); count is how many values were dropped",
				},
				{ count: dropped },
			),
		),
	};
}

function ignoredDraftNotice(): Status {
	return {
		tone: "info",
		title: translate({
			id: "templateBuilder.draft.ignored",
			message:
				"Les données enregistrées lors d'une visite précédente n'ont pas pu être relues (fichier abîmé ou ancienne version du constructeur) : elles ont été ignorées.",
			description: "Notice when the saved draft is corrupt or from an older form",
		}),
	};
}

function setAsideDraftNotice(): Status {
	return {
		tone: "error",
		title: translate({
			id: "templateBuilder.draft.setAside",
			message:
				"Les données enregistrées lors d'une visite précédente dépassent les limites d'un modèle ou contiennent des formules qu'un modèle ne peut pas contenir : elles ont été mises de côté sans être calculées, et le constructeur repart vide.",
			description:
				"Notice when the saved draft was too large or held forbidden formulas: it was moved aside, never evaluated",
		}),
	};
}

function checksUnavailableNotice(): Status {
	return {
		tone: "error",
		title: translate({
			id: "templateBuilder.checks.unavailable",
			message:
				"Le contrôle du modèle n'a pas pu se charger : vérifiez la connexion. Votre saisie est gardée, et le contrôle sera retenté à la prochaine modification.",
			description: "Error when the template checks (dice and math libraries) fail to download",
		}),
	};
}

function shareLinkBrokenNotice(): Status {
	return {
		tone: "error",
		title: translate({
			id: "templateBuilder.share.broken",
			message:
				"Le lien de partage est incomplet ou abîmé : le modèle qu'il contient ne peut pas être lu. Demandez à la personne qui vous l'a envoyé de le copier de nouveau.",
			description: "Error when a share link's template cannot be decoded",
		}),
	};
}

function shareLinkTooLargeNotice(): Status {
	return {
		tone: "error",
		title: translate(
			{
				id: "templateBuilder.share.tooLarge",
				message:
					"Le lien de partage contient un modèle de plus de {max} : trop grand pour un modèle, il n'a pas été ouvert. Le constructeur n'a pas changé.",
				description: "Error when a share link holds (or inflates to) more than the template file size limit",
			},
			{ max: MAX_TEMPLATE_FILE_LABEL },
		),
	};
}

type Source = "file" | "gallery" | "link";

export default function BuilderForm() {
	const draft = useDraft();
	const { initial } = draft;
	const { selectMessage } = usePluralForm();
	const [status, setStatus] = useState<Status | null>(() =>
		initial.status === "ignored"
			? ignoredDraftNotice()
			: initial.status === "setAside"
				? setAsideDraftNotice()
				: initial.status === "restored"
					? restoredDraftNotice(initial.dropped, selectMessage)
					: null,
	);
	const [gameName, setGameName] = useState(draft.initialGameName);
	const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
	const { resolver, markUsed, downloadChecks } = useChecksOnFirstUse({
		onUnavailable: () => setStatus(checksUnavailableNotice()),
		// Only the notice about the failed download goes; any later message stays.
		onRecovered: () => setStatus((current) => (current?.title === checksUnavailableNotice().title ? null : current)),
	});
	const methods = useForm<TemplateForm>({
		defaultValues: initial.status === "restored" ? initial.form : emptyTemplateForm(),
		resolver,
		mode: "onTouched",
	});
	const { watch, trigger, reset, getValues } = methods;
	const { save } = draft;

	useEffect(() => {
		// A draft that comes back is work in progress: check it now, so it can be downloaded without a click first.
		if (initial.status === "restored") markUsed();
		void trigger();
		const subscription = watch((values) => {
			save(values as TemplateForm);
			void trigger();
		});
		return () => subscription.unsubscribe();
	}, [watch, trigger, save, markUsed, initial.status]);

	// A restored draft is someone's text like any file: one with formulas no template may hold is set aside unevaluated.
	const restoredForm = initial.status === "restored" ? initial.form : undefined;
	const draftScreened = useRef(false);
	const { setAside } = draft;
	useEffect(() => {
		if (!restoredForm || draftScreened.current) return;
		draftScreened.current = true;
		downloadChecks()
			.then(({ budgetIssues }) => {
				if (!budgetIssues(restoredForm).some((issue) => issue.code === "formula.forbidden")) return;
				setAside();
				reset(emptyTemplateForm());
				setStatus(setAsideDraftNotice());
			})
			.catch(() => {
				// The checks did not load: the resolver reports it, and nothing is evaluated without it.
			});
	}, [restoredForm, downloadChecks, setAside, reset]);

	const changeGameName = (name: string) => {
		setGameName(name);
		draft.saveGame(name);
	};

	/** Puts a whole template in the form, saves it and checks it. */
	const resetTo = (form: TemplateForm) => {
		reset(form);
		save(form);
		void trigger();
	};

	/**
	 * A gallery template now fills the form, which starts below the gallery: the gallery
	 * says so where the reader clicked, and the form's first section is scrolled to and focused.
	 */
	const [openedGame, setOpenedGame] = useState<string>();
	const [scrollToForm, setScrollToForm] = useState(0);
	const showOpenedTemplate = (game: string) => {
		setOpenedGame(game);
		setScrollToForm((count) => count + 1);
	};
	useEffect(() => {
		if (scrollToForm === 0) return;
		// The line that says so comes first on screen, the form right under it; focus goes to the form.
		document.getElementById(GALLERY_OPENED_ID)?.scrollIntoView({ block: "start" });
		document.getElementById(sectionId("general"))?.focus({ preventScroll: true });
	}, [scrollToForm]);

	/** Puts a template found valid in the form: the check that follows needs no second pass. */
	const replaceForm = (next: TemplateForm, game: string | undefined, title: string) => {
		const previous = { form: getValues(), game: gameName };
		// Remembered only now: a template declined at the question must not pass for the form shown.
		checksClient.remember(next, { ok: true, values: next });
		resetTo(next);
		if (game !== undefined) changeGameName(game);
		setStatus({
			tone: "success",
			title,
			action: isEmptyForm(previous.form)
				? undefined
				: {
						label: translate({
							id: "templateBuilder.undo.button",
							message: "Annuler et retrouver le modèle précédent",
							description: "Button undoing an import, a gallery template or a share link that replaced the form",
						}),
						run: () => {
							resetTo(previous.form);
							changeGameName(previous.game);
							setStatus({
								tone: "info",
								title: translate({
									id: "templateBuilder.undo.done",
									message: "Le modèle précédent est revenu.",
									description: "Notice after an import was undone",
								}),
							});
						},
					},
		});
	};

	/** Shows what is wrong with an offered template, or puts it in the form (asking first for a link, or for the gallery over a draft). */
	const offerTemplate = (result: TemplateFileResult, source: Source, game: string | undefined) => {
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
					message: "Le constructeur n'a pas été modifié. Problèmes trouvés :",
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
		const title =
			source === "gallery"
				? translate(
						{
							id: "templateBuilder.gallery.opened",
							message: "Modèle « {game} » ouvert dans le constructeur.",
							description: "Notice after a ready-made template filled the form",
						},
						{ game: game ?? "" },
					)
				: source === "link"
					? translate({
							id: "templateBuilder.share.opened",
							message: "Modèle du lien de partage ouvert dans le constructeur.",
							description: "Notice after a share link's template filled the form",
						})
					: translate({
							id: "templateBuilder.import.success",
							message: "Modèle importé avec succès.",
							description: "Import: the template filled the form",
						});
		const apply = () => {
			replaceForm(verdict.form, game, title);
			if (source === "gallery") showOpenedTemplate(game ?? "");
		};
		const draftInForm = !isEmptyForm(getValues());
		// A link comes from someone else: always ask. The gallery asks when there is work to replace.
		if (source === "link" || (source === "gallery" && draftInForm)) {
			setConfirm({
				question:
					source === "link"
						? translate({
								id: "templateBuilder.share.question",
								message: "Ouvrir le modèle contenu dans ce lien de partage ?",
								description: "Confirmation before a share link's template fills the form",
							})
						: translate(
								{
									id: "templateBuilder.gallery.question",
									message: "Remplacer le contenu du constructeur par le modèle « {game} » ?",
									description: "Confirmation before a ready-made template replaces the form",
								},
								{ game: game ?? "" },
							),
				detail: draftInForm
					? translate({
							id: "templateBuilder.replace.detail",
							message: "Votre saisie actuelle sera remplacée ; le bouton Annuler qui suivra permettra de la retrouver.",
							description: "Detail of the confirmation before a template replaces a non-empty form",
						})
					: undefined,
				confirmLabel: translate({
					id: "templateBuilder.replace.confirm",
					message: "Ouvrir le modèle",
					description: "Button confirming that a template fills the form",
				}),
				onConfirm: apply,
			});
		} else {
			apply();
		}
	};

	/** A template's text checked off the page's main thread; undefined (and said) when the checks cannot run. */
	const checkText = async (text: string): Promise<TemplateFileResult | undefined> => {
		try {
			return await checksClient.checkText(text);
		} catch {
			setStatus(checksUnavailableNotice());
			return undefined;
		}
	};

	const importFile = async (file: File) => {
		const read = await readTemplateFileText(file);
		if (read.kind === "fileProblem") {
			offerTemplate(read, "file", undefined);
			return;
		}
		const checked = await checkText(read.text);
		if (checked) offerTemplate(checked, "file", undefined);
	};

	const openGalleryEntry = async (game: string, url: string) => {
		let text: string;
		try {
			const response = await fetch(url);
			if (!response.ok) throw new Error(String(response.status));
			text = await response.text();
		} catch {
			setStatus({
				tone: "error",
				title: translate({
					id: "templateBuilder.gallery.unavailable",
					message: "Le modèle n'a pas pu être téléchargé : vérifiez la connexion et réessayez.",
					description: "Error when a ready-made template file cannot be fetched",
				}),
			});
			return;
		}
		const checked = await checkText(text);
		if (checked) offerTemplate(checked, "gallery", game);
	};

	// A share link opens its template (after asking), then leaves the address so that a reload does not ask again.
	// Runs once: later links arrive through hashchange; offerTemplate reads the form when a link arrives.
	// biome-ignore lint/correctness/useExhaustiveDependencies: see above
	useEffect(() => {
		const openSharedTemplate = async () => {
			if (!hasSharedTemplate(window.location.hash)) return;
			const hash = window.location.hash;
			window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
			let shared: Awaited<ReturnType<typeof readShareFragment>>;
			try {
				shared = await readShareFragment(hash);
			} catch (error) {
				setStatus(error instanceof SharedTemplateTooLarge ? shareLinkTooLargeNotice() : shareLinkBrokenNotice());
				return;
			}
			if (!shared) return;
			const checked = await checkText(shared.text);
			if (checked) offerTemplate(checked, "link", shared.game || undefined);
		};
		void openSharedTemplate();
		const onHashChange = () => void openSharedTemplate();
		window.addEventListener("hashchange", onHashChange);
		return () => window.removeEventListener("hashchange", onHashChange);
	}, []);

	const askReset = (question: string, confirmLabel: string) =>
		setConfirm({
			question,
			confirmLabel,
			danger: true,
			onConfirm: () => {
				reset(emptyTemplateForm());
				void trigger();
				draft.clear();
				setGameName("");
				setStatus({
					tone: "info",
					title: translate({
						id: "templateBuilder.reset.done",
						message: "Le constructeur a été vidé et les données enregistrées effacées.",
						description: "Notice after the form was reset",
					}),
				});
			},
		});

	return (
		<FormProvider {...methods}>
			<TestThresholdProvider>
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
					<DraftNotice
						problem={draft.problem}
						onTakeOtherTab={() => {
							const other = draft.takeOtherTab();
							reset(other.status === "restored" ? other.form : emptyTemplateForm());
							void trigger();
						}}
						onKeepThisTab={() => draft.keepThisTab(getValues())}
					/>
					<GallerySection opened={openedGame} onOpen={(game, url) => void openGalleryEntry(game, url)} />
					<GeneralSection />
					<CriticalSection />
					<StatisticsSection />
					<MacrosSection />
					<CustomCriticalSection />
					<ActionsSection
						gameName={gameName}
						onGameName={changeGameName}
						status={status}
						onStatus={setStatus}
						onImportFile={(file) => void importFile(file)}
						onAskReset={askReset}
					/>
					<BuilderReport status={status} />
					<ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
				</form>
			</TestThresholdProvider>
		</FormProvider>
	);
}
