// The template builder: react-hook-form with the template's zod schema. Every
// change re-checks the whole form (rules span fields: duplicate names, $ and
// statistics, custom criticals and the type die); each field shows its error once
// touched. The draft is saved in this browser as the user types (useDraft).
// The checks (with the dice and math libraries) download on the first use of
// the form, or at once when a saved draft comes back, so that it can be
// downloaded without a click first: see useChecksOnFirstUse.
// A template from a file, the gallery or a share link replaces the form only
// after a question (gallery over a draft, share link always) and with Undo:
// see useTemplateOffers. The notices' words are in _utils/notices.ts.
import { usePluralForm } from "@docusaurus/theme-common";
import type { TemplateForm } from "@site/src/template/formModel";
import { emptyTemplateForm } from "@site/src/template/formModel";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { checksUnavailableNotice, initialDraftNotice, resetDoneNotice, setAsideDraftNotice } from "../_utils/notices";
import { useChecksOnFirstUse } from "../_utils/useChecksOnFirstUse";
import { useDraft } from "../_utils/useDraft";
import { useTemplateOffers } from "../_utils/useTemplateOffers";
import styles from "../styles.module.css";
import ActionsSection from "./ActionsSection";
import BuilderReport from "./BuilderReport";
import ConfirmDialog, { type ConfirmRequest } from "./ConfirmDialog";
import CriticalSection from "./CriticalSection";
import CustomCriticalSection from "./CustomCriticalSection";
import DraftNotice from "./DraftNotice";
import GallerySection from "./GallerySection";
import GeneralSection from "./GeneralSection";
import MacrosSection from "./MacrosSection";
import StatisticsSection from "./StatisticsSection";
import type { Status } from "./StatusMessage";
import { TestThresholdProvider } from "./TestThreshold";

export default function BuilderForm() {
	const draft = useDraft();
	const { initial } = draft;
	const { selectMessage } = usePluralForm();
	const [status, setStatus] = useState<Status | null>(() => initialDraftNotice(initial, selectMessage));
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

	const { importFile, openGalleryEntry, openedGame } = useTemplateOffers({
		form: methods,
		save,
		gameName,
		changeGameName,
		setStatus,
		ask: setConfirm,
	});

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
				setStatus(resetDoneNotice());
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
