// Ejected leaf: keeps the theme's translated wording and adds ways back into the
// docs (home, introduction, search) so a broken link is not a dead end.
import Link from "@docusaurus/Link";
import Translate from "@docusaurus/Translate";
import Heading from "@theme/Heading";
import type { Props } from "@theme/NotFound/Content";
import clsx from "clsx";

export default function NotFoundContent({ className }: Props) {
	return (
		<main className={clsx("container margin-vert--xl", className)}>
			<div className="row">
				<div className="col col--6 col--offset-3">
					<Heading as="h1" className="hero__title">
						<Translate id="theme.NotFound.title" description="The title of the 404 page">
							Page introuvable
						</Translate>
					</Heading>
					<p>
						<Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
							Nous n'avons pas trouvé ce que vous cherchez.
						</Translate>
					</p>
					<p>
						<Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
							Merci de contacter le propriétaire du site qui vous a envoyé ici pour lui signaler que son lien est cassé.
						</Translate>
					</p>
					<ul>
						<li>
							<Link to="/">
								<Translate id="notFound.link.home" description="Link to the landing page from the 404 page">
									Retour à l'accueil
								</Translate>
							</Link>
						</li>
						<li>
							<Link to="/docs/introduction">
								<Translate id="notFound.link.docs" description="Link to the introduction from the 404 page">
									Lire l'introduction de la documentation
								</Translate>
							</Link>
						</li>
						<li>
							<Link to="/search">
								<Translate id="notFound.link.search" description="Link to the search page from the 404 page">
									Chercher dans la documentation
								</Translate>
							</Link>
						</li>
					</ul>
				</div>
			</div>
		</main>
	);
}
