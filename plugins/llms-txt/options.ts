// The options of @signalwire/docusaurus-plugin-llms-txt for each locale, and the fix-up of its index's links
// (see ./index.ts). Kept apart from the plugin's import so that unit tests can read them.
import { readFile, writeFile } from "node:fs/promises";
import { rehypeCleanArticle } from "./cleanArticle";

interface LocaleText {
	description: string;
	sections: Record<string, string>;
}

// English is the fallback of any other locale, so it must be there.
const localeText: { en: LocaleText } & Record<string, LocaleText> = {
	fr: {
		description:
			"Documentation de Dicelette, bot Discord de dés pour le jeu de rôle : notation des dés, fiches de personnage et leur modèle, commandes et réglages du serveur. Chaque page existe aussi en Markdown, à la même adresse suivie de .md.",
		sections: {
			docs: "Documentation",
			introduction: "Introduction",
			config: "Configuration",
			sheet: "Fiche de personnage",
			usage: "Commandes",
			dev: "CGU et développement",
			"markdown-page": "À propos du site",
		},
	},
	en: {
		description:
			"Documentation of Dicelette, a Discord dice bot for tabletop role-playing games: dice notation, character sheets and their template, commands and server settings. Every page also exists in Markdown, at the same address followed by .md.",
		sections: {
			docs: "Documentation",
			introduction: "Introduction",
			config: "Configuration",
			sheet: "Character sheet",
			usage: "Commands",
			dev: "Terms and development",
			"markdown-page": "About this site",
		},
	},
};

/** The options given to the plugin for one locale; exported for the unit test. */
export function llmsTxtOptions(locale: string, defaultLocale: string, title: string) {
	const text = localeText[locale] ?? localeText.en;
	// French is served at the root, English under /en: the same section sits one level deeper there.
	const prefix = locale === defaultLocale ? "" : `/${locale}`;
	const sectionRoot = (name: string) => (name === "docs" || name === "markdown-page" ? "" : "/docs");
	return {
		siteTitle: title,
		siteDescription: text.description,
		depth: (prefix ? 3 : 2) as 2 | 3,
		// A page that fails to convert must fail the build rather than go missing from the index.
		onRouteError: "throw" as const,
		logLevel: 0 as const,
		content: {
			includeDocs: true,
			// The colophon; the landing page and the search page have no prose to copy.
			includePages: true,
			excludeRoutes: [`${prefix}/`, `${prefix}/search`],
			includeBlog: false,
			enableLlmsFullTxt: false,
			// Root-relative links (/en/docs/x.md). The absolute form repeats the locale prefix in 1.2.
			relativePaths: true,
			// The article only: not the breadcrumbs, the pagination, the last-update line or the copy button.
			contentSelectors: [".theme-doc-markdown", "main article", "main"],
			beforeDefaultRehypePlugins: [rehypeCleanArticle],
			routeRules: [
				...(prefix ? [{ route: prefix, categoryName: title }] : []),
				...Object.entries(text.sections).map(([name, label]) => ({
					route: `${prefix}${sectionRoot(name)}/${name}`,
					categoryName: label,
				})),
			],
		},
	};
}

/**
 * With root-relative links, the plugin writes the index's links relative to the locale's own folder (/docs/x.md in
 * build/en/llms.txt), which would lead English readers to the French copies. The index gets full URLs instead, as
 * llms.txt files usually have; the Markdown copies keep their correct root-relative links (/en/docs/x.md).
 */
export function absoluteLinks(index: string, localeUrl: string): string {
	return index.replace(/\]\(\/(?!\/)/g, `](${localeUrl.replace(/\/?$/, "/")}`);
}

export async function absoluteIndexLinks(file: string, localeUrl: string) {
	await writeFile(file, absoluteLinks(await readFile(file, "utf8"), localeUrl));
}
