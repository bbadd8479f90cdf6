import { spawnSync } from "node:child_process";
import type * as Preset from "@docusaurus/preset-classic";
import type { Config } from "@docusaurus/types";
import botCommandCataloguePlugin from "./plugins/bot-command-catalogue";
import codeHighlightingPlugin from "./plugins/code-highlighting";
import contentSecurityPolicyPlugin from "./plugins/content-security-policy";
import eagerCompilePlugin from "./plugins/eager-compile";
import llmsTxtPlugin from "./plugins/llms-txt";
import moduleFacesPlugin from "./plugins/module-faces";
import searchIndexPlugin from "./plugins/search-index";
import sharedToolChunksPlugin from "./plugins/shared-tool-chunks";
import templateSchemaPlugin from "./plugins/template-schema";
import toolTranslationsPlugin from "./plugins/tool-translations";
import { siteCodeColours } from "./src/code-highlighting/siteCodeColours";
import { BOT_RELEASE } from "./src/data/botCommands.generated";
import { siteAddress } from "./src/data/siteAddress";
import { siteFacts } from "./src/data/siteFacts";
import rehypePrerenderedCodeBlocks from "./src/mdx/rehypePrerenderedCodeBlocks";
import remarkBotReplies from "./src/mdx/remarkBotReplies";

// Hosted search: when these three variables are set at build time, the DocSearch
// modal and the search page query that Algolia index instead of the local index.
const algoliaCredentials = {
	appId: process.env.ALGOLIA_APP_ID,
	apiKey: process.env.ALGOLIA_SEARCH_API_KEY,
	indexName: process.env.ALGOLIA_INDEX_NAME,
};
const hostedSearch =
	algoliaCredentials.appId && algoliaCredentials.apiKey && algoliaCredentials.indexName
		? {
				appId: algoliaCredentials.appId,
				apiKey: algoliaCredentials.apiKey,
				indexName: algoliaCredentials.indexName,
				contextualSearch: true,
				// Our own /search page serves both modes; the theme's page would be a duplicate route.
				searchPagePath: false as const,
			}
		: undefined;

const buildYear = new Date().getFullYear();

// How the docs' and pages' MDX compiles (src/mdx/).
const rehypePlugins = [rehypePrerenderedCodeBlocks];
// Reply examples are worked out by the model of the bot at build time, in the language of the locale being built.
const remarkPlugins = [[remarkBotReplies, { locale: process.env.DOCUSAURUS_CURRENT_LOCALE ?? "fr" }]];

// Pages are dated from git; outside a work tree (a source archive) there is nothing to date them from.
const insideGitWorkTree =
	spawnSync("git", ["rev-parse", "--is-inside-work-tree"], { encoding: "utf8" }).stdout?.trim() === "true";

const presetOptions = {
	docs: {
		sidebarPath: "./sidebars.ts",
		sidebarCollapsible: true,
		admonitions: {
			keywords: ["usage", "example", "pin", "roll", "tldr"],
			extendDefaults: true,
		},
		// Last-updated dates from each page's last commit. A shallow clone gives its one commit's
		// date to every page, without failing the build; deploy from a full clone for true dates. Outside any git
		// work tree (a source archive), Docusaurus would stop the build, so the dates are left out there.
		showLastUpdateTime: insideGitWorkTree,
		rehypePlugins,
		remarkPlugins,
	},
	pages: {
		rehypePlugins,
		remarkPlugins,
	},
	blog: false,
	theme: {
		customCss: "./src/css/custom.css",
	},
	sitemap: {
		changefreq: "weekly",
		priority: 0.5,
	},
} satisfies Preset.Options;

// Docusaurus loads this config once per locale and names that locale in DOCUSAURUS_CURRENT_LOCALE (the way its own
// website translates its config): each locale's pages get the card written in their language
// (scripts/social-card.mjs draws both).
const socialCard = process.env.DOCUSAURUS_CURRENT_LOCALE === "en" ? "img/social-card-en.png" : "img/social-card.png";

const themeConfig = {
	image: socialCard,
	metadata: [{ name: "theme-color", content: "#6b3fa0" }],
	colorMode: {
		defaultMode: "light",
		disableSwitch: false,
		respectPrefersColorScheme: false,
	},
	announcementBar: {
		id: siteFacts.announcement.id,
		// The text is rendered by src/theme/AnnouncementBar/Content, translated per locale.
		content: "(rendered by src/theme/AnnouncementBar/Content)",
		isCloseable: true,
	},
	docs: {
		sidebar: {
			hideable: false,
			autoCollapseCategories: false,
		},
	},
	tableOfContents: {
		minHeadingLevel: 2,
		maxHeadingLevel: 3,
	},
	navbar: {
		title: siteFacts.botName,
		hideOnScroll: true,
		logo: {
			// Decorative: the title next to it already names the site.
			alt: "",
			src: "img/logo.svg",
			width: 32,
			height: 32,
		},
		items: [
			{ type: "docSidebar", sidebarId: "introduction", position: "left", label: "Introduction" },
			{ type: "docSidebar", sidebarId: "config", position: "left", label: "Configuration" },
			// The overview first: players and admins both land there; the builder is linked from it.
			// A "doc" item stays highlighted on every page of its sidebar.
			{ type: "doc", docId: "sheet/model/index", position: "left", label: "Fiche de personnage" },
			{ type: "docSidebar", sidebarId: "commands", position: "left", label: "Commandes" },
			{ type: "docSidebar", sidebarId: "TOS", position: "left", label: "CGU & développement" },
			// Shown as icons in the desktop navbar (the label stays the accessible name), as text in the mobile menu.
			{
				to: "/docs/introduction/expression",
				label: "Notation des dés",
				position: "right",
				className: "navbar-icon-link navbar-icon-link--dice",
			},
			{
				href: siteFacts.repositoryUrl,
				label: "Code source",
				position: "right",
				className: "navbar-icon-link navbar-icon-link--source",
			},
			{ type: "localeDropdown", position: "right" },
			{ type: "search", position: "right" },
		],
	},
	footer: {
		style: "dark",
		links: [
			{
				title: "Dicelette",
				items: [
					{ label: "Inviter le bot", href: siteFacts.inviteUrl },
					{ label: "Serveur Discord de la communauté", href: siteFacts.communityUrl },
					{ label: "Code source", href: siteFacts.repositoryUrl },
				],
			},
			{
				title: "Documentation",
				items: [
					{ label: "Premiers pas", to: "/docs/introduction/tutorial" },
					{ label: "Créer un modèle", to: "/docs/sheet/form" },
					{ label: "À propos du site", to: "/markdown-page" },
				],
			},
		],
		// Rendered, translated and dated by src/theme/Footer/Copyright.
		copyright: "GNU GPL v3",
	},
	prism: {
		// No darkTheme: the dark colours are the variables' values under [data-theme="dark"].
		theme: siteCodeColours.theme,
		// prism.ts already has its grammars; a non-empty list keeps the theme from bundling Prism's whole registry.
		additionalLanguages: ["json"],
	},
	...(hostedSearch ? { algolia: hostedSearch } : {}),
} satisfies Preset.ThemeConfig;

const config: Config = {
	title: siteFacts.botName,
	tagline: "Le bot de dés pour vos parties de jeu de rôle sur Discord",
	favicon: "img/favicon.svg",
	// The project's pages unless SITE_URL and SITE_BASE_URL say otherwise (the publishing workflow sets them).
	...siteAddress(process.env),
	trailingSlash: false,
	organizationName: "Dicelette",
	projectName: "dicelette.github.io",

	// The specification asks the build to warn, not fail, on these; a build test
	// (tests/build/build-log.test.mjs) reads the build log and fails when any is reported.
	onBrokenLinks: "warn",
	onBrokenAnchors: "warn",
	onDuplicateRoutes: "warn",
	markdown: {
		format: "mdx",
		hooks: {
			onBrokenMarkdownLinks: "warn",
			onBrokenMarkdownImages: "throw",
		},
	},

	// Rspack, SWC and Lightning CSS: the same site, built several times faster.
	future: {
		v4: true,
		faster: process.env.DOCUSAURUS_SLOWER !== "true",
	},

	i18n: {
		defaultLocale: "fr",
		locales: ["fr", "en"],
		localeConfigs: {
			fr: { label: "Français", htmlLang: "fr-FR" },
			en: { label: "English", htmlLang: "en-GB" },
		},
	},

	// The bot release the site describes, for the report link: read here at build time, so that no page's code
	// imports the command data module (the command box uses its tables, which would then go with every page).
	customFields: { buildYear, botRelease: BOT_RELEASE },

	// Says so when a page's code cannot be downloaded as it opens (src/clientModules/chunkLoadError.ts).
	// A link clicked while the site cannot be reached keeps the reader on the page (src/clientModules/offlineLinks.ts).
	// V8's collation data loads in a task of its own before hydration, not in the page's longest (warmCollator.ts).
	clientModules: [
		"./src/clientModules/chunkLoadError.ts",
		"./src/clientModules/offlineLinks.ts",
		"./src/clientModules/warmCollator.ts",
	],

	presets: [["classic", presetOptions]],
	// Code highlighting (small Prism, colour variables); the eager-compile hint on the entry
	// script; build/search-index/<locale>.json for the local search (see README, "Search");
	// build/schema/template.schema.json, the template's JSON Schema (exported templates link to it);
	// the on-demand tools' strings, i18n/<locale>/tools.json, bundled with the tools only (plugins/tool-translations);
	// the bot's commands with one language of descriptions, for the command box (plugins/bot-command-catalogue);
	// the Discord Markdown reader and the dice's ground floor in chunks the tools share (plugins/shared-tool-chunks);
	// the Markdown copies and llms.txt of each language (README, "Copies for assistants");
	// and the Content-Security-Policy <meta> tag of every page (hosted search may reach Algolia);
	// the parts of each sub-module with a face marked free of side effects (plugins/module-faces).
	plugins: [
		codeHighlightingPlugin,
		eagerCompilePlugin,
		moduleFacesPlugin,
		searchIndexPlugin,
		templateSchemaPlugin,
		toolTranslationsPlugin,
		botCommandCataloguePlugin,
		sharedToolChunksPlugin,
		llmsTxtPlugin,
		[
			contentSecurityPolicyPlugin,
			{ connectSources: hostedSearch ? ["https://*.algolia.net", "https://*.algolianet.com"] : [] },
		],
	],
	themeConfig,
};

export default config;
