// What a page says where an interactive part would be, when the browser runs no
// JavaScript: a <noscript> paragraph, so that a reader with JavaScript never sees it.
import Translate from "@docusaurus/Translate";
import styles from "./styles.module.css";

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
