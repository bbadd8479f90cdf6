// Ready-made templates for well-known games, in the page's language: each can
// be downloaded as it is or opened in the form (BuilderForm asks before it
// replaces a draft).

import useBaseUrl from "@docusaurus/useBaseUrl";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import Translate from "@site/src/i18n/TemplateBuilderTranslate";
import { translate } from "@site/src/i18n/templateBuilder";
import Heading from "@theme/Heading";
import { sectionId } from "../_utils/fieldId";
import { GALLERY_PATH, galleryEntries } from "../_utils/gallery";
import { galleryLocale } from "../_utils/galleryFiles";
import styles from "../styles.module.css";
import GalleryRulesDetails from "./GalleryRulesDetails";

const GALLERY_ID = "gallery";
/** The line under the gallery that says which template now fills the form. */
export const GALLERY_OPENED_ID = "gallery-opened";

export default function GallerySection({
	onOpen,
	opened,
}: {
	onOpen: (game: string, url: string) => void;
	/** The game whose template was last opened in the form, said here where the reader clicked. */
	opened?: string;
}) {
	const base = useBaseUrl(GALLERY_PATH);
	const locale = galleryLocale(useDocusaurusContext().i18n.currentLocale);
	const headingId = sectionId(GALLERY_ID);
	return (
		<section className={styles.section} aria-labelledby={headingId}>
			<Heading as="h2" id={headingId} tabIndex={-1} className={styles.sectionTitle}>
				<Translate id="templateBuilder.gallery.title" description="Heading of the ready-made templates section">
					Modèles prêts à l'emploi
				</Translate>
			</Heading>
			<p className={styles.intro}>
				<Translate id="templateBuilder.gallery.intro" description="Explanation of the ready-made templates section">
					Partez du modèle d'un jeu connu : ouvrez-le dans le constructeur pour l'adapter à votre table, ou
					téléchargez-le tel quel pour l'installer sur le bot.
				</Translate>
			</p>
			<ul className={styles.gallery}>
				{galleryEntries.map((entry) => {
					const file = entry.files[locale];
					const game = entry.games[locale];
					const url = `${base}${file}`;
					return (
						<li key={entry.id} className={styles.galleryItem}>
							<Heading as="h3" className={styles.galleryTitle}>
								{game}
							</Heading>
							<p className={styles.gallerySummary}>{entry.summary()}</p>
							<p className={styles.galleryAtTable}>{entry.atTable()}</p>
							<GalleryRulesDetails game={entry.id} />
							<div className={styles.rowActions}>
								<button
									type="button"
									className="button button--sm button--primary"
									aria-label={translate(
										{
											id: "templateBuilder.gallery.open",
											message: "Ouvrir dans le constructeur : {game}",
											description: "Accessible name of the button loading a ready-made template into the form",
										},
										{ game },
									)}
									onClick={() => onOpen(game, url)}
								>
									<Translate
										id="templateBuilder.gallery.open.text"
										description="Button loading a ready-made template into the form"
									>
										Ouvrir dans le constructeur
									</Translate>
								</button>
								<a
									className="button button--sm button--secondary"
									href={url}
									download={file}
									aria-label={translate(
										{
											id: "templateBuilder.gallery.download",
											message: "Télécharger le fichier : {game}",
											description: "Accessible name of the link downloading a ready-made template",
										},
										{ game },
									)}
								>
									<Translate
										id="templateBuilder.gallery.download.text"
										description="Link downloading a ready-made template file"
									>
										Télécharger le fichier
									</Translate>
								</a>
							</div>
						</li>
					);
				})}
			</ul>
			<p role="status" id={GALLERY_OPENED_ID} className={styles.intro}>
				{opened
					? translate(
							{
								id: "templateBuilder.gallery.openedBelow",
								message: "Le modèle « {game} » remplit maintenant le constructeur, juste en dessous.",
								description: "Said in the gallery after a ready-made template filled the form below it",
							},
							{ game: opened },
						)
					: null}
			</p>
		</section>
	);
}
