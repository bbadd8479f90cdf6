// Checking the form waits for the visitor's first use of it (a focus, pointer,
// key or touch inside the form). Only then do the checks download (math.js and
// the dice roller, about 200 KB gzipped) and the form get checked, so a visit
// that only reads the page never pays for them. Until then, react-hook-form's
// validations simply wait, and the download buttons stay disabled. The checks
// themselves run in a worker, once per change (checksClient.ts).
import { toNestErrors } from "@hookform/resolvers";
import type { FormCheck } from "@site/src/template/checksWorkerHandler";
import type { TemplateForm } from "@site/src/template/formModel";
import { useRef, useState } from "react";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import { checksClient, loadTemplateChecks, type TemplateChecks } from "./loadChecks";

export interface ChecksEvents {
	/** The checks could not be downloaded; the form stays unchecked and the next check retries. */
	onUnavailable: () => void;
	/** The checks came back after a failed download. */
	onRecovered: () => void;
}

export interface ChecksOnFirstUse {
	resolver: Resolver<TemplateForm>;
	/** Call on any use of the form; the first call starts the download. */
	markUsed: () => void;
	/** The checks themselves, for importing a file (counts as a use). */
	downloadChecks: () => Promise<TemplateChecks>;
}

export function useChecksOnFirstUse(events: ChecksEvents): ChecksOnFirstUse {
	const eventsRef = useRef(events);
	eventsRef.current = events;
	const [checksOnFirstUse] = useState<ChecksOnFirstUse>(() => {
		let markUsed: () => void = () => undefined;
		const used = new Promise<void>((resolve) => {
			markUsed = () => resolve();
		});
		let failed = false;

		const resolver: Resolver<TemplateForm> = async (values, _context, options) => {
			await used;
			let check: FormCheck;
			try {
				check = await checksClient.checkForm(values);
			} catch {
				if (!failed) eventsRef.current.onUnavailable();
				failed = true;
				// Unchecked is not valid: an error with no message keeps downloads disabled without listing anything.
				return { values: {}, errors: { root: { type: "checksUnavailable" } } };
			}
			if (failed) eventsRef.current.onRecovered();
			failed = false;
			if (check.ok) return { values: check.values, errors: {} as Record<string, never> };
			// As zodResolver reports them: the first issue of each field, nested by path.
			const flat: Record<string, FieldError> = {};
			for (const issue of check.issues) flat[issue.path.join(".")] ??= { message: issue.message, type: issue.code };
			return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
		};

		return {
			resolver,
			markUsed: () => markUsed(),
			downloadChecks: () => {
				markUsed();
				return loadTemplateChecks();
			},
		};
	});
	return checksOnFirstUse;
}
