// The strings of the tools that load on demand (template builder, sheet-import check, odds view) live in
// i18n/<locale>/tools.json, not in code.json: Docusaurus bundles code.json whole into every page of a locale, while
// this catalogue is imported by the tools alone (src/i18n/toolTranslate.ts) and so downloads with them. Docusaurus
// builds each locale on its own; the alias names the catalogue of the locale being built. French, the default
// locale, has an empty one: its text is the message written in the source.
import { existsSync } from "node:fs";
import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";

export const TOOL_TRANSLATIONS_ALIAS = "@site-tool-translations";

/** The tools' catalogue of a locale, from the site's folder. */
export function toolCatalogueFile(siteDir: string, locale: string): string {
	return path.join(siteDir, "i18n", locale, "tools.json");
}

export default function toolTranslationsPlugin(context: LoadContext): Plugin {
	const file = toolCatalogueFile(context.siteDir, context.i18n.currentLocale);
	if (!existsSync(file)) {
		throw new Error(
			`[tool-translations] ${path.relative(context.siteDir, file)} is missing: the tools' catalogue of locale "${context.i18n.currentLocale}" (an empty {} for the default locale)`,
		);
	}
	return {
		name: "tool-translations",
		configureWebpack() {
			return { resolve: { alias: { [TOOL_TRANSLATIONS_ALIAS]: file } } };
		},
	};
}
