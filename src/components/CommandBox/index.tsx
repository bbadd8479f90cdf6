// "Open the command box": a button that opens the command box, where a reader types a
// slash command and sees what the bot answers. The box, the model of the bot
// and the command list load only once it is opened.
import Translate from "@docusaurus/Translate";
import useIsBrowser from "@docusaurus/useIsBrowser";
import { Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import NeedsJavaScript, { untilScript } from "../NeedsJavaScript";
import WidgetBoundary from "../WidgetBoundary";
import { useRetryableLazy } from "../WidgetBoundary/retryableLazy";
import { commandBoxName } from "../widgetNames";
import styles from "./button.module.css";
import { storedLine } from "./shownServer";

const loadPanel = () => import(/* webpackChunkName: "command-box" */ "./CommandBoxPanel");

interface Props {
	/** The example the box's empty field shows (`/roll dé:1d20+5`), in the page's language; a /roll when omitted. */
	command?: string;
}

export default function CommandBox({ command }: Props) {
	const id = useId();
	const [open, setOpen] = useState(false);
	const [Panel, retry] = useRetryableLazy(loadPanel);
	// What the reader typed outlives a panel that failed and is tried again.
	const typed = useRef<string | undefined>(undefined);
	// Disabled until JavaScript runs: without it the button could do nothing.
	const isBrowser = useIsBrowser();
	// Which server the box shows: the line the box stored for it, else the default server's.
	const [line, setLine] = useState("");
	useEffect(() => {
		setLine(storedLine());
		// A share link (#server=…) opens the box on its server.
		if (window.location.hash.includes("server=")) setOpen(true);
	}, []);
	const onTextChange = useCallback((text: string) => {
		typed.current = text;
	}, []);
	return (
		<div className={styles.box}>
			<button
				type="button"
				className="button button--primary"
				aria-expanded={open}
				aria-controls={`${id}-panel`}
				{...untilScript(isBrowser)}
				onClick={() => setOpen(!open)}
			>
				<Translate id="commandBox.open" description="Opens the command box (type a slash command, see the bot's reply)">
					Ouvrir le simulateur de commandes
				</Translate>
			</button>
			<p className={styles.shown}>
				{line || (
					<Translate id="commandBox.shownDefault" description="Command box: the default sample server">
						Serveur montré : Donjons & Dragons 5e, modèle de la galerie, en français, personnage « Maëlle ».
					</Translate>
				)}
			</p>
			<NeedsJavaScript name={commandBoxName()} />
			<div id={`${id}-panel`}>
				{open ? (
					<WidgetBoundary name={commandBoxName()} onRetry={retry}>
						<Suspense
							fallback={
								<p role="status">
									<Translate id="commandBox.loading" description="The command box's code is loading">
										Chargement du simulateur de commandes…
									</Translate>
								</p>
							}
						>
							<Panel initialText={typed.current} example={command} onTextChange={onTextChange} onLineChange={setLine} />
						</Suspense>
					</WidgetBoundary>
				) : null}
			</div>
		</div>
	);
}
