// The draft kept in this browser: read once when the builder opens, saved on
// every change. Three things can go wrong and each is told, not hidden: site
// data blocked (no storage at all), a save refused (storage full), and another
// tab saving the same draft. In the last case this tab stops saving until the
// visitor chooses which version to keep, so neither tab overwrites the other.
import type { TemplateForm } from "@site/src/template/formModel";
import {
	browserStorage,
	clearDraft,
	type DraftLoad,
	FORM_STORAGE_KEY,
	loadDraft,
	loadGameName,
	readDraft,
	saveDraft,
	saveGameName,
	setAsideDraft,
} from "@site/src/template/storage";
import { useCallback, useEffect, useRef, useState } from "react";

export type DraftProblem = "unavailable" | "saveFailed" | "otherTab" | null;

export interface Draft {
	initial: DraftLoad;
	initialGameName: string;
	problem: DraftProblem;
	save: (form: TemplateForm) => void;
	saveGame: (name: string) => void;
	clear: () => void;
	/** The other tab's version, after a `storage` event; this tab saves again from now on. */
	takeOtherTab: () => DraftLoad;
	/** Keeps this tab's version: saved over the other one. */
	keepThisTab: (form: TemplateForm) => void;
	/** Moves the saved draft where nothing reads it again (it holds formulas no template may hold). */
	setAside: () => void;
}

export function useDraft(): Draft {
	const [storage] = useState(browserStorage);
	// Read without moving anything: a first render thrown away (a lazy part suspending) that had moved a draft to set
	// aside left the kept render an empty key, so the builder opened empty with no notice. The move waits for the commit.
	const [initial] = useState<DraftLoad>(() => (storage ? readDraft(storage) : { status: "empty" }));
	useEffect(() => {
		if (storage && initial.status === "setAside") setAsideDraft(storage);
	}, [storage, initial.status]);
	const [initialGameName] = useState(() => (storage ? loadGameName(storage) : ""));
	const [problem, setProblem] = useState<DraftProblem>(storage ? null : "unavailable");
	const paused = useRef(false);

	useEffect(() => {
		if (!storage) return;
		const onStorage = (event: StorageEvent) => {
			if (event.key !== FORM_STORAGE_KEY && event.key !== null) return;
			paused.current = true;
			setProblem("otherTab");
		};
		window.addEventListener("storage", onStorage);
		return () => window.removeEventListener("storage", onStorage);
	}, [storage]);

	const report = useCallback((saved: boolean) => {
		setProblem((current) =>
			current === "otherTab" || current === "unavailable" ? current : saved ? null : "saveFailed",
		);
	}, []);

	const save = useCallback(
		(form: TemplateForm) => {
			if (!storage || paused.current) return;
			report(saveDraft(storage, form));
		},
		[storage, report],
	);

	return {
		initial,
		initialGameName,
		problem,
		save,
		saveGame: (name) => {
			if (storage && !paused.current) report(saveGameName(storage, name));
		},
		clear: () => {
			if (storage && !paused.current) clearDraft(storage);
		},
		takeOtherTab: () => {
			paused.current = false;
			setProblem(null);
			return storage ? loadDraft(storage) : { status: "empty" };
		},
		keepThisTab: (form) => {
			paused.current = false;
			setProblem(null);
			save(form);
		},
		setAside: () => {
			if (storage) setAsideDraft(storage);
		},
	};
}
