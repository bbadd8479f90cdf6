// The sheet-import check as MDX embeds it: a button, and the tool itself (its own
// chunks, with papaparse and a worker) only once a reader opens it.
import Translate from "@docusaurus/Translate";
import useIsBrowser from "@docusaurus/useIsBrowser";
import { Suspense, useState } from "react";
import NeedsJavaScript, { untilScript } from "../NeedsJavaScript";
import WidgetBoundary from "../WidgetBoundary";
import { useRetryableLazy } from "../WidgetBoundary/retryableLazy";
import { csvCheckName } from "../widgetNames";
import styles from "./styles.module.css";

const loadCsvCheckTool = () => import("./_components/CsvCheckTool");

function Loader() {
	return (
		<p className={styles.loader} role="status">
			<Translate id="csvCheck.loading" description="Shown while the sheet-import check loads">
				Chargement du vérificateur…
			</Translate>
		</p>
	);
}

export default function CsvCheck() {
	const [open, setOpen] = useState(false);
	const [CsvCheckTool, retry] = useRetryableLazy(loadCsvCheckTool);
	// Without JavaScript the button could do nothing: it stays disabled and the page says why.
	const isBrowser = useIsBrowser();
	if (!open)
		return (
			<div className={styles.shell}>
				<NeedsJavaScript name={csvCheckName()} />
				<button
					type="button"
					className="button button--primary"
					{...untilScript(isBrowser)}
					onClick={() => setOpen(true)}
				>
					<Translate id="csvCheck.open" description="Button that opens the sheet-import check on the import page">
						Ouvrir le vérificateur de CSV
					</Translate>
				</button>
			</div>
		);
	return (
		<div className={styles.shell}>
			<WidgetBoundary name={csvCheckName()} onRetry={retry}>
				<Suspense fallback={<Loader />}>
					<CsvCheckTool />
				</Suspense>
			</WidgetBoundary>
		</div>
	);
}
