// Checking the form waits for the visitor's first use of it (a focus, pointer,
// key or touch inside the form). Only then does the judge download (math.js and
// the dice roller, about 200 KB gzipped) and the form get checked, so a visit
// that only reads the page never pays for them. Until then, react-hook-form's
// validations simply wait, and the download buttons stay disabled.
import { zodResolver } from "@hookform/resolvers/zod";
import type { TemplateForm } from "@site/src/template/formModel";
import { useRef, useState } from "react";
import type { Resolver } from "react-hook-form";
import { loadTemplateJudge, type TemplateJudge } from "./loadJudge";

export interface JudgeEvents {
	/** The judge could not be downloaded; the form stays unchecked and the next check retries. */
	onUnavailable: () => void;
	/** The judge came back after a failed download. */
	onRecovered: () => void;
}

export interface JudgeOnFirstUse {
	resolver: Resolver<TemplateForm>;
	/** Call on any use of the form; the first call starts the download. */
	markUsed: () => void;
	/** The judge itself, for importing a file (counts as a use). */
	judge: () => Promise<TemplateJudge>;
}

export function useJudgeOnFirstUse(events: JudgeEvents): JudgeOnFirstUse {
	const eventsRef = useRef(events);
	eventsRef.current = events;
	const [judgeOnFirstUse] = useState<JudgeOnFirstUse>(() => {
		let markUsed: () => void = () => undefined;
		const used = new Promise<void>((resolve) => {
			markUsed = () => resolve();
		});
		let check: Resolver<TemplateForm> | undefined;
		let failed = false;

		const resolver: Resolver<TemplateForm> = async (values, context, options) => {
			await used;
			try {
				const { templateFormSchema } = await loadTemplateJudge();
				check ??= zodResolver(templateFormSchema, undefined, { mode: "sync" });
			} catch {
				if (!failed) eventsRef.current.onUnavailable();
				failed = true;
				// Unchecked is not valid: an error with no message keeps downloads disabled without listing anything.
				return { values: {}, errors: { root: { type: "judgeUnavailable" } } };
			}
			if (failed) eventsRef.current.onRecovered();
			failed = false;
			return check(values, context, options);
		};

		return {
			resolver,
			markUsed: () => markUsed(),
			judge: () => {
				markUsed();
				return loadTemplateJudge();
			},
		};
	});
	return judgeOnFirstUse;
}
