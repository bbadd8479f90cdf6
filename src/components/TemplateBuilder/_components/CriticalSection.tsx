import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import Heading from "@theme/Heading";
import { sectionId } from "../_utils/fieldId";
import styles from "../styles.module.css";
import { GroupFields } from "./FieldControls";

export default function CriticalSection() {
	return (
		<section className={styles.section} aria-labelledby={sectionId("critical")}>
			<Heading as="h2" id={sectionId("critical")} tabIndex={-1} className={styles.sectionTitle}>
				<Translate id="templateBuilder.critical.title" description="Heading of the builder's critical values section">
					Valeurs critiques
				</Translate>
			</Heading>
			<p className={styles.intro}>
				<Translate id="templateBuilder.critical.intro" description="Explanation of the critical values section">
					Faces du dé naturel, avant tout modificateur : le bot annonce un succès critique quand un dé tombe exactement
					sur la première, un échec critique sur la seconde. Par exemple 1 et 100 sur un d100 lancé sous la statistique.
					Pour une plage de valeurs, ajoutez un critique personnalisé.
				</Translate>
			</p>
			<div className={styles.grid}>
				<GroupFields group="critical" />
			</div>
		</section>
	);
}
