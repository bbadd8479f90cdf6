// "Copy page" at the top of each doc page and MDX page: copies the page's Markdown copy (plugins/llms-txt) to the clipboard, for pasting
// into an assistant or a note, and links to that copy. The link works without JavaScript; the button is only shown
// once the page is interactive, so it never sits there doing nothing.
import { useLocation } from "@docusaurus/router";
import Translate from "@docusaurus/Translate";
import useIsBrowser from "@docusaurus/useIsBrowser";
import clsx from "clsx";
import { type ReactNode, useState } from "react";
import { copyPendingText, fetchText, markdownUrlFor } from "./markdownCopy";
import styles from "./styles.module.css";

type Status = "idle" | "copied" | "failed";

function statusMessage(status: Status): ReactNode {
	if (status === "copied")
		return (
			<Translate id="copyPage.copied" description="Shown after the page's Markdown was copied to the clipboard">
				Page copiée en Markdown.
			</Translate>
		);
	if (status === "failed")
		return (
			<Translate id="copyPage.failed" description="Shown when the page's Markdown could not be copied">
				La copie a échoué : ouvrez la version Markdown et copiez-la à la main.
			</Translate>
		);
	return null;
}

export default function CopyPage() {
	const { pathname } = useLocation();
	const isBrowser = useIsBrowser();
	const [status, setStatus] = useState<Status>("idle");
	const markdownUrl = markdownUrlFor(pathname);

	const copy = () => {
		copyPendingText(fetchText(markdownUrl)).then(
			() => setStatus("copied"),
			() => setStatus("failed"),
		);
	};

	return (
		// copy-page-bar: a stable name for plugins/llms-txt/cleanArticle.ts, which keeps the bar out of the copies.
		<div className={clsx("copy-page-bar", styles.bar)}>
			<span className={styles.status} role="status">
				{statusMessage(status)}
			</span>
			{isBrowser && (
				<button type="button" className={clsx("button button--sm button--secondary", styles.button)} onClick={copy}>
					<Translate id="copyPage.button" description="Button above a doc page copying it as Markdown">
						Copier la page
					</Translate>
				</button>
			)}
			<a className={styles.link} href={markdownUrl} type="text/markdown">
				<Translate id="copyPage.markdownLink" description="Link above a doc page to its Markdown copy">
					Version Markdown
				</Translate>
			</a>
		</div>
	);
}
