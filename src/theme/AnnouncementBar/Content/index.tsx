// Ejected leaf: the theme renders the configured HTML string as is, which cannot
// be translated per locale; this renders a translated message with a real link.
// https://docusaurus.io/docs/swizzling#ejecting
import Link from "@docusaurus/Link";
import Translate from "@docusaurus/Translate";
import type { Props } from "@theme/AnnouncementBar/Content";
import clsx from "clsx";
import { siteFacts } from "../../../data/siteFacts";
import styles from "./styles.module.css";

export default function AnnouncementBarContent({ className, ...props }: Props) {
	return (
		<div {...props} className={clsx(styles.content, className)}>
			<Translate
				id="announcement.text"
				description="The announcement bar shown on every page; {link} is the link to the template builder"
				values={{
					link: (
						<Link to={siteFacts.announcement.linkTo}>
							<Translate id="announcement.link" description="Link text of the announcement bar">
								le constructeur de modèle
							</Translate>
						</Link>
					),
				}}
			>
				{"Préparez le modèle de fiche de votre serveur avec {link} : il signale chaque erreur avant l'envoi au bot."}
			</Translate>
		</div>
	);
}
