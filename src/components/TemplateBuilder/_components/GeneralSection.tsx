import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import Heading from "@theme/Heading";
import { Suspense, useEffect, useId, useRef } from "react";
import WidgetBoundary from "../../WidgetBoundary";
import { useRetryableLazy } from "../../WidgetBoundary/retryableLazy";
import { oddsName } from "../../widgetNames";
import { sectionId } from "../_utils/fieldId";
import { setOddsView, useOddsView } from "../_utils/oddsView";
import styles from "../styles.module.css";
import { FieldControl, GeneralFields } from "./FieldControls";
import TestRoll from "./TestRoll";

const loadTypeDieOdds = () => import(/* webpackChunkName: "type-die-odds" */ "./TypeDieOdds");

/** The type die's chances by statistic value, opened on demand (its code loads then). */
function TypeDieOddsToggle() {
	const id = useId();
	const { open, revealed } = useOddsView();
	const box = useRef<HTMLDivElement>(null);
	const button = useRef<HTMLButtonElement>(null);
	const [TypeDieOdds, retry] = useRetryableLazy(loadTypeDieOdds);
	// A share link's view: the reader is brought to the odds it opened, and focus with them. After the task that
	// closes the link's question, whose dialog gives focus back where it was.
	useEffect(() => {
		if (revealed === 0) return;
		const timer = window.setTimeout(() => {
			button.current?.focus({ preventScroll: true });
			// Centred: at the top it would sit under the sticky navbar.
			box.current?.scrollIntoView({ block: "center" });
		}, 0);
		return () => window.clearTimeout(timer);
	}, [revealed]);
	return (
		<div ref={box}>
			<button
				ref={button}
				type="button"
				className="button button--sm button--secondary"
				aria-expanded={open}
				aria-controls={`${id}-panel`}
				onClick={() => setOddsView({ open: !open })}
			>
				<Translate id="templateBuilder.odds.toggle" description="Builder: button that shows the type die's chances">
					Chances du dé type
				</Translate>
			</button>
			<div id={`${id}-panel`}>
				{open ? (
					// Its own boundary: offline, the chart says it could not load and the form keeps what was typed.
					<WidgetBoundary name={oddsName()} onRetry={retry}>
						<Suspense fallback={null}>
							<TypeDieOdds />
						</Suspense>
					</WidgetBoundary>
				) : null}
			</div>
		</div>
	);
}

export default function GeneralSection() {
	return (
		<section className={styles.section} aria-labelledby={sectionId("general")}>
			<Heading as="h2" id={sectionId("general")} tabIndex={-1} className={styles.sectionTitle}>
				<Translate id="templateBuilder.general.title" description="Heading of the builder's general section">
					Général
				</Translate>
			</Heading>
			<div className={styles.grid}>
				<FieldControl path="diceType" />
				<FieldControl path="total" />
			</div>
			<TestRoll target={{ kind: "diceType" }} />
			<TypeDieOddsToggle />
			<GeneralFields placed={["diceType", "total"]} />
		</section>
	);
}
