// The template builder as MDX embeds it. The page is served with a placeholder;
// the form, zod and the dice libraries download on this page alone, and only
// once the visitor may need them: when the placeholder comes within half a
// screen of the viewport or is above it (a reload restores a scroll position
// below the form), or at the first key press (a keyboard user tabbing through
// the intro should find the form's fields next, not the content below).
// On a phone the form sits more than a screen below the intro, so reading the
// intro costs no builder code; on a desktop it is near enough to load at once.
import Translate from "@docusaurus/Translate";
import useIsBrowser from "@docusaurus/useIsBrowser";
import { FORM_STORAGE_KEY } from "@site/src/template/storageKeys";
import { lazy, Suspense, useEffect, useState } from "react";
import NeedsJavaScript from "../NeedsJavaScript";
import { useNearView } from "../useNearView";
import WidgetBoundary from "../WidgetBoundary";
import { builderName } from "../widgetNames";
import { hasSharedTemplate } from "./_utils/shareParams";
import styles from "./styles.module.css";

/** A new lazy component for each attempt: React keeps a failed import() as failed. */
const lazyBuilderForm = () => lazy(() => import("./_components/BuilderForm"));

/**
 * Where the placeholder must be for the builder to load: anywhere above the
 * viewport (a very tall top margin), or less than half a screen below it.
 */
const LOAD_MARGIN = "1000000px 0px 50% 0px";

function Loader() {
	// Without JavaScript nothing loads: the page says so (NeedsJavaScript) rather than "Loading…".
	const isBrowser = useIsBrowser();
	if (!isBrowser) return <NeedsJavaScript name={builderName()} />;
	return (
		<p className={styles.loader} role="status">
			<Translate id="templateBuilder.loading" description="Shown while the template builder loads">
				Chargement du constructeur de modèle…
			</Translate>
		</p>
	);
}

function useFirstKeyPress(): boolean {
	const [pressed, setPressed] = useState(false);
	useEffect(() => {
		if (pressed) return;
		const onKeyDown = () => setPressed(true);
		window.addEventListener("keydown", onKeyDown, { once: true });
		return () => window.removeEventListener("keydown", onKeyDown);
	}, [pressed]);
	return pressed;
}

function hasDraft(): boolean {
	try {
		return window.localStorage.getItem(FORM_STORAGE_KEY) !== null;
	} catch {
		// Site data blocked: there is no draft.
		return false;
	}
}

function useWantedAtOnce(): boolean {
	const [wanted, setWanted] = useState(false);
	useEffect(() => {
		if (hasDraft()) setWanted(true);
		const check = () => setWanted((already) => already || hasSharedTemplate(window.location.hash));
		check();
		window.addEventListener("hashchange", check);
		return () => window.removeEventListener("hashchange", check);
	}, []);
	return wanted;
}

export default function TemplateBuilder() {
	// Without IntersectionObserver the builder loads at once.
	const [ref, inView] = useNearView<HTMLDivElement>(LOAD_MARGIN);
	const keyPressed = useFirstKeyPress();
	const wanted = useWantedAtOnce();
	const [BuilderForm, setBuilderForm] = useState(lazyBuilderForm);
	return (
		<div ref={ref}>
			{inView || keyPressed || wanted ? (
				<WidgetBoundary name={builderName()} onRetry={() => setBuilderForm(lazyBuilderForm)}>
					<Suspense fallback={<Loader />}>
						<BuilderForm />
					</Suspense>
				</WidgetBoundary>
			) : (
				<Loader />
			)}
		</div>
	);
}
