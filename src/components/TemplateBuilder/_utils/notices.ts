// The builder's notices about what happened to the form as a whole (a saved draft back, set aside or
// ignored; the checks unavailable; a share link unreadable; a template offered, opened, refused or
// undone; the form emptied), shown by StatusMessage in the report under the form; and the question
// asked before an offered template replaces the form.
import { translate } from "@site/src/i18n/templateBuilder";
import type { TemplateIssue } from "@site/src/template/errorCodes";
import { describeJsonPath } from "@site/src/template/jsonPath";
import { MAX_TEMPLATE_FILE_LABEL } from "@site/src/template/limits";
import { templateErrorMessage } from "@site/src/template/messages";
import type { DraftLoad } from "@site/src/template/storage";
import type { ConfirmRequest } from "../_components/ConfirmDialog";
import type { Status } from "../_components/StatusMessage";

/** Where an offered template comes from: a file chosen, the gallery, a share link. */
export type TemplateSource = "file" | "gallery" | "link";

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

export function setAsideDraftNotice(): Status {
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

/** What the page says first about the draft saved in this browser, if anything. */
export function initialDraftNotice(
	initial: DraftLoad,
	selectMessage: (count: number, message: string) => string,
): Status | null {
	if (initial.status === "ignored") return ignoredDraftNotice();
	if (initial.status === "setAside") return setAsideDraftNotice();
	if (initial.status === "restored") return restoredDraftNotice(initial.dropped, selectMessage);
	return null;
}

export function checksUnavailableNotice(): Status {
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

export function shareLinkBrokenNotice(): Status {
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

export function shareLinkTooLargeNotice(): Status {
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

export function galleryUnavailableNotice(): Status {
	return {
		tone: "error",
		title: translate({
			id: "templateBuilder.gallery.unavailable",
			message: "Le modèle n'a pas pu être téléchargé : vérifiez la connexion et réessayez.",
			description: "Error when a ready-made template file cannot be fetched",
		}),
	};
}

/** An offered template that is not valid: each problem with where it is in the file. */
export function invalidTemplateNotice(issues: readonly TemplateIssue[]): Status {
	return {
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
		items: issues.map((issue) => {
			const where = describeJsonPath(issue.path);
			const message = templateErrorMessage(issue.code, issue.values);
			return where ? `${where} : ${message}` : message;
		}),
	};
}

/** The title of the notice once an offered template fills the form. */
export function openedTitle(source: TemplateSource, game: string | undefined): string {
	if (source === "gallery")
		return translate(
			{
				id: "templateBuilder.gallery.opened",
				message: "Modèle « {game} » ouvert dans le constructeur.",
				description: "Notice after a ready-made template filled the form",
			},
			{ game: game ?? "" },
		);
	if (source === "link")
		return translate({
			id: "templateBuilder.share.opened",
			message: "Modèle du lien de partage ouvert dans le constructeur.",
			description: "Notice after a share link's template filled the form",
		});
	return translate({
		id: "templateBuilder.import.success",
		message: "Modèle importé avec succès.",
		description: "Import: the template filled the form",
	});
}

/** The question before a template from a link (always) or the gallery (over a draft) fills the form. */
export function offerQuestion(
	source: TemplateSource,
	game: string | undefined,
	draftInForm: boolean,
	onConfirm: () => void,
): ConfirmRequest {
	return {
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
		onConfirm,
	};
}

export function undoLabel(): string {
	return translate({
		id: "templateBuilder.undo.button",
		message: "Annuler et retrouver le modèle précédent",
		description: "Button undoing an import, a gallery template or a share link that replaced the form",
	});
}

export function undoneNotice(): Status {
	return {
		tone: "info",
		title: translate({
			id: "templateBuilder.undo.done",
			message: "Le modèle précédent est revenu.",
			description: "Notice after an import was undone",
		}),
	};
}

export function resetDoneNotice(): Status {
	return {
		tone: "info",
		title: translate({
			id: "templateBuilder.reset.done",
			message: "Le constructeur a été vidé et les données enregistrées effacées.",
			description: "Notice after the form was reset",
		}),
	};
}
