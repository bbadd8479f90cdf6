// A whole template offered to the form: a file chosen, a gallery entry, a share link in the address.
// Each is read and checked off the page's main thread, then refused with its problems or put in the
// form: after a question for a link (it comes from someone else) and for the gallery over a draft,
// and with an Undo that brings back what the form held. A gallery template is then scrolled to.

import { decodeTemplateFile } from "@site/src/template/decodeTemplateFile";
import type { TemplateForm } from "@site/src/template/formModel";
import { MAX_TEMPLATE_FILE_LABEL } from "@site/src/template/limits";
import { fileProblemMessage } from "@site/src/template/messages";
import { isEmptyForm } from "@site/src/template/storage";
import type { TemplateFileResult } from "@site/src/template/templateFile";
import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ConfirmRequest } from "../_components/ConfirmDialog";
import { GALLERY_OPENED_ID } from "../_components/GallerySection";
import type { Status } from "../_components/StatusMessage";
import { sectionId } from "./fieldId";
import { checksClient } from "./loadChecks";
import {
	checksUnavailableNotice,
	galleryUnavailableNotice,
	invalidTemplateNotice,
	offerQuestion,
	openedTitle,
	shareLinkBrokenNotice,
	shareLinkTooLargeNotice,
	type TemplateSource,
	undoLabel,
	undoneNotice,
} from "./notices";
import { oddsView, setOddsView } from "./oddsView";
import { readShareFragment, type SharedOddsView, SharedTemplateTooLarge } from "./shareLink";
import { hasSharedTemplate } from "./shareParams";

export interface OfferTarget {
	form: Pick<UseFormReturn<TemplateForm>, "reset" | "getValues" | "trigger">;
	/** Saves the form as the draft. */
	save: (form: TemplateForm) => void;
	gameName: string;
	changeGameName: (name: string) => void;
	setStatus: (status: Status | null) => void;
	ask: (request: ConfirmRequest) => void;
}

export interface TemplateOffers {
	importFile: (file: File) => Promise<void>;
	openGalleryEntry: (game: string, url: string) => Promise<void>;
	/** The gallery's game now in the form, which the gallery says where the reader clicked. */
	openedGame: string | undefined;
}

export function useTemplateOffers({
	form,
	save,
	gameName,
	changeGameName,
	setStatus,
	ask,
}: OfferTarget): TemplateOffers {
	const { reset, getValues, trigger } = form;

	/** Puts a whole template in the form, saves it and checks it. */
	const resetTo = (next: TemplateForm) => {
		reset(next);
		save(next);
		void trigger();
	};

	// A gallery template fills the form, which starts below the gallery: the line that says so comes
	// first on screen, the form right under it, and focus goes to the form's first section.
	const [openedGame, setOpenedGame] = useState<string>();
	const [scrollToForm, setScrollToForm] = useState(0);
	useEffect(() => {
		if (scrollToForm === 0) return;
		document.getElementById(GALLERY_OPENED_ID)?.scrollIntoView({ block: "start" });
		document.getElementById(sectionId("general"))?.focus({ preventScroll: true });
	}, [scrollToForm]);

	/** Puts a template found valid in the form, with an Undo when it replaced something. */
	const replaceForm = (next: TemplateForm, game: string | undefined, title: string) => {
		const previous = { form: getValues(), game: gameName };
		// Remembered only now: a template declined at the question must not pass for the form shown.
		checksClient.remember(next, { ok: true, values: next });
		resetTo(next);
		if (game !== undefined) changeGameName(game);
		const undo = () => {
			resetTo(previous.form);
			changeGameName(previous.game);
			setStatus(undoneNotice());
		};
		setStatus({
			tone: "success",
			title,
			action: isEmptyForm(previous.form) ? undefined : { label: undoLabel(), run: undo },
		});
	};

	/** Shows what is wrong with an offered template, or puts it in the form (asking first when it must). */
	const offerTemplate = (
		result: TemplateFileResult,
		source: TemplateSource,
		game: string | undefined,
		view?: SharedOddsView,
	) => {
		if (result.kind === "fileProblem") {
			setStatus({ tone: "error", ...fileProblemMessage(result.problem, { max: MAX_TEMPLATE_FILE_LABEL }) });
			return;
		}
		const { verdict } = result;
		if (!verdict.ok) {
			setStatus(invalidTemplateNotice(verdict.issues));
			return;
		}
		const apply = () => {
			replaceForm(verdict.form, game, openedTitle(source, game));
			// A link's odds view opens once its template is in the form, and the reader is brought to it.
			if (view) {
				setOddsView({
					open: true,
					studied: view.studied,
					compareOpen: view.rows !== undefined,
					...(view.rows ? { rows: view.rows } : {}),
					revealed: oddsView().revealed + 1,
				});
			}
			if (source !== "gallery") return;
			setOpenedGame(game ?? "");
			setScrollToForm((count) => count + 1);
		};
		const draftInForm = !isEmptyForm(getValues());
		// A link comes from someone else: always ask. The gallery asks when there is work to replace.
		if (source === "link" || (source === "gallery" && draftInForm))
			ask(offerQuestion(source, game, draftInForm, apply));
		else apply();
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
		const read = await decodeTemplateFile(file);
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
			setStatus(galleryUnavailableNotice());
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
			if (checked) offerTemplate(checked, "link", shared.game || undefined, shared.view);
		};
		void openSharedTemplate();
		const onHashChange = () => void openSharedTemplate();
		window.addEventListener("hashchange", onHashChange);
		return () => window.removeEventListener("hashchange", onHashChange);
	}, []);

	return { importFile, openGalleryEntry, openedGame };
}
