// The template builder as MDX embeds it: rendered in the browser only, and
// loaded lazily, so the form, zod and the dice libraries download on this page alone.
import BrowserOnly from "@docusaurus/BrowserOnly";
import Translate from "@docusaurus/Translate";
import { lazy, Suspense } from "react";
import styles from "./styles.module.css";

const BuilderForm = lazy(() => import("./_components/BuilderForm"));

function Loader() {
	return (
		<p className={styles.loader} role="status">
			<Translate id="templateBuilder.loading" description="Shown while the template builder loads">
				Chargement du formulaire…
			</Translate>
		</p>
	);
}

export default function TemplateBuilder() {
	return (
		<BrowserOnly fallback={<Loader />}>
			{() => (
				<Suspense fallback={<Loader />}>
					<BuilderForm />
				</Suspense>
			)}
		</BrowserOnly>
	);
}
