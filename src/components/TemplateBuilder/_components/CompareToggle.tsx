// "Compare rolls" under the type die's odds: its code loads when opened, and the rows
// typed are kept here while it is closed.

import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import type { TemplateForm } from "@site/src/template/formModel";
import { curveRange } from "@site/src/template/typeDieOdds";
import { Suspense, useId } from "react";
import WidgetBoundary from "../../WidgetBoundary";
import { useRetryableLazy } from "../../WidgetBoundary/retryableLazy";
import { oddsName } from "../../widgetNames";
import { setOddsView, useOddsView } from "../_utils/oddsView";
import type { Entry } from "./BuilderCompare";

const loadBuilderCompare = () => import(/* webpackChunkName: "builder-compare" */ "./BuilderCompare");

/** The comparison of rolls, its code loaded when opened; the rows typed are kept here while it is closed. */
export default function CompareToggle({ form, macros }: { form: TemplateForm; macros: readonly string[] }) {
	const id = useId();
	const { compareOpen: open, rows } = useOddsView();
	const setOpen = (compareOpen: boolean) => setOddsView({ compareOpen });
	const range = curveRange(form);
	// Until the reader (or a share link) gives rows, the comparison starts from the curve's two ends.
	const entries: readonly Entry[] = rows ?? [
		{ roll: "", value: String(range?.low ?? 10) },
		{ roll: "", value: String(range?.high ?? 50) },
	];
	const setEntries = (next: Entry[]) => setOddsView({ rows: next });
	const [BuilderCompare, retry] = useRetryableLazy(loadBuilderCompare);
	return (
		<div>
			<button
				type="button"
				className="button button--sm button--secondary margin-top--sm"
				aria-expanded={open}
				aria-controls={`${id}-compare`}
				onClick={() => setOpen(!open)}
			>
				<Translate id="templateBuilder.compare.toggle" description="Builder: button that shows the comparison of rolls">
					Comparer des jets
				</Translate>
			</button>
			<div id={`${id}-compare`}>
				{open ? (
					<WidgetBoundary name={oddsName()} onRetry={retry}>
						<Suspense fallback={null}>
							<BuilderCompare form={form} macros={macros} entries={entries} setEntries={setEntries} />
						</Suspense>
					</WidgetBoundary>
				) : null}
			</div>
		</div>
	);
}
