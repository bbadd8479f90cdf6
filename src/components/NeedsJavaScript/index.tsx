// What a page says where an interactive part would be, when the browser runs no
// JavaScript: a <noscript> paragraph, so that a reader with JavaScript never sees it.
import Translate from "@docusaurus/Translate";
import styles from "./styles.module.css";

/**
 * A button's props while the page has not run its code: disabled for a reader without JavaScript, and marked so that,
 * where JavaScript runs, the page's head script (plugins/first-paint-scripts) enables it at once and keeps its clicks
 * until React has hydrated. React drops the mark with its first render in the browser.
 */
export function untilScript(isBrowser: boolean): { disabled: boolean; "data-until-script"?: "" } {
	return isBrowser ? { disabled: false } : { disabled: true, "data-until-script": "" };
}

export default function NeedsJavaScript({ name }: { name: string }) {
	return (
		<noscript>
			<p className={styles.notice}>
				<Translate
					id="widget.needsJavaScript"
					description="Shown instead of an interactive part (builder, playground, search) when JavaScript is off"
					values={{ name }}
				>
					{"{name} a besoin de JavaScript : activez-le dans votre navigateur pour vous en servir."}
				</Translate>
			</p>
		</noscript>
	);
}
