// Ejected leaf: keeps the theme's translated wording and adds ways back into the
// docs (home, introduction, search) so a broken link is not a dead end, and sends a
// reader who followed one of the bot's links to a page this site does not have to
// the section that covers it.
import Link from "@docusaurus/Link";
import { useLocation } from "@docusaurus/router";
import Translate from "@docusaurus/Translate";
import botPagesElsewhere from "@site/src/data/botPagesElsewhere.json";
import Heading from "@theme/Heading";
import type { Props } from "@theme/NotFound/Content";
import clsx from "clsx";
import { useEffect, useState } from "react";

interface Elsewhere {
	readonly to: string;
	readonly title: string;
}

const ELSEWHERE: Readonly<Record<string, Elsewhere>> = botPagesElsewhere;

/** The section for an address the bot prints, read from the path once in the browser. */
function useBotPageElsewhere(): Elsewhere | undefined {
	const { pathname } = useLocation();
	const [found, setFound] = useState<Elsewhere | undefined>();
	// After hydration only: the not-found page is prerendered once, for no path in particular.
	useEffect(() => {
		let path = pathname;
		try {
			path = decodeURIComponent(pathname);
		} catch {
			// A malformed escape is not one of the bot's addresses; look it up as it is.
		}
		setFound(ELSEWHERE[path.replace(/\/+$/, "")]);
	}, [pathname]);
	return found;
}

export default function NotFoundContent({ className }: Props) {
	const elsewhere = useBotPageElsewhere();
	return (
		<main className={clsx("container margin-vert--xl", className)}>
			<div className="row">
				<div className="col col--6 col--offset-3">
					<Heading as="h1" className="hero__title">
						<Translate id="theme.NotFound.title" description="The title of the 404 page">
							Page introuvable
						</Translate>
					</Heading>
					{elsewhere && (
						<div className="alert alert--info margin-bottom--md" data-bot-page-elsewhere="">
							<p className="margin-bottom--sm">
								<Translate
									id="notFound.botPage.moved"
									description="On the 404 page, for an address the Dicelette bot prints for a page this site has folded into another"
								>
									Ce lien vient du bot Dicelette : le sujet de cette page est traité dans une section d'une autre page.
								</Translate>
							</p>
							<p className="margin-bottom--none">
								<Link to={elsewhere.to}>
									<Translate
										id="notFound.botPage.link"
										description="The link to the section that covers a page the bot links to; {section} is the section's title"
										values={{ section: elsewhere.title }}
									>
										{"Aller à la section « {section} »"}
									</Translate>
								</Link>
							</p>
						</div>
					)}
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
