import Link from "@docusaurus/Link";
import Heading from "@theme/Heading";
import Layout from "@theme/Layout";
import type { ReactNode } from "react";
import CommandBox from "../components/CommandBox";
import { siteFacts } from "../data/siteFacts";
import Translate from "../i18n/HomeTranslate";
import { translate } from "../i18n/home";
import HomeReplies from "./_homeReplies.mdx";
import styles from "./index.module.css";

type Feature = { title: ReactNode; body: ReactNode; to: string; linkText: ReactNode };

const features: Feature[] = [
	{
		title: <Translate id="home.feature.roll.title">Des lancers expressifs</Translate>,
		body: (
			<Translate id="home.feature.roll.body" description="Feature card about the dice notation">
				Un d20 avec bonus, un pool de d10 qui compte les réussites, des dés qui explosent, un seuil de réussite ou une
				opposition : une seule expression suffit, commentaires compris.
			</Translate>
		),
		to: "/docs/introduction/expression",
		linkText: <Translate id="home.feature.roll.link">Découvrir la notation</Translate>,
	},
	{
		title: <Translate id="home.feature.threads.title">Des résultats bien rangés</Translate>,
		body: (
			<Translate id="home.feature.threads.body" description="Feature card about result threads">
				Chaque lancer est consigné dans un fil dédié : le salon de jeu reste lisible et l'historique de la partie ne se
				perd pas.
			</Translate>
		),
		to: "/docs/introduction/behavior",
		linkText: <Translate id="home.feature.threads.link">Voir le comportement du bot</Translate>,
	},
	{
		title: <Translate id="home.feature.sheets.title">Des fiches à la mesure de votre jeu</Translate>,
		body: (
			<Translate id="home.feature.sheets.body" description="Feature card about templates and character sheets">
				Décrivez les statistiques, le dé type, les critiques et les macros de votre système ; les joueurs enregistrent
				leur fiche et lancent ensuite leurs tests en une commande.
			</Translate>
		),
		to: "/docs/sheet/model",
		linkText: <Translate id="home.feature.sheets.link">Comprendre les modèles</Translate>,
	},
	{
		title: <Translate id="home.feature.builder.title">Un modèle vérifié avant l'envoi</Translate>,
		body: (
			<Translate id="home.feature.builder.body" description="Feature card about the in-browser template builder">
				Le constructeur de modèle de ce site applique les mêmes règles que le bot et signale chaque erreur pendant la
				saisie. Le fichier téléchargé est accepté tel quel.
			</Translate>
		),
		to: "/docs/sheet/form",
		linkText: <Translate id="home.feature.builder.link">Ouvrir le constructeur de modèle</Translate>,
	},
];

type Step = { to: string; label: ReactNode };
// At least one step: the first one's link keys the card.
const audiences: { title: ReactNode; steps: [Step, ...Step[]] }[] = [
	{
		title: <Translate id="home.audience.gm.title">Vous êtes meneur ou administrateur</Translate>,
		steps: [
			{
				to: "/docs/introduction/tutorial",
				label: <Translate id="home.audience.gm.tutorial">Suivre le tutoriel pas à pas</Translate>,
			},
			{
				to: "/docs/config",
				label: <Translate id="home.audience.gm.config">Configurer le bot sur votre serveur</Translate>,
			},
			{ to: "/docs/sheet/form", label: <Translate id="home.audience.gm.form">Créer le modèle de fiche</Translate> },
		],
	},
	{
		title: <Translate id="home.audience.player.title">Vous êtes joueur</Translate>,
		steps: [
			{ to: "/docs/usage", label: <Translate id="home.audience.player.roll">Lancer vos premiers dés</Translate> },
			{
				to: "/docs/sheet/user",
				label: <Translate id="home.audience.player.sheet">Enregistrer votre personnage</Translate>,
			},
			{
				to: "/docs/usage/model",
				label: <Translate id="home.audience.player.sheetRolls">Lancer depuis votre fiche</Translate>,
			},
		],
	},
];

export default function Home(): ReactNode {
	return (
		<Layout
			title={translate({ id: "home.meta.title", message: "Le bot de dés pour le jeu de rôle sur Discord" })}
			description={translate({
				id: "home.meta.description",
				message:
					"Documentation de Dicelette, bot Discord de jeu de rôle : lancers de dés, fils de résultats, modèles et fiches de personnage, configuration du serveur.",
			})}
		>
			{/* Inside <main>: a top-level <header> would be a second banner landmark beside the announcement bar. */}
			<main>
				<header className={styles.hero}>
					<div className="container">
						<Heading as="h1" className={styles.title}>
							{siteFacts.botName}
						</Heading>
						<p className={styles.tagline}>
							<Translate id="home.tagline">
								Le bot Discord qui lance vos dés, range les résultats dans des fils et garde les fiches de vos
								personnages.
							</Translate>
						</p>
						<div className={styles.actions}>
							<Link className="button button--primary button--lg" href={siteFacts.inviteUrl}>
								<Translate id="home.invite">Inviter le bot</Translate>
							</Link>
							<Link className="button button--secondary button--lg" to="/docs/introduction">
								<Translate id="home.readDocs">Lire la documentation</Translate>
							</Link>
						</div>
					</div>
				</header>
				<section className={styles.replies} aria-labelledby="home-replies">
					<div className="container">
						<Heading as="h2" id="home-replies" className={styles.sectionTitle}>
							<Translate id="home.replies.title" description="Home: heading above two real replies of the bot">
								Ce que le bot répond
							</Translate>
						</Heading>
						<p className={styles.repliesIntro}>
							<Translate id="home.replies.intro" description="Home: what the two replies below are">
								Un jet tapé avec /roll, puis un test lancé depuis une fiche de personnage : les réponses telles que
								Discord les affiche.
							</Translate>
						</p>
						<div className={styles.replyList}>
							<HomeReplies />
						</div>
						<CommandBox />
					</div>
				</section>
				<section className={styles.section} aria-labelledby="home-features">
					<div className="container">
						<Heading as="h2" id="home-features" className={styles.sectionTitle}>
							<Translate id="home.features.title">Ce que Dicelette apporte à votre table</Translate>
						</Heading>
						<ul className={styles.features}>
							{features.map((feature) => (
								<li key={feature.to} className={styles.card}>
									<Heading as="h3">{feature.title}</Heading>
									<p>{feature.body}</p>
									<Link to={feature.to}>{feature.linkText}</Link>
								</li>
							))}
						</ul>
					</div>
				</section>
				<section className={styles.section} aria-labelledby="home-start">
					<div className="container">
						<Heading as="h2" id="home-start" className={styles.sectionTitle}>
							<Translate id="home.start.title">Par où commencer ?</Translate>
						</Heading>
						<div className={styles.audiences}>
							{audiences.map((audience, index) => (
								<div key={audience.steps[0].to} className={styles.card}>
									<Heading as="h3">{audience.title}</Heading>
									<ol>
										{audience.steps.map((step) => (
											<li key={step.to}>
												<Link to={step.to}>{step.label}</Link>
											</li>
										))}
									</ol>
									{index === 0 ? (
										<p className={styles.note}>
											<Translate id="home.start.gm.note">
												Il vous faut le droit « Gérer le serveur » pour inviter le bot et le configurer.
											</Translate>
										</p>
									) : (
										<p className={styles.note}>
											<Translate id="home.start.player.note">
												Aucun réglage n'est nécessaire pour lancer des dés : la commande de lancer fonctionne dès
												l'arrivée du bot.
											</Translate>
										</p>
									)}
								</div>
							))}
						</div>
					</div>
				</section>
			</main>
		</Layout>
	);
}
